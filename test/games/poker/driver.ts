// Driving a poker match in tests: answer choices with a plain policy or a given one, stop at a moment,
// check that cards and chips are conserved after every action, and stack the table (put named cards in
// a hand) by swapping instances.
import { expect } from 'vitest';
import { checkConservation, locate } from '../../../src/engine/zones.js';
import { games } from '../../../src/games/index.js';
import type { PokerState } from '../../../src/games/index.js';
import { chipsInPlay, type PokerOption } from '../../../src/games/poker/state.js';

export const game = games.poker;
export const START_CHIPS = 20;

export const setup = (players = 2, seed = 1, options: Record<string, unknown> = {}) =>
  game.setup({ players, seed, options });

/** Cards and chips: every instance in one zone, and the chips of all players plus the pot always 20 each. */
export function expectConserved(s: PokerState): void {
  expect(checkConservation(s)).toEqual([]);
  expect(chipsInPlay(s)).toBe(START_CHIPS * s.players);
  expect(s.chips.every((c) => c >= 0) && s.pot >= 0).toBe(true);
  expect(s.pot).toBe(s.stakes.reduce((a, b) => a + b, 0));
}

/** A plain player: passes on card effects, checks or calls, stands pat at the draw; an effect's choice: the first answers. */
export function plainPicks(s: PokerState): number[] {
  const p = s.pending!;
  switch (p.kind) {
    case 'poker/bet':
      return [(p.options as PokerOption[]).findIndex((o) => o.bet?.kind === 'check' || o.bet?.kind === 'call')];
    case 'poker/effect-card':
      return [p.options.findIndex((o) => o.answer === 'pass')];
    default:
      return Array.from({ length: p.min }, (_, i) => i);
  }
}

export type Policy = (s: PokerState) => number[] | undefined;

/** Answers choices (by `policy`, else plainly) until `stop` holds, checking conservation after each. */
export function playUntil(
  state: PokerState,
  stop: (s: PokerState) => boolean,
  policy: Policy = () => undefined,
  limit = 20000,
): PokerState {
  let s = state;
  for (let i = 0; !stop(s); i++) {
    if (game.actor(s) === null) throw new Error('the match ended before the moment was reached');
    if (i > limit) throw new Error('too many actions');
    s = game.apply(s, { type: 'choose', picks: policy(s) ?? plainPicks(s) });
    expectConserved(s);
  }
  return s;
}

export const pendingKind = (kind: string, seat?: number) => (s: PokerState) =>
  s.pending?.kind === kind && (seat === undefined || s.pending.seat === seat);
export const over = (s: PokerState) => s.flow.stage === 'over';

/** Puts the cards with these ids into the given hands (in order), swapping out whatever was there. */
export function stack(state: PokerState, hands: Record<number, string[]>): PokerState {
  const s = structuredClone(state);
  for (const [seat, ids] of Object.entries(hands)) {
    const zone = `hand:${seat}`;
    ids.forEach((id, index) => {
      const wanted = Object.keys(s.cards).find((i) => s.cards[i] === id);
      if (!wanted) throw new Error(`no card ${id} in this match`);
      const from = locate(s, wanted)!;
      const there = s.zones[zone][index];
      s.zones[zone][index] = wanted;
      s.zones[from.zone][from.index] = there;
    });
  }
  // A waiting choice of hand cards names the cards as they were: name the stacked ones instead.
  if (s.pending?.kind === 'poker/effect-card') {
    const hand = s.zones[`hand:${s.pending.seat}`] as string[];
    const usable = hand.filter((i) => game.env.catalogue[s.cards[i]]?.effect);
    s.pending.options = [
      ...usable.map((i) => ({ label: s.cards[i], card: s.cards[i], instance: i })),
      { label: 'Pass', answer: 'pass' as const },
    ];
    (s.flow.running as { usable: string[] }).usable = usable;
  }
  expectConserved(s);
  return s;
}

/** The option index of the first option that `test` holds for. */
export function optionWhere(s: PokerState, test: (o: PokerOption) => boolean): number {
  const i = (s.pending!.options as PokerOption[]).findIndex(test);
  if (i < 0) throw new Error(`no such option in ${JSON.stringify(s.pending!.options.map((o) => o.label))}`);
  return i;
}

/** Answers one choice by the picks given. */
export const answer = (s: PokerState, ...picks: number[]) => {
  const next = game.apply(s, { type: 'choose', picks });
  expectConserved(next);
  return next;
};

/** Answers a betting choice with the option of `kind` (and size `by`). */
export const betKind = (s: PokerState, kind: string, by?: number) =>
  answer(
    s,
    optionWhere(s, (o) => o.bet?.kind === kind && (by === undefined || o.bet.by === by)),
  );

/** Passes on a card effect if one is offered. */
export const passEffect = (s: PokerState) =>
  s.pending?.kind === 'poker/effect-card'
    ? answer(
        s,
        optionWhere(s, (o) => o.answer === 'pass'),
      )
    : s;

export const ids = (s: PokerState, zone: string) => s.zones[zone].filter((i) => i !== null).map((i) => s.cards[i!]);
