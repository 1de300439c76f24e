// Driving a Grid Poker game in tests: answer choices by kind with a simple policy, stop at a moment,
// and stack the table (put named cards where a scenario needs them) by swapping instances.
import { expect } from 'vitest';
import { checkConservation, locate } from '../../../src/engine/zones.js';
import { games, techDeck } from '../../../src/games/index.js';
import type { GridPokerState } from '../../../src/games/index.js';

export const game = games['grid-poker'];
export const cardId = (name: string) => {
  const card = techDeck.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card.id;
};

/** The picks a plain player makes: pass on effects, commit nothing, keep the company out, take cards back. */
export function plainPicks(state: GridPokerState): number[] {
  const p = state.pending!;
  switch (p.kind) {
    case 'grid/hand-effect':
    case 'grid/company-effect':
    case 'grid/improve':
    case 'grid/company-line':
      return [p.options.length - 1]; // Pass / Keep your company / Keep it out
    case 'grid/hand-cards':
      return [];
    case 'grid/return':
    case 'grid/bet':
      return [0]; // Take them back / Check (or Fold when facing a bet)
    default:
      return Array.from({ length: p.min }, (_, i) => i);
  }
}

export type Policy = (state: GridPokerState) => number[] | undefined;

/** Answers choices (by `policy`, else plainly) until `stop` holds; checks conservation after each. `on`: a game built on edited rules. */
export function playUntil(
  state: GridPokerState,
  stop: (s: GridPokerState) => boolean,
  policy: Policy = () => undefined,
  limit = 2000,
  on: Pick<typeof game, 'actor' | 'apply'> = game,
): GridPokerState {
  let s = state;
  for (let i = 0; !stop(s); i++) {
    if (on.actor(s) === null) throw new Error('the game ended before the moment was reached');
    if (i > limit) throw new Error('too many actions');
    s = on.apply(s, { type: 'choose', picks: policy(s) ?? plainPicks(s) });
    expect(checkConservation(s)).toEqual([]);
  }
  return s;
}

export const pendingKind = (kind: string, seat?: number) => (s: GridPokerState) =>
  s.pending?.kind === kind && (seat === undefined || s.pending.seat === seat);

/** Puts the named cards at the given places (zone and index), swapping out whatever was there. With two decks, "Name#2" is the second copy. */
export function stack(state: GridPokerState, places: Record<string, (string | null)[]>): GridPokerState {
  const s = structuredClone(state);
  for (const [zone, names] of Object.entries(places)) {
    names.forEach((name, index) => {
      if (name === null) return;
      const [base, copy] = name.split('#');
      const wanted = Object.keys(s.cards).filter((i) => s.cards[i] === cardId(base))[Number(copy ?? 1) - 1];
      const from = locate(s, wanted)!;
      const there = s.zones[zone][index];
      s.zones[zone][index] = wanted;
      s.zones[from.zone][from.index] = there ?? null;
      if (there === null || there === undefined) {
        // The target was an empty slot: the source closes up unless it is slotted itself.
        if (!['market', 'company', 'committed'].some((z) => from.zone.startsWith(z)))
          s.zones[from.zone].splice(from.index, 1);
      }
    });
  }
  expect(checkConservation(s)).toEqual([]);
  return s;
}

/** The option index whose label starts with `text`. */
export function option(state: GridPokerState, text: string): number {
  const i = state.pending!.options.findIndex((o) => o.label.startsWith(text));
  if (i < 0) throw new Error(`no option "${text}" in ${JSON.stringify(state.pending!.options.map((o) => o.label))}`);
  return i;
}

export const zone = (s: GridPokerState, id: string) => s.zones[id].filter((i) => i !== null);
export const names = (s: GridPokerState, id: string) =>
  zone(s, id).map((i) => techDeck.find((c) => c.id === s.cards[i!])!.name);
