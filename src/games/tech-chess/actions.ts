// The legal actions of a turn: "On a player's turn, they perform one of the following actions": move a
// piece, use a hand card's effect, upgrade a piece (twice a game), build a pawn (three times a game).
// Built on the fast position, so the options the game offers are exactly the moves `perft` counts.
import type { Domain } from '../../dsl/runtime.js';
import { cardLabel, effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn } from '../../engine/zones.js';
import type { ChessConfig } from './config.js';
import { cardCode, formatNotation } from './notation.js';
import { BUILD, UPGRADE, encodeMove, geometry, moveBuffer, moveFrom, moveTo, Position, type Geometry } from './position.js';
import { BOARD, sideOf, type ChessMove, type ChessOption, type TechChessState } from './state.js';

/** The board of a state as a fast position, with `side` to move (each card at its effective value). */
export function positionOf(state: TechChessState, env: Env, config: ChessConfig, side = 0): Position {
  const pos = new Position(geometry(config));
  const board = state.zones[BOARD];
  // Without "counts as" changes (most turns) a piece's value is its card's.
  const changed = state.modifiers.length > 0;
  for (let sq = 0; sq < board.length; sq++) {
    const instance = board[sq];
    if (instance === null) continue;
    const value = changed ? effectiveCard(state, env.catalogue, instance).value : env.catalogue[state.cards[instance]].value;
    if (value === null) throw new Error(`${state.cards[instance]} on the board has no value`);
    pos.put(sq, sideOf(state, state.owners[instance]), value);
  }
  pos.side = side;
  return pos;
}

/** The squares a side may build on: "on their first or second row". */
export function buildSquares(config: ChessConfig, side: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < config.buildRanks; k++) {
    const rank = side === 0 ? k : config.ranks - 1 - k;
    for (let file = 0; file < config.files; file++) out.push(rank * config.files + file);
  }
  return out;
}

const isMine = (config: ChessConfig, side: number, domain: string) => config.domains[side].includes(domain as Domain);

// One move buffer per board: listing the actions never runs inside another listing.
const buffers = new WeakMap<Geometry, Int32Array>();

function bufferFor(g: Geometry): Int32Array {
  let buf = buffers.get(g);
  if (!buf) buffers.set(g, (buf = moveBuffer(g)));
  return buf;
}

/**
 * Every legal action of `seat` now, piece moves first, then builds, upgrades and hand effects. `pos` is
 * the board with that seat's side to move (`positionOf`), when the caller has built it already.
 */
export function listActions(state: TechChessState, env: Env, config: ChessConfig, seat: number, pos?: Position): ChessMove[] {
  const side = sideOf(state, seat);
  pos ??= positionOf(state, env, config, side);
  const g = pos.g;
  const names = g.names;
  const board = state.zones[BOARD];
  const code = (i: string) => cardCode(env.catalogue[state.cards[i]]);
  const out: ChessMove[] = [];
  if (pos.over()) return out;
  const buf = bufferFor(g);
  const n = pos.legalMoves(buf);
  for (let k = 0; k < n; k++) {
    const from = moveFrom(buf[k]);
    const to = moveTo(buf[k]);
    const piece = board[from]!;
    const captures = board[to];
    if (captures) {
      const notation = formatNotation({ type: 'move', card: code(piece), from: names[from], to: names[to], captured: code(captures) });
      out.push({ type: 'move', from, to, piece, captures, notation });
    } else {
      out.push({ type: 'move', from, to, piece, notation: formatNotation({ type: 'move', card: code(piece), from: names[from], to: names[to] }) });
    }
  }
  const hand = cardsIn(state, handZone(env.terms, seat));
  const eff = (i: string) => effectiveCard(state, env.catalogue, i);
  if (state.builds[seat] < config.builds) {
    const squares = buildSquares(config, side).filter((s) => board[s] === null);
    for (const card of hand) {
      const { value, domain } = eff(card);
      if (value === null || value < config.lowestPawn || value > config.highestPawn || !isMine(config, side, domain)) continue;
      for (const to of squares) {
        if (!pos.legalAfter(encodeMove(0, to, BUILD, value))) continue;
        out.push({ type: 'build', to, card, notation: formatNotation({ type: 'build', card: code(card), to: names[to] }) });
      }
    }
  }
  if (state.upgrades[seat] < config.upgrades) {
    // "one of his 2, 3, or 4 value figures … matching the domains they control": his piece of his domains.
    const pawns: number[] = [];
    for (let s = 0; s < board.length; s++) {
      const i = board[s];
      if (i === null || state.owners[i] !== seat) continue;
      const { value: v, domain } = eff(i);
      if (v !== null && v >= config.lowestPawn && v <= config.highestUpgradable && isMine(config, side, domain)) pawns.push(s);
    }
    for (const card of hand) {
      const { value, domain } = eff(card);
      if (value === null || value === config.kingValue || !isMine(config, side, domain) || !config.kindOfValue[value]) continue;
      for (const to of pawns) {
        if (!pos.legalAfter(encodeMove(0, to, UPGRADE, value))) continue;
        const piece = board[to]!;
        out.push({ type: 'upgrade', to, piece, card, notation: formatNotation({ type: 'upgrade', card: code(card), to: names[to], replaced: code(piece) }) });
      }
    }
  }
  // A hand effect's outcome can't be known before it runs; a guarded king already attacked must be
  // saved by a move or a build, so no effect then (C5).
  if (!(pos.guarded(side) && pos.inCheck(side))) {
    for (const card of hand) {
      if (!env.catalogue[state.cards[card]].effect) continue;
      out.push({ type: 'use', card, notation: formatNotation({ type: 'use', card: code(card) }) });
    }
  }
  return out;
}

/** An action as a choice option: its notation, then the same in words. */
export function actionOption(state: TechChessState, env: Env, config: ChessConfig, m: ChessMove): ChessOption {
  const name = (i: string) => cardLabel(env.catalogue[state.cards[i]]);
  const sq = geometry(config).names;
  let words: string;
  switch (m.type) {
    case 'move': words = `move ${name(m.piece!)} from ${sq[m.from!]} to ${sq[m.to!]}${m.captures ? `, capturing ${name(m.captures)}` : ''}`; break;
    case 'build': words = `build ${name(m.card!)} on ${sq[m.to!]}`; break;
    case 'upgrade': words = `upgrade ${name(m.piece!)} on ${sq[m.to!]} to ${name(m.card!)}`; break;
    case 'use': words = `use the effect of ${name(m.card!)}`; break;
    case 'pass': words = 'pass'; break;
  }
  const label = `${m.notation}: ${words}`;
  const shown = m.type === 'move' || m.type === 'upgrade' ? m.piece : m.card;
  return shown ? { label, card: state.cards[shown], instance: shown, move: m } : { label, move: m };
}
