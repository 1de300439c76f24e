// The legal actions of a turn: "On a player's turn, they perform one of the following actions": move a
// piece, use a hand card's effect, upgrade a piece (twice a game), build a pawn (three times a game).
// Built on the fast position, so the options the game offers are exactly the moves `perft` counts.
//
// A random game lists about 30 actions a turn and plays one, so listing is most of a simulated turn's
// cost: the board is read once, its cards kept by square, and each card's names are made once.
import type { Card, Domain } from '../../dsl/runtime.js';
import { effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn } from '../../engine/zones.js';
import type { ChessConfig } from './config.js';
import { cardsOf, namesOf } from './cards.js';
import { formatNotation } from './notation.js';
import {
  BUILD,
  UPGRADE,
  encodeMove,
  geometry,
  moveBuffer,
  moveFrom,
  moveTo,
  Position,
  type Geometry,
} from './position.js';
import { BOARD, sideOf, type ChessMove, type ChessOption, type TechChessState } from './state.js';

/**
 * The board of a state as a fast position, with `side` to move (each card at its effective value).
 * `cards`, if given, receives the card on each square (its printed card: the one its names come from).
 */
export function positionOf(
  state: TechChessState,
  env: Env,
  config: ChessConfig,
  side = 0,
  cards?: (Card | null)[],
): Position {
  const pos = new Position(geometry(config));
  const board = state.zones[BOARD];
  // Without "counts as" changes (most turns) a piece's value is its card's.
  const changed = state.modifiers.length > 0;
  const cardOf = cardsOf(state, env);
  for (let sq = 0; sq < board.length; sq++) {
    const instance = board[sq];
    if (instance === null) continue;
    const card = cardOf(instance);
    const value = changed ? effectiveCard(state, env.catalogue, instance).value : card.value;
    if (value === null) throw new Error(`${state.cards[instance]} on the board has no value`);
    pos.put(sq, sideOf(state, state.owners[instance]), value);
    if (cards) cards[sq] = card;
  }
  pos.side = side;
  return pos;
}

// Each configuration's build squares by side, worked out once.
const buildRows = new WeakMap<ChessConfig, number[][]>();

/** The squares a side may build on: "on their first or second row". */
export function buildSquares(config: ChessConfig, side: number): readonly number[] {
  let bySide = buildRows.get(config);
  if (!bySide) {
    bySide = [0, 1].map((s) => {
      const out: number[] = [];
      for (let k = 0; k < config.buildRanks; k++) {
        const rank = s === 0 ? k : config.ranks - 1 - k;
        for (let file = 0; file < config.files; file++) out.push(rank * config.files + file);
      }
      return out;
    });
    buildRows.set(config, bySide);
  }
  return bySide[side];
}

const isMine = (config: ChessConfig, side: number, domain: string) => config.domains[side].includes(domain as Domain);

// One move buffer per board: listing the actions never runs inside another listing.
const buffers = new WeakMap<Geometry, Int32Array>();

function bufferFor(g: Geometry): Int32Array {
  let buf = buffers.get(g);
  if (!buf) buffers.set(g, (buf = moveBuffer(g)));
  return buf;
}

/** A quiet move's (no capture) notation and label, as actionOptions writes them. */
interface MoveTexts {
  notation: string;
  label: string;
}

// The texts of each quiet move, by board, moving card and squares, made once: a turn lists about thirty
// actions, most of them quiet, and writing each one's words afresh was a tenth of a random game (the
// strings were most of what a turn allocates). A compiled card is never changed, so they can't go stale.
const quietTexts = new WeakMap<Geometry, WeakMap<Card, Map<number, MoveTexts>>>();

function quietMoveTexts(g: Geometry, card: Card, from: number, to: number): MoveTexts {
  let byCard = quietTexts.get(g);
  if (!byCard) quietTexts.set(g, (byCard = new WeakMap()));
  let bySquares = byCard.get(card);
  if (!bySquares) byCard.set(card, (bySquares = new Map()));
  let texts = bySquares.get(from * g.squares + to);
  if (!texts) {
    const p = namesOf(card);
    const sq = g.names;
    const notation = formatNotation({ type: 'move', card: p.code, from: sq[from], to: sq[to] });
    texts = { notation, label: `${notation}: move ${p.label} from ${sq[from]} to ${sq[to]}` };
    bySquares.set(from * g.squares + to, texts);
  }
  return texts;
}

/**
 * Every legal action of `seat` now, as the options of the `chess/action` choice: piece moves first, then
 * builds, upgrades and hand effects. Each option's label is the action's notation, then the same in
 * words. `pos` is the board with that seat's side to move and `cards` its card on each square, both
 * from `positionOf`.
 */
