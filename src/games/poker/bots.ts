// Regular poker's bots, `(view, legalActions, rng) => action`, reading only their seat's view.
// - `good`: rates its hand by how many random hands it beats (a table of hands sampled once from the
//   game's own deck), so its chance against the players still in; folds, calls and raises by that
//   chance against the price of the pot; at the draw, keeps the cards that give the best hand on average
//   over sampled draws; reveals a card for its effect when the card plays no part in its hand (the card
//   is replaced, so the effect comes with a fresh card).
// - `random`: the engine's uniform random bot.
// They read the choice's kind and its options' data (the card, the bet, `answer: 'pass'`), never its words.
import type { Card } from '../../dsl/runtime.js';
import { random, pendingOf, type Bot } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import { Rng, seedRng } from '../../engine/rng.js';
import type { PendingChoice } from '../../engine/state.js';
import type { SlotView } from '../../engine/view.js';
import { evaluateHand, handScore, type GridPokerCard } from '../../poker/index.js';
import type { PokerGame } from './index.js';
import type { BetOption, PokerOption } from './state.js';
import type { PokerView } from './view.js';

type PokerBot = Bot<PokerView, ChooseAction>;
const choose = (...picks: number[]): ChooseAction => ({ type: 'choose', picks });

/** How the good bot plays; the figures script and tests may try others. */
export interface GoodBotTuning {
  valueBet: number; // chance of winning from which it bets
  raiseFrom: number; // chance of winning from which it raises a bet
  margin: number; // extra chance it wants over the pot's price to call
  bluffRate: number; // how often it bets a weak hand when it may check
  drawSamples: number; // sampled draws per set of cards kept
}

export const GOOD_TUNING: GoodBotTuning = {
  valueBet: 0.55,
  raiseFrom: 0.75,
  margin: 0.05,
  bluffRate: 0.05,
  drawSamples: 24,
};

/** How a bot reads the cards: the evaluator's card for an id, and the share of random hands a score beats. */
export interface HandOdds {
  cardOf(id: string): GridPokerCard;
  beats(score: number): number; // 0..1
  deck: string[]; // every card id of the deck
}

const SAMPLED_HANDS = 4000;

/** The odds of a deck: random five-card hands sampled once (a fixed seed), their scores sorted. */
export function handOdds(catalogue: Record<string, Card>): HandOdds {
  const deck = Object.keys(catalogue);
  const cardOf = (id: string): GridPokerCard => {
    const c = catalogue[id];
    return !c || c.domain === 'wild' || c.value === null ? { wild: true } : { value: c.value, domain: c.domain };
  };
  const rng = new Rng({ rng: seedRng(20) });
  const scores = new Float64Array(SAMPLED_HANDS);
  const pool = [...deck];
  for (let k = 0; k < SAMPLED_HANDS; k++) {
    for (let i = 0; i < 5; i++) {
      const j = rng.int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    scores[k] = handScore(pool.slice(0, 5).map(cardOf));
  }
  scores.sort();
  const beats = (score: number) => {
    let lo = 0;
    let hi = scores.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (scores[mid] < score) lo = mid + 1;
      else hi = mid;
    }
    return lo / scores.length;
  };
  return { cardOf, beats, deck };
}

const idsIn = (slots: SlotView[] | undefined) => (slots ?? []).flatMap((s) => (s && 'card' in s ? [s.card] : []));

/** The best score of five of `cards` (four score as Grid Poker's short hands; fewer, nothing). */
function bestScore(cards: GridPokerCard[]): number {
  if (cards.length < 4) return -1;
  if (cards.length <= 5) return handScore(cards);
  let best = -1;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            best = Math.max(best, handScore([cards[a], cards[b], cards[c], cards[d], cards[e]]));
          }
  return best;
}

/** The chance of beating every other player still in, each holding a random hand. */
function winChance(odds: HandOdds, view: PokerView, hand: string[]): number {
  const others = view.live.filter((l, s) => l && s !== view.seat).length;
  return odds.beats(bestScore(hand.map(odds.cardOf))) ** Math.max(1, others);
}

/** The cards of `hand` that make its category (pairs, trips …, or all five of a straight or flush). */
function coreCards(odds: HandOdds, hand: string[]): Set<number> {
  if (hand.length < 4 || hand.length > 5) return new Set(hand.map((_, i) => i));
  const cards = hand.map(odds.cardOf);
  const { category } = evaluateHand(cards);
  if (['straight', 'flush', 'straight-flush', 'royal-flush', 'full-house', 'five-of-a-kind'].includes(category))
    return new Set(hand.map((_, i) => i));
  const counts = new Map<number, number>();
  cards.forEach((c) => 'value' in c && counts.set(c.value, (counts.get(c.value) ?? 0) + 1));
  return new Set(cards.flatMap((c, i) => (!('value' in c) || (counts.get(c.value) ?? 0) >= 2 ? [i] : [])));
}

/** The bet option closest to `size` chips over the stake, of the given kind, or -1. */
function sized(options: (BetOption | undefined)[], kind: 'bet' | 'raise', size: number): number {
  let found = -1;
  options.forEach((o, i) => {
    if (o?.kind !== kind) return;
    if (found < 0 || Math.abs(o.by! - size) < Math.abs(options[found]!.by! - size)) found = i;
  });
  return found;
}

