// Driving a Tricks of the Trade game in tests: answer choices by kind with a plain policy, stop at a
// moment, stack the table (put named cards where a scenario needs them) and play cards by name.
import { expect } from 'vitest';
import { checkConservation, locate } from '../../../src/engine/zones.js';
import { games, techDeck } from '../../../src/games/index.js';
import type { TricksState } from '../../../src/games/index.js';

export const game = games['tricks-of-the-trade'];

export const cardId = (name: string) => {
  const card = techDeck.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card.id;
};
export const instanceOf = (s: TricksState, name: string) =>
  Object.keys(s.cards).find((i) => s.cards[i] === cardId(name))!;
export const nameOf = (s: TricksState, instance: string) => techDeck.find((c) => c.id === s.cards[instance])!.name;

export const first = (s: TricksState) => s.markers['first-player'];
export const setup = (players: number, seed = 3, options = {}) => game.setup({ players, seed, options });

/** The picks a plain player makes: bid 1, make no offer, decline offers, pass on effects, play the first card it may. */
export function plainPicks(state: TricksState): number[] {
  const p = state.pending!;
  switch (p.kind) {
    case 'tricks/bid':
      return [1];
    case 'tricks/offer':
    case 'tricks/effect':
    case 'tricks/offer-answer':
      return [p.options.length - 1]; // No offer / Pass / Decline
    default:
      return Array.from({ length: p.min }, (_, i) => i);
  }
}

export type Policy = (state: TricksState) => number[] | undefined;

/** Answers choices (by `policy`, else plainly) until `stop` holds; checks conservation after each. */
export function playUntil(
  state: TricksState,
  stop: (s: TricksState) => boolean,
  policy: Policy = () => undefined,
  limit = 3000,
): TricksState {
  let s = state;
  for (let i = 0; !stop(s); i++) {
    if (game.actor(s) === null) throw new Error('the game ended before the moment was reached');
    if (i > limit) throw new Error('too many actions');
    s = game.apply(s, { type: 'choose', picks: policy(s) ?? plainPicks(s) });
    expect(checkConservation(s)).toEqual([]);
  }
  return s;
}

export const pendingKind = (kind: string, seat?: number) => (s: TricksState) =>
  s.pending?.kind === kind && (seat === undefined || s.pending.seat === seat);
export const atTricks = (s: TricksState) => s.pending?.kind === 'tricks/play';

/** Puts the named cards at the given places (zone and index), swapping out whatever was there. */
export function stack(state: TricksState, places: Record<string, (string | null)[]>): TricksState {
  const s = structuredClone(state);
  for (const [zone, names] of Object.entries(places)) {
    names.forEach((name, index) => {
      if (name === null) return;
      const wanted = instanceOf(s, name);
      const from = locate(s, wanted)!;
      if (from.zone === zone && from.index === index) return;
      const there = s.zones[zone][index];
      s.zones[zone][index] = wanted;
      s.zones[from.zone][from.index] = there ?? null;
      if (
        (there === null || there === undefined) &&
        !['goal', 'trump-card', 'trick', 'resolving'].includes(from.zone.split(':')[0])
      )
        s.zones[from.zone].splice(from.index, 1);
    });
  }
  expect(checkConservation(s)).toEqual([]);
  return s;
}

/** The option index whose label starts with `text`. */
export function option(state: TricksState, text: string): number {
  const i = state.pending!.options.findIndex((o) => o.label.startsWith(text));
  if (i < 0)
    throw new Error(
      `no option "${text}" in ${JSON.stringify(state.pending!.options.map((o) => o.label))} (${state.pending!.prompt})`,
    );
  return i;
}

/** Answers the pending choice by option label. */
export const answer = (s: TricksState, text: string) => {
  const next = game.apply(s, { type: 'choose', picks: [option(s, text)] });
  expect(checkConservation(next)).toEqual([]);
  return next;
};

export const zone = (s: TricksState, id: string) => s.zones[id].filter((i): i is string => i !== null);
export const names = (s: TricksState, id: string) => zone(s, id).map((i) => nameOf(s, i));
