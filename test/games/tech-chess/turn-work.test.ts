// How much work a turn and the setup do, counted rather than timed: simulations play thousands of games
// of some 170 turns, and a turn lists some 30 actions to play one. The catalogue (a large object keyed by
// card id) is where the work shows: a turn that looked each card up for each move it lists reads it about
// a hundred times; one that keeps each game's cards reads it only for what it has not seen yet.
import { describe, expect, it } from 'vitest';
import { randomChoice } from '../../../src/engine/choices.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import { builtInRules, techDeck } from '../../../src/games/built-in.js';
import { createTechChess, type ChessOption, type TechChessState } from '../../../src/games/tech-chess/index.js';

/** A game of its own whose catalogue counts the cards read from it. */
function countingGame() {
  const game = createTechChess(techDeck, builtInRules('tech-chess'));
  const counter = { reads: 0 };
  game.env.catalogue = new Proxy(game.env.catalogue, {
    get(target, key, receiver) {
      counter.reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { game, counter };
}

const randomAnswer = (state: TechChessState, rng: Rng) => randomChoice(state.pending!, (a, b) => rng.int(a, b));

describe('Tech Chess work', () => {
  it('the setup reads each card about once, not once for every board value and question', () => {
    const { game, counter } = countingGame();
    for (let seed = 1; seed <= 3; seed++) {
      counter.reads = 0;
      const state = game.setup({ players: 2, seed });
      const rng = new Rng({ rng: seedRng(seed) });
      while (state.pending?.kind !== 'chess/action') game.applyInPlace(state, randomAnswer(state, rng));
      // About 170 now; reading the deck once for every board value and question made it about 5,000.
      expect(counter.reads).toBeLessThan(1_000);
    }
  });

  it("a quiet move and the next turn's listing read the catalogue a few times, not once per listed action", () => {
    const { game, counter } = countingGame();
    let turns = 0;
    let reads = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const state = game.setup({ players: 2, seed });
      const rng = new Rng({ rng: seedRng(seed) });
      while (state.pending && state.flow.stage !== 'over') {
        const action = randomAnswer(state, rng);
        const chosen =
          state.pending.kind === 'chess/action'
            ? (state.pending.options[action.picks[0]] as ChessOption).move
            : undefined;
        counter.reads = 0;
        game.applyInPlace(state, action);
        // A move that captures nothing runs no effect: the turn ends and the next one lists its actions.
        if (chosen?.type === 'move' && !chosen.captures && state.pending?.kind === 'chess/action' && state.turn > 10) {
          turns++;
          reads += counter.reads;
        }
      }
    }
    expect(turns).toBeGreaterThan(100);
    // About one now; looking up the cards of each of some 30 listed actions made it about 100 a turn.
    expect(reads / turns).toBeLessThan(10);
  });
});
