// Phase 6, TRICKS: "The first player leads with any card. Then, subsequent players must follow with a
// card that matches the domain (suit) of the led card. Otherwise, they may play any card from their hand.
// The person who played the highest value card of the led domain wins the trick. A value 1 card (Ace)
// counts as value 1. … A trump domain card has a higher worth than other non-trump cards played. If more
// than one trump domain card is played, the highest value trump card wins the trick. The player who won
// the trick will lead the next trick." The rules file runs this once a player, from the trick winner.
import type { Catalogue } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption } from '../../engine/options.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import {
  DOMAIN_NAMES,
  TRICK,
  domainOrder,
  factsOf,
  domainOf,
  labelOf,
  trumpDomain,
  wonZone,
  type Domain,
  type Play,
  type TrickRecord,
  type TricksState,
} from './state.js';

type Call = ProcedureCall<TricksState>;

/**
 * Who wins a trick: the highest trump if any trump was played, else the highest card of the led domain
 * (the first card's domain). Values are as the cards count now; Ace is 1. Equal cards (only possible
 * when an effect makes two cards count alike): the first played wins (T8). Returns an index into `plays`.
 */
export function trickWinner(
  plays: Pick<Play, 'value' | 'domain'>[],
  trump: Domain | null,
): { index: number; by: 'trump' | 'led' } {
  const led = plays[0].domain;
  const by = trump !== null && plays.some((p) => p.domain === trump) ? 'trump' : 'led';
  const domain = by === 'trump' ? trump : led;
  let index = -1;
  plays.forEach((p, i) => {
    if (p.domain === domain && (index < 0 || p.value > plays[index].value)) index = i;
  });
  return { index, by };
}

/** The cards a seat may play now: any card to lead; a card of the led domain if it has one; else any card. */
export function playable(state: TricksState, env: Env, seat: number): string[] {
  const hand = cardsIn(state, handZone(env.terms, seat));
  const led = state.trick?.led ?? null;
  if (led === null) return hand;
  const follow = hand.filter((i) => domainOf(state, env, i) === led);
  return follow.length > 0 ? follow : hand;
}

/** Is printed card `a` higher than `b`: by value, then by the domain order (T10)? */
export function higherCard(catalogue: Catalogue, order: Domain[], a: string, b: string | null): boolean {
  if (b === null) return true;
  const [ca, cb] = [catalogue[a], catalogue[b]];
  const [va, vb] = [ca.value ?? 0, cb.value ?? 0];
  return va !== vb ? va > vb : order.indexOf(ca.domain as Domain) > order.indexOf(cb.domain as Domain);
}

function startTrick(state: TricksState, seat: number): void {
  state.trick ??= { number: state.tricks.length + 1, leader: seat, led: null, plays: [] };
}

/** Every seat has played or has no card to play: the trick is decided (T8: an empty hand sits out). */
function maybeFinish(call: Call): void {
  const { state, env } = call;
  const trick = state.trick;
  if (!trick) return;
  const played = new Set(trick.plays.map((p) => p.seat));
  for (let seat = 0; seat < state.players; seat++) {
    if (!played.has(seat) && cardsIn(state, handZone(env.terms, seat)).length > 0) return;
  }
  if (trick.plays.length === 0) {
    state.trick = null; // nobody had a card: no trick
    return;
  }
  const trump = trumpDomain(state, env);
  const { index, by } = trickWinner(trick.plays, trump);
  const winning = trick.plays[index];
  const record: TrickRecord = {
    number: trick.number,
    leader: trick.leader,
    led: trick.led!,
    trump,
    plays: trick.plays,
    winner: winning.seat,
    by,
  };
  for (const play of trick.plays) move(state, env.terms, play.instance, wonZone(winning.seat), 'top');
  const order = domainOrder(state);
  for (const play of trick.plays) {
    const best = state.best[winning.seat];
    if (higherCard(env.catalogue, order, play.card, best === null ? null : state.cards[best]))
      state.best[winning.seat] = play.instance;
  }
  state.tricks.push(record);
  state.trick = null;
  state.markers['trick-winner'] = winning.seat;
  state.log.push({
    seat: winning.seat,
    text: `${who(winning.seat)} wins trick ${record.number} with ${labelOf(state, env, winning.instance)}${by === 'trump' ? ' (trump)' : ''}.`,
  });
}

export const playCard: Procedure<TricksState> = {
  start(call) {
    const { state, env } = call;
    const seat = call.seat!;
    startTrick(state, seat);
    const options = playable(state, env, seat);
    if (options.length === 0) {
      state.log.push({ seat, text: `${who(seat)} has no card left and sits out trick ${state.trick!.number}.` });
      maybeFinish(call);
      return null;
    }
    const led = state.trick!.led;
    const hand = cardsIn(state, handZone(env.terms, seat));
    const prompt =
      led === null
        ? `Lead a card to trick ${state.trick!.number}`
        : options.length < hand.length || hand.every((i) => domainOf(state, env, i) === led)
          ? `Follow with a ${DOMAIN_NAMES[led]} card`
          : `Play any card: you have no ${DOMAIN_NAMES[led]} card`;
    state.pending = {
      seat,
      kind: 'tricks/play',
      prompt,
      min: 1,
      max: 1,
      options: options.map((i) => cardOption(state, env, i)),
    };
    return { options };
  },
  answer(call, raw, picks) {
    const { state, env } = call;
    const seat = call.seat!;
    const instance = (raw as { options: string[] }).options[picks[0]];
    const trick = state.trick!;
    const facts = factsOf(state, env, instance);
    move(state, env.terms, instance, TRICK, seat);
    if (trick.plays.length === 0) Object.assign(trick, { leader: seat, led: facts.domain });
    trick.plays.push({ seat, ...facts });
    state.log.push({
      seat,
      text: `${who(seat)} ${trick.plays.length === 1 ? 'leads' : 'plays'} ${labelOf(state, env, instance)}.`,
    });
    maybeFinish(call);
    return null;
  },
};
