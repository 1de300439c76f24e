// The table every game is played on: card instances, zones, the random generator and what is going on
// in an effect. Plain JSON throughout (no classes, functions or Maps), so it can be saved, sent, diffed
// and replayed. Each game's state extends it with its own fields (phase, scores …).
import type { Cards, Domain, Step } from '../dsl/runtime.js';
import { seedRng, type RngState } from './rng.js';
import { clonePlain } from './clone.js';

/** A lasting change from a "counts as" effect. */
export interface Modifier {
  instance: string; // the card instance changed, e.g. "c12"
  domain?: Domain;
  value?: number; // 1..13
  until: 'round' | 'turn' | 'game';
}

/** What an option stands for when it is not a card: bots and layouts read this, never the label. */
export type OptionAnswer = 'yes' | 'no' | 'pass' | 'done';

/**
 * One option of a pending choice. The label is for the person choosing ("your hand"); the other fields
 * say what the option means, as data. `card` and `instance` are set only when the chooser may see the
 * card; a card they may not see is named by its `place`. A game adds its own fields (a grid line, a
 * square, a chess move) by extending this type.
 */
export interface ChoiceOption {
  label: string; // "Robotics (13 Technology) in your hand", "the 2nd card in Player 3's hand", "Yes"
  card?: string; // card id, e.g. "technology-13", when visible to the chooser
  instance?: string; // instance id, when visible to the chooser
  place?: { zone: string; index: number }; // where a card the chooser may not see lies
  seat?: number; // a player
  answer?: OptionAnswer; // yes, no, pass, or done picking
  branch?: number; // the index of an alternative: a sentence of "… or …", a card phrase of "… or …"
  steps?: Step[]; // the sentence that alternative runs ("… or …")
  cards?: Cards; // the card phrase that alternative names
  domain?: Domain; // a domain (a wild card's, a trump's)
  number?: number; // a number: a value, a bid, a count
}

/**
 * The purposes of the choices card effects ask, the same in every game:
 * - `effect/may`: "You may …": Yes or No; `effect.steps` is the sentence offered;
 * - `effect/branch`: "… or …": each option a sentence (`branch`, `steps`);
 * - `effect/which-cards`: a card phrase with alternatives: each option one phrase (`branch`, `cards`);
 * - `effect/player`: a player (`seat`), for `effect.role`;
 * - `effect/cards`: cards for `effect.verb` (or one at a time, with a `done` option);
 * - `effect/order`: the next card of an order the chooser makes;
 * - `effect/domain`: "Choose a domain.": each option a `domain`;
 * - `effect/number`: "Choose a number from 1 to 13.": each option a `number`.
 */
export type EffectChoiceKind =
  | 'effect/may'
  | 'effect/branch'
  | 'effect/which-cards'
  | 'effect/player'
  | 'effect/cards'
  | 'effect/order'
  | 'effect/domain'
  | 'effect/number';

/**
 * The purposes games add, one key each: a game's state module declares its own
 * (`declare module '…/engine/state.js' { interface GameChoiceKinds { 'grid/line': true } }`), so every
 * choice's kind is a known name and a misspelled one does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameChoiceKinds {}

/** What a choice is for. `discard` is the rules files' "discard down to" and "discard N cards". */
export type ChoiceKind = EffectChoiceKind | 'discard' | keyof GameChoiceKinds;

/**
 * Which part of a card's sentence an effect choice serves:
 * - for cards: `cards` (the cards the verb acts on), `with` (the second phrase: "exchange it with …",
 *   "… to put in its place"), `pair` (two cards exchanged with each other);
 * - for players: `actor` (who acts), `target` (who gets the cards), `hand` (whose hand), `pick`;
 * - for an order: `first` (comes first), `top` (nearer the top of the deck), `bottom` (goes under first).
 */
export type EffectRole = 'cards' | 'with' | 'pair' | 'actor' | 'target' | 'hand' | 'pick' | 'first' | 'top' | 'bottom';

/** What a card effect's choice is about: the verb of the sentence ('may' and 'choice' for their own
 * choices), the part it serves, and for `effect/may` the sentence offered. */
export interface EffectAsk {
  verb: Step['kind'];
  role?: EffectRole;
  steps?: Step[];
  /** Cards asked for one at a time (too many answers to list at once): how many are chosen so far, and
   * how many the sentence takes, at least and at most. The `done` option ends it once `min` are chosen. */
  oneAtATime?: { chosen: number; min: number; max: number };
}

/** A decision the game waits for. Answered by `{ type: 'choose', picks: [indexes into options] }`. */
export interface PendingChoice {
  seat: number; // who decides
  kind: ChoiceKind; // what the decision is for: bots and layouts read this and the options' data
  prompt: string; // what to do, in words, for the person choosing
  options: ChoiceOption[];
  min: number; // how many options to pick, at least …
  max: number; // … and at most
  effect?: EffectAsk; // for a card effect's choice: what it is about
}

/**
 * What earlier sentences of an effect named. Its arrays and `from` are values: a sentence that names cards puts a new
 * array in place, never changes one, so a frame keeps the bindings of its checkpoint by a shallow copy.
 */
