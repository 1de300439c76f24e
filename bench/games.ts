// Whole games per second on one core, random bots in every seat (uniform over each pending choice).
import { randomChoice } from '../src/engine/choices.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { games } from '../src/games/index.js';
import type { Row } from './measure.js';

export function benchGames(seconds = 2): Row[] {
  const rows: Row[] = [];
  for (const [id, game] of Object.entries(games)) {
    const { min, max } = game.rules.players;
    for (let players = min; players <= max; players++) {
      let played = 0;
      const start = performance.now();
      while (performance.now() - start < seconds * 1000) {
        const state = game.setup({ players, seed: played + 1 });
        const rng = new Rng({ rng: seedRng(played) });
        while (state.pending && state.flow.stage !== 'over') game.applyInPlace(state, randomChoice(state.pending, (a, b) => rng.int(a, b)));
        played++;
      }
      const perSecond = played / ((performance.now() - start) / 1000);
      rows.push({ section: 'whole games, random bots, one core', name: `${id}, ${players} player${players === 1 ? '' : 's'}`, value: perSecond, unit: 'games/s',
        ...(id === 'grid-poker' && players === 4 ? { goal: `≥ 2,000 games/s: ${perSecond >= 2000 ? 'met' : `missed by ${(2000 / perSecond).toFixed(1)}x`}` } : {}) });
    }
  }
  return rows;
}
