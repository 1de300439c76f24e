// The house rulings R1-R4 as the procedures read them: the `rulings:` of rules/poker.rules with the
// match's options applied. Each is checked when a match starts: a value this module does not play is
// refused with a message saying which values it does, never silently ignored.
import type { Rules } from '../../dsl/runtime.js';
import type { BettingRules } from '../../engine/betting.js';
import { RuleError } from '../../engine/errors.js';

export interface Settings extends BettingRules {
  ante: number; // R2: chips each player in the hand puts in first
  drawMost: number; // R2: the most cards a player changes at the draw
  cardEffects: boolean; // R3: a hand card's effect before each betting action
  effectsPerAction: number; // R3: how many, before each betting action
  usedCardRedrawn: boolean; // R3: "then discard and redraw that card"
  shortHandDrawsUp: boolean; // RX4: a hand short of 5 at the showdown draws up to 5
}

/** The rulings with one value this module plays: the value's accepted form. */
const FIXED: Record<string, string | boolean | number> = {
  'hand-size': 5,
  'wild-cards': 'best-hand',
  'ties-broken-by': 'the-rule-book', // R1: G4's tie-breaks, as the evaluator orders hands by default
  'largest-bet': 'the-smallest-stack-still-in-the-hand',
  'equal-hands': 'split-the-pot',
  'odd-chip': 'first-in-turn-order-after-the-dealer',
  'dealer-button': 'passes-left-each-hand',
  'out-of-chips': 'out-of-the-match',
  'match-ends': 'one-player-holds-every-chip',
  'most-chips-wins': true,
  'short-ante': 'everyone-antes-what-the-shortest-stack-has',
  'draw-discards': 'face-down-to-the-muck',
  'cards-out-of-the-hand': 'mucked-at-the-showdown',
};

const ACTIONS = ['check', 'bet', 'call', 'raise', 'fold'] as const;

function fail(name: string, value: unknown, want: string): never {
  throw new RuleError(
    'config/ruling',
    `Tech Poker: the ruling "${name}" is ${JSON.stringify(value)}; this module plays ${want}.`,
  );
}

const flag = (settings: Record<string, unknown>, name: string): boolean => {
  const v = settings[name];
  if (typeof v !== 'boolean') fail(name, v, 'yes or no');
  return v;
};

const whole = (settings: Record<string, unknown>, name: string, min: number, max = Infinity): number => {
  const v = settings[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    fail(name, v, `a whole number from ${min}${max < Infinity ? ` to ${max}` : ''}`);
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
    if (settings[name] !== want)
      fail(name, settings[name], `only ${typeof want === 'boolean' ? (want ? 'yes' : 'no') : JSON.stringify(want)}`);
  }
  const actions = [settings['betting-actions']].flat().map(String);
  for (const a of actions)
    if (!ACTIONS.includes(a as never))
      fail('betting-actions', settings['betting-actions'], `a list of ${ACTIONS.join(', ')}`);
  for (const a of ['check', 'call'])
    if (!actions.includes(a)) fail('betting-actions', settings['betting-actions'], 'check and call at least');
  return {
    ante: whole(settings, 'ante', 0),
    drawMost: whole(settings, 'draw-most', 0, 5),
    actions: actions as (typeof ACTIONS)[number][],
    smallestBet: whole(settings, 'smallest-bet', 1),
    foldOnlyFacingABet: flag(settings, 'fold-only-facing-a-bet'), // RX1
    cardEffects: flag(settings, 'card-effects'),
    effectsPerAction: whole(settings, 'effects-per-betting-action', 0),
    usedCardRedrawn: flag(settings, 'used-effect-card-redrawn'),
    shortHandDrawsUp: flag(settings, 'short-hand-draws-up'),
  };
}

/** The rulings of the file, checked once when the game is created: a bad file fails early. */
export function checkRules(rules: Rules): Settings {
  return readSettings(Object.fromEntries(Object.entries(rules.rulings).map(([name, r]) => [name, r.value])));
}
