// Tricks of the Trade bots: `random` (the engine's, uniform over the legal actions) and `greedy`, the
// good bot, which answers each kind of decision with one explainable rule, reading only its view:
// - bid: the tricks its hand should win — each card's chance that no other hand holds a higher card of
//   its domain (or trumps it), from the cards it holds and how many players there are — a little over;
// - offer: trades its weakest card (low, not trump, not its goal domain) for a trump card, or for a card
//   of its goal domain once it holds trumps enough, to the player who bid least; a low bidder keeps its
//   hand (high cards would only cost it the exact bid);
// - answer an offer: accepts when the card offered is worth more to it than the card it would give;
// - game effects: passes (the used card is discarded, T6, and a card of its hand is worth more in tricks);
// - play: chases its bid — wins a trick with the cheapest card that beats the table when it still needs
//   tricks (the highest when others are still to play and it holds a sure winner), else ducks with its
//   highest card that loses; leads strong cards while it needs tricks and low ones once it has its bid;
//   between cards of the same use it prefers winning with a card of its goal domain;
// - other effect choices (another player's effect): gives, discards and puts its least useful cards,
//   draws and takes its most useful ones, declines "you may", answers anything else at random.
// Every decision reads the choice's kind, its effect and its options' data, never their words.
import { chooseValue, legalOr, pendingOf, random, type Bot } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { Rng } from '../../engine/rng.js';
import type { Step } from '../../dsl/runtime.js';
import type { ChoiceOption, PendingChoice } from '../../engine/state.js';
import { DOMAINS, type Domain } from './state.js';
import { trickWinner } from './tricks.js';
import type { HandCard, TricksView } from './view.js';

type Action = ChooseAction;
const choose = (...picks: number[]): Action => ({ type: 'choose', picks });

/** What the bot knows of a card: its value and domain as it counts now. */
interface Known {
  value: number;
  domain: Domain;
}

/**
 * How likely a card is to win a trick, from what its holder knows: every higher card of its domain that
 * the holder does not hold is in another hand with chance `q` (the share of the unseen cards the others
 * were dealt: 10 of 32 with 2 players, all of them with 4), and a card off trump may be trumped by each
 * other player. A low trump still wins some tricks by trumping a led domain its holder lacks.
 */
export function trickChance(card: Known, hand: Known[], trump: Domain | null, players: number): number {
  const unseen = 34 - players; // playable cards (no wilds, 2s or goal cards) outside the holder's hand
  const q = Math.min(1, (10 * (players - 1)) / unseen);
  const higher = 13 - card.value - hand.filter((c) => c.domain === card.domain && c.value > card.value).length;
  const clear = (1 - q) ** higher;
  if (trump !== null && card.domain === trump) return clear + (1 - clear) * 0.25;
  return clear * 0.88 ** (players - 1);
}

/** The tricks a hand should win: the best cards' chances, as many as there are tricks. */
export function expectedTricks(hand: Known[], trump: Domain | null, players: number, tricks = 6): number {
  return hand
    .map((c) => trickChance(c, hand, trump, players))
    .sort((a, b) => b - a)
    .slice(0, tricks)
    .reduce((s, p) => s + p, 0);
}

/** How much a card is worth keeping for this bot: trumps and high cards when it wants tricks, low cards when it does not. */
export function worth(card: Known, view: TricksView): number {
  const bid = view.bids[view.seat];
  const trump = view.trump.domain;
  const goal = view.goal?.domain ?? null;
  const wantsTricks = bid === null || bid > 0;
  let w = wantsTricks ? card.value : 14 - card.value;
  if (card.domain === trump) w += wantsTricks ? 8 : -4;
  if (card.domain === goal) w += 2;
  return w;
}

const handCard = (view: TricksView, instance: string | undefined): HandCard | undefined =>
  view.hand.find((c) => c.instance === instance);

/** The card that wins the trick on the table so far, if any. */
function winningPlay(view: TricksView): Known | null {
  const plays = view.trick?.plays ?? [];
  if (plays.length === 0) return null;
  return plays[trickWinner(plays, view.trump.domain).index];
}

/** Does `card`, played now, take the lead of the trick? */
function beats(card: Known, view: TricksView): boolean {
  const plays = view.trick?.plays ?? [];
  if (plays.length === 0) return true;
  return trickWinner([...plays, card], view.trump.domain).index === plays.length;
}

