/**
 * A card's effect at work on a small table, from a seed and actions: the effect sandbox of the engine
 * (a Grid Poker-like table: a market, two players with a company and a hand) is set up from the seed,
 * player 1 uses the card's effect, and each choice the effect asks is answered by the given picks, or
 * by the first option. Nothing is made by hand: the before and after are the engine's own states.
 */
import type { Card } from '../../dsl/runtime.js';
import type { ChooseAction } from '../../engine/choices.js';
import { createSandbox, type SandboxAction } from '../../engine/sandbox.js';
import type { TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import { deckCards } from '../card/catalogue.js';

export interface Scenario {
  before: TableView; // player 1's view before the effect
  after: TableView; // … and after it
  actions: SandboxAction[]; // what was played: the use, then the answers
  steps: string[]; // the log lines the effect wrote (as player 1 may read them)
  error: string | null; // why the effect could not be run, in words
}

const sandboxes = new WeakMap<readonly Card[], ReturnType<typeof createSandbox>>();

/**
 * Runs the effect of `cardId` for player 1 from `seed`; `answers` are the picks of its choices in order.
 * `deck` is the deck of the table (the compiled deck of the build by default; Storybook passes the one
 * its plugin recompiles as card files change, so an edited effect shows at once).
 */
export function runScenario(
  cardId: string,
  seed: number,
  answers: number[][] = [],
  deck: readonly Card[] = deckCards,
  players = 2,
): Scenario {
  let game = sandboxes.get(deck);
  if (!game) sandboxes.set(deck, (game = createSandbox([...deck])));
  let state: TableState = game.setup({ players, seed });
  const before = game.view(state, 0);
  const actions: SandboxAction[] = [];
  const play = (action: SandboxAction) => {
    state = game.apply(state, action);
    actions.push(action);
  };
  try {
    play({ type: 'use', card: cardId });
    for (let i = 0; state.pending && i < 50; i++) {
      const p = state.pending;
      const picks =
        answers[i] ??
        (p.max > 0 && p.options.length > 0 ? Array.from({ length: Math.max(1, p.min) }, (_, k) => k) : []);
      play({ type: 'choose', picks } satisfies ChooseAction);
    }
  } catch (error) {
    return { before, after: game.view(state, 0), actions, steps: [], error: (error as Error).message };
  }
  const after = game.view(state, 0);
  return { before, after, actions, steps: after.log.slice(before.log.length).map((e) => e.text), error: null };
}
