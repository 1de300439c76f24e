// What a Grid Poker bot reads from its view: the market, the companies, its own hand and committed
// cards as poker cards (after "counts as" changes), how many cards the others hold, the turn order, and
// the cards it cannot see (the deck and the other hands) as a pool to sample opponents' hands from.
// Only the view is read, so a bot knows what a player at the table would know, no more.
import type { Card } from '../../dsl/runtime.js';
import type { SlotView } from '../../engine/view.js';
import type { GridPokerCard } from '../../poker/index.js';
import { companyZone, SOLO_COMPANY } from './company.js';
import { lineSlots, MARKET, SOLO_SEAT, type Line } from './state.js';
import type { GridPokerView } from './view.js';

export type Catalogue = Record<string, Card>;

/** The table as one seat sees it, read once per decision. */
export interface Table {
  view: GridPokerView;
  me: number;
  catalogue: Catalogue;
  market: (GridPokerCard | null)[]; // the 9 slots, row by row; null for an empty slot
  marketIds: (string | null)[]; // the instances in those slots
  companies: GridPokerCard[][]; // by seat
  soloCompany: GridPokerCard[] | null; // the artificial player's company in a solo game
  hand: string[]; // my hand's instances
  committed: string[]; // my committed cards' instances
  handCount: number[]; // cards in each seat's hand (hidden or not)
  committedCount: number[]; // cards each seat committed face down this grid poker phase
  opponents: number[]; // the other seats, in turn order after me; SOLO_SEAT stands for the artificial player
  order: number[]; // turn order from the first player
  pool: GridPokerCard[]; // every card I cannot see: the deck and the other players' hidden cards
  zoneOf: Map<string, string>; // instance → zone, for the cards I can see
}

const cardIn = (slot: SlotView): slot is { instance: string; card: string } => slot !== null && !('hidden' in slot);

/** A card as the hand evaluator reads it. */
export function pokerOf(card: Card, value?: number, domain?: Card['domain']): GridPokerCard {
  const d = domain ?? card.domain;
  const v = value ?? card.value;
  return d === 'wild' || v === null ? { wild: true } : { value: v, domain: d };
}

export function readTable(view: GridPokerView, catalogue: Catalogue): Table {
  const me = view.seat;
  const changed = new Map<string, { value?: number; domain?: Card['domain'] }>();
  for (const m of view.modifiers) changed.set(m.instance, { ...changed.get(m.instance), ...(m.value !== undefined ? { value: m.value } : {}), ...(m.domain ? { domain: m.domain } : {}) });
  const poker = (slot: { instance: string; card: string }) => {
    const m = changed.get(slot.instance);
    return pokerOf(catalogue[slot.card], m?.value, m?.domain);
  };
  const zone = (id: string) => view.zones[id] ?? [];
  const visible = (id: string) => zone(id).filter(cardIn);

  const zoneOf = new Map<string, string>();
  const seen = new Map<string, number>(); // card id → copies I can see
  let total = 0;
  for (const [id, slots] of Object.entries(view.zones)) {
    for (const slot of slots) {
      if (slot === null) continue;
      total++;
      if (!cardIn(slot)) continue;
      zoneOf.set(slot.instance, id);
      seen.set(slot.card, (seen.get(slot.card) ?? 0) + 1);
    }
  }
  const ids = Object.keys(catalogue);
  const copies = Math.max(1, Math.round(total / ids.length));
  const pool: GridPokerCard[] = [];
  for (const id of ids) for (let k = copies - (seen.get(id) ?? 0); k > 0; k--) pool.push(pokerOf(catalogue[id]));

  const players = view.players;
  const order = Array.from({ length: players }, (_, i) => (view.firstPlayer + i) % players);
  const after = order.slice(order.indexOf(me) + 1).concat(order.slice(0, order.indexOf(me))).filter((s) => s !== me);
  return {
    view,
    me,
    catalogue,
    market: zone(MARKET).map((slot) => (cardIn(slot) ? poker(slot) : null)),
    marketIds: zone(MARKET).map((slot) => (cardIn(slot) ? slot.instance : null)),
    companies: Array.from({ length: players }, (_, s) => visible(companyZone(s)).map(poker)),
    soloCompany: view.solo ? visible(SOLO_COMPANY).map(poker) : null,
    hand: visible(`hand:${me}`).map((s) => s.instance),
    committed: visible(`committed:${me}`).map((s) => s.instance),
    handCount: Array.from({ length: players }, (_, s) => zone(`hand:${s}`).filter((x) => x !== null).length),
    committedCount: Array.from({ length: players }, (_, s) => zone(`committed:${s}`).filter((x) => x !== null).length),
    opponents: view.solo ? [SOLO_SEAT] : after,
    order,
    pool,
    zoneOf,
  };
}

/** The poker card of an instance I can see. */
export function cardOf(t: Table, instance: string): GridPokerCard {
  for (const slots of Object.values(t.view.zones)) {
    for (const slot of slots) {
      if (slot && cardIn(slot) && slot.instance === instance) {
        const m = t.view.modifiers.filter((x) => x.instance === instance);
        const value = m.reduce<number | undefined>((v, x) => x.value ?? v, undefined);
        const domain = m.reduce<Card['domain'] | undefined>((d, x) => x.domain ?? d, undefined);
        return pokerOf(t.catalogue[slot.card], value, domain);
      }
    }
  }
  throw new Error(`instance ${instance} is not visible to seat ${t.me}`);
}

/** The market cards of a line, in a given market (empty slots left out). */
export function lineCards(market: (GridPokerCard | null)[], line: Line): GridPokerCard[] {
  const out: GridPokerCard[] = [];
  for (const slot of lineSlots(line)) if (market[slot]) out.push(market[slot]!);
  return out;
}

/** The card id of a visible instance. */
export function cardIdOf(t: Table, instance: string): string | null {
  const zone = t.zoneOf.get(instance);
  if (!zone) return null;
  const slot = t.view.zones[zone].find((s) => s && cardIn(s) && s.instance === instance);
  return slot && cardIn(slot) ? slot.card : null;
}
