// Poker Squared's 3-card hands: every hand of the standard deck and of the Tech Deck held to the
// reference, the Ace rulings, ties on identical ranks, and the Tech Deck variant.
import { describe as suite, expect, it } from 'vitest';
import { describeHand3, evaluateHand3, HAND3_CATEGORIES, hand3Score, HandError } from '../../src/poker/index.js';
import type { PlayingCard, Poker3Deck, TechDeckCard } from '../../src/poker/index.js';
import { refCompare3, refHand3, seeded, STANDARD_DECK, TECH_DECK } from './reference.js';
import type { RefHand3 } from './reference.js';

const SUIT: Record<string, PlayingCard['suit']> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
const RANK: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };
/** "Ah 2c 3d": rank (2-10, J, Q, K, A) and suit letter. */
const p = (text: string): PlayingCard[] =>
  text.split(' ').map((t) => ({ rank: RANK[t.slice(0, -1)] ?? Number(t.slice(0, -1)), suit: SUIT[t.slice(-1)] }));
const s3 = (text: string) => evaluateHand3(p(text)).score;
const c3 = (text: string) => evaluateHand3(p(text)).category;
const DOMAIN: Record<string, TechDeckCard['domain']> = { K: 'knowledge', S: 'science', T: 'technology', V: 'services' };
const t = (text: string): TechDeckCard[] =>
  text.split(' ').map((x) => ({ value: Number(x.slice(0, -1)), domain: DOMAIN[x.slice(-1)] }));

