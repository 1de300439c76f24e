// What a Grid Poker bot reads from its view: the market, the companies, its own hand and committed
// cards as poker cards (after "counts as" changes), how many cards the others hold, the turn order, and
// the cards it cannot see (the deck and the other hands) as a pool to sample opponents' hands from.
// Only the view is read, so a bot knows what a player at the table would know, no more.
import type { Card, Domain } from '../../dsl/runtime.js';
import type { SlotView } from '../../engine/view.js';
import { cardKey, WILD_KEY, type CardKey } from '../../poker/index.js';
import { companyZone, SOLO_COMPANY } from './company.js';
import { ALL_LINES, committedZone, lineSlots, MARKET, SOLO_SEAT } from './state.js';
import type { GridPokerView } from './view.js';
import { seatZone } from '../../engine/terms.js';

export type Catalogue = Record<string, Card>;

/**
 * G4's `domain-order` as the bot scores cards: the evaluator's domain standing at each domain's place
 * (rulings.ts `domainAs`, as the rules score hands), or null for the rule book's order.
 */
export type DomainAs = Readonly<Record<Domain, Domain>> | null;

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
  domainAs: DomainAs; // the domain order the cards' keys were made in (G4)
  market: (BotCard | null)[]; // the 9 slots, row by row; null for an empty slot
  marketIds: (string | null)[]; // the instances in those slots
  companies: BotCard[][]; // by seat
  soloCompany: BotCard[] | null; // the artificial player's company in a solo game
  hand: string[]; // my hand's instances
  handCards: readonly BotCard[]; // … and their poker cards
  committed: string[]; // my committed cards' instances
  committedCards: readonly BotCard[]; // … and theirs
  handCount: number[]; // cards in each seat's hand (hidden or not)
  committedCount: number[]; // cards each seat committed face down this grid poker phase
  opponents: number[]; // the other seats, in turn order after me; SOLO_SEAT stands for the artificial player
  order: number[]; // turn order from the first player
  pool: BotCard[]; // every card I cannot see: the deck and the other players' hidden cards
  seen: Seen; // the cards I can see
  lines?: BotCard[][]; // the market's lines, once tableLines has made them
}

/**
 * The cards one can see, in parallel lists (position k is one card). A decision asks about a few of
 * them by instance, so they are found by scanning the thirty-odd instances rather than indexed.
 */
export interface Seen {
  instances: string[];
  zones: string[];
  ids: string[]; // card ids
  cards: BotCard[];
}

/** A seat's hand zone in the view: the bots read no terms, and Grid Poker's hands are `hand:<seat>`. */
export const handZoneOf = (seat: number) => seatZone('hand', seat);

const cardIn = (slot: SlotView): slot is { instance: string; card: string } => slot !== null && !('hidden' in slot);

/** A catalogue as the bot reads it, worked out once: its card ids, the position of each, the poker card of each unchanged. */
interface CatalogueKeys {
  ids: string[];
  index: Map<string, number>;
  keys: BotCard[];
}

const CATALOGUES = new WeakMap<Catalogue, CatalogueKeys>();
const RENAMED = new WeakMap<Readonly<Record<Domain, Domain>>, WeakMap<Catalogue, CatalogueKeys>>(); // by domainAs

function catalogueKeys(catalogue: Catalogue, domainAs: DomainAs): CatalogueKeys {
  let known: WeakMap<Catalogue, CatalogueKeys> | undefined = CATALOGUES;
  if (domainAs && !(known = RENAMED.get(domainAs))) RENAMED.set(domainAs, (known = new WeakMap()));
  let keys = known.get(catalogue);
  if (!keys) {
    const ids = Object.keys(catalogue);
    keys = {
      ids,
      index: new Map(ids.map((id, i) => [id, i])),
      keys: ids.map((id) => pokerOf(catalogue[id], undefined, undefined, domainAs)),
    };
    known.set(catalogue, keys);
  }
  return keys;
}

/** A card as the hand evaluator reads it, as its key (its domain renamed by `domainAs`). */
export function pokerOf(card: Card, value?: number, domain?: Card['domain'], domainAs: DomainAs = null): BotCard {
  const d = domain ?? card.domain;
  const v = value ?? card.value;
  return d === 'wild' || v === null ? WILD_KEY : cardKey({ value: v, domain: domainAs ? domainAs[d] : d });
}

/** How many copies of each catalogue card a table sees: reused from one table to the next (readTable is never re-entered). */
let COPIES_SEEN = new Int32Array(0);

