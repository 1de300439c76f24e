// What a Grid Poker bot reads from its view: the market, the companies, its own hand and committed
// cards as poker cards (after "counts as" changes), how many cards the others hold, the turn order, and
// the cards it cannot see (the deck and the other hands) as a pool to sample opponents' hands from.
// Only the view is read, so a bot knows what a player at the table would know, no more.
import type { Card } from '../../dsl/runtime.js';
import type { SlotView } from '../../engine/view.js';
import { cardKey, WILD_KEY, type CardKey } from '../../poker/index.js';
import { companyZone, SOLO_COMPANY } from './company.js';
import { lineSlots, MARKET, SOLO_SEAT, type Line } from './state.js';
import type { GridPokerView } from './view.js';

export type Catalogue = Record<string, Card>;

/**
 * A card as the bot scores it: the evaluator's key (value << 4 | domain digit, WILD_KEY for a wild),
 * read once per decision, so that scoring the same cards in hundreds of hands reads no card again.
 */
export type BotCard = CardKey;

/** The table as one seat sees it, read once per decision. */
export interface Table {
  view: GridPokerView;
  me: number;
  catalogue: Catalogue;
  market: (BotCard | null)[]; // the 9 slots, row by row; null for an empty slot
  marketIds: (string | null)[]; // the instances in those slots
  companies: BotCard[][]; // by seat
  soloCompany: BotCard[] | null; // the artificial player's company in a solo game
  hand: string[]; // my hand's instances
  committed: string[]; // my committed cards' instances
  handCount: number[]; // cards in each seat's hand (hidden or not)
  committedCount: number[]; // cards each seat committed face down this grid poker phase
  opponents: number[]; // the other seats, in turn order after me; SOLO_SEAT stands for the artificial player
  order: number[]; // turn order from the first player
  pool: BotCard[]; // every card I cannot see: the deck and the other players' hidden cards
  cards: Map<string, Seen>; // the cards I can see, by instance
}

/** A card one can see: where it is, its card id, and its poker card. */
export interface Seen {
  zone: string;
  id: string;
  card: BotCard;
}

const cardIn = (slot: SlotView): slot is { instance: string; card: string } => slot !== null && !('hidden' in slot);

/** A catalogue as the bot reads it, worked out once: its card ids, the position of each, the poker card of each unchanged. */
interface CatalogueKeys { ids: string[]; index: Map<string, number>; keys: BotCard[] }

const CATALOGUES = new WeakMap<Catalogue, CatalogueKeys>();

function catalogueKeys(catalogue: Catalogue): CatalogueKeys {
  let known = CATALOGUES.get(catalogue);
  if (!known) {
    const ids = Object.keys(catalogue);
    known = { ids, index: new Map(ids.map((id, i) => [id, i])), keys: ids.map((id) => pokerOf(catalogue[id])) };
    CATALOGUES.set(catalogue, known);
  }
  return known;
}

/** A card as the hand evaluator reads it, as its key. */
export function pokerOf(card: Card, value?: number, domain?: Card['domain']): BotCard {
  const d = domain ?? card.domain;
  const v = value ?? card.value;
  return d === 'wild' || v === null ? WILD_KEY : cardKey({ value: v, domain: d });
}

export function readTable(view: GridPokerView, catalogue: Catalogue): Table {
  const me = view.seat;
  const { ids, index, keys } = catalogueKeys(catalogue);
  const changed = view.modifiers.length > 0 ? new Map<string, { value?: number; domain?: Card['domain'] }>() : null;
  for (const m of view.modifiers) changed!.set(m.instance, { ...changed!.get(m.instance), ...(m.value !== undefined ? { value: m.value } : {}), ...(m.domain ? { domain: m.domain } : {}) });

  const cards = new Map<string, Seen>();
  const seen = new Int32Array(ids.length); // copies I can see, by catalogue position
  let total = 0;
  for (const id in view.zones) {
    for (const slot of view.zones[id]) {
      if (slot === null) continue;
      total++;
      if ('hidden' in slot) continue;
      const at = index.get(slot.card);
      if (at !== undefined) seen[at]++;
      const m = changed?.get(slot.instance);
      cards.set(slot.instance, { zone: id, id: slot.card, card: m || at === undefined ? pokerOf(catalogue[slot.card], m?.value, m?.domain) : keys[at] });
    }
  }
  const copies = Math.max(1, Math.round(total / ids.length));
  const pool: BotCard[] = [];
  for (let i = 0; i < ids.length; i++) for (let k = copies - seen[i]; k > 0; k--) pool.push(keys[i]);

  const zone = (id: string) => view.zones[id] ?? [];
  const visible = (id: string) => zone(id).filter(cardIn);
  const poker = (slot: { instance: string }) => cards.get(slot.instance)!.card;
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
    cards,
  };
}

/** A card of another value and the same domain (a key is value << 4 | domain digit: see cardKey). */
export const withValue = (card: BotCard, value: number): BotCard => (value << 4) | (card & 15);

/** The zone of an instance I can see (undefined for one I cannot). */
export const zoneOf = (t: Table, instance: string): string | undefined => t.cards.get(instance)?.zone;

/** The poker card of an instance I can see. */
export function cardOf(t: Table, instance: string): BotCard {
  const known = t.cards.get(instance);
  if (known === undefined) throw new Error(`instance ${instance} is not visible to seat ${t.me}`);
  return known.card;
}

/** The market cards of a line, in a given market (empty slots left out). */
export function lineCards(market: (BotCard | null)[], line: Line): BotCard[] {
  const out: BotCard[] = [];
  for (const slot of lineSlots(line)) if (market[slot] !== null && market[slot] !== undefined) out.push(market[slot]!);
  return out;
}

/** The card id of a visible instance. */
export function cardIdOf(t: Table, instance: string): string | null {
  return t.cards.get(instance)?.id ?? null;
}