export interface Bindings {
  last: string[]; // the cards of the last sentence that named cards: "it", "them", "that card"
  group: string[]; // the last cards named as a new group ("the top three cards of the deck")
  chosen: string[]; // those of the group already picked with "one of them": the rest is group − chosen
  player: number | null; // "that player"
  from?: { instance: string; zone: string; index: number }[]; // where the cards a card phrase last named were then
  did?: boolean; // "If you do": whether the last sentence did something (named a card, or was accepted)
  domain?: Domain; // "that domain": the domain chosen by "Choose a domain."
  number?: number; // "the chosen number": the number chosen by "Choose a number …"
}

/**
 * One level of a suspended effect: a list of sentences (the card's, or those inside "if", "you may",
 * "… or …" and a copied effect) and how far it has got. The frame of the sentence that asked is the last
 * of the stack; it goes on from there with `answers` and `bindings`, and nothing before it runs again.
 */
export interface EffectFrame {
  at: number; // the sentence in progress, by its index in the list
  actors?: number[]; // who does it, in turn order (a sentence about other players), once known
  turn?: number; // how many of them have done it
  branch?: number; // the inner sentences being run: 0 for "if" and a "you may" answered yes; the sentence chosen of "… or …"
  copies?: string[]; // "use the effect of …": the instances whose effects run, one after another
  copied?: number; // how many of them have run
  outer?: Bindings; // the bindings of this list, kept while a copied effect runs with its own
  progress?: Record<string, unknown>; // a sentence's own record of what it has done (give: the players given to)
  round?: number; // "… until …" and "for each …": how many rounds have run
  named?: string[]; // "… until …": the cards the rounds so far have named
  seats?: number[]; // "for each opponent, …": the players, in turn order, one a round
  times?: number; // "for each … card, …": how many rounds to run
  answers: number[][]; // the answers the current sentence has had since its last checkpoint
  bindings: Bindings; // what earlier sentences named, as at that checkpoint
}

/** An effect in progress: where it stands, as plain data. */
export interface EffectRun {
  user: number; // the seat using the effect ("you")
  source: string | null; // the instance whose effect this is, or null when the effect is given directly
  card: string | null; // card id whose effect runs; null for a rules file's sentences
  steps?: Step[]; // a rules file's card sentences ("- each player: look at …"), run in place of a card's effect
  frames: EffectFrame[]; // the frame stack, outermost first
}

/**
 * What a log entry records, as data: 'use' and 'copy', a card's effect used or copied by the entry's seat
 * (for simulations and the balance report); and the events games add, one key each, declared by the game's
 * state module (`declare module '…/engine/state.js' { interface GameLogEvents { 'poker-squared/line': true } }`).
 */
export type LogEvent = 'use' | 'copy' | keyof GameLogEvents;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameLogEvents {}

export interface LogEntry {
  seat: number | null; // who acted, or null for the game itself
  text: string; // what happened, in words
  to?: number[]; // when set, only these seats may read the entry (a card looked at)
  event?: LogEvent; // what the entry records, for code that reads the log: never its words
  card?: string; // the card id of that effect
}

export interface TableState {
  players: number; // number of seats, 1..6
  cards: Record<string, string>; // instance id → card id: { c0: 'knowledge-1', … }
  zones: Record<string, (string | null)[]>; // zone id → instances; index 0 is the top; null is an empty slot
  owners: Record<string, number>; // instance → seat, in games where a card keeps its owner (Tech Chess pieces)
  rng: RngState;
  active: number; // the active player: whose turn it is, who goes first in "all players"
  modifiers: Modifier[];
  revealed: string[]; // instances shown to every player during the current effect
  looked: Record<string, number[]>; // instance → seats that looked at it during the current effect
  pending: PendingChoice | null;
  effect: EffectRun | null;
  log: LogEntry[];
}

/**
 * The fields of a table that every game starts the same way: the generator seeded with `seed`, seat 0
 * active, nothing owned, changed, shown, asked or logged yet. A game's setup spreads it between its cards
 * and zones and its own fields.
 */
export function freshTable(seed: number): Omit<TableState, 'players' | 'cards' | 'zones'> {
  return {
    owners: {},
    rng: seedRng(seed),
    active: 0,
    modifiers: [],
    revealed: [],
    looked: {},
    pending: null,
    effect: null,
    log: [],
  };
}

/**
 * A copy of a state for `apply` to change. Log entries are never changed once written, so the copy
 * shares them (a new array, the same entries): copying a long log on every action would cost more than
 * all the rest. `appendOnly` names a game's other lists kept that way (Tech Chess's move records): their
 * entries are added or replaced, never changed in place.
 */
export function copyState<S extends TableState>(state: S, appendOnly: readonly (keyof S & string)[] = []): S {
  const { log, ...rest } = state;
  const lists = appendOnly.map((key) => [key, (rest as Record<string, unknown>)[key]] as const);
  for (const [key] of lists) delete (rest as Record<string, unknown>)[key];
  const next = clonePlain(rest) as S;
  next.log = log.slice();
  for (const [key, list] of lists) (next as Record<string, unknown>)[key] = (list as unknown[]).slice();
  return next;
}