function playCard(view: TricksView, pending: PendingChoice): Action {
  const me = view.seat;
  const options = pending.options.map((o, i) => ({ i, card: handCard(view, o.instance)! })).filter((o) => o.card);
  if (options.length === 0) return choose(0);
  const trump = view.trump.domain;
  const goal = view.goal?.domain ?? null;
  const bid = view.bids[me] ?? 0;
  const need = bid - view.tricksWon[me];
  const played = view.trick?.plays.length ?? 0;
  const toPlay = view.handCounts.filter(
    (n, s) => s !== me && n > 0 && !view.trick?.plays.some((p) => p.seat === s),
  ).length;
  const isTrump = (c: Known) => c.domain === trump;
  const byValue = (a: { card: Known }, b: { card: Known }) =>
    (isTrump(a.card) ? 100 : 0) + a.card.value - ((isTrump(b.card) ? 100 : 0) + b.card.value);
  const goalFirst = (list: typeof options) =>
    [...list].sort((a, b) => Number(b.card.domain === goal) - Number(a.card.domain === goal));

  if (played === 0) {
    // Leading.
    const sorted = [...options].sort(byValue);
    if (need > 0) {
      const sure = sorted.filter((o) => (isTrump(o.card) ? o.card.value >= 10 : o.card.value >= 12));
      if (sure.length > 0)
        return choose(
          goalFirst(sure.filter((o) => !isTrump(o.card)).length ? sure.filter((o) => !isTrump(o.card)) : sure)[0].i,
        );
      return choose(sorted.find((o) => !isTrump(o.card))?.i ?? sorted[0].i); // a low card; trumps kept to ruff
    }
    return choose(sorted.find((o) => !isTrump(o.card))?.i ?? sorted[0].i);
  }
  const winners = options.filter((o) => beats(o.card, view)).sort(byValue);
  const losers = options.filter((o) => !beats(o.card, view)).sort(byValue);
  if (need > 0 && winners.length > 0) {
    if (toPlay === 0)
      return choose(
        goalFirst(
          winners.filter(
            (o) => o.card.value <= winners[0].card.value + 2 || isTrump(o.card) === isTrump(winners[0].card),
          ),
        )[0].i,
      );
    const strong = winners.filter((o) => (isTrump(o.card) ? o.card.value >= 9 : o.card.value >= 12));
    const current = winningPlay(view);
    // Others are still to play: a sure card, else the cheapest winner when the table is weak.
    if (strong.length > 0) return choose(strong[0].i);
    if (current && current.value >= 10 && !isTrump(current)) return choose((losers[0] ?? winners[0]).i);
    return choose(winners[0].i);
  }
  if (need <= 0 && losers.length > 0) return choose(losers[losers.length - 1].i); // duck with the highest loser
  // Can't win when wanting to, or must win when not: spend the cheapest card.
  const cheapest = [...options].sort(byValue)[0];
  return choose(cheapest.i);
}

/**
 * The bot bids a little over its estimate: it chases its bid once made, so it usually gets there, and a
 * higher bid makes it play for more tricks (measured: +1 point a game over bidding the bare estimate).
 */
export const BID_LEAN = 0.6;

function bid(view: TricksView, pending: PendingChoice): Action {
  const trump = view.trump.domain;
  const expected = expectedTricks(view.hand, trump, view.players, view.tricksPerRound);
  const target = Math.round(expected + BID_LEAN);
  const bids = pending.options.map((o) => o.number ?? Number.NaN);
  let best = 0;
  bids.forEach((n, i) => {
    if (Math.abs(n - target) < Math.abs(bids[best] - target)) best = i;
  });
  return choose(best);
}

/** The index of the option that answers `answer` (pass, no …), or -1. */
const answerIndex = (options: ChoiceOption[], answer: ChoiceOption['answer']) =>
  options.findIndex((o) => o.answer === answer);

function offer(view: TricksView, pending: PendingChoice): Action {
  const pass = answerIndex(pending.options, 'pass');
  const bid = view.bids[view.seat] ?? 0;
  const cards = pending.options
    .map((o, i) => ({ i, card: handCard(view, o.instance) }))
    .filter((o): o is { i: number; card: HandCard } => !!o.card);
  if (cards.length === 0 || (bid === 0 && pass >= 0)) return choose(Math.max(pass, 0));
  const weakest = cards.sort((a, b) => worth(a.card, view) - worth(b.card, view))[0];
  const trump = view.trump.domain;
  if ((weakest.card.domain === trump || weakest.card.value > 6) && pass >= 0) return choose(pass);
  return choose(weakest.i);
}

/** A bid the bot does not know (not yet made, or secret) counts as this many tricks. */
const UNKNOWN_BID = 9;

