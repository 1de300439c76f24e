// The greedy bot's answers to choices inside card effects (the `effect/…` kinds). Every such choice says
// what it is for as data (its kind; the verb of the sentence and the part the choice plays in it; the
// sentence offered; each option's seat, sentence or card phrase), so one rule per purpose covers every
// card: give away, discard or put back the cards it wants least; take, draw or copy the ones it wants
// most; say yes to "You may …" unless what it would get is worse than what it would give; aim at the
// opponent holding the most cards (then the leader), or at itself when the cards go to the player picked.
import type { Cards, Step, Zone } from '../../dsl/runtime.js';
import type { EffectAsk, PendingChoice } from '../../engine/state.js';
import { WILD_KEY } from '../../poker/index.js';
import { effectWorth } from './bot-effects.js';
import { Odds } from './bot-odds.js';
import { canSee, cardOf, handZoneOf, withValue, zoneOf, type BotCard, type Table } from './bot-table.js';
import { byKeep, cardStrength, catalogueCard, COMPANY_EFFECT_WEIGHT, companyStrength, isWild } from './bot-worth.js';
import { marketAdvantage } from './bot-market.js';
import { companyZone } from './company.js';
import { committedZone } from './state.js';

type Option = PendingChoice['options'][number];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** What an effect choice is about: the engine says for every one; a choice that does not is answered by its kind alone. */
type Ask = Partial<EffectAsk>;

export function answerEffect(t: Table, p: PendingChoice): number[] {
  const odds = new Odds(t, 'plan');
  const ask: Ask = p.effect ?? {};
  switch (p.kind) {
    case 'effect/may': {
      const answer = sayYes(t, odds, ask.steps ?? []) ? 'yes' : 'no';
      return [
        Math.max(
          0,
          p.options.findIndex((o) => o.answer === answer),
        ),
      ];
    }
    case 'effect/player':
      return [choosePlayer(t, p.options, ask)];
    case 'effect/order': {
      const order = best(t, odds, p.options);
      return [ask.role === 'bottom' ? order.at(-1)! : order[0]]; // the best card first, nearest the top, or under last
    }
    case 'effect/branch':
      return [chooseSentence(t, odds, p.options)];
    case 'effect/which-cards':
      return [chooseAlternative(t, odds, ask, p.options)];
    default:
      return chooseCards(t, odds, ask, p);
  }
}

/** Cards for a sentence's verb: the most wanted for what comes to the bot, the least for what it gives up. */
function chooseCards(t: Table, odds: Odds, ask: Ask, p: PendingChoice): number[] {
  const mine = p.options.filter((o) => o.instance && isMine(t, o.instance)).length;
  const take = (order: number[], count: number) => order.slice(0, count).sort((a, b) => a - b);
  const fewest = Math.max(p.min, Math.min(1, p.max)); // give away as little as allowed …
  const { verb, role } = ask;
  if (verb === 'exchange' && role === 'pair') return swapPair(t, odds, p);
  if (verb === 'copy') {
    const worth = p.options.map((o) => (o.card ? effectWorth(t.catalogue[o.card], t.hand.length, t.view.players) : 0));
    return take(
      range(p.options.length).sort((a, b) => worth[b] - worth[a]),
      p.max,
    );
  }
  if (verb === 'expel') {
    // As few as allowed (done, when picking one at a time and done is offered); the best, to deny them.
    const done = p.options.findIndex((o) => o.answer === 'done');
    return done >= 0 ? [done] : take(best(t, odds, p.options), p.min);
  }
  if (verb === 'count-as') return [changeTarget(t, odds, p.options)];
  // What comes to it: taken, drawn, picked, or the card it gets in an exchange or a replacement.
  if (verb === 'take' || verb === 'draw' || verb === 'pick' || role === 'with')
    return take(best(t, odds, p.options), p.max);
  if (verb === 'look' || verb === 'arrange') return take(range(p.options.length), p.max);
  if (verb === 'exchange' && mine === 0 && p.options.some((o) => o.instance && zoneOf(t, o.instance) === 'market')) {
    return [marketToExchange(t, p.options)];
  }
  // Giving, discarding, revealing, putting back, replacing, exchanging away: the cards wanted least.
  return take(worst(t, odds, p.options), fewest);
}

/** The zone a card phrase picks from, or null for a reference ("it") or alternatives. */
const zoneOfPhrase = (cards: Cards | undefined): Zone | null => (cards && 'zone' in cards ? cards.zone : null);
const controlledBy = (cards: Cards | undefined, control: 'you' | 'neutral') => {
  const zone = zoneOfPhrase(cards);
  return zone?.place === 'in-play' && zone.control === control;
};
const inOwnHand = (cards: Cards | undefined) => {
  const zone = zoneOfPhrase(cards);
  return zone?.place === 'hand' && zone.player === 'you';
};

