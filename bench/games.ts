// Whole games per second on one core, random bots in every seat (uniform over each pending choice).
import { randomChoice } from '../src/engine/choices.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { games } from '../src/games/index.js';
import type { Row } from './measure.js';

export function benchGames(seconds = 2): Row[] {
  const rows: Row[] = [];
  for (const [id, entry] of Object.entries(games)) {
    // Every game keeps the same contract; the figures only need these three.
    const game = entry as unknown as {
      rules: { players: { min: number; max: number } };
      setup(config: { players: number; seed: number }): { pending: import('../src/engine/state.js').PendingChoice | null; flow: { stage: string } };
      applyInPlace?(state: unknown, action: unknown): void;
      apply(state: unknown, action: unknown): unknown;
    };
    const { min, max } = game.rules.players;
    for (let players = min; players <= max; players++) {
      let played = 0;
      const start = performance.now();
      while (performance.now() - start < seconds * 1000) {
        let state = game.setup({ players, seed: played + 1 });
        const rng = new Rng({ rng: seedRng(played) });
        while (state.pending && state.flow.stage !== 'over') {
          const action = randomChoice(state.pending, (a, b) => rng.int(a, b));
          if (game.applyInPlace) game.applyInPlace(state, action);
          else state = game.apply(state, action) as typeof state;
        }
        played++;
      }
      const perSecond = played / ((performance.now() - start) / 1000);
      rows.push({ section: 'whole games, random bots, one core', name: `${id}, ${players} player${players === 1 ? '' : 's'}`, value: perSecond, unit: 'games/s',
        ...(id === 'grid-poker' && players === 4 ? { goal: `≥ 2,000 games/s: ${perSecond >= 2000 ? 'met' : `missed by ${(2000 / perSecond).toFixed(1)}x`}` } : {}) });
    }
  }
  return rows;
}
