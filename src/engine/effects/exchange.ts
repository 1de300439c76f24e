// exchange: "Exchanging two cards causes them to swap places with each other."
import type { Exchange, Selection } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { seatName } from '../cards.js';
import { say, who } from '../log.js';
import { isProtected, resolveCards, seatsOf } from '../select.js';
import { handZone, isSlotted } from '../terms.js';
import { cardsIn, move, swap } from '../zones.js';
import { describePlace } from './places.js';

export function resolve(ctx: Context, step: Exchange, actor: number, they: number | null): void {
  if (step.with && isWhole(step.cards) && isWhole(step.with))
    return exchangeWhole(ctx, step.cards, step.with, actor, they);
  let a: string | undefined;
  let b: string | undefined;
  if (step.with) {
    // "… with it": a reference in the second part means what it meant before this sentence.
    const before = { ...ctx.bindings };
    [a] = resolveCards(ctx, step.cards, 'exchange', actor, they, 'to exchange');
    if (a === undefined) return say(ctx, actor, `${who(actor)} has nothing to exchange.`);
    const own = ctx.bindings;
    ctx.bindings = { ...before, player: own.player };
    [b] = resolveCards(ctx, step.with, 'exchange', actor, they, 'to exchange it with', 'with').filter((i) => i !== a);
    ctx.bindings = { ...own, player: ctx.bindings.player };
  } else {
    [a, b] = resolveCards(ctx, step.cards, 'exchange', actor, they, 'to exchange with each other', 'pair');
  }
  if (a === undefined || b === undefined) return say(ctx, actor, `${who(actor)} has nothing to exchange.`);
  const from = describePlace(ctx, a);
  const to = describePlace(ctx, b);
  swap(ctx.state, a, b);
  say(ctx, actor, `${who(actor)} exchanges ${from} with ${to}.`);
}

/** A whole pile of one place ("your hand", "an opponent's hand", "the discard"), every card of it. */
const isWhole = (cards: Exchange['cards']): cards is Selection =>
  'zone' in cards &&
  cards.count.mode === 'all' &&
  !cards.filter &&
  cards.zone.place !== 'in-play' &&
  cards.zone.place !== 'deck';

/**
 * "Exchange your hand with an opponent's hand." ("Swap hands with an opponent."): the two piles change
 * places whole, each card to the other pile, however many each holds. A card a protection keeps stays.
 */
function exchangeWhole(ctx: Context, mine: Selection, theirs: Selection, actor: number, they: number | null): void {
  const a = pileOf(ctx, mine, actor, they);
  const b = pileOf(ctx, theirs, actor, they);
  if (a === null || b === null || a === b) return say(ctx, actor, `${who(actor)} has nothing to exchange.`);
  const { state, terms } = ctx;
  const keep = (i: string) => !isProtected(ctx, i, 'exchange');
  const [fromA, fromB] = [cardsIn(state, a).filter(keep), cardsIn(state, b).filter(keep)];
  for (const i of fromA) move(state, terms, i, b, 'bottom');
  for (const i of fromB) move(state, terms, i, a, 'bottom');
  ctx.bindings.did = fromA.length + fromB.length > 0;
  say(ctx, actor, `${who(actor)} exchanges ${pileWords(ctx, a)} with ${pileWords(ctx, b)}.`);
}

/** The zone a whole pile names (asking whose hand, if the phrase asks), or null when it names no one pile. */
function pileOf(ctx: Context, cards: Selection, actor: number, they: number | null): string | null {
  const zone = cards.zone;
  switch (zone.place) {
    case 'discard':
      return ctx.terms.discard;
    case 'zone':
      // A grid ("the market") has places, not a pile: its cards are exchanged one for one.
      return isSlotted(ctx.terms, zone.name) ? null : zone.name;
    case 'hand': {
      const why = { purpose: 'whose hand to exchange', verb: 'exchange', role: 'hand' } as const;
      const seats = seatsOf(ctx, zone.player, actor, they, why);
      return seats.length === 1 ? handZone(ctx.terms, seats[0]!) : null;
    }
    default:
      return null;
  }
}

/** "Player 2's hand", "the discard", "the market". */
function pileWords(ctx: Context, zone: string): string {
  if (zone === ctx.terms.discard) return 'the discard';
  const [name, seat] = zone.split(':');
  return name === ctx.terms.hand && seat !== undefined ? `${seatName(Number(seat))}'s hand` : `the ${zone}`;
}