export function actionOptions(
  state: TechChessState,
  env: Env,
  config: ChessConfig,
  seat: number,
  pos: Position,
  cards: (Card | null)[],
): ChessOption[] {
  const side = sideOf(state, seat);
  const g = pos.g;
  const sq = g.names;
  const board = state.zones[BOARD];
  const out: ChessOption[] = [];
  if (pos.over()) return out;
  const buf = bufferFor(g);
  const n = pos.legalMoves(buf);
  for (let k = 0; k < n; k++) {
    const from = moveFrom(buf[k]);
    const to = moveTo(buf[k]);
    const piece = board[from]!;
    const card = cards[from]!;
    const captures = board[to];
    let move: ChessMove;
    if (captures !== null) {
      const p = namesOf(card);
      const c = namesOf(cards[to]!);
      move = {
        type: 'move',
        from,
        to,
        piece,
        captures,
        notation: formatNotation({ type: 'move', card: p.code, from: sq[from], to: sq[to], captured: c.code }),
      };
      const words = `move ${p.label} from ${sq[from]} to ${sq[to]}, capturing ${c.label}`;
      out.push({ label: `${move.notation}: ${words}`, card: card.id, instance: piece, move });
    } else {
      const texts = quietMoveTexts(g, card, from, to);
      move = { type: 'move', from, to, piece, notation: texts.notation };
      out.push({ label: texts.label, card: card.id, instance: piece, move });
    }
  }
  const hand = cardsIn(state, handZone(env.terms, seat));
  const cardOf = cardsOf(state, env);
  // A card's value and domain now: its printed ones unless a "counts as" change is in force.
  const changed = state.modifiers.length > 0;
  const eff = (i: string): Pick<Card, 'value' | 'domain'> =>
    changed ? effectiveCard(state, env.catalogue, i) : cardOf(i);
  if (state.builds[seat] < config.builds) {
    for (const instance of hand) {
      const { value, domain } = eff(instance);
      if (value === null || value < config.lowestPawn || value > config.highestPawn || !isMine(config, side, domain))
        continue;
      const card = cardOf(instance);
      const c = namesOf(card);
      for (const to of buildSquares(config, side)) {
        if (board[to] !== null || !pos.legalAfter(encodeMove(0, to, BUILD, value))) continue;
        const move: ChessMove = {
          type: 'build',
          to,
          card: instance,
          notation: formatNotation({ type: 'build', card: c.code, to: sq[to] }),
        };
        out.push({ label: `${move.notation}: build ${c.label} on ${sq[to]}`, card: card.id, instance, move });
      }
    }
  }
  if (state.upgrades[seat] < config.upgrades) {
    const upgrades = hand.filter((instance) => {
      const { value, domain } = eff(instance);
      return (
        value !== null && value !== config.kingValue && isMine(config, side, domain) && config.kindOfValue[value] !== 0
      );
    });
    // "one of his 2, 3, or 4 value figures … matching the domains they control": his piece of his domains.
    const pawns: number[] = [];
    for (let s = 0; s < board.length && upgrades.length > 0; s++) {
      const i = board[s];
      if (i === null || state.owners[i] !== seat) continue;
      const { value: v, domain } = eff(i);
      if (v !== null && v >= config.lowestPawn && v <= config.highestUpgradable && isMine(config, side, domain))
        pawns.push(s);
    }
    for (const instance of upgrades) {
      const value = eff(instance).value!;
      const c = namesOf(cardOf(instance));
      for (const to of pawns) {
        if (!pos.legalAfter(encodeMove(0, to, UPGRADE, value))) continue;
        const piece = board[to]!;
        const p = namesOf(cards[to]!);
        const move: ChessMove = {
          type: 'upgrade',
          to,
          piece,
          card: instance,
          notation: formatNotation({ type: 'upgrade', card: c.code, to: sq[to], replaced: p.code }),
        };
        out.push({
          label: `${move.notation}: upgrade ${p.label} on ${sq[to]} to ${c.label}`,
          card: cards[to]!.id,
          instance: piece,
          move,
        });
      }
    }
  }
  // A hand effect's outcome can't be known before it runs, so C5's "a move that leaves it attacked is
  // illegal" can't be checked for it: a guarded king already attacked must be saved by a move or a build
  // (ruling `lone-king-in-check-may-use-hand-cards: no`).
  if (config.effectsWhileLoneKingAttacked || !(pos.guarded(side) && pos.inCheck(side))) {
    for (const instance of hand) {
      const card = cardOf(instance);
      if (!card.effect) continue;
      const c = namesOf(card);
      const move: ChessMove = { type: 'use', card: instance, notation: formatNotation({ type: 'use', card: c.code }) };
      out.push({ label: `${move.notation}: use the effect of ${c.label}`, card: card.id, instance, move });
    }
  }
  return out;
}
