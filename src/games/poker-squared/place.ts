// "PLACING ON GRID: Each player will place one of their four cards in hand face up on your 3x3 grid …
// What card is where will always be public to both players. Then … The player who put down the lower
// card on their grid will bet first." Both players choose at once: a choice stays secret (the card in a
// private slot, its square in the state) until both have chosen, then both cards go face up together.
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import { cardChoice, instanceName, orderRank } from './cards.js';
import { readSettings } from './settings.js';
import {
  current,
  gridZone,
  other,
  placingZone,
  SQUARES,
  type PokerSquaredOption,
  type PokerSquaredState,
} from './state.js';

type Call = ProcedureCall<PokerSquaredState>;
type Data = { stage: 'card'; queue: number[] } | { stage: 'square'; queue: number[]; free: number[] };

const WHERE = ['top left', 'top', 'top right', 'left', 'centre', 'right', 'bottom left', 'bottom', 'bottom right'];
/** "E (centre)". */
export const squareLabel = (square: number) => `${SQUARES[square]} (${WHERE[square]})`;

/** The empty squares of a player's grid. */
export const freeSquares = (state: PokerSquaredState, seat: number) =>
  state.zones[gridZone(seat)].map((i, square) => (i === null ? square : -1)).filter((s) => s >= 0);

export const placeOnGrid: Procedure<PokerSquaredState> = {
  start(call: Call) {
    return askCard(
      call,
      Array.from({ length: call.state.players }, (_, seat) => seat),
    );
  },
  answer(call: Call, raw, picks) {
    const data = raw as Data;
    const { state, env } = call;
    const seat = data.queue[0];
    if (data.stage === 'card') {
      const instance = cardsIn(state, handZone(env.terms, seat))[picks[0]];
      move(state, env.terms, instance, placingZone(seat), 0);
      const free = freeSquares(state, seat);
      state.pending = {
        seat,
        kind: 'poker-squared/place-square',
        prompt: `Place ${instanceName(state, env, instance)} on a square of your grid`,
        min: 1,
        max: 1,
        options: free.map((square): PokerSquaredOption => ({ label: squareLabel(square), square })),
      };
      return { stage: 'square', queue: data.queue, free } satisfies Data;
    }
    state.squares[seat] = data.free[picks[0]];
    state.log.push({ seat, text: `${who(seat)} has chosen a card for the grid.` });
    return askCard(call, data.queue.slice(1));
  },
};

function askCard(call: Call, queue: number[]): Data | null {
  const { state, env } = call;
  const seat = queue[0];
  if (seat === undefined) return reveal(call);
  const hand = cardsIn(state, handZone(env.terms, seat));
  state.active = seat;
  state.pending = {
    seat,
    kind: 'poker-squared/place-card',
    prompt: 'Choose a card to place face up on your grid; the other three are your hand',
    min: 1,
    max: 1,
    options: hand.map((i) => cardChoice(state, env, i)),
  };
  return { stage: 'card', queue };
}

/** Both cards go face up together; the lower one bets first (P3). */
function reveal(call: Call): null {
  const { state, env } = call;
  const record = current(state);
  const placed: string[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const instance = cardsIn(state, placingZone(seat))[0];
    const square = state.squares[seat]!;
    move(state, env.terms, instance, gridZone(seat), square);
    record.placed.push({ seat, card: state.cards[instance], square });
    placed.push(instance);
  }
  state.squares = state.squares.map(() => null);
  state.log.push({
    seat: null,
    text: `${record.placed.map((p, seat) => `${who(p.seat)} places ${instanceName(state, env, placed[seat])} on ${SQUARES[p.square]}`).join('; ')}.`,
  });

  const settings = readSettings(state.settings);
  const [r0, r1] = placed.map((instance) => orderRank(state, env, instance, settings.ace));
  const lower = settings.firstBettor === 'lower';
  let first: number;
  let why: string;
  if (r0 !== r1) {
    first = r0 < r1 === lower ? 0 : 1;
    why = `the ${lower ? 'lower' : 'higher'} card`;
  } else {
    // "equal ranks: the player who acted second last hand acts first" (on hand 1: the bettor chosen at random).
    first = state.round === 1 ? state.markers['first-bettor'] : other(state.markers['first-bettor']);
    why =
      state.round === 1 ? 'equal cards; chosen at random for the first hand' : 'equal cards; they bet second last hand';
  }
  state.markers['first-bettor'] = first;
  record.firstBettor = first;
  state.log.push({ seat: null, text: `${who(first)} bets first (${why}).` });
  return null;
}