const isMine = (t: Table, instance: string) =>
  [handZoneOf(t.me), companyZone(t.me), committedZone(t.me)].includes(zoneOf(t, instance) ?? '');

/** How much the bot would like to have this card: the strength it makes with its hand. Unseen cards: the pool's average. */
function gain(t: Table, odds: Odds, option: Option, hand: readonly BotCard[]): number {
  if (!option.instance || !canSee(t, option.instance)) return averageGain(odds, hand);
  return cardStrength(odds, cardOf(t, option.instance), hand);
}

function averageGain(odds: Odds, hand: readonly BotCard[]): number {
  const sample = odds.draw(8);
  return sample.length === 0 ? 0 : sample.reduce((s, c) => s + cardStrength(odds, c, hand), 0) / sample.length;
}

/** Option indexes, most wanted first. My own cards are ranked by how much I want to keep them. */
function best(t: Table, odds: Odds, options: Option[]): number[] {
  const hand = t.handCards;
  const own = options
    .map((o, i) => (o.instance && zoneOf(t, o.instance) === handZoneOf(t.me) ? i : -1))
    .filter((i) => i >= 0);
  const keep =
    own.length > 0
      ? byKeep(
          t,
          odds,
          own.map((i) => options[i].instance!),
        )
      : [];
  const rank = new Map<number, number>();
  keep.forEach((k, position) => rank.set(own[k], 10 - position)); // own cards: by keep order
  const company = (o: Option) => !!o.instance && zoneOf(t, o.instance) === companyZone(t.me);
  const value = options.map(
    (o, i) =>
      rank.get(i) ??
      (company(o)
        ? cardStrength(odds, cardOf(t, o.instance!), []) +
          COMPANY_EFFECT_WEIGHT * effectWorth(catalogueCard(t, o.instance!), t.hand.length, t.view.players)
        : gain(t, odds, o, hand)),
  );
  return range(options.length).sort((a, b) => value[b] - value[a]);
}

const worst = (t: Table, odds: Odds, options: Option[]) => [...best(t, odds, options)].reverse();

/**
 * "You may …" and the others' "may" sentences (`sentence`, the one offered): yes, unless an exchange, or a replacement of a
 * card from a hand, would give a better card than it gets.
 */
function sayYes(t: Table, odds: Odds, sentence: Step[]): boolean {
  const first = sentence[0];
  const givesUp =
    first?.kind === 'exchange' || (first?.kind === 'replace' && zoneOfPhrase(first.cards)?.place === 'hand');
  if (!givesUp) return true;
  const hand = t.handCards;
  if (hand.length === 0) return false;
  const worstCard = Math.min(
    ...hand.map((c, i) =>
      cardStrength(
        odds,
        c,
        hand.filter((_, j) => j !== i),
      ),
    ),
  );
  // What it would get: a card it has looked at (the top of the deck, another player's hand), else a blind card.
  const seen = Object.entries(t.view.zones)
    .filter(([id]) => id === 'deck' || (id.startsWith('hand:') && id !== `hand:${t.me}`))
    .flatMap(([, slots]) => slots.filter((s): s is { instance: string; card: string } => !!s && !('hidden' in s)));
  const offered =
    seen.length > 0
      ? Math.max(...seen.map((s) => cardStrength(odds, cardOf(t, s.instance), hand)))
      : averageGain(odds, hand);
  return offered > worstCard + 0.05;
}

/** A target player: for taking cards, itself; otherwise the opponent with the most cards in hand, then the highest score. */
function choosePlayer(t: Table, options: Option[], ask: Ask): number {
  const seats = options.map((o) => o.seat ?? -1);
  if (ask.verb === 'take' && ask.role === 'target' && seats.includes(t.me)) return seats.indexOf(t.me);
  const others = range(seats.length).filter((i) => seats[i] !== t.me);
  if (others.length === 0) return 0;
  return others.sort(
    (a, b) => t.handCount[seats[b]] - t.handCount[seats[a]] || t.view.scores[seats[b]] - t.view.scores[seats[a]],
  )[0];
}

/** How much the company would gain by swapping its weakest card for the best card in the discard. */
function companyGainFromDiscard(t: Table, odds: Odds, incoming?: BotCard): number {
  const company = t.companies[t.me];
  if (company.length === 0) return 0;
  const candidates =
    incoming !== undefined
      ? [incoming]
      : (t.view.zones.discard ?? []).flatMap((s) => (s && !('hidden' in s) ? [cardOf(t, s.instance)] : []));
  const now = companyStrength(odds, company);
  let bestGain = 0;
  for (const c of candidates) {
    if (isWild(c)) continue;
    for (let slot = 0; slot < company.length; slot++) {
      const next = company.map((x, i) => (i === slot ? c : x));
      bestGain = Math.max(bestGain, companyStrength(odds, next) - now);
    }
  }
  return bestGain;
}

