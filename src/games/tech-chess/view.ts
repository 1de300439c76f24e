// What one player sees of a Tech Chess game: the table as the engine shows it (their own hand only, no
// deck order), plus the board as pieces, whose turn it is, the counters, check, the last action, the
// move log in notation and the result.
import { amountFor, type Rules } from '../../dsl/runtime.js';
import { effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import { tableView, type TableView } from '../../engine/view.js';
import { configOf, pieceKind, type KindName } from './config.js';
import { positionOf } from './actions.js';
import { cardCode } from './notation.js';
import { squareName } from './position.js';
import { BOARD, sideOf, type MoveRecord, type Result, type TechChessState } from './state.js';
import { clonePlain } from '../../engine/clone.js';
import { handZone } from '../../engine/terms.js';

/** A piece on the board. */
export interface PieceView {
  square: string; // "c1"
  instance: string; // "c37"
  card: string; // card id, "services-12"
  code: string; // notation code, "12V"
  owner: number; // seat
  side: 0 | 1; // 0: the first player's pieces (moving up the ranks), 1: the second player's
  value: number; // the value it moves by now (a "counts as" effect may change a printed value)
  piece: KindName; // 'pawn' | 'rook' | 'knight' | 'queen' | 'king'
}

export interface TechChessView extends TableView {
  phase: 'setup' | 'play' | 'over';
  firstPlayer: number; // the seat whose pieces start on ranks 1-2 ("white")
  turn: number; // turns begun, 1-based; 0 during setup
  round: number; // 1-based: one turn of each player
  rounds: number; // the turn limit in rounds (0: none)
  files: number; // 6
  ranks: number; // 6
  board: (PieceView | null)[]; // by square: a1 = 0, f1 = 5, a2 = 6 … f6 = 35
  kings: number[]; // kings on the board, by seat
  handSizes: number[]; // by seat
  upgradesLeft: number[]; // by seat
  buildsLeft: number[]; // by seat
  check: number[]; // seats with a king attacked now (announced)
  checkSquares: string[]; // the squares of those kings
  last: MoveRecord | null; // the last turn's action (with its squares), to mark on the board
  moves: Pick<MoveRecord, 'seat' | 'turn' | 'notation'>[]; // the move log, one entry a turn, in notation
  result: Result | null; // the end of the game
  score: string | null; // "1-0", "0-1", "½-½" once the game is over
}

/** The squares of the kings attacked now (with two kings, a king may stand attacked: C5). */
function attackedKings(state: TechChessState, env: Env, rules: Rules, board: (PieceView | null)[]): string[] {
  if (state.flow.stage !== 'rounds') return [];
  const pos = positionOf(state, env, configOf(rules));
  return board.flatMap((p, sq) => (p !== null && p.piece === 'king' && pos.attacked(sq, p.side ^ 1) ? [p.square] : []));
}

export function techChessView(state: TechChessState, env: Env, rules: Rules, seat: number): TechChessView {
  const config = configOf(rules);
  const g = { files: config.files };
  const board = state.zones[BOARD].map((instance, sq): PieceView | null => {
    if (instance === null) return null;
    const value = effectiveCard(state, env.catalogue, instance).value ?? 0;
    const owner = state.owners[instance];
    return {
      square: squareName(g, sq),
      instance,
      card: state.cards[instance],
      code: cardCode(env.catalogue[state.cards[instance]]),
      owner,
      side: sideOf(state, owner) as 0 | 1,
      value,
      piece: pieceKind(config, value),
    };
  });
  const seats = Array.from({ length: state.players }, (_, s) => s);
  const first = state.markers['first-player'] ?? 0;
  const result = state.result ?? (state.flow.stage === 'over' ? { winner: null, reason: 'turn-limit' as const } : null);
  return {
    ...tableView(state, env, seat),
    phase: state.flow.stage === 'setup' ? 'setup' : state.flow.stage === 'over' ? 'over' : 'play',
    firstPlayer: first,
    turn: state.turn,
    round: state.round,
    rounds: rules.rounds ? amountFor(rules.rounds, state.players) : 0,
    files: config.files,
    ranks: config.ranks,
    board,
    kings: seats.map((s) => board.filter((p) => p?.owner === s && p.piece === 'king').length),
    handSizes: seats.map((s) => (state.zones[handZone(env.terms, s)] ?? []).length),
    upgradesLeft: seats.map((s) => config.upgrades - state.upgrades[s]),
    buildsLeft: seats.map((s) => config.builds - state.builds[s]),
    check: [...state.check],
    checkSquares: attackedKings(state, env, rules, board),
    last: state.moves.length > 0 ? clonePlain(state.moves[state.moves.length - 1]) : null,
    moves: state.moves.map(({ seat: s, turn, notation }) => ({ seat: s, turn, notation })),
    result: result ? { ...result } : null,
    score: result ? (result.winner === null ? '½-½' : result.winner === first ? '1-0' : '0-1') : null,
  };
}
