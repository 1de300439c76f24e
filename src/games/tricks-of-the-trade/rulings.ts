// The rulings of rules/tricks-of-the-trade.rules that state how this module reads the source rather
// than switch something: each has the one value the procedures implement. A rules file (or a match's
// options) that asks for another value is refused with a message naming the ruling and what is supported,
// so a designer's edit never silently goes unheeded. The switches (yes/no rulings the procedures read,
// and T1's card values, which must agree with the setup steps) are checked here too.
import type { Rules } from '../../dsl/runtime.js';
import { RuleError } from '../../engine/errors.js';

/** Ruling name → the value this module implements (as compiled: kebab-case words, lists as arrays). */
const FIXED: Record<string, unknown> = {
  'first-player': ['at-random', 'then-passes-left'], // T3: the setup step and the cleanup step say so
  'trick-winner-leads': true, // T3: the tricks phase runs from the trick winner
  'other-trump-cards-return-to': 'the-trump-deck', // T7 (revised)
  'trump-domain': 'the-trump-card-now', // T7
  'empty-hand': 'sits-out-the-trick', // T8
  'equal-cards': 'first-played-wins', // T8
  'trade-offer-seen-by': 'the-two-players', // T9
  'trade-return-chosen-by': 'the-player-offered', // TX2
  'highest-card-won': ['printed-value', 'then-domain'], // T10
  'tied-players-share-the-win': true, // T10
};

/** Yes/no rulings the procedures read: either value works. */
const SWITCHES = [
  'bids-are-public',
  'exact-bid-replaces-reached-bonus',
  'leftover-hand-cards-return-to-the-deck',
  'used-effect-card-is-discarded',
  'used-effect-card-is-replaced',
  'trade-may-ask-for-a-domain',
  'wild-cards-expelled',
];

const words = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value)).replace(/-/g, ' ');

/** Problems with the rulings' values, in words; empty when the module can play them. */
export function rulingProblems(rules: Rules, settings: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [name, wanted] of Object.entries(FIXED)) {
    if (!Object.hasOwn(settings, name)) continue;
    if (JSON.stringify(settings[name]) !== JSON.stringify(wanted)) {
      problems.push(
        `ruling "${name}" is "${words(settings[name])}", but this game module plays only "${words(wanted)}"`,
      );
    }
  }
  for (const name of SWITCHES) {
    if (Object.hasOwn(settings, name) && typeof settings[name] !== 'boolean')
      problems.push(`ruling "${name}" must be yes or no`);
  }
  // T7 (revised) is the default; the reading before the revision stays playable, for saves made under it.
  const expelled = settings['expelled-trump-card'];
  if (expelled !== undefined && !['the-2-of-the-last-trump-domain', 'the-revealed-card'].includes(expelled as string)) {
    problems.push(
      `ruling "expelled-trump-card" is "${words(expelled)}", but this game module plays only "the 2 of the last trump domain" or "the revealed card"`,
    );
  }
  const order = settings['domain-order'];
  if (
    order !== undefined &&
    (!Array.isArray(order) || [...order].sort().join() !== 'knowledge,science,services,technology')
  ) {
    problems.push('ruling "domain-order" must name the four domains, lowest first');
  }
  // T1's values must be what the setup steps move.
  const moved = (zone: string) =>
    rules.setup.find((s) => s.kind === 'move' && s.to.zone === zone) as
      | { cards: { filter: { value?: { min?: number } } } }
      | undefined;
  for (const [name, zone] of [
    ['trump-deck-card-value', 'trump-deck'],
    ['goal-card-value', 'goals'],
  ] as const) {
    const value = moved(zone)?.cards.filter.value?.min;
    if (Object.hasOwn(settings, name) && value !== settings[name])
      problems.push(
        `ruling "${name}" is ${String(settings[name])}, but the setup moves cards of value ${String(value)} to the ${zone.replace(/-/g, ' ')}`,
      );
  }
  return problems;
}

/** Throws when the rulings ask for something this module does not play. */
export function checkRulings(rules: Rules, settings: Record<string, unknown>): void {
  const problems = rulingProblems(rules, settings);
  if (problems.length > 0) throw new RuleError('config/ruling', `${rules.game}: ${problems.join('; ')}.`);
}