/** "… or …" between sentences: replace a card it controls with the revealed one when that clearly helps, else draw or take. */
function chooseSentence(t: Table, odds: Odds, options: Option[]): number {
  const first = options.map((o) => o.steps?.[0]);
  const replace = first.findIndex((s) => s?.kind === 'replace' && controlledBy(s.cards, 'you'));
  if (replace >= 0) {
    const shown = t.view.revealed.filter((i) => zoneOf(t, i) === 'deck').map((i) => cardOf(t, i));
    if (shown.length > 0 && companyGainFromDiscard(t, odds, shown[0]) > 0.3) return replace;
  }
  const gaining = first.findIndex((s) => s?.kind === 'draw' || s?.kind === 'take');
  return Math.max(gaining, 0);
}

/** Which of a sentence's card phrases ("… or …") to pick the cards from. */
function chooseAlternative(t: Table, odds: Odds, ask: Ask, options: Option[]): number {
  const find = (test: (cards: Cards | undefined) => boolean) => options.findIndex((o) => test(o.cards));
  const neutral = find((c) => controlledBy(c, 'neutral'));
  const yours = find((c) => controlledBy(c, 'you'));
  const improve = companyGainFromDiscard(t, odds) > 0.2;
  if (ask.verb === 'exchange' && ask.role === 'pair') {
    const current = marketAdvantage(t, t.market);
    const swapped = neutral >= 0 ? bestSwap(t).advantage : -Infinity;
    return neutral >= 0 && swapped > current + 0.1 ? neutral : Math.max(0, yours);
  }
  if (ask.verb === 'exchange' && ask.role === 'with') {
    const discard = find((c) => zoneOfPhrase(c)?.place === 'discard');
    return improve && discard >= 0
      ? discard
      : Math.max(
          0,
          find((c) => zoneOfPhrase(c)?.place === 'deck'),
        );
  }
  if (ask.verb === 'exchange') return improve && yours >= 0 ? yours : Math.max(0, neutral);
  return Math.max(
    0,
    find((c) => controlledBy(c, 'you') || inOwnHand(c)),
  );
}

/** The swap of two market cards that leaves the market best for the bot against the opponents' companies. */
function bestSwap(t: Table): { a: number; b: number; advantage: number } {
  let out = { a: -1, b: -1, advantage: -Infinity };
  for (let a = 0; a < 9; a++) {
    for (let b = a + 1; b < 9; b++) {
      const market = [...t.market];
      [market[a], market[b]] = [market[b], market[a]];
      const advantage = marketAdvantage(t, market);
      if (advantage > out.advantage) out = { a, b, advantage };
    }
  }
  return out;
}

/** "Exchange two neutral cards in play or two cards you control": the two options to swap. */
function swapPair(t: Table, odds: Odds, p: PendingChoice): number[] {
  const slots = p.options.map((o) => (o.instance ? t.marketIds.indexOf(o.instance) : -1));
  if (slots.every((s) => s >= 0) && p.options.length >= 2) {
    let pick = [0, 1];
    let top = -Infinity;
    for (let a = 0; a < slots.length; a++) {
      for (let b = a + 1; b < slots.length; b++) {
        const market = [...t.market];
        [market[slots[a]], market[slots[b]]] = [market[slots[b]], market[slots[a]]];
        const advantage = marketAdvantage(t, market);
        if (advantage > top) [top, pick] = [advantage, [a, b]];
      }
    }
    return pick.slice(0, p.max);
  }
  return worst(t, odds, p.options)
    .slice(0, Math.max(p.min, Math.min(2, p.max)))
    .sort((a, b) => a - b);
}

/** A market card to exchange away: the one whose absence leaves the market best for the bot. */
function marketToExchange(t: Table, options: Option[]): number {
  const value = options.map((o) => {
    const slot = o.instance ? t.marketIds.indexOf(o.instance) : -1;
    if (slot < 0) return -Infinity;
    const market = [...t.market];
    market[slot] = null;
    return marketAdvantage(t, market);
  });
  return range(options.length).sort((a, b) => value[b] - value[a])[0];
}

/** "Counts as value 2" on an opponent's company card: the one that weakens the strongest company most. On its own card: the one that helps most. */
function changeTarget(t: Table, odds: Odds, options: Option[]): number {
  const value = options.map((o) => {
    if (!o.instance) return 0;
    const zone = zoneOf(t, o.instance) ?? '';
    const card = cardOf(t, o.instance);
    if (zone.startsWith('company:') && zone !== `company:${t.me}`) {
      const company = t.companies[Number(zone.split(':')[1])];
      // The company's cards equal to it (a wild is never "equal": it is no value yet) count as a 2 of their domain.
      const two = withValue(card, 2);
      const changed = company.map((c) => (c === card && card !== WILD_KEY ? two : c));
      return companyStrength(odds, company) - companyStrength(odds, changed);
    }
    return isMine(t, o.instance) ? -cardStrength(odds, card, []) : 0;
  });
  return range(options.length).sort((a, b) => value[b] - value[a])[0];
}
