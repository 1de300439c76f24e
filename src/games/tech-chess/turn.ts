// A turn, the procedure `chess-turn` of the rules file: one action (move, hand effect, upgrade, build),
// the capturing card's effect after a capture if its player wants it, then the end of the turn: lasting
// effects end, the game may end (both kings captured, two lone kings, the turn limit), check is announced.
// At the start of a turn, a player with one king and no legal action is checkmated or stalemated (C5); a
// variant that adds actions (Bughouse's gift builds) lists them for that judgement (`chessTurnWith`).
import { amountFor, type Card } from '../../dsl/runtime.js';
import { cardLabel, effectiveCard } from '../../engine/cards.js';
import { useEffect, type Procedure, type ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { expireModifiers } from '../../engine/modifiers.js';
import { drawOne } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { locate, move, swap } from '../../engine/zones.js';
import { actionOptions, positionOf } from './actions.js';
import { configOf, turnLimit } from './config.js';
import { geometry, type Position } from './position.js';
import {
  BOARD,
  RESOLVING,
  seatOfSide,
  sideOf,
  type ChessMove,
  type ChessOption,
  type MoveRecord,
  type Result,
  type TechChessState,
} from './state.js';

type Call = ProcedureCall<TechChessState>;

/** What a turn keeps while it waits (Bughouse refreshes the `actions` of a turn whose hand has grown). */
export interface TurnData {
  stage: 'action' | 'capture-effect';
  actions?: ChessMove[]; // the options of the action choice, in order
  piece?: string; // the capturing piece whose effect may be used
  used?: string; // the hand card whose effect runs (in the resolving slot)
}

const label = (call: Call, instance: string) => cardLabel(call.env.catalogue[call.state.cards[instance]]);
const square = (call: Call, sq: number) => geometry(configOf(call.rules)).names[sq];
/**
 * Rewrites the notation of the last move record (a capture's effect used, check, mate). Records are
 * replaced, never changed: the copies `apply` makes share them (see `appendOnly` in createTechChess).
 */
function amendLast(state: TechChessState, seat: number | null, amend: (notation: string) => string): void {
  const last = state.moves.length - 1;
  const record = state.moves[last];
  if (record && (seat === null || record.seat === seat))
    state.moves[last] = { ...record, notation: amend(record.notation) };
}

/** Ends the game: the result, a log entry, and the flow stops. */
export function endGame(state: TechChessState, result: Result): void {
  state.result = result;
  state.flow.stage = 'over';
  state.pending = null;
  const winner = result.winner === null ? null : who(result.winner);
  const text = {
    'kings-captured': `${winner} has captured both kings and wins.`,
    checkmate: winner ? `Checkmate: ${winner} wins.` : 'Checkmate: the game is a draw.',
    stalemate: winner ? `Stalemate: ${winner} wins.` : 'Stalemate: the game is a draw.',
    'two-lone-kings': 'Each player has only one king left and no other pieces: the game is a draw.',
    'turn-limit': 'The turn limit is reached: the game is a draw.',
  }[result.reason];
  state.log.push({ seat: null, text });
}

/**
 * Lists every legal action of `seat` now, as the options of the `chess/action` choice: `pos` is the board
 * with that seat's side to move, `cards` its card on each square (both from `positionOf`). Tech Chess's own
 * are `actionOptions`'; a variant played on Tech Chess's turn gives its own (Bughouse adds its gifts' free
 * builds), so checkmate, stalemate and a pass are judged on every action the player really has (C6).
 */
export type ActionLister<S extends TechChessState = TechChessState> = (
  call: ProcedureCall<S>,
  seat: number,
  pos: Position,
  cards: (Card | null)[],
) => ChessOption[];

const ownActions: ActionLister = (call, seat, pos, cards) =>
  actionOptions(call.state, call.env, configOf(call.rules), seat, pos, cards);

/** Tech Chess's turn with its actions listed by `listActions` (a variant's). */
export function chessTurnWith<S extends TechChessState>(listActions: ActionLister<S>): Procedure<S> {
  return { ...chessTurn, start: (call) => startTurn(call, listActions) };
}

export const chessTurn: Procedure<TechChessState> = {
  start: (call) => startTurn(call, ownActions),

  answer(call, raw, picks) {
    const data = raw as TurnData;
    const { state } = call;
    const seat = call.seat!;
    switch (data.stage) {
      case 'action':
        return act(call, data.actions![picks[0]]);
      case 'capture-effect': {
        const piece = data.piece!;
        if (picks[0] !== 0) {
          state.log.push({ seat, text: `${who(seat)} does not use the effect of ${label(call, piece)}.` });
          return endTurn(call, data);
        }
        amendLast(state, null, (n) => `${n}*`);
        return useEffect(seat, state.cards[piece], piece, {});
      }
    }
  },

  /** After the effect of the capturing piece or of a hand card (`used`): the end of the turn. */
  after: (call, data) => endTurn(call, data as Pick<TurnData, 'used'>),
};

/** A turn begins: its actions listed, then a stuck lone king mated or stalemated, no action a pass. */
function startTurn<S extends TechChessState>(call: ProcedureCall<S>, listActions: ActionLister<S>): unknown {
  const { state, env } = call;
  const seat = call.seat!;
  if (state.result) return null;
  const config = configOf(call.rules);
  state.turn++;
  const side = sideOf(state, seat);
  // One board for the turn's start: the actions are listed on it, then it says whether the king is stuck.
  const cards: (Card | null)[] = [];
  const pos = positionOf(state, env, config, side, cards);
  const options = listActions(call, seat, pos, cards);
  const actions = options.map((o) => o.move!);
  if (pos.guarded(side)) {
    const attacked = pos.inCheck(side);
    const stuck = attacked || config.stalemateActions ? actions.length === 0 : !actions.some((a) => a.type === 'move');
    if (stuck) {
      const other = seatOfSide(state, side ^ 1);
      if (attacked) {
        amendLast(state, null, (n) => `${n.replace(/\+$/, '')}#`);
        endGame(state, { winner: config.checkmate === 'loses' ? other : null, reason: 'checkmate' });
      } else {
        endGame(state, {
          winner: config.stalemate === 'draw' ? null : config.stalemate === 'loses' ? other : seat,
          reason: 'stalemate',
        });
      }
      return null;
    }
  }
  if (actions.length === 0) return act(call, { type: 'pass', notation: '--' });
  const checked = state.check.includes(seat);
  state.pending = {
    seat,
    kind: 'chess/action',
    min: 1,
    max: 1,
    prompt: `${checked ? 'Check! ' : ''}Your turn: move a piece, use a hand card, upgrade or build`,
    options,
  };
  return { stage: 'action', actions } satisfies TurnData;
}

function act(call: Call, m: ChessMove): unknown {
  const { state, env } = call;
  const seat = call.seat!;
  const config = configOf(call.rules);
  state.moves.push({ seat, turn: state.turn, notation: m.notation, move: m });
  switch (m.type) {
    case 'move': {
      const piece = m.piece!;
      const captured = state.zones[BOARD][m.to!];
      const king = captured !== null && effectiveCard(state, env.catalogue, captured).value === config.kingValue;
      if (captured) {
        // "Put the captured piece into the discard pile. If you capture a king, expel it."
        move(state, env.terms, captured, king ? env.terms.expelled : (config.capturedTo ?? env.terms.discard), 'top');
        delete state.owners[captured];
        state.log.push({
          seat,
          text: `${who(seat)} moves ${label(call, piece)} from ${square(call, m.from!)} to ${square(call, m.to!)} and captures ${label(call, captured)}${king ? ', a king: it is expelled' : ''}.`,
        });
      } else {
        state.log.push({
          seat,
          text: `${who(seat)} moves ${label(call, piece)} from ${square(call, m.from!)} to ${square(call, m.to!)}.`,
        });
      }
      move(state, env.terms, piece, BOARD, m.to!);
      // Only a captured king can be the other side's last.
      if (captured && env.catalogue[state.cards[piece]].effect && !(king && gameEnds(call))) {
        // "If he captures an opposing piece, he may use the card ability on the piece that made the capture."
        const effect = env.catalogue[state.cards[piece]].effect!;
        state.pending = {
          seat,
          kind: 'chess/capture-effect',
          min: 1,
          max: 1,
          prompt: `Use the effect of ${label(call, piece)}? ${effect.keyword} – ${effect.text}`,
          options: [
            { label: 'Yes', answer: 'yes', card: state.cards[piece], instance: piece },
            { label: 'No', answer: 'no' },
          ],
        };
        return { stage: 'capture-effect', piece } satisfies TurnData;
      }
      return endTurn(call, {});
    }
    case 'build':
      move(state, env.terms, m.card!, BOARD, m.to!);
      state.owners[m.card!] = seat;
      // A free build (Bughouse's B4: a card from the partner) does not count against the builds.
      if (!m.free) state.builds[seat]++;
      state.log.push({
        seat,
        text: `${who(seat)} builds ${label(call, m.card!)} on ${square(call, m.to!)} (${m.free ? 'a gift: no build counted' : `${config.builds - state.builds[seat]} builds left`}).`,
      });
      return endTurn(call, {});
    case 'upgrade':
      // "… by exchanging those cards": the hand card takes the piece's square and owner.
      swap(state, m.card!, m.piece!);
      state.upgrades[seat]++;
      state.log.push({
        seat,
        text: `${who(seat)} upgrades ${label(call, m.piece!)} on ${square(call, m.to!)} to ${label(call, m.card!)} (${config.upgrades - state.upgrades[seat]} upgrades left).`,
      });
      return endTurn(call, {});
    case 'use': {
      // "To use a card ability, a player reveals the card and resolves the game effect on it."
      move(state, env.terms, m.card!, RESOLVING, 0);
      state.log.push({ seat, text: `${who(seat)} reveals ${label(call, m.card!)}.` });
      return useEffect(seat, state.cards[m.card!], m.card!, { used: m.card });
    }
    case 'pass':
      state.log.push({ seat, text: `${who(seat)} has no legal action and passes.` });
      return endTurn(call, {});
  }
}

/** Has the last action taken the other side's last king? */
function gameEnds(call: Call): boolean {
  const { state, env } = call;
  const pos = positionOf(state, env, configOf(call.rules));
  return pos.kings[sideOf(state, call.seat!) ^ 1] === 0;
}

function endTurn(call: Call, data: Pick<TurnData, 'used'>): null {
  const { state, env } = call;
  const seat = call.seat!;
  const config = configOf(call.rules);
  if (data.used && locate(state, data.used)?.zone === RESOLVING) {
    // C3: "A hand card used for its effect is discarded; no card is drawn unless an effect says so."
    move(state, env.terms, data.used, config.discardUsedCard ? env.terms.discard : handZone(env.terms, seat), 'top');
    if (config.drawAfterHandEffect && drawOne(state, call, handZone(env.terms, seat)))
      state.log.push({ seat, text: `${who(seat)} draws a card.` });
  }
  // "Game effects last until the end of the turn if not specified on the card."
  expireModifiers(state, 'turn');
  const side = sideOf(state, seat);
  const pos = positionOf(state, env, config);
  const other = seatOfSide(state, side ^ 1);
  if (pos.kings[side ^ 1] === 0) {
    endGame(state, { winner: seat, reason: 'kings-captured' });
    return null;
  }
  if (pos.kings[side] === 0) {
    endGame(state, { winner: other, reason: 'kings-captured' });
    return null;
  }
  if (config.twoLoneKingsDraw && pos.pieces[0] === 1 && pos.pieces[1] === 1) {
    endGame(state, { winner: null, reason: 'two-lone-kings' });
    return null;
  }
  // "When a King comes under fire, the attacker announces check."
  state.check = [0, 1].filter((s) => pos.inCheck(s)).map((s) => seatOfSide(state, s));
  if (state.check.includes(other)) {
    amendLast(state, seat, (n) => `${n}+`);
    state.log.push({ seat, text: `Check! ${who(other)}'s king is attacked.` });
  }
  if (
    call.rules.rounds &&
    state.round >= amountFor(call.rules.rounds, state.players) &&
    (state.flow.queue?.length ?? 0) <= 1
  ) {
    endGame(state, { winner: null, reason: 'turn-limit' });
    return null;
  }
  // C6: "A game with 100 full turns and no capture, build or upgrade draws."
  const limit = turnLimit(state.settings['turn-limit'], state.settings['turn-limit-counts']);
  const reached =
    limit.counts === 'every'
      ? state.round >= limit.turns && (state.flow.queue?.length ?? 0) <= 1
      : quietTurns(state.moves, 2 * limit.turns) >= 2 * limit.turns;
  if (reached) endGame(state, { winner: null, reason: 'turn-limit' });
  return null;
}

/** How many of the last turns (each player's, up to `most`) captured nothing, built nothing and upgraded nothing. */
export function quietTurns(moves: readonly MoveRecord[], most: number): number {
  let n = 0;
  for (let i = moves.length - 1; i >= 0 && n < most; i--, n++) {
    const m = moves[i].move;
    if (m.captures !== undefined || m.type === 'build' || m.type === 'upgrade') break;
  }
  return n;
}