/** Every 3-card hand of a deck, against the reference: category, and order by sorting. */
function checkDeck(deck: Poker3Deck) {
  const cards = deck === 'standard' ? STANDARD_DECK : TECH_DECK;
  const hands: { score: number; category: string; ref: RefHand3; text: string }[] = [];
  for (let a = 0; a < 52; a++) {
    for (let b = a + 1; b < 52; b++) {
      for (let c = b + 1; c < 52; c++) {
        const hand = [cards[a], cards[b], cards[c]];
        const result = evaluateHand3(hand, deck);
        const ranks = hand.map((x) => ('rank' in x ? x.rank : x.value));
        const suits = hand.map((x) => ('suit' in x ? x.suit : x.domain));
        hands.push({ ...result, ref: refHand3(ranks, suits, deck), text: JSON.stringify(hand) });
      }
    }
  }
  expect(hands.length).toBe(22_100);
  const wrong = hands
    .filter((x) => x.category !== x.ref.category)
    .map((x) => `${x.text}: ${x.category}, expected ${x.ref.category}`);
  expect(wrong.slice(0, 5)).toEqual([]);
  // Neighbours in score order compare the same way under the reference (ties included), so every pair does.
  hands.sort((x, y) => x.score - y.score);
  for (let i = 1; i < hands.length; i++) {
    const byScore = Math.sign(hands[i].score - hands[i - 1].score);
    const byRef = Math.sign(refCompare3(hands[i].ref, hands[i - 1].ref));
    if (byScore !== byRef)
      wrong.push(`${hands[i - 1].text} then ${hands[i].text}: score ${byScore}, reference ${byRef}`);
  }
  const rand = seeded(deck.length);
  for (let i = 0; i < 50_000; i++) {
    const x = hands[rand(hands.length)];
    const y = hands[rand(hands.length)];
    if (Math.sign(x.score - y.score) !== Math.sign(refCompare3(x.ref, y.ref))) wrong.push(`${x.text} vs ${y.text}`);
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  return hands;
}

suite('Poker Squared, standard deck', () => {
  it('all 22,100 hands: category and order as the reference', () => {
    const hands = checkDeck('standard');
    // Suits never break ties, so a hand's score is set by its ranks and whether it is suited.
    expect(new Set(hands.map((x) => x.score)).size).toBeLessThan(hands.length);
  });

  it('categories rank "Straight Flush, Three of A Kind, Straight, Flush, One Pair, High Card" from the top', () => {
    expect([...HAND3_CATEGORIES].reverse()).toEqual([
      'straight-flush',
      'three-of-a-kind',
      'straight',
      'flush',
      'pair',
      'high-card',
    ]);
    const ladder = ['Kc 9d 4h', '4c 4d Kh', '2s 5s 7s', '2c 3d 4h', '2c 2d 2h', '2h 3h 4h'];
    expect(ladder.map(c3)).toEqual(['high-card', 'pair', 'flush', 'straight', 'three-of-a-kind', 'straight-flush']);
    for (let i = 1; i < ladder.length; i++) expect(s3(ladder[i])).toBeGreaterThan(s3(ladder[i - 1]));
  });

  it('"Ties are broken within each category based on who has the highest ranking card(s)."', () => {
    expect(s3('Kc 9d 4h')).toBeGreaterThan(s3('Qc Jd 9h'));
    expect(s3('Kc 9d 5h')).toBeGreaterThan(s3('Kd 9h 4s'));
    expect(s3('5c 5d 2h')).toBeGreaterThan(s3('4c 4d Ah')); // the pair first
    expect(s3('5c 5d 3h')).toBeGreaterThan(s3('5h 5s 2h')); // then the kicker
    expect(s3('9s 10s Js')).toBeGreaterThan(s3('8h 9h 10h'));
  });

  it('"If players have the same value hand containing all identical ranks, the showdown is a tie"', () => {
    expect(s3('Kc 9d 4h')).toBe(s3('Ks 9c 4d'));
    expect(s3('5c 5d 3h')).toBe(s3('5h 5s 3c'));
    expect(s3('2s 5s 7s')).toBe(s3('2c 5c 7c')); // flushes of different suits
    expect(s3('Qc Kc Ac')).toBe(s3('Qh Kh Ah'));
  });

  it('P6: "Ace is high or low, not both: A-2-3 is the lowest straight, Q-K-A the highest, K-A-2 is none."', () => {
    expect(c3('Ah 2c 3d')).toBe('straight');
    expect(s3('Ah 2c 3d')).toBeLessThan(s3('2h 3c 4d')); // "a straight of A23 is lower than a straight of 234"
    expect(c3('Qh Kc Ad')).toBe('straight');
    expect(s3('Qh Kc Ad')).toBeGreaterThan(s3('Jh Qc Kd'));
    expect(c3('Kh Ac 2d')).toBe('high-card');
    expect(c3('Ah 2h 3h')).toBe('straight-flush');
    expect(s3('Ah 2h 3h')).toBeLessThan(s3('2c 3c 4c'));
    expect(s3('Qs Ks As')).toBeGreaterThan(s3('Js Qs Ks'));
    expect(c3('Kh Ah 2h')).toBe('flush');
  });

  it('P6: off a straight the Ace is high: the highest card, and the highest pair', () => {
    expect(s3('Ac 5d 3h')).toBeGreaterThan(s3('Kc Qd 10h'));
    expect(s3('Ac Ad 2h')).toBeGreaterThan(s3('Kc Kd Qh'));
    expect(s3('Ac Ad Ah')).toBeGreaterThan(s3('Kc Kd Kh'));
    expect(s3('Ah 2c 3d')).toBeGreaterThan(s3('Ah Kh 2h')); // A-2-3 is still a straight, above any flush
  });

  it('names hands in words', () => {
    const words = ['Kc 9d 4h', 'Ac Ad 2h', '2s 5s Qs', 'Ah 2c 3d', 'Qh Kc Ad', '7c 7d 7h', '9s 10s Js'].map((x) =>
      describeHand3(evaluateHand3(p(x))),
    );
    expect(words).toEqual([
      'High card, King',
      'Pair of Aces',
      'Flush, Queen high',
      'Straight, 3 high',
      'Straight, Ace high',
      'Three of a kind, 7s',
      'Straight flush, Jack high',
    ]);
  });

  it('refuses a hand of another size or a card outside the deck', () => {
    expect(() => evaluateHand3(p('Kc 9d'))).toThrow(/3 cards; this one has 2/);
    expect(() => evaluateHand3([...p('Kc 9d'), { rank: 1, suit: 'clubs' }])).toThrow(/14 Ace/);
    expect(() => evaluateHand3([...p('Kc 9d'), { rank: 5, suit: 'stars' } as never])).toThrow(HandError);
    expect(() => evaluateHand3(p('Kc 9d 4h'), 'tarot' as never)).toThrow(/use 'standard' or 'tech'/);
  });
});

suite('Poker Squared with the Tech Deck (P7)', () => {
  it('all 22,100 hands: category and order as the reference', () => {
    checkDeck('tech');
  });

  it('P7: "values 1-13, wilds removed, Ace low only"', () => {
    const s = (text: string) => evaluateHand3(t(text), 'tech').score;
    const c = (text: string) => evaluateHand3(t(text), 'tech').category;
    expect(c('1K 2S 3T')).toBe('straight');
    expect(s('1K 2S 3T')).toBeLessThan(s('2K 3S 4T'));
    expect(c('11K 12S 13T')).toBe('straight'); // the highest
    expect(c('12K 13S 1T')).toBe('high-card'); // no wrapping, the 1 is low only
    expect(s('1K 1S 13T')).toBeLessThan(s('2K 2S 3T')); // a pair of 1s is the lowest pair
    expect(s('1V 5S 7T')).toBeLessThan(s('2K 5K 7S')); // the 1 is the lowest card
    expect(s('5K 5S 9T')).toBe(s('5T 5V 9K')); // domains do not break ties
    expect(c('4S 5S 6S')).toBe('straight-flush');
  });

  it('a wild card is refused: the variant removes the wilds', () => {
    const hand = [...t('5K 5S'), { wild: true as const }];
    expect(() => evaluateHand3(hand, 'tech')).toThrow(HandError);
    expect(() => hand3Score(hand, 'tech')).toThrow(
      /wild card; the Tech Deck variant of Poker Squared removes the wilds \(ruling P7\)/,
    );
    try {
      evaluateHand3(hand, 'tech');
    } catch (e) {
      expect((e as HandError).code).toBe('poker/wild-not-allowed');
    }
  });

  it('names Tech Deck values as numbers', () => {
    expect(describeHand3(evaluateHand3(t('13K 13S 2T'), 'tech'), 'tech')).toBe('Pair of 13s');
    expect(describeHand3(evaluateHand3(t('11K 12S 13T'), 'tech'), 'tech')).toBe('Straight, 13 high');
  });
});
