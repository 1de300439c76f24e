// A hand's start and end: the ante (poker-squared.txt 0), the four new cards (P1), and the end of the
// match: "Your opponent runs out of chips", or after the last hand the most chips, then P5.
import { amountFor, type Rules } from '../../dsl/runtime.js';
import type { Outcome } from '../../engine/game.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { Rng } from '../../engine/rng.js';
import { drawOne } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import { readSettings } from './settings.js';
import { MUCK, type PokerSquaredState } from './state.js';

type Call = ProcedureCall<PokerSquaredState>;

/** Squares in a grid: the hands that fill one (9 for a 3 by 3 grid). */
export function gridSize(rules: Rules): number {
  const shape = rules.zones.grid?.shape;
  if (shape?.kind !== 'grid') throw new Error('Poker Squared needs a zone "grid: a 3 by 3 grid, per player, face up"');
  return shape.rows * shape.columns;
}

/** The ante of a hand: "rounds 1-9 … 1 chip each … 10-18 … 2 … 19-27 … 3" (P4: by grid). */
export function anteFor(state: PokerSquaredState, rules: Rules, hand = state.round): number {
  const antes = readSettings(state.settings).anteByGrid;
  return antes[Math.min(Math.floor((hand - 1) / gridSize(rules)), antes.length - 1)];
}

export const lastHand = (state: PokerSquaredState, rules: Rules) =>
  rules.rounds ? amountFor(rules.rounds, state.players) : Infinity;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "Players will ante … (be forced to each bet … prior to cards being dealt)". */
export const ante: Procedure<PokerSquaredState> = {
  start({ state, rules }: Call) {
    const level = anteFor(state, rules);
    // A player with fewer chips than the ante: both ante what the poorer one has (short-ante), so no
    // side pot is ever needed.
    const paid = Math.min(level, ...state.chips);
    state.chips = state.chips.map((c) => c - paid);
    state.stakes = state.chips.map(() => paid);
    state.pot = paid * state.players;
    state.squares = state.chips.map(() => null);
    state.hands.push({
      hand: state.round,
      ante: paid,
      placed: [],
      firstBettor: null,
      effects: [],
      bets: [],
      folded: null,
      shown: [],
      winners: [],
      pot: state.pot,
    });
    state.log.push({
      seat: null,
      text: `Hand ${state.round}: each player antes ${plural(paid, 'chip')}; the pot is ${state.pot}.`,
    });
    return null;
  },
  answer: () => null,
};

/**
 * Draws a card into `to`: "The deck will only be shuffled when there are no cards left in it (remaining
 * cards will be distributed first)". Folded hands (the muck) are shuffled in with the discard.
 */
export function drawCard(state: PokerSquaredState, call: ProcedureCall, to: string): string | null {
  const { terms } = call.env;
  if ((state.zones[terms.deck]?.length ?? 0) === 0)
    for (const i of cardsIn(state, MUCK)) move(state, terms, i, terms.discard, 'top');
  return drawOne(state, call, to);
}

/** P1: "Each hand both players draw 4 new cards", dealt one at a time. */
export const drawHands: Procedure<PokerSquaredState> = {
  start(call: Call) {
    const { state, env } = call;
    const count = Number(call.args.cards ?? 4);
    if (!readSettings(state.settings).reshuffleOnlyWhenEmpty) {
      for (const zone of [env.terms.discard, MUCK])
        for (const i of cardsIn(state, zone)) move(state, env.terms, i, env.terms.deck, 'bottom');
      new Rng(state).shuffle(state.zones[env.terms.deck]);
    }
    for (let n = 0; n < count; n++)
      for (let seat = 0; seat < state.players; seat++) drawCard(state, call, handZone(env.terms, seat));
    for (let seat = 0; seat < state.players; seat++)
      state.log.push({
        seat,
        text: `${who(seat)} draws ${plural(cardsIn(state, handZone(env.terms, seat)).length, 'card')}.`,
      });
    return null;
  },
  answer: () => null,
};

/** The match result: the other player after a concession (P8); else most chips; equal chips, more grid lines won (P5); then a draw. */
export function outcomeOf(state: PokerSquaredState): Outcome | null {
  if (state.flow.stage !== 'over') return null;
  const scores = [...state.chips];
  // P8: "the other wins the match and the chips stay as they are".
  if (state.endedBy === 'concede' && state.conceded !== null) return { scores, winners: [1 - state.conceded] };
  const top = Math.max(...scores);
  let winners = scores.map((s, seat) => (s === top ? seat : -1)).filter((s) => s >= 0);
  if (winners.length > 1 && readSettings(state.settings).tieBreakLinesWon) {
    const most = Math.max(...winners.map((s) => state.linesWon[s]));
    winners = winners.filter((s) => state.linesWon[s] === most);
  }
  return { scores, winners };
}

/** Ends the match now, saying why and who won. */
export function endMatch(state: PokerSquaredState, why: 'chips' | 'hands'): void {
  state.flow.stage = 'over';
  state.endedBy = why;
  const { winners } = outcomeOf(state)!;
  const reason =
    why === 'chips'
      ? `${state.chips
          .map((c, s) => (c === 0 ? who(s) : null))
          .filter(Boolean)
          .join(' and ')} has no chips left`
      : `after hand ${state.round}, with ${state.chips.join(' to ')} chips${state.chips[0] === state.chips[1] ? ` and ${state.linesWon.join(' to ')} grid lines won` : ''}`;
  const result = winners.length === 1 ? `${who(winners[0])} wins the match` : 'The match is a draw';
  state.log.push({ seat: null, text: `${result}: ${reason}.` });
}

/** "You win … 1) Your opponent runs out of chips 2) You have more chips total … after hand 27". */
export const endHand: Procedure<PokerSquaredState> = {
  start({ state, rules }: Call) {
    if (state.chips.some((c) => c === 0)) endMatch(state, 'chips');
    else if (state.round >= lastHand(state, rules)) endMatch(state, 'hands');
    return null;
  },
  answer: () => null,
};
