// Driving a Poker Squared match in tests: answer choices with a plain policy or a given one, stop at a
// moment, check that cards and chips are conserved after every action, and stack the table (put named
// cards where a scenario needs them) by swapping instances.
import { expect } from 'vitest';
import { cardsIn, checkConservation, locate } from '../../../src/engine/zones.js';
import { games } from '../../../src/games/index.js';
import type { PokerSquaredState } from '../../../src/games/index.js';
import { chipsInPlay, type PokerSquaredOption } from '../../../src/games/poker-squared/state.js';

export const game = games['poker-squared'];
export const START_CHIPS = 40;

export const setup = (seed = 1, options: Record<string, unknown> = {}) => game.setup({ players: 2, seed, options });

/** Cards and chips: every instance in one zone, and the chips of both players plus the pot always 80. */
export function expectConserved(s: PokerSquaredState): void {
  expect(checkConservation(s)).toEqual([]);
  expect(chipsInPlay(s)).toBe(START_CHIPS * 2);
  expect(s.chips.every((c) => c >= 0) && s.pot >= 0).toBe(true);
  expect(s.pot).toBe(s.stakes.reduce((a, b) => a + b, 0));
}

/** A plain player: the first card on the first free square, check or call. */
export function plainPicks(s: PokerSquaredState): number[] {
  const p = s.pending!;
  switch (p.kind) {
    case 'poker-squared/bet':
      return [(p.options as PokerSquaredOption[]).findIndex((o) => o.bet?.kind === 'check' || o.bet?.kind === 'call')];
    case 'poker-squared/effect-card':
      return [p.options.findIndex((o) => o.answer === 'pass')]; // Pass
    default:
      return Array.from({ length: p.min }, (_, i) => i);
  }
}

export type Policy = (s: PokerSquaredState) => number[] | undefined;

/** Answers choices (by `policy`, else plainly) until `stop` holds, checking conservation after each. */
export function playUntil(
  state: PokerSquaredState,
  stop: (s: PokerSquaredState) => boolean,
  policy: Policy = () => undefined,
  limit = 5000,
): PokerSquaredState {
  let s = state;
  for (let i = 0; !stop(s); i++) {
    if (game.actor(s) === null) throw new Error('the match ended before the moment was reached');
    if (i > limit) throw new Error('too many actions');
    s = game.apply(s, { type: 'choose', picks: policy(s) ?? plainPicks(s) });
    expectConserved(s);
  }
  return s;
}

export const pendingKind = (kind: string, seat?: number) => (s: PokerSquaredState) =>
  s.pending?.kind === kind && (seat === undefined || s.pending.seat === seat);
/** The first choice of hand `n` (seat 0 choosing its grid card). */
export const atHand = (n: number) => (s: PokerSquaredState) =>
  s.round === n && s.pending?.kind === 'poker-squared/place-card' && s.pending.seat === 0;
export const over = (s: PokerSquaredState) => s.flow.stage === 'over';

/** Puts the cards with these ids at the given places (zone and index), swapping out whatever was there. */
export function stack(state: PokerSquaredState, places: Record<string, (string | null)[]>): PokerSquaredState {
  const s = structuredClone(state);
  for (const [zone, ids] of Object.entries(places)) {
    ids.forEach((id, index) => {
      if (id === null) return;
      const wanted = Object.keys(s.cards).find((i) => s.cards[i] === id);
      if (!wanted) throw new Error(`no card ${id} in this match`);
      const from = locate(s, wanted)!;
      if (from.zone === zone && from.index === index) return;
      const there = s.zones[zone][index];
      s.zones[zone][index] = wanted;
      s.zones[from.zone][from.index] = there ?? null;
      // The target was an empty slot: the source closes up unless it is slotted itself.
      if (
        (there === null || there === undefined) &&
        !['grid:', 'placing:', 'resolving'].some((z) => from.zone.startsWith(z))
      )
        s.zones[from.zone].splice(from.index, 1);
    });
  }
  // A waiting choice of hand cards names the cards as they were: name the stacked ones instead.
  if (s.pending?.kind === 'poker-squared/place-card' || s.pending?.kind === 'poker-squared/effect-card') {
    const hand = cardsIn(s, `hand:${s.pending.seat}`);
    const pass = s.pending.kind === 'poker-squared/effect-card' ? [{ label: 'Pass', answer: 'pass' as const }] : [];
    s.pending.options = [...hand.map((i) => ({ label: s.cards[i], card: s.cards[i], instance: i })), ...pass];
  }
  expectConserved(s);
  return s;
}

/** The option index whose label starts with `text`. */
export function option(s: PokerSquaredState, text: string): number {
  const i = s.pending!.options.findIndex((o) => o.label.startsWith(text));
  if (i < 0) throw new Error(`no option "${text}" in ${JSON.stringify(s.pending!.options.map((o) => o.label))}`);
  return i;
}

/** Answers one choice by the label of its option. */
export const pick = (s: PokerSquaredState, text: string) => {
  const next = game.apply(s, { type: 'choose', picks: [option(s, text)] });
  expectConserved(next);
  return next;
};

/** Both players place: seat 0 the card `a` on square `sa` (0..8), seat 1 the card `b` on `sb`. */
export function place(s: PokerSquaredState, a: string, sa: number, b: string, sb: number): PokerSquaredState {
  let next = s;
  for (const [card, square] of [
    [a, sa],
    [b, sb],
  ] as const) {
    next = game.apply(next, { type: 'choose', picks: [next.pending!.options.findIndex((o) => o.card === card)] });
    next = pick(next, 'ABCDEFGHI'[square]);
  }
  return next;
}

export const ids = (s: PokerSquaredState, zone: string) =>
  s.zones[zone].filter((i) => i !== null).map((i) => s.cards[i!]);
