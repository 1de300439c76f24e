// What the words of a card mean in a game. "Controlled", "neutral", "in play" and "your hand" are the
// game's to define (Grid Poker: your company / the market; Tech Chess: your pieces / nothing), so one
// card text works in every game. A game states them in its rules file; the engine only reads this.
import type { Filter } from '../dsl/runtime.js';

export interface Protection {
  verbs: string[]; // the effect kinds refused ('exchange', 'replace' …) …
  filter: Filter; // … for the cards that pass this filter (Tech Chess: value 13) …
  zone?: string; // … in this zone (a zone id or per-seat prefix) only, when set
}

export interface Terms {
  deck: string; // zone id of the deck
  discard: string; // zone id of the discard
  expelled: string; // zone id of the expelled cards
  hand: string; // prefix of the per-seat hand zones: `${hand}:${seat}`
  /** Zones of cards a player controls: per-seat prefixes (`company` → `company:2`) … */
  controlled: string[];
  /** … or shared zones whose cards are controlled by their owner (Tech Chess: the board). */
  ownedZones: string[];
  neutral: string[]; // zone ids of neutral cards in play
  faceDown: string[]; // zone ids or per-seat prefixes whose cards only their seat sees (besides hands), e.g. committed cards
  secret: string[]; // shared zones nobody sees into (besides the deck), e.g. a face-down trump deck
  slotted: string[]; // zone ids or per-seat prefixes whose positions are fixed slots (market, board): a card leaving one leaves a gap
  protections: Protection[];
  duration: 'round' | 'turn' | 'game'; // how long an effect lasts when its card does not say
}

// Each per-seat zone id made once: a key built afresh (`hand:${seat}`) is a new string, hashed again at
// every lookup of the zones record; the same string each time is looked up from its cached hash.
const seatZones = new Map<string, string[]>();

/** The id of `prefix`'s zone of `seat`: `hand:2`, the same string every time. */
export function seatZone(prefix: string, seat: number): string {
  let ids = seatZones.get(prefix);
  if (!ids) seatZones.set(prefix, (ids = []));
  return (ids[seat] ??= `${prefix}:${seat}`);
}

export const handZone = (terms: Terms, seat: number) => seatZone(terms.hand, seat);

/**
 * What the terms say about one zone id, worked out once per terms object and zone: the effect code asks
 * for every card it looks at whether its zone is slotted, visible and controlled, and splitting the id
 * and searching the lists each time was a few percent of a whole simulation. A game's terms are fixed
 * once the game is built (only their protections, which nothing here reads, are added to then).
 */
interface ZoneFacts {
  slotted: boolean;
  owned: boolean; // one of the owned zones: its cards are controlled by their owner
  controller: number | null; // the seat of a per-seat controlled zone (`company:2` → 2), else null
  visibleTo: 'all' | 'none' | number; // who sees its cards: everyone, nobody, or the seat it belongs to
}

const factsByTerms = new WeakMap<Terms, Map<string, ZoneFacts>>();

let lastTerms: Terms | null = null; // the terms asked about last, and their map: nearly always the same game
let lastFacts = new Map<string, ZoneFacts>();

function factsOf(terms: Terms, zone: string): ZoneFacts {
  let known = lastTerms === terms ? lastFacts : factsByTerms.get(terms);
  if (!known) factsByTerms.set(terms, (known = new Map()));
  lastTerms = terms;
  lastFacts = known;
  let facts = known.get(zone);
  if (facts) return facts;
  const parts = zone.split(':');
  const prefix = parts[0]!;
  const seat = parts[1];
  const ownedOnly = prefix === terms.hand || terms.faceDown.includes(prefix) || terms.faceDown.includes(zone);
  facts = {
    slotted: terms.slotted.includes(zone) || terms.slotted.includes(prefix),
    owned: terms.ownedZones.includes(zone),
    controller: seat !== undefined && terms.controlled.includes(prefix) ? Number(seat) : null,
    // Number('x') is NaN, which equals no seat: such a zone is nobody's.
    visibleTo:
      zone === terms.deck || terms.secret.includes(zone)
        ? 'none'
        : ownedOnly
          ? seat === undefined
            ? 'none'
            : Number(seat)
          : 'all',
  };
  known.set(zone, facts);
  return facts;
}

const inPlayByTerms = new WeakMap<Terms, (readonly string[])[]>();

/**
 * Every zone in play: the controlled zones of every seat, the owned zones and the neutral ones. The same
 * frozen list each time for the same terms and players.
 */
export function inPlayZones(terms: Terms, players: number): readonly string[] {
  let lists = inPlayByTerms.get(terms);
  if (!lists) inPlayByTerms.set(terms, (lists = []));
  const known = lists[players];
  if (known) return known;
  const zones: string[] = [];
  for (let seat = 0; seat < players; seat++) for (const prefix of terms.controlled) zones.push(seatZone(prefix, seat));
  zones.push(...terms.ownedZones, ...terms.neutral);
  return (lists[players] = Object.freeze(zones));
}

export function isSlotted(terms: Terms, zone: string): boolean {
  return factsOf(terms, zone).slotted;
}

/** Who controls the card at `zone`: a seat, or null for a neutral card (or a card not in play). */
export function controllerOf(
  terms: Terms,
  zone: string,
  instance: string,
  owners: Record<string, number>,
): number | null {
  const facts = factsOf(terms, zone);
  return facts.owned ? (owners[instance] ?? null) : facts.controller;
}

/** May `seat` see the cards of this zone (before anything is revealed or looked at)? */
export function zoneVisibleTo(terms: Terms, zone: string, seat: number): boolean {
  const { visibleTo } = factsOf(terms, zone);
  return visibleTo === 'all' || visibleTo === seat;
}
