// The word rulings of rules/grid-poker.rules (the house rulings G1-G13 and this project's GX1-GX10), read
// once per settings object and checked before anything is dealt: a ruling the module plays either way is
// read here and obeyed; a ruling that only states how the module reads the rule book has the one value
// the module plays, and another value is refused with a message naming it. Either way a designer's edit
// changes the game or says why it can't: it is never silently ignored.
import type { Domain } from '../../dsl/runtime.js';
import { RuleError } from '../../engine/errors.js';
import { HAND_CATEGORIES, type HandCategory } from '../../poker/index.js';
import type { Bet } from './state.js';

/** The evaluator's own domain order (hand-score.ts: Knowledge 1 < Science 2 < Technology 3 < Services 4). */
const EVALUATOR_ORDER: readonly Domain[] = ['knowledge', 'science', 'technology', 'services'];

/** What the module makes of the word rulings. */
export interface GridRulings {
  /**
   * G4 `domain-order`, as a renaming: the evaluator's domain that stands at each domain's place in the
   * ruling's order (the identity for the rule book's order), so that the hand evaluator, which knows one
   * order, breaks ties in the ruling's. Null when the ruling's order is the evaluator's.
   */
  domainAs: Readonly<Record<Domain, Domain>> | null;
  /** G4 `tied-winners-all-score`: yes, every tied winner scores; no, only the one who picks the market card. */
  tiedWinnersAllScore: boolean;
  /** G4 `tied-market-pick`: which of the tied winners, in turn order, discards the market card. */
  tiedMarketPick: 'first' | 'last';
  /** G5 `strong-hand-from`: the lowest category whose line win scores the strong points. */
  strongHandFrom: HandCategory;
  /** G9 `solo-opponent-discards-random-market-card`: the artificial player, winning a line, discards one of its cards. */
  soloDiscards: boolean;
  /** G11 `betting-actions`: the actions the betting round offers. */
  bettingActions: ReadonlySet<Bet['kind']>;
  /** G11 `odd-chip-to`: the line whose winners take the odd chip of a split pot. */
  oddChipTo: 'row' | 'column';
  /** GX4 `lone-line-takes`: when only one line is won, its winners take the whole pot, or only its share. */
  loneLineTakesAll: boolean;
  /** GX5 `tied-winners-odd-chip`: which tied winner, in turn order, takes the odd chip of a line's part. */
  tiedOddChip: 'first' | 'last';
  /** GX9 `loser-redraw`: a player whose hand cards did not win and who redraws draws as many as they discard, or as a winner. */
  loserRedrawsAsWinner: boolean;
}

/**
 * Rulings whose one value is how the module reads the rule book (as compiled: kebab-case words,
 * yes/no as booleans), each with why another value can't be played.
 */
const FIXED: Record<string, { value: unknown; why: string }> = {
  'four-card-hands-make-straights-and-flushes': {
    value: false,
    why: 'the hand evaluator has no 4-card straight or flush (G2)',
  },
  ace: { value: 'low', why: 'the Tech Deck ace is value 1 (G3)' },
  'straights-wrap': { value: false, why: 'the hand evaluator has no wrapping straight (G3)' },
  'five-of-a-kind': { value: 'above-royal-flush', why: 'the hand evaluator ranks it there (G6)' },
  'wild-company-card-has-effect': { value: false, why: 'the wild cards have no effect text (G7)' },
  'equal-scores-share-win': { value: true, why: 'the rule book names no tie-break for final scores (G10)' },
  'unwon-pot': { value: 'stays-in-the-middle', why: 'G11 says nothing of a pot no player wins (GX3)' },
  'short-stack': {
    value: 'pays-what-it-has-and-stays-in',
    why: 'the betting round has no side pots (GX6)',
  },
  'fold-forfeits-the-lines': { value: true, why: 'a folded hand is never revealed (GX7)' },
  'betting-order': {
    value: 'turn-order-from-the-first-player',
    why: 'the betting round follows the phase (GX8)',
  },
  'solo-opponent-company': {
    value: 'never-used-or-improved',
    why: 'the artificial player has no effect or improvement turn (GX10)',
  },
  'solo-win': {
    value: 'more-points-than-the-artificial-player',
    why: 'the source says how the artificial player plays, not how a solo game is won (GX1)',
  },
};

/** Yes/no rulings the procedures read: either value is played. */
const SWITCHES = [
  'refill-market-before-hand-cards',
  'tied-winners-all-score',
  'wild-cards-expelled-after-grid-poker',
  'end-of-round-draw-is-one-card',
  'solo-opponent-discards-random-market-card',
  'bidding',
];