export function readTable(view: GridPokerView, catalogue: Catalogue, domainAs: DomainAs = null): Table {
  const me = view.seat;
  const { ids, index, keys } = catalogueKeys(catalogue, domainAs);
  const changed = view.modifiers.length > 0 ? new Map<string, { value?: number; domain?: Card['domain'] }>() : null;
  for (const m of view.modifiers)
    changed!.set(m.instance, {
      ...changed!.get(m.instance),
      ...(m.value !== undefined ? { value: m.value } : {}),
      ...(m.domain ? { domain: m.domain } : {}),
    });

  const seen: Seen = { instances: [], zones: [], ids: [], cards: [] };
  const copiesSeen =
    COPIES_SEEN.length >= ids.length ? COPIES_SEEN.fill(0, 0, ids.length) : (COPIES_SEEN = new Int32Array(ids.length)); // by catalogue position
  let total = 0;
  const zones = view.zones;
  const keyOf = (slot: { instance: string; card: string }, at: number | undefined) => {
    const m = changed?.get(slot.instance);
    return m || at === undefined ? pokerOf(catalogue[slot.card], m?.value, m?.domain, domainAs) : keys[at];
  };
  for (const id in zones) {
    const slots = zones[id];
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      if (slot === null) continue;
      total++;
      if (!cardIn(slot)) continue;
      const at = index.get(slot.card);
      if (at !== undefined) copiesSeen[at]++;
      seen.instances.push(slot.instance);
      seen.zones.push(id);
      seen.ids.push(slot.card);
      seen.cards.push(keyOf(slot, at));
    }
  }
  const copies = Math.max(1, Math.round(total / ids.length));
  const pool: BotCard[] = [];
  for (let i = 0; i < ids.length; i++) for (let k = copies - copiesSeen[i]; k > 0; k--) pool.push(keys[i]);

  // The rest, read zone by zone with plain loops: this runs for every decision.
  const players = view.players;
  const market: (BotCard | null)[] = [];
  const marketIds: (string | null)[] = [];
  for (const slot of zones[MARKET] ?? []) {
    market.push(cardIn(slot) ? keyOf(slot, index.get(slot.card)) : null);
    marketIds.push(cardIn(slot) ? slot.instance : null);
  }
  const visibleCards = (zone: string) => {
    const out: BotCard[] = [];
    for (const slot of zones[zone] ?? []) if (cardIn(slot)) out.push(keyOf(slot, index.get(slot.card)));
    return out;
  };
  const instances = (zone: string) => {
    const out: string[] = [];
    for (const slot of zones[zone] ?? []) if (cardIn(slot)) out.push(slot.instance);
    return out;
  };
  const count = (zone: string) => {
    let n = 0;
    for (const slot of zones[zone] ?? []) if (slot !== null) n++;
    return n;
  };
  const companies: BotCard[][] = [];
  const handCount: number[] = [];
  const committedCount: number[] = [];
  const order: number[] = [];
  for (let s = 0; s < players; s++) {
    companies.push(visibleCards(companyZone(s)));
    handCount.push(count(handZoneOf(s)));
    committedCount.push(count(committedZone(s)));
    order.push((view.firstPlayer + s) % players);
  }
  const after: number[] = []; // the others in turn order, starting after me
  const mine = order.indexOf(me);
  for (let k = 1; k < players; k++) after.push(order[(mine + k) % players]);
  return {
    view,
    me,
    catalogue,
    domainAs,
    market,
    marketIds,
    companies,
    soloCompany: view.solo ? visibleCards(SOLO_COMPANY) : null,
    hand: instances(handZoneOf(me)),
    handCards: visibleCards(handZoneOf(me)),
    committed: instances(committedZone(me)),
    committedCards: visibleCards(committedZone(me)),
    handCount,
    committedCount,
    opponents: view.solo ? [SOLO_SEAT] : after,
    order,
    pool,
    seen,
  };
}

/** A card of another value and the same domain (a key is value << 4 | domain digit: see cardKey). */
export const withValue = (card: BotCard, value: number): BotCard => (value << 4) | (card & 15);

/** The zone of an instance I can see (undefined for one I cannot). */
export function zoneOf(t: Table, instance: string): string | undefined {
  const k = positionOf(t, instance);
  return k === undefined ? undefined : t.seen.zones[k];
}

/** Is this instance one I can see? */
export const canSee = (t: Table, instance: string) => positionOf(t, instance) !== undefined;

/** Where a card I can see is in `t.seen`. */
function positionOf(t: Table, instance: string): number | undefined {
  const k = t.seen.instances.indexOf(instance);
  return k < 0 ? undefined : k;
}

/** The poker card of an instance I can see. */
export function cardOf(t: Table, instance: string): BotCard {
  const k = positionOf(t, instance);
  if (k === undefined) throw new Error(`instance ${instance} is not visible to seat ${t.me}`);
  return t.seen.cards[k];
}

/** The market slots of each line of ALL_LINES, in order. */
const SLOTS_OF_LINES = ALL_LINES.map(lineSlots);

/** The market cards of each line of ALL_LINES, in a given market (empty slots left out). Read only. */
export function marketLines(market: readonly (BotCard | null)[]): BotCard[][] {
  const lines: BotCard[][] = [];
  for (const slots of SLOTS_OF_LINES) {
    const line: BotCard[] = [];
    for (const slot of slots) if (market[slot] !== null && market[slot] !== undefined) line.push(market[slot]!);
    lines.push(line);
  }
  return lines;
}

/** The market cards of each line of the table's market, worked out once per table. Read only. */
export function tableLines(t: Table): BotCard[][] {
  return (t.lines ??= marketLines(t.market));
}

/** The card id of a visible instance. */
export function cardIdOf(t: Table, instance: string): string | null {
  const k = positionOf(t, instance);
  return k === undefined ? null : t.seen.ids[k];
}
