// Moving card instances between zones. Every instance is in exactly one zone at every moment; these are
// the only functions that move them, and `checkConservation` proves it in tests.
import { Rng } from './rng.js';
import type { TableState } from './state.js';
import { isSlotted, type Terms } from './terms.js';

export interface Place {
  zone: string;
  index: number;
}

/**
 * Where each instance was last seen: instance → zone id, one map per zones record (a copied state has its
 * own record, so it starts a map of its own). Only a hint: zones are plain arrays that games and effects
 * also change directly (a shuffle, an arrangement, a zone emptied), so `locate` checks the hint against
 * the zone and rebuilds the map with one pass over every zone when it is wrong. The moves below keep it
 * right, so that pass is rare; without it every `locate` walked every zone, a third of a Tricks of the
 * Trade simulation's time.
 */
const lastSeen = new WeakMap<TableState['zones'], Map<string, string>>();

// The zones record asked about last and its map: nearly every question is about the game being played.
let lastZones: TableState['zones'] | null = null;
let lastMap: Map<string, string> | undefined;

/** One pass over every zone: a fresh map of where each instance lies (the first place, if one is in two). */
function indexZones(zones: TableState['zones']): Map<string, string> {
  const seen = new Map<string, string>();
  for (const id of Object.keys(zones)) {
    const items = zones[id]!;
    for (let i = 0; i < items.length; i++) {
      const instance = items[i] as string | null;
      if (instance !== null && !seen.has(instance)) seen.set(instance, id);
    }
  }
  lastSeen.set(zones, seen);
  lastZones = zones;
  lastMap = seen;
  return seen;
}

/** The map of a zones record, if it has one. */
function mapOf(zones: TableState['zones']): Map<string, string> | undefined {
  if (zones !== lastZones) {
    lastZones = zones;
    lastMap = lastSeen.get(zones);
  }
  return lastMap;
}

/** Notes that `instance` now lies in `zone`, when this zones record has a map (else the next locate builds one). */
function saw(state: TableState, instance: string, zone: string): void {
  mapOf(state.zones)?.set(instance, zone);
}

/** The zone and index of an instance, or null when it is in no zone. */
export function locate(state: TableState, instance: string): Place | null {
  const zones = state.zones;
  const hint = mapOf(zones)?.get(instance);
  if (hint !== undefined) {
    const index = zones[hint]?.indexOf(instance) ?? -1;
    if (index >= 0) return { zone: hint, index };
  }
  const zone = indexZones(zones).get(instance);
  return zone === undefined ? null : { zone, index: zones[zone]!.indexOf(instance) };
}

export function zone(state: TableState, id: string): (string | null)[] {
  return (state.zones[id] ??= []);
}

/** The instances of a zone, empty slots left out. */
export function cardsIn(state: TableState, id: string): string[] {
  const items = state.zones[id];
  const out: string[] = [];
  if (items) for (let i = 0; i < items.length; i++) if (items[i] !== null) out.push(items[i]!);
  return out;
}

/** Takes an instance out of its zone: a slot is left empty, a pile closes up. */
export function lift(state: TableState, terms: Terms, instance: string): Place {
  const place = locate(state, instance);
  if (!place) throw new Error(`instance ${instance} is in no zone`);
  const items = state.zones[place.zone]!;
  if (isSlotted(terms, place.zone)) items[place.index] = null;
  else items.splice(place.index, 1);
  return place;
}

/** Puts an instance on top of (index 0) or at the bottom of a pile, or into a slot. */
export function drop(
  state: TableState,
  instance: string,
  target: string,
  where: 'top' | 'bottom' | number = 'top',
): void {
  const items = zone(state, target);
  if (typeof where === 'number') {
    if (items[where] !== null && items[where] !== undefined) throw new Error(`slot ${target}[${where}] is taken`);
    while (items.length <= where) items.push(null);
    items[where] = instance;
  } else if (where === 'top') items.unshift(instance);
  else items.push(instance);
  saw(state, instance, target);
}

export function move(
  state: TableState,
  terms: Terms,
  instance: string,
  target: string,
  where: 'top' | 'bottom' | number = 'top',
): void {
  lift(state, terms, instance);
  drop(state, instance, target, where);
}

/** "Exchanging two cards causes them to swap places with each other." Owners stay with the places. */
export function swap(state: TableState, a: string, b: string): void {
  const pa = locate(state, a)!;
  const pb = locate(state, b)!;
  state.zones[pa.zone]![pa.index] = b;
  state.zones[pb.zone]![pb.index] = a;
  saw(state, a, pb.zone);
  saw(state, b, pa.zone);
  const oa = state.owners[a];
  const ob = state.owners[b];
  if (ob === undefined) delete state.owners[a];
  else state.owners[a] = ob;
  if (oa === undefined) delete state.owners[b];
  else state.owners[b] = oa;
}