function offerTo(view: TricksView, pending: PendingChoice): Action {
  // The player who bid least: the likeliest to give a card away.
  let best = 0;
  let low = Infinity;
  pending.options.forEach((o, i) => {
    const bid = (o.seat === undefined ? null : view.bids[o.seat]) ?? UNKNOWN_BID;
    if (bid < low) (low = bid), (best = i);
  });
  return choose(best);
}

function offerAsk(view: TricksView, pending: PendingChoice): Action {
  const trump = view.trump.domain;
  const goal = view.goal?.domain ?? null;
  const trumps = view.hand.filter((c) => c.domain === trump).length;
  const want = trump !== null && trumps < 4 ? trump : (goal ?? trump);
  const i = want === null ? -1 : pending.options.findIndex((o) => o.domain === want);
  const any = pending.options.findIndex((o) => o.domain === undefined);
  return choose(i >= 0 ? i : any >= 0 ? any : pending.options.length - 1);
}

function answerOffer(view: TricksView, pending: PendingChoice): Action {
  const decline = answerIndex(pending.options, 'no');
  const offered = view.offer?.offered ?? null;
  const facts = offered ? parseCard(offered) : null;
  const cards = pending.options
    .map((o, i) => ({ i, card: handCard(view, o.instance) }))
    .filter((o): o is { i: number; card: HandCard } => !!o.card);
  if (!facts || cards.length === 0) return choose(Math.max(decline, 0));
  const give = cards.sort((a, b) => worth(a.card, view) - worth(b.card, view))[0];
  return choose(worth(facts, view) > worth(give.card, view) ? give.i : decline);
}

/** A card id's printed value and domain: "science-7". */
function parseCard(id: string): Known | null {
  const [domain, value] = id.split('-');
  return DOMAINS.includes(domain as Domain) ? { domain: domain as Domain, value: Number(value) } : null;
}

/** The verbs that take the cards picked away from their holder, or put them where a player draws them. */
const PARTING: ReadonlySet<Step['kind']> = new Set([
  'discard',
  'give',
  'put',
  'exchange',
  'replace',
  'shuffle',
  'expel',
]);

/** Does the choice pick the cards the chooser parts with (rather than the cards it gets or keeps)? */
const parting = (pending: PendingChoice) =>
  pending.kind === 'discard' ||
  (pending.kind === 'effect/cards' && pending.effect !== undefined && PARTING.has(pending.effect.verb));

/** Another player's effect asks this bot something: part with the least useful cards, keep the most useful. */
function effectChoice(view: TricksView, pending: PendingChoice, actions: Action[], rng: Rng): Action {
  if (pending.kind === 'effect/domain' || pending.kind === 'effect/number')
    return choose(chooseValue(pending, view.hand));
  const mine = pending.options.map((o, i) => ({ i, card: handCard(view, o.instance) }));
  const inHand = mine.filter((o): o is { i: number; card: HandCard } => !!o.card);
  if (inHand.length === pending.options.length && pending.min > 0) {
    const losing = parting(pending);
    const sorted = inHand.sort((a, b) => (losing ? 1 : -1) * (worth(a.card, view) - worth(b.card, view)));
    return legalOr(choose(...sorted.slice(0, pending.min).map((o) => o.i)), actions, pending, rng);
  }
  const no = answerIndex(pending.options, 'no');
  if (pending.kind === 'effect/may' && no >= 0) return choose(no); // "You may …": decline, keep the hand
  return random(view, actions, rng) as Action;
}

/** Its own game effect: the bot passes (or, when it must use one, uses the last card offered). */
function passOrLast(pending: PendingChoice): Action {
  const pass = answerIndex(pending.options, 'pass');
  return choose(pass >= 0 ? pass : pending.options.length - 1);
}

/** The good bot. */
export const greedy: Bot<TricksView, Action> = (view, actions, rng) => {
  const pending = pendingOf(view);
  if (!pending) return random(view, actions, rng) as Action;
  let action: Action;
  switch (pending.kind) {
    case 'tricks/bid':
      action = bid(view, pending);
      break;
    case 'tricks/offer':
      action = offer(view, pending);
      break;
    case 'tricks/offer-to':
      action = offerTo(view, pending);
      break;
    case 'tricks/offer-ask':
      action = offerAsk(view, pending);
      break;
    case 'tricks/offer-answer':
      action = answerOffer(view, pending);
      break;
    case 'tricks/effect':
      action = passOrLast(pending);
      break;
    case 'tricks/play':
      action = playCard(view, pending);
      break;
    default:
      return effectChoice(view, pending, actions, rng);
  }
  return legalOr(action, actions, pending, rng);
};

export const tricksBots = { random: random as Bot<TricksView, Action>, greedy };
