// Setup 3, "set up the play board": each player, the first player first, takes the cards of `board-cards`
// in their two domains, picks which of a value go to the board when the ranks have fewer places for it
// than there are cards (one 11 and one 12, C2; the others go into the deck), and arranges the domains of
// the values with two places (1s, 2s, 3s, 4s and 13s: the owner's choice, with a default offered first).
import type { Domain } from '../../dsl/runtime.js';
import { cardLabel } from '../../engine/cards.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption, withFields } from '../../engine/options.js';
import { turnOrder } from '../../engine/steps.js';
import { locate, move } from '../../engine/zones.js';
import { DOMAIN_ORDER, KIND_NAMES, configOf, pieceKind, type ChessConfig } from './config.js';
import { cardsOf } from './cards.js';
import { cardCode } from './notation.js';
import { squareName } from './position.js';
import { BOARD, sideOf, type ChessOption, type Placement, type TechChessState } from './state.js';

type Call = ProcedureCall<TechChessState>;

interface SetupData {
  seats: number[]; // seats still to set up, the current one first
  picks: Record<number, string[]>; // value → the instances picked for the board
  custom: boolean | null; // the current seat arranges by hand (true) or takes the default (false)
  order: Record<number, string[]>; // value → instances placed so far, in the order of its squares
}

/** Where each value goes for a side, its squares ordered from the owner's left. */
export function placesFor(config: ChessConfig, side: number): Map<number, number[]> {
  const places = new Map<number, number[]>();
  const file = (k: number) => (side === 1 && config.fromOwnersLeft ? config.files - 1 - k : k);
  const ranks = side === 0 ? [0, 1] : [config.ranks - 1, config.ranks - 2];
  [config.firstRanks[side], config.secondRank].forEach((values, i) =>
    values.forEach((value, k) => {
      places.set(value, [...(places.get(value) ?? []), ranks[i] * config.files + file(k)]);
    }),
  );
  return places;
}

/** The side's cards of each board value still in the deck, in domain order (lowest first). */
function cardsFor(call: Call, side: number): Map<number, string[]> {
  const { state, env } = call;
  const config = configOf(call.rules);
  const cardOf = cardsOf(state, env);
  const cards = new Map<number, string[]>(config.boardCards.map((value) => [value, []]));
  // One pass over the deck: each value's cards in deck order, then sorted (stably) by domain.
  for (const i of state.zones[env.terms.deck]) {
    if (i === null) continue;
    const card = cardOf(i);
    const found = card.value === null ? undefined : cards.get(card.value);
    if (found && card.domain !== 'wild' && config.domains[side].includes(card.domain)) found.push(i);
  }
  const rank = (i: string) => DOMAIN_ORDER.indexOf(cardOf(i).domain as Domain);
  for (const found of cards.values()) found.sort((a, b) => rank(a) - rank(b));
  return cards;
}

const code = (call: Call, instance: string) => cardCode(call.env.catalogue[call.state.cards[instance]]);
const pieceWord = (config: ChessConfig, value: number) => KIND_NAMES[config.kindOfValue[value]] || 'card';

/** The default order of a value's cards over its squares (C2: "the element offers a default"). */
function defaultOrder(config: ChessConfig, cards: string[]): string[] {
  return config.defaultLowerLeft ? [...cards] : [...cards].reverse();
}

