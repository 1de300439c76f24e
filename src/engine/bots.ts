// Bots: players that answer from what their seat may see. A bot is `(view, legalActions, rng) => action`
// (DESIGN, "Public headless API"); it never reads the state. This file holds what every game shares:
// the type, the uniform random bot, the guard that keeps huge action lists from being built, and a loop
// that plays a game out with one bot a seat (simulations, tests, balance figures).
import { ACTION_LIST_LIMIT, countChoiceActions, randomChoice, type ChooseAction } from './choices.js';

export { ACTION_LIST_LIMIT, countChoiceActions };
import type { Game } from './game.js';
import { Rng, seedRng } from './rng.js';
import type { PendingChoice } from './state.js';
import type { Catalogue } from './cards.js';
import type { Card } from '../dsl/runtime.js';
import type { TableView } from './view.js';

/**
 * A player program. `actions` is the list `game.legalActions` gives: empty when a choice has more than
 * ACTION_LIST_LIMIT answers (see choiceActions), and then the bot answers `view.pending` itself (the
 * answer is still checked by `apply`). `rng` is the bot's own generator, never the game's.
 */
export type Bot<V = unknown, A = unknown> = (view: V, actions: A[], rng: Rng) => A;

/**
 * The legal actions to hand a bot: all of them, or none past `limit` answers (see `Bot`). A limit below
 * ACTION_LIST_LIMIT skips lists a game would still build.
 */
export function botActions<S, A>(game: Game<S, A>, state: S, limit = ACTION_LIST_LIMIT): A[] {
  const pending = (state as { pending?: PendingChoice | null }).pending;
  if (pending && countChoiceActions(pending) > limit) return [];
  return game.legalActions(state);
}

/** The pending choice in a view, when it is this seat's to answer. */
export function pendingOf(view: unknown): PendingChoice | null {
  const pending = (view as { pending?: unknown } | null)?.pending as
    | PendingChoice
    | { waiting: true }
    | null
    | undefined;
  return pending && !('waiting' in pending) ? pending : null;
}

/**
 * Uniform over the legal actions; for a choice too large to list, a random answer to `view.pending`
 * (a random size, then a random set of that size). Works for every game.
 */
export const random: Bot = (view, actions, rng) => {
  if (actions.length > 0) return actions[rng.int(0, actions.length - 1)];
  const pending = pendingOf(view);
  if (!pending) throw new Error('random bot: no legal action and no pending choice to answer');
  return randomChoice(pending, (a, b) => rng.int(a, b));
};

/** Bots that read their view only when they are given no list (`playOut` may then skip making one). */
const BLIND = new WeakSet<object>([random]);

/** Does `bot` need its view when it is given the list of legal actions? */
export const readsView = (bot: object) => !BLIND.has(bot);

/** The same picks in the same order? */
function samePicks(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Is `action` one of `actions`, or (for an unlisted choice) a well-formed answer to `pending`? */
export function isLegalChoice(action: ChooseAction, actions: ChooseAction[], pending: PendingChoice | null): boolean {
  if (actions.length > 0) return actions.some((a) => samePicks(a.picks, action.picks));
  if (!pending) return false;
  const picks = action.picks;
  return (
    picks.length >= pending.min &&
    picks.length <= pending.max &&
    new Set(picks).size === picks.length &&
    picks.every((p) => Number.isInteger(p) && p >= 0 && p < pending.options.length)
  );
}

/** The answer a bot built, if legal; otherwise a random legal one (a bot never returns an illegal action). */
export function legalOr(
  action: ChooseAction,
  actions: ChooseAction[],
  pending: PendingChoice | null,
  rng: Rng,
): ChooseAction {
  const sorted = { type: 'choose' as const, picks: [...action.picks].sort((a, b) => a - b) };
  // The listed action itself when there is a list; the sorted answer when the choice is too large to list.
  if (actions.length > 0) {
    const listed = actions.find((a) => samePicks(a.picks, sorted.picks));
    if (listed) return listed;
  } else if (isLegalChoice(sorted, actions, pending)) return sorted;
  return random(pending ? { pending } : null, actions, rng) as ChooseAction;
}

export interface PlayOptions<S, A, V> {
  /** Changes the state in place instead of copying it each action (a game's `applyInPlace`). */
  applyInPlace?: (state: S, action: A) => void;
  /** Seed of the bots' own generators (one a seat). */
  botSeed?: number;
  /**
   * 'all' (the default) makes every seat's view; 'needed' skips it for a bot that does not read it when
   * given a list (the random bot: see `readsView`), a third of a simulation's time in Grid Poker.
   */
  views?: 'all' | 'needed';
  /**
   * Called before each action is applied: the seat, the view and list the bot was given, its answer. The
   * view is null only with `views: 'needed'`, for a bot that was given none.
   */
  onAction?: (state: S, seat: number, view: V | null, actions: A[], action: A) => void;
  /** Called after each action is applied. */
  afterAction?: (state: S) => void;
  /** Stop after this many actions (a guard against a game that never ends). */
  maxActions?: number;
}

/** Plays from `state` until the game is over, asking `bots[seat]` for each seat's action. Returns the last state. */
export function playOut<S, A, V>(
  game: Game<S, A, V>,
  state: S,
  bots: Bot<V, A>[],
  options: PlayOptions<S, A, V> = {},
): S {
  // Folded to 32 bits as it always was, so a bot seed plays the same game it always did.
  const rngs = bots.map((_, seat) => new Rng({ rng: seedRng(((options.botSeed ?? 0) * 7919 + seat) | 0) }));
  const max = options.maxActions ?? 100_000;
  for (let n = 0; ; n++) {
    const seat = game.actor(state);
    if (seat === null) return state;
    if (n >= max) throw new Error(`the game did not end within ${max} actions`);
    const actions = botActions(game, state);
    const view =
      options.views === 'needed' && actions.length > 0 && !readsView(bots[seat]!) ? null : game.view(state, seat);
    const action = bots[seat]!(view as V, actions, rngs[seat]!);
    options.onAction?.(state, seat, view, actions, action);
    if (options.applyInPlace) options.applyInPlace(state, action);
    else state = game.apply(state, action);
    options.afterAction?.(state);
  }
}

/** The cards a seat holds that its view shows: its hand and the zones of its own (`<zone>:<seat>`). */
export function ownCards(
  view: Pick<TableView, 'seat' | 'zones'>,
  catalogue: Catalogue,
): Pick<Card, 'domain' | 'value'>[] {
  const suffix = `:${view.seat}`;
  return Object.entries(view.zones)
    .filter(([id]) => id.endsWith(suffix))
    .flatMap(([, slots]) =>
      slots.flatMap((slot) => {
        const card = slot !== null && 'card' in slot ? catalogue[slot.card] : undefined;
        return card ? [card] : [];
      }),
    );
}

/**
 * "Choose a domain.", "Choose a number …" (kinds `effect/domain`, `effect/number`): the option the
 * chooser holds most of among `own`, its cards. The sentences after such a choice most often count or
 * keep the chooser's cards of it ("Draw a card for each card of that domain you control"). Ties go to
 * the first option.
 */
export function chooseValue(pending: PendingChoice, own: readonly Pick<Card, 'domain' | 'value'>[]): number {
  const held = (i: number) => {
    const { domain, number } = pending.options[i]!;
    return own.filter(
      (card) => (domain !== undefined && card.domain === domain) || (number !== undefined && card.value === number),
    ).length;
  };
  let best = 0;
  for (let i = 1; i < pending.options.length; i++) if (held(i) > held(best)) best = i;
  return best;
}