function goodBet(
  odds: HandOdds,
  view: PokerView,
  pending: PendingChoice,
  rng: Rng,
  tuning: GoodBotTuning,
): ChooseAction {
  const options = (pending.options as PokerOption[]).map((o) => o.bet);
  const hand = idsIn(view.zones[`hand:${view.seat}`]);
  const p = winChance(odds, view, hand);
  const owe = view.betting?.owe ?? 0;
  const pot = view.pot;
  const chips = view.chips[view.seat];
  if (owe === 0) {
    if (p >= tuning.valueBet || rng.int(0, 999) < tuning.bluffRate * 1000) {
      const i = sized(options, 'bet', Math.max(1, Math.round(pot * (0.3 + p) * (p >= tuning.valueBet ? 1 : 0.5))));
      if (i >= 0) return choose(i);
    }
    return choose(
      Math.max(
        0,
        options.findIndex((o) => o?.kind === 'check'),
      ),
    );
  }
  const call = options.findIndex((o) => o?.kind === 'call');
  if (p >= tuning.raiseFrom) {
    const i = sized(options, 'raise', Math.max(1, Math.round(pot * p)));
    if (i >= 0) return choose(i);
  }
  const price = owe / (pot + owe);
  // A call that costs most of what it has left wants a better hand.
  const risk = 0.2 * Math.min(1, owe / Math.max(1, chips));
  if (p >= price + tuning.margin + risk) return choose(call);
  const fold = options.findIndex((o) => o?.kind === 'fold');
  return choose(fold >= 0 ? fold : call);
}

/** The cards to change: the kept set with the best average hand over sampled draws from the unseen cards. */
function goodDraw(
  odds: HandOdds,
  _view: PokerView,
  pending: PendingChoice,
  rng: Rng,
  tuning: GoodBotTuning,
): ChooseAction {
  const hand = pending.options.map((o) => o.card!);
  const seen = new Set(hand);
  const unseen = odds.deck.filter((id) => !seen.has(id));
  const n = hand.length;
  let best: { picks: number[]; value: number } = { picks: [], value: -1 };
  for (let mask = 0; mask < 1 << n; mask++) {
    const picks = Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));
    if (picks.length < pending.min || picks.length > pending.max) continue;
    const kept = hand.filter((_, i) => !(mask & (1 << i))).map(odds.cardOf);
    let total = 0;
    const samples = picks.length === 0 ? 1 : tuning.drawSamples;
    for (let k = 0; k < samples; k++) {
      const drawn: GridPokerCard[] = [];
      const pool = [...unseen];
      for (let i = 0; i < picks.length && pool.length > 0; i++)
        drawn.push(odds.cardOf(pool.splice(rng.int(0, pool.length - 1), 1)[0]));
      total += odds.beats(bestScore([...kept, ...drawn]));
    }
    if (total / samples > best.value) best = { picks, value: total / samples };
  }
  return choose(...best.picks);
}

/** Reveal a card that plays no part in the hand (it is replaced, and its effect comes free); else pass. */
function goodEffectCard(odds: HandOdds, view: PokerView, pending: PendingChoice): ChooseAction {
  const pass = Math.max(
    0,
    pending.options.findIndex((o) => o.answer === 'pass'),
  );
  const hand = idsIn(view.zones[`hand:${view.seat}`]);
  const core = coreCards(odds, hand);
  if (core.size === hand.length) return choose(pass);
  let pick = -1;
  let low = Infinity;
  pending.options.forEach((o, i) => {
    const at = o.card === undefined ? -1 : hand.indexOf(o.card);
    if (at < 0 || core.has(at)) return;
    const c = odds.cardOf(o.card!);
    const value = 'value' in c ? c.value : 99;
    if (value < low) [pick, low] = [i, value];
  });
  return choose(pick >= 0 ? pick : pass);
}

/**
 * A card effect's own choices: giving, discarding or putting back its lowest cards; saying yes to "You
 * may …"; anything else at random among the legal answers.
 */
function effectChoice(
  odds: HandOdds,
  view: PokerView,
  pending: PendingChoice,
  actions: ChooseAction[],
  rng: Rng,
): ChooseAction {
  if (pending.kind === 'effect/may')
    return choose(
      Math.max(
        0,
        pending.options.findIndex((o) => o.answer === 'yes'),
      ),
    );
  const verb = pending.effect?.verb;
  const own = new Set(idsIn(view.zones[`hand:${view.seat}`]));
  if (
    pending.kind === 'effect/cards' &&
    (verb === 'give' || verb === 'discard' || verb === 'put' || verb === 'expel') &&
    pending.options.every((o) => o.card !== undefined && own.has(o.card))
  ) {
    const worth = (i: number) => {
      const c = odds.cardOf(pending.options[i].card!);
      return 'value' in c ? c.value : 99;
    };
    const order = pending.options.map((_, i) => i).sort((a, b) => worth(a) - worth(b));
    return choose(...order.slice(0, pending.min).sort((a, b) => a - b));
  }
  return random(view, actions, rng) as ChooseAction;
}

/** The good bot with a given tuning, reading the odds of `odds`. */
export function goodBot(odds: HandOdds, tuning: GoodBotTuning = GOOD_TUNING): PokerBot {
  return (view, actions, rng) => {
    const pending = pendingOf(view);
    if (!pending) return random(view, actions, rng) as ChooseAction;
    switch (pending.kind) {
      case 'poker/bet':
        return goodBet(odds, view, pending, rng, tuning);
      case 'poker/draw':
        return goodDraw(odds, view, pending, rng, tuning);
      case 'poker/effect-card':
        return goodEffectCard(odds, view, pending);
      default:
        return effectChoice(odds, view, pending, actions, rng);
    }
  };
}

/** Regular poker's bots, made for `game`: the good bot reads the odds of the game's own cards. */
export function pokerBots(game: Pick<PokerGame, 'env'>) {
  return { good: goodBot(handOdds(game.env.catalogue)), random: random as PokerBot };
}
