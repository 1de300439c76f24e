// The house rulings P1-P8 as the procedures read them: the `rulings:` of rules/poker-squared.rules with
// the match's options applied. Each is checked when a match starts: a value this module does not play is
// refused with a message saying which values it does, never silently ignored.
import type { Rules } from '../../dsl/runtime.js';
import { RuleError } from '../../engine/errors.js';

export interface Settings {
  reshuffleOnlyWhenEmpty: boolean; // P1: else the discard and muck are shuffled back before every deal
  actions: ('check' | 'bet' | 'call' | 'raise' | 'fold')[]; // P2
  smallestBet: number; // P2: chips
  foldOnlyFacingABet: boolean; // P2
  firstBettor: 'lower' | 'higher'; // P3: the player whose new grid card is lower (or higher) bets first
  ace: 'high' | 'low'; // P3: the Ace's rank for who bets first (standard deck)
  anteByGrid: number[]; // P4: the ante while the 1st, 2nd, 3rd … grid fills
  outOfChips: 'end-of-hand' | 'at-once'; // P4: when a player with no chips loses
  tieBreakLinesWon: boolean; // P5: equal chips after the last hand: more grid lines won, then a draw
  techDeck: boolean; // P7
  cardEffects: boolean; // P7: one card effect per player per hand, before betting
  effectsPerPlayer: number; // P7
  usedCardRedrawn: boolean; // P7
  mayConcede: boolean; // P8: either player may concede at any decision
}

/** What a rules file or an option may say, ruling by ruling: the value's accepted forms. */
const FIXED: Record<string, string | string[] | boolean> = {
  'largest-bet': 'what-the-poorer-player-has-left',
  'short-ante': 'both-ante-what-the-poorer-player-has',
  'equal-cards': 'second-bettor-of-last-hand-acts-first',
  'line-win-takes': 'the-ante',
  ace: 'high-or-low',
  'showdown-hand-size': ['best-3-cards', 'short-hands-draw-up'],
  'hand-discarded-after-showdown': true,
  'fold-ends-hand': true,
  'line-payment-capped': true,
  'scored-grid-discarded': true,
  'conceded-chips': 'stay-as-they-are',
};

function fail(name: string, value: unknown, want: string): never {
  throw new RuleError(
    'config/ruling',
    `Poker Squared: the ruling "${name}" is ${JSON.stringify(value)}; this module plays ${want}.`,
  );
}

const flag = (settings: Record<string, unknown>, name: string): boolean => {
  const v = settings[name];
  if (typeof v !== 'boolean') fail(name, v, 'yes or no');
  return v;
};

const whole = (settings: Record<string, unknown>, name: string, min: number): number => {
  const v = settings[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) fail(name, v, `a whole number from ${min}`);
  return v;
};

const read = new WeakMap<object, Settings>();

/** Reads and checks the settings of a match (rulings with options applied); remembered per object. */
export function readSettings(settings: Record<string, unknown>): Settings {
  let found = read.get(settings);
  if (!found) read.set(settings, (found = parse(settings)));
  return found;
}

function parse(settings: Record<string, unknown>): Settings {
  for (const [name, want] of Object.entries(FIXED)) {
    if (!Object.hasOwn(settings, name)) continue;
    if (JSON.stringify(settings[name]) !== JSON.stringify(want))
      fail(
        name,
        settings[name],
        typeof want === 'boolean' ? (want ? 'only yes' : 'only no') : `only "${[want].flat().join(', ')}"`,
      );
  }
  const actions = [settings['betting-actions']].flat().map(String);
  const known = ['check', 'bet', 'call', 'raise', 'fold'] as const;
  for (const a of actions)
    if (!known.includes(a as never))
      fail('betting-actions', settings['betting-actions'], `a list of ${known.join(', ')}`);
  for (const a of ['check', 'bet', 'call'])
    if (!actions.includes(a)) fail('betting-actions', settings['betting-actions'], 'check, bet and call at least');
  const first = settings['first-bettor'];
  if (first !== 'lower-new-grid-card' && first !== 'higher-new-grid-card')
    fail('first-bettor', first, '"lower new grid card" or "higher new grid card"');
  const ace = settings['first-bettor-ace'];
  if (ace !== 'high' && ace !== 'low') fail('first-bettor-ace', ace, 'high or low');
  const antes = [settings['ante-by-grid']].flat().map((v) => Number(v));
  if (antes.length === 0 || antes.some((n) => !Number.isInteger(n) || n < 1))
    fail('ante-by-grid', settings['ante-by-grid'], 'a list of whole numbers from 1: "1, 2, 3"');
  const out = settings['match-ends-out-of-chips'];
  if (out !== 'at-the-end-of-the-hand' && out !== 'at-once')
    fail('match-ends-out-of-chips', out, '"at the end of the hand" or "at once"');
  const tie = [settings['tie-break']].flat();
  if (
    JSON.stringify(tie) !== JSON.stringify(['lines-won', 'then-a-draw']) &&
    JSON.stringify(tie) !== JSON.stringify(['a-draw'])
  ) {
    fail('tie-break', settings['tie-break'], '"lines won, then a draw" or "a draw"');
  }
  const concede = settings['may-concede'];
  if (concede !== 'at-any-decision' && concede !== 'never')
    fail('may-concede', concede, '"at any decision" or "never"');
  return {
    mayConcede: concede === 'at-any-decision',
    reshuffleOnlyWhenEmpty: flag(settings, 'reshuffle-only-when-empty'),
    actions: actions as (typeof known)[number][],
    smallestBet: whole(settings, 'smallest-bet', 1),
    foldOnlyFacingABet: flag(settings, 'fold-only-facing-a-bet'),
    firstBettor: first === 'lower-new-grid-card' ? 'lower' : 'higher',
    ace,
    anteByGrid: antes,
    outOfChips: out === 'at-once' ? 'at-once' : 'end-of-hand',
    tieBreakLinesWon: tie[0] === 'lines-won',
    techDeck: flag(settings, 'tech-deck-variant'),
    cardEffects: flag(settings, 'card-effects'),
    effectsPerPlayer: whole(settings, 'card-effects-per-player', 0),
    usedCardRedrawn: flag(settings, 'used-effect-card-redrawn'),
  };
}

/** The rulings of the file, checked once when the game is created: a bad file fails early. */
export function checkRules(rules: Rules): Settings {
  return readSettings(Object.fromEntries(Object.entries(rules.rulings).map(([name, r]) => [name, r.value])));
}