/** Can a card go into this place: an empty slot, or any index of a pile? */
function placeFree(state: TableState, terms: Terms, place: Place): boolean {
  const items = state.zones[place.zone];
  if (!items) return false;
  return isSlotted(terms, place.zone)
    ? items[place.index] === null || items[place.index] === undefined
    : place.index <= items.length;
}

/** "Replace" discards the old card and puts the new card in its place (keeping the place's owner). */
export function replace(state: TableState, terms: Terms, old: string, next: string, named: Place | null = null): void {
  const now = locate(state, old)!;
  if (named && named.zone !== now.zone && placeFree(state, terms, named)) {
    // "Expel a neutral card in play. Then, replace it with …": the card has left the place it had when it
    // was named; the new card takes that place, and the old one stays where it went.
    lift(state, terms, next);
    if (isSlotted(terms, named.zone)) drop(state, next, named.zone, named.index);
    else {
      zone(state, named.zone).splice(named.index, 0, next);
      saw(state, next, named.zone);
    }
    return;
  }
  lift(state, terms, next);
  const place = locate(state, old)!;
  state.zones[place.zone]![place.index] = next;
  saw(state, next, place.zone);
  if (state.owners[old] !== undefined) state.owners[next] = state.owners[old];
  delete state.owners[old];
  drop(state, old, terms.discard, 'top');
}

/**
 * Makes sure the deck holds `needed` cards if it can: "If the deck runs out of cards, or a player needs
 * to reveal more cards than are in the deck, resolve as much as possible. Then, shuffle the discard into
 * the deck and perform the rest of the effect." The shuffled discard goes under what is left of the deck,
 * so cards already revealed on top stay where they are. Returns true when it reshuffled.
 */
export function ensureDeck(state: TableState, terms: Terms, needed: number): boolean {
  const deck = zone(state, terms.deck);
  if (deck.length >= needed) return false;
  const discard = cardsIn(state, terms.discard);
  if (discard.length === 0) return false;
  state.zones[terms.discard] = [];
  deck.push(...new Rng(state).shuffle(discard));
  for (const instance of discard) saw(state, instance, terms.deck);
  state.log.push({ seat: null, text: 'The discard is shuffled to form a new deck.' });
  return true;
}

/**
 * Each card record's instances numbered once (instance → 0, 1 …), and a mark per instance: the number of
 * the check that last saw it. Simulations check conservation after every action, so the usual answer
 * (all is well) is found without building a map or a list per check.
 */
const marksByCards = new WeakMap<
  TableState['cards'],
  { number: Map<string, number>; marks: Uint32Array; check: number }
>();

/** True when every instance is in exactly one zone; false when something is wrong (or can't be told fast). */
function conserved(state: TableState): boolean {
  const { cards, zones } = state;
  let known = marksByCards.get(cards);
  if (!known) {
    const ids = Object.keys(cards);
    known = { number: new Map(ids.map((id, i) => [id, i])), marks: new Uint32Array(ids.length), check: 0 };
    marksByCards.set(cards, known);
  }
  const { number, marks } = known;
  const check = ++known.check;
  let seen = 0;
  for (const id of Object.keys(zones)) {
    const items = zones[id]!;
    for (let i = 0; i < items.length; i++) {
      const instance = items[i] as string | null;
      if (instance === null) continue;
      const n = number.get(instance);
      // Unknown, or seen before in this check, or (cards changed since they were numbered) no card now.
      if (n === undefined || marks[n] === check || !Object.hasOwn(cards, instance)) return false;
      marks[n] = check;
      seen++;
    }
  }
  // Every instance seen is a card, and no two are the same: as many as there are cards means all of them.
  return seen === Object.keys(cards).length;
}

/** Every instance is in exactly one zone; returns what is wrong, or an empty list. */
export function checkConservation(state: TableState): string[] {
  if (conserved(state)) return [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [id, items] of Object.entries(state.zones)) {
    for (const instance of items) {
      if (instance === null) continue;
      if (!(instance in state.cards)) problems.push(`${id} holds ${instance}, which is no card instance`);
      const before = seen.get(instance);
      if (before) problems.push(`${instance} is in both ${before} and ${id}`);
      seen.set(instance, id);
    }
  }
  for (const instance of Object.keys(state.cards)) if (!seen.has(instance)) problems.push(`${instance} is in no zone`);
  return problems;
}