/** Rulings with a few readings the module plays, by their compiled values. */
const CHOICES: Record<string, readonly string[]> = {
  'tied-market-pick': ['first-in-turn-order', 'last-in-turn-order'],
  'wild-card-choice': ['best-for-its-owner', 'owner-picks'],
  'odd-chip-to': ['best-row', 'best-column'],
  'lone-line-takes': ['the-whole-pot', 'its-share'],
  'tied-winners-odd-chip': ['first-in-turn-order', 'last-in-turn-order'],
  'loser-redraw': ['as-many-as-they-discard', 'as-many-as-a-winner'],
  'strong-hand-from': HAND_CATEGORIES,
};

const BETTING_ACTIONS: readonly Bet['kind'][] = ['check', 'bet', 'call', 'raise', 'fold'];

const words = (value: unknown) =>
  (Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value))
    // kebab-case back to the words of the file
    .replace(/-/g, ' ');

const has = (settings: Record<string, unknown>, name: string) => Object.hasOwn(settings, name);

/** Problems with the rulings' values, in words; empty when the module can play them. */
export function rulingProblems(settings: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const refuse = (name: string, wanted: string) =>
    problems.push(`the ruling "${name}" is "${words(settings[name])}"; ${wanted}`);
  for (const [name, { value, why }] of Object.entries(FIXED)) {
    if (has(settings, name) && JSON.stringify(settings[name]) !== JSON.stringify(value))
      refuse(name, `this module plays only "${words(value)}": ${why}`);
  }
  for (const name of SWITCHES)
    if (has(settings, name) && typeof settings[name] !== 'boolean') refuse(name, 'write yes or no');
  for (const [name, values] of Object.entries(CHOICES))
    if (has(settings, name) && !values.includes(settings[name] as string))
      refuse(name, `write one of ${values.map((v) => `"${words(v)}"`).join(', ')}`);
  if (has(settings, 'domain-order')) {
    const order = settings['domain-order'];
    if (!Array.isArray(order) || order.length !== 4 || EVALUATOR_ORDER.some((d) => !order.includes(d)))
      refuse(
        'domain-order',
        'name the four domains once each, lowest first: "knowledge, science, technology, services"',
      );
  }
  if (has(settings, 'bidding-ante')) {
    const ante = settings['bidding-ante'];
    if (!Number.isSafeInteger(ante) || (ante as number) < 0)
      refuse('bidding-ante', 'write a whole number of chips: "1 chip"');
  }
  if (has(settings, 'betting-actions')) {
    const actions = [settings['betting-actions']].flat();
    if (
      actions.some((a) => !BETTING_ACTIONS.includes(a as Bet['kind'])) ||
      !['check', 'call'].every((a) => actions.includes(a))
    )
      refuse('betting-actions', `name check and call, and any of bet, raise, fold: "${BETTING_ACTIONS.join(', ')}"`);
  }
  return problems;
}

/** Throws a RuleError naming every ruling the module can't play (checked at setup, before anything is dealt). */
export function checkRulings(settings: Record<string, unknown>): void {
  const problems = rulingProblems(settings);
  if (problems.length > 0) throw new RuleError('config/ruling', `Grid Poker: ${problems.join('; ')}.`);
}

const read = new WeakMap<Record<string, unknown>, GridRulings>();

/** The rulings of a game's settings, read once per settings object. A ruling the file leaves out plays its seed reading. */
export function gridRulings(settings: Record<string, unknown>): GridRulings {
  let found = read.get(settings);
  if (!found) read.set(settings, (found = parse(settings)));
  return found;
}

function parse(settings: Record<string, unknown>): GridRulings {
  const value = (name: string) => (has(settings, name) ? settings[name] : undefined);
  const order = (value('domain-order') as Domain[] | undefined) ?? EVALUATOR_ORDER;
  const renamed = order.some((d, i) => d !== EVALUATOR_ORDER[i]);
  return {
    domainAs: renamed
      ? (Object.fromEntries(order.map((d, i) => [d, EVALUATOR_ORDER[i]])) as Record<Domain, Domain>)
      : null,
    tiedWinnersAllScore: value('tied-winners-all-score') !== false,
    tiedMarketPick: value('tied-market-pick') === 'last-in-turn-order' ? 'last' : 'first',
    strongHandFrom: (value('strong-hand-from') as HandCategory | undefined) ?? 'straight',
    soloDiscards: value('solo-opponent-discards-random-market-card') !== false,
    bettingActions: new Set(
      value('betting-actions') === undefined ? BETTING_ACTIONS : ([value('betting-actions')].flat() as Bet['kind'][]),
    ),
    oddChipTo: value('odd-chip-to') === 'best-column' ? 'column' : 'row',
    loneLineTakesAll: value('lone-line-takes') !== 'its-share',
    tiedOddChip: value('tied-winners-odd-chip') === 'last-in-turn-order' ? 'last' : 'first',
    loserRedrawsAsWinner: value('loser-redraw') === 'as-many-as-a-winner',
  };
}
