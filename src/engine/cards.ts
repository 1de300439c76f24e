// Cards as the rules see them: a card's value and domain after "counts as" changes, its name in words,
// and the tests of card filters.
import { checkCardZones } from '../dsl/card/check-card-zones.js';
import { type Card, DOMAIN_NAMES, type Domain, type Filter, type Rules } from '../dsl/runtime.js';
import { RuleError } from './errors.js';
import type { TableState } from './state.js';

export type Catalogue = Record<string, Card>;

export function cardOf(state: TableState, catalogue: Catalogue, instance: string): Card {
  return catalogue[state.cards[instance]!]!;
}

/**
 * Value and domain after the latest "counts as" change on this instance. Without any change in force
 * (most of a game) the printed card itself, read-only: no object is made for the question, asked for
 * every card a rule or an effect looks at.
 */
export function effectiveCard(
  state: TableState,
  catalogue: Catalogue,
  instance: string,
): Readonly<Pick<Card, 'value' | 'domain'>> {
  const card = cardOf(state, catalogue, instance);
  if (state.modifiers.length === 0) return card;
  let value = card.value;
  let domain = card.domain;
  for (const m of state.modifiers) {
    if (m.instance !== instance) continue;
    if (m.value !== undefined) value = m.value;
    if (m.domain !== undefined) domain = m.domain;
  }
  return { value, domain };
}

/** What an effect has chosen so far ("Choose a domain.", "Choose a number …"), for filters that name it. */
export interface Chosen {
  domain?: Domain;
  number?: number;
}

export function matchesFilter(
  state: TableState,
  catalogue: Catalogue,
  instance: string,
  filter: Filter | undefined,
  chosen?: Chosen,
): boolean {
  if (!filter) return true;
  const { value, domain } = effectiveCard(state, catalogue, instance);
  if (filter.wild !== undefined && (domain === 'wild') !== filter.wild) return false;
  if (filter.domains && (domain === 'wild' || !filter.domains.includes(domain))) return false;
  // "of that domain", "of the chosen number": nothing matches before anything is chosen.
  if (filter.chosenDomain && (domain === 'wild' || domain !== chosen?.domain)) return false;
  if (filter.chosenValue && (value === null || value !== chosen?.number)) return false;
  if (filter.value) {
    if (value === null) return false;
    if (filter.value.min !== undefined && value < filter.value.min) return false;
    if (filter.value.max !== undefined && value > filter.value.max) return false;
  }
  return true;
}

// Each compiled card's label, made once: options and log lines name cards all game long. A compiled card
// is never changed (an edited deck is compiled into new card objects), so its label can't go stale.
const labels = new WeakMap<Card, string>();

/** "Robotics (13 Technology)", "Open Source (wild)". */
export function cardLabel(card: Card): string {
  let label = labels.get(card);
  if (label === undefined) {
    const name = isolated(card.name);
    label = card.domain === 'wild' ? `${name} (wild)` : `${name} (${card.value} ${DOMAIN_NAMES[card.domain]})`;
    labels.set(card, label);
  }
  return label;
}

/** Direction controls (embeddings, overrides, isolates) a card's name may carry. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A name with direction controls in it, between an isolate and its end (U+2068 … U+2069), which also
 * ends any override left open inside: an unclosed U+202E in a card's name would otherwise turn the rest
 * of a log line around on screen. Other names are left as they are.
 */
export function isolated(name: string): string {
  return DIRECTION_CONTROLS.test(name) ? `\u2068${name}\u2069` : name;
}

export const seatName = (seat: number) => `Player ${seat + 1}`;

/**
 * The cards of `deck` by id, for a game played on `rules`. A card that names a zone the game does not
 * have ("Take a card from the markt …") is refused here, when the game is built: played, its sentence
 * would find no cards and quietly do nothing. `tech-deck check` and a `cards-src` file say the same at
 * the zone's line and column; this is for every other way a deck reaches a game (a page's `deck`
 * property, the card editor, a module of the user's own).
 */
export function catalogueOf(deck: readonly Card[], rules: Pick<Rules, 'id' | 'game' | 'zones'>): Catalogue {
  for (const card of deck) {
    const [problem] = checkCardZones(card, rules);
    if (problem) throw new RuleError('rules/unknown-zone', `${cardLabel(card)}: ${problem.message}; ${problem.hint}`);
  }
  return Object.fromEntries(deck.map((c) => [c.id, c]));
}
