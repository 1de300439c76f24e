// Tech Poker bot figures: the good bot's win share against random bots at every table size (2 to 6
// players), with 95% Wilson intervals beside the fair share, and the time per match. Run by
// scripts/poker-figures.js; one thread (a match takes milliseconds).
import { playOut } from '../src/engine/bots.js';
import { bots, games } from '../src/games/index.js';
import { percent, wilson } from '../src/tools/stats.js';

export interface FigureOptions {
  games: number; // matches per table size
  seed: number; // the first match's seed
}

export function figures({ games: count, seed }: FigureOptions): void {
  const game = games.poker;
  const { good, random } = bots.poker;
  console.log(
    `Tech Poker: the good bot in one seat (each seat in turn) against random bots, ${count} matches a table size`,
  );
  for (let players = 2; players <= 6; players++) {
    let wins = 0;
    const start = performance.now();
    for (let k = 0; k < count; k++) {
      const seat = k % players;
      const seats = Array.from({ length: players }, (_, s) => (s === seat ? good : random));
      const state = playOut(game, game.setup({ players, seed: seed + k }), seats, {
        botSeed: seed + k,
        applyInPlace: game.applyInPlace,
      });
      const { winners } = game.outcome(state)!;
      if (winners.includes(seat)) wins += 1 / winners.length; // a shared win counts its share
    }
    const { p, low, high } = wilson(wins, count);
    const ms = (performance.now() - start) / count;
    console.log(
      `  ${players} players: good wins ${percent(p)} [${percent(low)}, ${percent(high)}], fair share ${percent(1 / players)}; ${ms.toFixed(1)} ms a match`,
    );
  }
}
