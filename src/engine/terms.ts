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

export const handZone = (terms: Terms, seat: number) => `${terms.hand}:${seat}`;

/** Every zone in play: the controlled zones of every seat, the owned zones and the neutral ones. */
export function inPlayZones(terms: Terms, players: number): string[] {
  const zones: string[] = [];
  for (let seat = 0; seat < players; seat++) for (const prefix of terms.controlled) zones.push(`${prefix}:${seat}`);
  return [...zones, ...terms.ownedZones, ...terms.neutral];
}

export function isSlotted(terms: Terms, zone: string): boolean {
  return terms.slotted.includes(zone) || terms.slotted.includes(zone.split(':')[0]);
}

/** Who controls the card at `zone`: a seat, or null for a neutral card (or a card not in play). */
export function controllerOf(terms: Terms, zone: string, instance: string, owners: Record<string, number>): number | null {
  if (terms.ownedZones.includes(zone)) return owners[instance] ?? null;
  const [prefix, seat] = zone.split(':');
  if (seat !== undefined && terms.controlled.includes(prefix)) return Number(seat);
  return null;
}

/** May `seat` see the cards of this zone (before anything is revealed or looked at)? */
export function zoneVisibleTo(terms: Terms, zone: string, seat: number): boolean {
  if (zone === terms.deck || terms.secret.includes(zone)) return false;
  const [prefix, owner] = zone.split(':');
  if (prefix === terms.hand || terms.faceDown.includes(prefix) || terms.faceDown.includes(zone)) return owner !== undefined && Number(owner) === seat;
  return true;
}
