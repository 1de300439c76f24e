// Bughouse bot figures: a team of good bots (greedy by default, or hard) against a team of random bots,
// the teams taking each side in turn, with the good team's win share and its 95% Wilson interval beside
// the fair share (a drawn match counts half), and the time per match. Run by scripts/bughouse-figures.js;
// one thread.
import { playOut } from '../src/engine/bots.js';
import { bots, games } from '../src/games/index.js';
import { percent, wilson } from '../src/tools/stats.js';

export interface FigureOptions {
  games: number; // matches
  seed: number; // the first match's seed
  bot: 'greedy' | 'hard'; // the good team's bot
}

export function figures({ games: count, seed, bot }: FigureOptions): void {
  const game = games.bughouse;
  const good = bots.bughouse[bot];
  const { random } = bots.bughouse;
  const [teamA, teamB] = game.config.teams;
  console.log(`Bughouse: a team of ${bot} bots against a team of random bots, ${count} matches, each team in turn`);
  let wins = 0;
  let draws = 0;
  const start = performance.now();
  for (let k = 0; k < count; k++) {
    const team = k % 2 === 0 ? teamA : teamB;
    const seats = [0, 1, 2, 3].map((s) => (team.includes(s) ? good : random));
    const state = playOut(game, game.setup({ players: 4, seed: seed + k }), seats, { botSeed: seed + k });
    const { winners } = game.outcome(state)!;
    if (winners.length === 4) {
      draws += 1;
      wins += 0.5; // B5: two drawn boards draw the match
    } else if (winners.includes(team[0])) wins += 1;
  }
  const { p, low, high } = wilson(wins, count);
  const ms = (performance.now() - start) / count;
  console.log(
    `  ${bot} team wins ${percent(p)} [${percent(low)}, ${percent(high)}], fair share ${percent(0.5)}; ${draws} drawn; ${ms.toFixed(0)} ms a match`,
  );
}
