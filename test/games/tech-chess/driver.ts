// Driving a Tech Chess game in tests: finish the setup with the defaults, set up a scene (named cards on
// named squares, in hands, on the deck), play a move by its notation, answer a choice by its label.
import { expect } from 'vitest';
import { checkConservation, locate } from '../../../src/engine/zones.js';
import { games, techDeck } from '../../../src/games/index.js';
import type { TechChessGame, TechChessState } from '../../../src/games/index.js';
import { chessTurn } from '../../../src/games/tech-chess/turn.js';
import type { ChessOption } from '../../../src/games/tech-chess/index.js';

export const game = games['tech-chess'];
const DOMAINS: Record<string, string> = { K: 'knowledge', S: 'science', T: 'technology', V: 'services' };

/** "13T" → "technology-13". */
export const idOf = (code: string) => {
  const m = /^(\d+)([KSTV])$/.exec(code);
  if (!m) throw new Error(`no card code ${code}`);
  return `${DOMAINS[m[2]]}-${m[1]}`;
};
export const instanceOf = (s: TechChessState, code: string) =>
  Object.keys(s.cards).find((i) => s.cards[i] === idOf(code))!;
export const nameOf = (code: string) => techDeck.find((c) => c.id === idOf(code))!.name;
export const first = (s: TechChessState) => s.markers['first-player'];
export const second = (s: TechChessState) => 1 - s.markers['first-player'];

/** A game after setup with every default taken (the first of each pick, the default arrangement). */
export function started(seed = 1, on: TechChessGame = game): TechChessState {
  let s = on.setup({ players: 2, seed });
  while (s.flow.stage === 'setup')
    s = on.apply(s, { type: 'choose', picks: Array.from({ length: s.pending!.min }, (_, i) => i) });
  return s;
}

export interface Scene {
  board: Record<string, string | [string, 'first' | 'second']>; // square → card code (owner: by domain unless given)
  hands?: { first?: string[]; second?: string[] };
  deck?: string[]; // from the top
  discard?: string[]; // from the top
  toMove?: 'first' | 'second';
  seed?: number;
}

/**
 * A position of the game with the named cards where the scene says, every other card (but the expelled
 * wilds) in the deck below `deck`, and the turn of `toMove` (the first player by default) about to begin.
 */
export function scene(spec: Scene, on: TechChessGame = game): TechChessState {
  const s = structuredClone(started(spec.seed ?? 1));
  const firstSeat = first(s);
  const seatOf = (who: 'first' | 'second') => (who === 'first' ? firstSeat : 1 - firstSeat);
  const rest: string[] = [];
  for (const zone of ['board', 'hand:0', 'hand:1', 'discard', 'deck']) {
    for (const i of s.zones[zone]) if (i !== null) rest.push(i);
    s.zones[zone] = zone === 'board' ? Array(36).fill(null) : [];
  }
  s.owners = {};
  const take = (code: string) => {
    const i = instanceOf(s, code);
    const at = rest.indexOf(i);
    if (at < 0) throw new Error(`${code} is used twice in the scene`);
    rest.splice(at, 1);
    return i;
  };
  for (const [square, entry] of Object.entries(spec.board)) {
    const [code, owner] = Array.isArray(entry) ? entry : [entry, null];
    const i = take(code);
    const sq = (Number(square[1]) - 1) * 6 + square.charCodeAt(0) - 97;
    s.zones.board[sq] = i;
    const byDomain = ['S', 'V'].includes(code.at(-1)!) ? 'first' : 'second';
    s.owners[i] = seatOf(owner ?? byDomain);
  }
  s.zones[`hand:${firstSeat}`] = (spec.hands?.first ?? []).map(take);
  s.zones[`hand:${1 - firstSeat}`] = (spec.hands?.second ?? []).map(take);
  s.zones.discard = (spec.discard ?? []).map(take);
  s.zones.deck = [...(spec.deck ?? []).map(take), ...rest];
  s.check = [];
  s.moves = [];
  s.log = [];
  s.modifiers = [];
  expect(checkConservation(s)).toEqual([]);
  return restartTurn(s, seatOf(spec.toMove ?? 'first'), on);
}

/**
 * Starts the turn of `seat` again on an edited state (its options follow the board as it is now), as the
 * game `on` plays it (the built-in game, or one on an edited rules file).
 */
export function restartTurn(s: TechChessState, seat: number, on: TechChessGame = game): TechChessState {
  s.pending = null;
  s.effect = null;
  s.flow.queue = seat === first(s) ? [seat, 1 - seat] : [seat];
  s.active = seat;
  s.turn = Math.max(0, s.turn - 1);
  s.flow.running = chessTurn.start({ state: s, env: on.env, rules: on.rules, seat, args: {}, optional: false });
  return s;
}

export const options = (s: TechChessState) => (s.pending?.options ?? []) as ChessOption[];
export const notations = (s: TechChessState) => options(s).flatMap((o) => (o.move ? [o.move.notation] : []));

/** Plays the turn action whose notation is `notation` (exactly, as the options write it). */
export function play(s: TechChessState, notation: string, on: TechChessGame = game): TechChessState {
  const i = options(s).findIndex((o) => o.move?.notation === notation);
  if (i < 0) throw new Error(`no action ${notation} among ${notations(s).join(', ')}`);
  return checked(on.apply(s, { type: 'choose', picks: [i] }));
}

/** Answers the pending choice with the options whose labels start with these texts. */
export function answer(s: TechChessState, ...labels: string[]): TechChessState {
  return answerOn(game, s, ...labels);
}

/** `answer`, as the game `on` plays it. */
export function answerOn(on: TechChessGame, s: TechChessState, ...labels: string[]): TechChessState {
  const picks = labels.map((text) => {
    const i = s.pending!.options.findIndex((o) => o.label.startsWith(text));
    if (i < 0) throw new Error(`no option "${text}" in ${JSON.stringify(s.pending!.options.map((o) => o.label))}`);
    return i;
  });
  return checked(on.apply(s, { type: 'choose', picks: picks.sort((a, b) => a - b) }));
}

export function checked(s: TechChessState): TechChessState {
  expect(checkConservation(s)).toEqual([]);
  return s;
}

/** The card code on a square, or null. */
export function at(s: TechChessState, square: string): string | null {
  const i = s.zones.board[(Number(square[1]) - 1) * 6 + square.charCodeAt(0) - 97];
  if (!i) return null;
  const [domain, value] = s.cards[i].split('-');
  return `${value}${Object.keys(DOMAINS).find((k) => DOMAINS[k] === domain)}`;
}

export const zoneOf = (s: TechChessState, code: string) => locate(s, instanceOf(s, code))?.zone ?? null;
export const codes = (s: TechChessState, zone: string) =>
  s.zones[zone]
    .filter((i): i is string => i !== null)
    .map((i) => {
      const [domain, value] = s.cards[i].split('-');
      return `${value}${Object.keys(DOMAINS).find((k) => DOMAINS[k] === domain)}`;
    });