function next(call: Call, data: SetupData): SetupData | null {
  const { state } = call;
  const config = configOf(call.rules);
  const g = { files: config.files };
  while (data.seats.length > 0) {
    const seat = data.seats[0];
    const side = sideOf(state, seat);
    const places = placesFor(config, side);
    const cards = cardsFor(call, side);
    state.active = seat;
    // The player sees their own board cards while choosing and arranging them, and only they do: as if
    // they looked at them (they are still in the deck until placed).
    for (const found of cards.values()) {
      for (const instance of found) {
        const seen = (state.looked[instance] ??= []);
        if (!seen.includes(seat)) seen.push(seat);
      }
    }
    // C2: "Each player picks one of their two 11s and one of their two 12s for the board."
    for (const value of config.boardCards) {
      const need = places.get(value)?.length ?? 0;
      const have = cards.get(value)!;
      if (need > have.length)
        throw new Error(`the setup ranks need ${need} cards of value ${value}, the player has ${have.length}`);
      if (data.picks[value] || need === have.length) continue;
      if (need === 0) {
        data.picks[value] = [];
        continue;
      }
      state.pending = {
        seat,
        kind: 'chess/pick',
        min: need,
        max: need,
        prompt: `Choose your ${value} for the board (${need === 1 ? `a ${pieceWord(config, value)}` : `${need} cards`}); the other${have.length - need === 1 ? ' goes' : 's go'} into the deck`,
        options: have.map((i) => cardOption(state, call.env, i)),
      };
      return data;
    }
    const chosen = (value: number) => data.picks[value] ?? cards.get(value)!;
    const arrangeable = config.boardCards.filter((v) => (places.get(v)?.length ?? 0) >= 2);
    if (arrangeable.length > 0 && data.custom === null) {
      const placements = arrangeable.map((v) =>
        defaultOrder(config, chosen(v)).map(
          (instance, k): Placement => ({
            square: places.get(v)![k],
            instance,
            card: state.cards[instance],
            piece: pieceKind(config, v),
          }),
        ),
      );
      const preview = placements
        .map((row) => row.map((p) => `${code(call, p.instance)} ${squareName(g, p.square)}`).join(', '))
        .join('; ');
      const options: ChessOption[] = [
        { label: `Default: ${preview}`, answer: 'yes', placements: placements.flat() },
        { label: 'Choose the order yourself', answer: 'no' },
      ];
      state.pending = {
        seat,
        kind: 'chess/arrange',
        min: 1,
        max: 1,
        prompt: `Arrange the domains of your ${arrangeable.map((v) => `${v}s`).join(', ')}`,
        options,
      };
      return data;
    }
    if (data.custom) {
      for (const value of arrangeable) {
        const order = (data.order[value] ??= []);
        const left = chosen(value).filter((i) => !order.includes(i));
        if (left.length <= 1) continue;
        const square = places.get(value)![order.length];
        const name = squareName(g, square);
        const options: ChessOption[] = left.map((i) =>
          withFields(cardOption(state, call.env, i, ` on ${name}`), { square }),
        );
        state.pending = {
          seat,
          kind: 'chess/arrange-pair',
          min: 1,
          max: 1,
          prompt: `Which ${value} goes on ${name}?`,
          options,
        };
        return data;
      }
    }
    placeSide(
      call,
      seat,
      places,
      (value) => {
        const all = chosen(value);
        const order = data.custom ? (data.order[value] ?? []) : defaultOrder(config, all);
        return [...order, ...all.filter((i) => !order.includes(i))];
      },
      cards,
    );
    data = { seats: data.seats.slice(1), picks: {}, custom: null, order: {} };
  }
  // The choosing is over: the cards looked at for it are hidden again (the unpicked ones go into the deck).
  state.looked = {};
  return null;
}

function placeSide(
  call: Call,
  seat: number,
  places: Map<number, number[]>,
  ordered: (value: number) => string[],
  cards: Map<number, string[]>,
): void {
  const { state, env } = call;
  const config = configOf(call.rules);
  const placed: string[] = [];
  const left: string[] = [];
  for (const value of config.boardCards) {
    const squares = places.get(value) ?? [];
    const order = ordered(value);
    squares.forEach((sq, k) => {
      move(state, env.terms, order[k], BOARD, sq);
      state.owners[order[k]] = seat;
      placed.push(`${code(call, order[k])} ${squareName({ files: config.files }, sq)}`);
    });
    for (const i of cards.get(value)!)
      if (locate(state, i)?.zone === env.terms.deck && !order.slice(0, squares.length).includes(i)) left.push(i);
  }
  // C2: "the unpicked two are shuffled into the deck" (the setup shuffles the deck next).
  if (!config.shuffleUnpicked) for (const i of left) move(state, env.terms, i, env.terms.expelled, 'top');
  state.log.push({ seat, text: `${who(seat)} sets up: ${placed.join(', ')}.` });
  if (left.length > 0) {
    state.log.push({
      seat,
      text: `${left.map((i) => cardLabel(env.catalogue[state.cards[i]])).join(' and ')} ${config.shuffleUnpicked ? 'go into the deck' : 'are expelled'}.`,
    });
  }
}

export const setUpBoard: Procedure<TechChessState> = {
  start(call) {
    return next(call, { seats: turnOrder(call.state), picks: {}, custom: null, order: {} });
  },
  answer(call, raw, picks) {
    const data = raw as SetupData;
    const seat = data.seats[0];
    const side = sideOf(call.state, seat);
    const config = configOf(call.rules);
    const cards = cardsFor(call, side);
    const places = placesFor(config, side);
    // Which question was asked follows from what is decided so far, as in `next`.
    const value = config.boardCards.find((v) => !data.picks[v] && (places.get(v)?.length ?? 0) < cards.get(v)!.length);
    if (value !== undefined) {
      data.picks[value] = picks.map((i) => cards.get(value)![i]);
      call.state.log.push({
        seat,
        text: `${who(seat)} picks ${data.picks[value].map((i) => cardLabel(call.env.catalogue[call.state.cards[i]])).join(', ')} for the board.`,
      });
      return next(call, data);
    }
    if (data.custom === null) {
      data.custom = picks[0] === 1;
      return next(call, data);
    }
    const arrangeable = config.boardCards.filter((v) => (places.get(v)?.length ?? 0) >= 2);
    for (const v of arrangeable) {
      const order = (data.order[v] ??= []);
      const left = (data.picks[v] ?? cards.get(v)!).filter((i) => !order.includes(i));
      if (left.length <= 1) continue;
      order.push(left[picks[0]]);
      break;
    }
    return next(call, data);
  },
};
