// Poker Squared bot figures: the good bot against the random bot and against the call-everything bot,
// `matches` matches each (1000 unless given), seats alternating, seeds 1..matches; prints win rates with
// 95% Wilson intervals. A third figure isolates the grid: both players check and call, one places its
// cards as the good bot does and the other at random, and it prints the share of grid lines each won.
// Run:
//   npx esbuild scripts/poker-squared-bots.ts --bundle --platform=node --format=esm --log-level=warning | node --input-type=module - [matches] [--tech]
import { playOut, type Bot } from '../src/engine/bots.js';
import type { ChooseAction } from '../src/engine/choices.js';
import { bots, games } from '../src/games/index.js';
import type { PokerSquaredView } from '../src/games/index.js';
import { wilson } from '../src/tools/stats.js';

type PSBot = Bot<PokerSquaredView, ChooseAction>;
const game = games['poker-squared'];
const { good, random, 'call-everything': callEverything } = bots['poker-squared'];
const args = process.argv.slice(2);
const matches = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const options = args.includes('--tech') ? { deck: 'tech' } : {};

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function duel(name: string, opponent: PSBot, player: PSBot = good): void {
  let wins = 0;
  let draws = 0;
  let hands = 0;
  let busted = 0;
  const lines = [0, 0];
  const start = performance.now();
  for (let i = 0; i < matches; i++) {
    const seat = i % 2; // the tested bot's seat
    const seats = seat === 0 ? [player, opponent] : [opponent, player];
    const s = playOut(game, game.setup({ players: 2, seed: i + 1, options }), seats, {
      botSeed: i + 1,
      applyInPlace: game.applyInPlace,
    });
    const { winners } = game.outcome(s)!;
    if (winners.length > 1) draws++;
    else if (winners[0] === seat) wins++;
    hands += s.round;
    if (s.endedBy === 'chips') busted++;
    lines[0] += s.linesWon[seat];
    lines[1] += s.linesWon[1 - seat];
  }
  const { low: lo, high: hi } = wilson(wins, matches);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${name}: won ${wins} of ${matches} = ${pct(wins / matches)} (95% CI ${pct(lo)}-${pct(hi)}), ${draws} draws; ` +
      `${(hands / matches).toFixed(1)} hands a match, ${pct(busted / matches)} ended by a player out of chips; ` +
      `grid lines won ${lines[0]} to ${lines[1]}; ${seconds.toFixed(1)} s`,
  );
}

/** Checks and calls, placing as `placer` does: only the grid play differs between the two seats. */
const passive =
  (placer: PSBot): PSBot =>
  (view, actions, rng) =>
    view.pending && 'kind' in view.pending && view.pending.kind === 'poker-squared/bet'
      ? callEverything(view, actions, rng)
      : placer(view, actions, rng);

console.log(
  `Poker Squared, ${matches} matches a pairing${options.deck ? ', Tech Deck variant' : ''}, seats alternating:`,
);
duel('good vs random', random);
duel('good vs call-everything', callEverything);
duel('grid only (both check and call): good placement vs random placement', passive(random), passive(good));
