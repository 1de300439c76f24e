// "THE GRID: After both players fill their grid completely, then the hands that comprise each row,
// column, and diagonal will be evaluated and compared against one another. If your hand in a position is
// better than your opponent's hand, you take the same number of chips from your opponent as the current
// ante." P4: hands 1-9 fill the first grid, 10-18 the second, 19-27 the third; equal lines move nothing.
// A player pays at most the chips they have; a scored grid is discarded, and the next hands fill it anew.
import type { Env } from '../../engine/context.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardsIn, move } from '../../engine/zones.js';
import { handWords, showHand } from './cards.js';
import { anteFor, endMatch } from './hand.js';
import { readSettings } from './settings.js';
import { gridZone, LINES, type LineResult, type PokerSquaredState, type ShownHand } from './state.js';

type Call = ProcedureCall<PokerSquaredState>;

/** A line of a player's grid as a hand, or null while it has an empty square. */
export function lineHand(state: PokerSquaredState, env: Env, seat: number, line: number): ShownHand | null {
  const instances = LINES[line].squares.map((sq) => state.zones[gridZone(seat)][sq]);
  if (instances.some((i) => i === null)) return null;
  return showHand(state, env, seat, instances as string[]);
}

/** The better of two hands of a line: a seat, or null when they are equal. */
export function lineWinner(hands: ShownHand[]): number | null {
  const [a, b] = hands;
  return a.score === b.score ? null : a.score > b.score ? a.seat : b.seat;
}

export const scoreGrids: Procedure<PokerSquaredState> = {
  start(call: Call) {
    const { state, env, rules } = call;
    if (readSettings(state.settings).outOfChips === 'at-once' && state.chips.some((c) => c === 0)) {
      endMatch(state, 'chips');
      return null;
    }
    const seats = Array.from({ length: state.players }, (_, seat) => seat);
    if (seats.some((seat) => state.zones[gridZone(seat)].some((i) => i === null))) return null;
    const ante = anteFor(state, rules);
    const grid = state.grids.length + 1;
    state.log.push({
      seat: null,
      text: `Both grids are full: grid ${grid} is scored line by line, ${ante} chip${ante === 1 ? '' : 's'} a line.`,
    });
    const lines: LineResult[] = [];
    const won = seats.map(() => 0);
    const net = seats.map(() => 0);
    LINES.forEach((line, index) => {
      const hands = seats.map((seat) => lineHand(state, env, seat, index)!);
      const winner = lineWinner(hands);
      let paid = 0;
      if (winner !== null) {
        const loser = 1 - winner;
        paid = Math.min(ante, state.chips[loser]);
        state.chips[loser] -= paid;
        state.chips[winner] += paid;
        net[winner] += paid;
        net[loser] -= paid;
        won[winner]++;
        state.linesWon[winner]++;
      }
      lines.push({ line: index, hands, winner, paid });
      const [a, b] = hands;
      state.log.push({
        seat: null,
        event: 'poker-squared/line',
        text: `${line.name}: ${who(a.seat)}'s ${handWords(env, state.deckKind, a)} ${winner === null ? 'ties' : winner === a.seat ? 'beats' : 'loses to'} ${who(b.seat)}'s ${handWords(env, state.deckKind, b)}${winner === null ? '' : ` — ${who(winner)} takes ${paid}`}.`,
      });
    });
    state.grids.push({ grid, hand: state.round, ante, lines, won, net });
    for (const seat of seats)
      for (const i of cardsIn(state, gridZone(seat))) move(state, env.terms, i, env.terms.discard, 'top');
    return null;
  },
  answer: () => null,
};
