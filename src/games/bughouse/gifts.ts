// B3 and B4: a captured card (not a king) goes to the capturing player's partner's hand, on the other
// board; there it may be built free on the receiver's turn, as the piece its value makes, on any empty
// square of their first two ranks. Everything else a gift can do (its effect, an upgrade) is Tech
// Chess's own action, listed by Tech Chess.
import type { Card, Rules } from '../../dsl/runtime.js';
import { effectiveCard, seatName } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import type { Procedure } from '../../engine/flow.js';
import { handZone, seatZone } from '../../engine/terms.js';
import { cardsIn } from '../../engine/zones.js';
import { actionOptions, positionOf } from '../tech-chess/actions.js';
import { cardsOf, namesOf } from '../tech-chess/cards.js';
import { configOf, KING, PAWN } from '../tech-chess/config.js';
import { formatNotation } from '../tech-chess/notation.js';
import { BUILD, encodeMove, type Position } from '../tech-chess/position.js';
import { sideOf, type ChessMove, type ChessOption } from '../tech-chess/state.js';
import { chessTurnWith, type TurnData } from '../tech-chess/turn.js';
import { bughouseConfigOf, type BughouseConfig } from './config.js';
import { BOARD_LETTERS, type BoardState, type BughouseState } from './state.js';

/** The squares a side may build a gift of `kind` on (B4): its first ranks, a pawn never on the last rank. */
function giftSquares(config: ReturnType<typeof configOf>, bh: BughouseConfig, side: number, kind: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < bh.giftBuildRanks && k < config.ranks; k++) {
    const rank = side === 0 ? k : config.ranks - 1 - k;
    const last = side === 0 ? config.ranks - 1 : 0;
    if (kind === PAWN && rank === last && !bh.giftPawnsOnLastRank) continue;
    for (let file = 0; file < config.files; file++) out.push(rank * config.files + file);
  }
  return out;
}

/** The free builds of `seat`'s gifts (B4), legal on `pos` (that seat's side to move). */
export function giftBuilds(state: BoardState, env: Env, rules: Rules, seat: number, pos: Position): ChessOption[] {
  const config = configOf(rules);
  const bh = bughouseConfigOf(rules);
  const side = sideOf(state, seat);
  const board = state.zones.board;
  const cardOf = cardsOf(state, env);
  const out: ChessOption[] = [];
  if (bh.giftBuildsCount && state.builds[seat] >= config.builds) return out;
  if (pos.over()) return out;
  for (const instance of cardsIn(state, handZone(env.terms, seat))) {
    if (!state.gifts.includes(instance)) continue;
    const value =
      state.modifiers.length > 0 ? effectiveCard(state, env.catalogue, instance).value : cardOf(instance).value;
    const kind = value === null ? 0 : config.kindOfValue[value];
    if (value === null || kind === 0 || kind === KING || (kind !== PAWN && !bh.giftsAsTheirPiece)) continue;
    const c = namesOf(cardOf(instance));
    for (const to of giftSquares(config, bh, side, kind)) {
      if (board[to] !== null || !pos.legalAfter(encodeMove(0, to, BUILD, value))) continue;
      const sq = pos.g.names[to];
      const move: ChessMove = {
        type: 'build',
        to,
        card: instance,
        notation: formatNotation({ type: 'build', card: c.code, to: sq }),
        ...(bh.giftBuildsCount ? {} : { free: true }),
      };
      out.push({
        label: `${move.notation}: build ${c.label}, a gift from your partner, on ${sq}`,
        card: cardOf(instance).id,
        instance,
        move,
      });
    }
  }
  return out;
}

/**
 * Every legal action of `seat` now: Tech Chess's, its builds of gifts replaced by the free ones (B4).
 * `pos` and `cards`, if given, are the board with that seat's side to move and its card on each square.
 */
export function turnOptions(
  state: BoardState,
  env: Env,
  rules: Rules,
  seat: number,
  pos?: Position,
  cards: (Card | null)[] = [],
): ChessOption[] {
  const board = pos ?? positionOf(state, env, configOf(rules), sideOf(state, seat), cards);
  const own = actionOptions(state, env, configOf(rules), seat, board, cards);
  if (state.gifts.length === 0) return own;
  const kept = own.filter((o) => !(o.move!.type === 'build' && state.gifts.includes(o.move!.card!)));
  return [...kept, ...giftBuilds(state, env, rules, seat, board)];
}

/**
 * Lists the actions of a turn waiting for its action again, with the hand as it is now: gifts arrive
 * while a board waits for the other (B2), after its turn began.
 */
export function refreshTurn(state: BoardState, env: Env, rules: Rules): void {
  const data = state.flow.running as TurnData | null;
  const pending = state.pending;
  if (data?.stage !== 'action' || !pending || pending.kind !== 'chess/action') return;
  const options = turnOptions(state, env, rules, pending.seat);
  pending.options = options;
  data.actions = options.map((o) => o.move!);
}

/**
 * Tech Chess's turn (the rules file's `chess-turn`) with the gifts' free builds among its actions, there
 * as it begins: a lone king whose only escape is a gift build is not mated, a player whose only actions
 * are gift builds is neither stalemated nor passed (C6: "no move, build, upgrade, gift build or hand effect").
 */
export const giftTurn: Procedure<BoardState> = chessTurnWith<BoardState>((call, seat, pos, cards) =>
  turnOptions(call.state, call.env, call.rules, seat, pos, cards),
);

/**
 * B3: the cards captured on board `b` by its last action go from its captured zone to the capturing
 * player's partner's hand, on the other board, and count as gifts there.
 */
export function passGifts(state: BughouseState, b: number, bh: BughouseConfig, catalogue: Env['catalogue']): void {
  const seats = bh.boards;
  const zone = `${BOARD_LETTERS[b]}/${bh.capturedZone}`;
  const waiting = state.zones[zone] ?? [];
  if (waiting.length === 0) return;
  const moves = state.boards[b].moves;
  for (const instance of waiting) {
    if (instance === null) continue;
    const record = [...moves].reverse().find((m) => m.move.captures === instance);
    if (!record) throw new Error(`${instance} was captured by no move`);
    const capturer = seats[b][record.seat];
    const receiver = bh.partner[capturer];
    const to = seats[0].includes(receiver) ? 0 : 1;
    state.zones[seatZone('hand', receiver)] = [...state.zones[seatZone('hand', receiver)]!, instance];
    state.boards[to].gifts = [...state.boards[to].gifts, instance];
    const card = catalogue[state.cards[instance]];
    state.log.push({
      seat: capturer,
      text: `${seatName(capturer)} passes the captured ${card.name} (${card.value} ${card.domain}) to ${seatName(receiver)}, on board ${BOARD_LETTERS[to].toUpperCase()}.`,
    });
  }
  state.zones[zone] = [];
}
