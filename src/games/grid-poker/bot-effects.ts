// How much a card's effect is worth to the bot that uses it, read from the compiled effect (so it follows
// the card files): roughly, the cards it gains minus the cards the average opponent gains. "Draw two
// cards" is +2; "All players draw a card" is +1 for you and +1 for everyone else, worth 0.3 against the
// field; taking a chosen card counts a little more than drawing a blind one, losing a card you choose a
// little less. Copies, exchanges and replacements are modest pluses: they are choices the bot then makes
// well enough. Strategy tip 5's domains fall out of this: Knowledge draws, Services share.
import type { Card, Cards, Count, Player, Step } from '../../dsl/runtime.js';

interface Gain {
  me: number;
  others: number;
} // cards gained: by the user, by each other player on average

const ZERO: Gain = { me: 0, others: 0 };
const add = (a: Gain, b: Gain): Gain => ({ me: a.me + b.me, others: a.others + b.others });
const scale = (a: Gain, k: number): Gain => ({ me: a.me * k, others: a.others * k });

/** Weight of an opponent's card gain against one's own. */
const OTHERS = 0.7;

/** How many cards a phrase names, for counting: "two cards" 2, "up to two" 2, "it" 1, "them" 2. */
function howMany(cards: Cards | undefined, handSize: number): number {
  if (!cards) return 1;
  if ('anyOf' in cards) return howMany(cards.anyOf[0], handSize);
  const count: Count | undefined = cards.count;
  if ('ref' in cards && !count)
    return cards.ref === 'them' || cards.ref === 'those-cards' || cards.ref === 'the-rest' || cards.ref === 'the-others'
      ? 2
      : 1;
  if (!count) return 1;
  if (count.mode === 'all') return 'zone' in cards && cards.zone.place === 'hand' ? handSize : 3;
  if (count.mode === 'any') return 0;
  return count.n ?? 1;
}

/** Who a player phrase reaches: the user, and how many of the others (as a share of them). */
function reach(player: Player, players: number): Gain {
  const others = Math.max(1, players - 1);
  switch (player) {
    case 'you':
      return { me: 1, others: 0 };
    case 'each-player':
    case 'all-players':
      return { me: 1, others: 1 };
    case 'each-other-player':
    case 'each-opponent':
      return { me: 0, others: 1 };
    case 'left-of-you':
    case 'left-of-them':
    case 'right-of-you':
    case 'right-of-them':
    case 'other-player':
    case 'most-cards':
    case 'fewest-cards':
    case 'a-player':
    case 'an-opponent':
    case 'that-player':
    case 'they':
      return { me: 0, others: 1 / others };
  }
}

const fromHand = (cards: Cards | undefined) =>
  !!cards && !('anyOf' in cards) && 'zone' in cards && cards.zone.place === 'hand';

function stepGain(step: Step, handSize: number, players: number): Gain {
  const who = reach(step.actor, players);
  switch (step.kind) {
    case 'draw':
      return scale(who, howMany(step.cards, handSize));
    case 'take':
      return scale(reach(step.into === 'you' ? 'you' : step.into, players), 1.2 * howMany(step.cards, handSize));
    case 'discard':
      return scale(who, -0.5 * howMany(step.cards, handSize));
    case 'put':
      return fromHand(step.cards) ? scale(who, -0.5 * howMany(step.cards, handSize)) : ZERO;
    case 'shuffle':
      return fromHand(step.cards) ? scale(who, -0.9 * howMany(step.cards, handSize)) : ZERO;
    case 'give': {
      const n = howMany(step.cards, handSize);
      const to = reach(step.to, players);
      // The giver loses a card they choose; the receiver gains a card someone else chose.
      return add(scale(who, -0.5 * n), scale(to, 0.3 * n * (step.actor === 'you' ? 1 : Math.max(1, players - 1))));
    }
    case 'exchange':
      return scale(who, 0.4);
    case 'replace':
      return scale(who, 0.3);
    case 'copy':
      return scale(who, 0.8);
    case 'count-as':
      return scale(who, 0.3);
    case 'look':
    case 'reveal':
    case 'arrange':
      return scale(who, 0.1);
    case 'choice':
      return step.options.map((o) => stepsGain(o, handSize, players)).reduce((a, b) => (worth(b) > worth(a) ? b : a));
    case 'may': {
      const inner = stepsGain(step.steps, handSize, players);
      // The actor only does it when it helps them: the user when it is "you", the others otherwise.
      return step.actor === 'you'
        ? worth(inner) > 0
          ? inner
          : ZERO
        : inner.others > 0
          ? { me: inner.me, others: inner.others }
          : ZERO;
    }
    case 'if':
      return scale(stepsGain(step.steps, handSize, players), 0.5);
    default:
      return ZERO;
  }
}

function stepsGain(steps: Step[], handSize: number, players: number): Gain {
  return steps.reduce((sum, s) => add(sum, stepGain(s, handSize, players)), ZERO);
}

const worth = (g: Gain) => g.me - OTHERS * g.others;

/** Worths already worked out, by card and by `handSize * 64 + players` (compiled cards do not change). */
const WORTHS = new WeakMap<Card, Map<number, number>>();

/** The worth of using a card's effect, in cards gained against the field; 0 for a card without one. */
export function effectWorth(card: Card | undefined, handSize: number, players: number): number {
  if (!card?.effect || card.domain === 'wild') return 0;
  let known = WORTHS.get(card);
  if (!known) WORTHS.set(card, (known = new Map()));
  const key = handSize * 64 + players;
  let value = known.get(key);
  if (value === undefined) known.set(key, (value = worth(stepsGain(card.effect.steps, handSize, players))));
  return value;
}
