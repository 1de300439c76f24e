// Tech Grid Poker hands: the rule text's examples, each house ruling quoted, the names of hands, and
// wild cards held to a brute force over every substitution.
import { describe as suite, expect, it } from 'vitest';
import {
  cardKey,
  categoryName,
  describeHand,
  evaluateHand,
  HAND_CATEGORIES,
  handScore,
  HandError,
  keysScore,
  WILD_KEY,
} from '../../src/poker/index.js';
import type { GridPokerCard, TechDeckCard, TieOrder } from '../../src/poker/index.js';
import { DOMAINS, refBestWithWilds, refCompare, refHand, seeded, TECH_DECK } from './reference.js';
import type { Domain, RefHand } from './reference.js';

const LETTER: Record<string, Domain> = { K: 'knowledge', S: 'science', T: 'technology', V: 'services' };
/** "9K 10S 11T 12V 13K W": value and domain letter (K Knowledge, S Science, T Technology, V Services), W wild. */
const h = (text: string): GridPokerCard[] =>
  text
    .split(' ')
    .map((t) => (t === 'W' ? { wild: true } : { value: Number(t.slice(0, -1)), domain: LETTER[t.slice(-1)] }));
const score = (text: string) => evaluateHand(h(text)).score;
/** The score in the full order a rules file may switch on (G4: every value, then every domain). */
const fullScore = (text: string) => evaluateHand(h(text), 'every-card').score;
const category = (text: string) => evaluateHand(h(text)).category;

suite('Order rank of hands', () => {
  // The ten example rows at the end of the section, lowest first, with domains that make each the
  // category it illustrates.
  const examples: [string, string][] = [
    ['13K 7S 6T 5V 2K', 'high-card'],
    ['5K 5S 8T 3V 2K', 'pair'],
    ['6K 6S 8T 8V 4K', 'two-pair'],
    ['7K 7S 7T 2V 5K', 'three-of-a-kind'],
    ['5K 6S 7T 8V 9K', 'straight'],
    ['2S 5S 7S 10S 13S', 'flush'],
    ['5K 5S 5T 12V 12K', 'full-house'],
    ['2K 2S 2T 2V 8K', 'four-of-a-kind'],
    ['5T 6T 7T 8T 9T', 'straight-flush'],
    ['9V 10V 11V 12V 13V', 'royal-flush'],
  ];

  it('the ten example hands are the categories they illustrate', () => {
    expect(examples.map(([text]) => category(text))).toEqual(examples.map(([, c]) => c));
  });

  it('the ten example hands score in strictly rising order', () => {
    const scores = examples.map(([text]) => score(text));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1]);
  });

  it('categories rank as the section lists them, then five of a kind (G6)', () => {
    expect(HAND_CATEGORIES).toEqual([
      'high-card',
      'pair',
      'two-pair',
      'three-of-a-kind',
      'straight',
      'flush',
      'full-house',
      'four-of-a-kind',
      'straight-flush',
      'royal-flush',
      'five-of-a-kind',
    ]);
  });

  it('High card: "the highest value card wins"', () => {
    expect(score('13K 7S 6T 5V 2K')).toBeGreaterThan(score('12V 11S 10T 9V 7K'));
  });

  it('High card: "To break ties if two people have the same high card, use suit ordering: Service (Highest), Tech, Science, Information (lowest)"', () => {
    const ranked = DOMAINS.map(
      (d) => evaluateHand([{ value: 13, domain: d }, ...h('7S 6T 5V 2K')] as TechDeckCard[]).score,
    );
    expect([...ranked].sort((a, b) => a - b)).toEqual(ranked); // Knowledge < Science < Technology < Services
    expect(new Set(ranked).size).toBe(4);
  });

  it('Pair: "Ties are first broken on value of the pair. Then, the highest value card(s) from the rest of the hand are used to break ties."', () => {
    expect(score('6K 6S 2T 3V 4K')).toBeGreaterThan(score('5K 5S 13T 12V 11K'));
    expect(score('5K 5S 13T 3V 2K')).toBeGreaterThan(score('5T 5V 12T 11V 10K'));
    expect(score('5K 5S 13T 8V 3K')).toBeGreaterThan(score('5T 5V 13K 8S 2K'));
  });

  it('Two pair: "Ties are broken on value of the pairs, kicker then domain."', () => {
    expect(score('8K 8S 3T 3V 2K')).toBeGreaterThan(score('7K 7S 6T 6V 13K')); // the higher pair first
    expect(score('8K 8S 6T 6V 2K')).toBeGreaterThan(score('8T 8V 5T 5V 13K')); // then the lower pair
    expect(score('8K 8S 6T 6V 4K')).toBeGreaterThan(score('8T 8V 6K 6S 3V')); // then the kicker
    expect(score('8K 8S 6K 6S 4V')).toBeGreaterThan(score('8T 8V 6T 6V 4T')); // then the kicker's domain
  });

  it('Three of a kind: "Ties are broken on the value of the three matching cards."', () => {
    expect(score('8K 8S 8T 2V 3K')).toBeGreaterThan(score('7K 7S 7T 13V 12K'));
    expect(score('8K 8S 8T 2V 3K')).toBe(score('8K 8S 8V 13V 12K')); // two decks: the other cards never count
  });

  it('Straight: "Ties are broken with the highest card in the straight."', () => {
    expect(score('6K 7S 8T 9V 10K')).toBeGreaterThan(score('5T 6V 7V 8V 9S'));
    expect(category('13K 12S 11T 10V 9K')).toBe('straight');
  });

  it('Flush: "The value on the cards is only used to break ties. On a tie, the highest value card wins."', () => {
    expect(score('2S 5S 7S 10S 13S')).toBeGreaterThan(score('2K 5K 7K 10K 12K'));
    expect(score('3K 5K 7K 10K 13K')).toBeGreaterThan(score('2V 5V 7V 10V 13V'));
    expect(category('12K 5K 7K 10K 13K')).toBe('flush'); // above any straight
    expect(score('2K 3K 4K 6K 7K')).toBeGreaterThan(score('13K 12S 11T 10V 9K'));
    // Two decks can put a pair in a flush; it is still a flush, its values compared high to low.
    expect(category('5K 5K 13K 9K 7K')).toBe('flush');
    expect(score('5K 5K 13K 9K 7K')).toBeGreaterThan(score('6S 4S 3S 2S 13S'));
  });

  it('Full house: "The full house hand that has the highest three of a kind card wins amongst other full houses."', () => {
    expect(score('8K 8S 8T 2V 2K')).toBeGreaterThan(score('7K 7S 7T 13V 13K'));
    expect(category('5K 5S 5T 12V 12K')).toBe('full-house');
    expect(score('8K 8S 8T 2V 2K')).toBe(score('8K 8S 8V 13V 13K')); // two decks: the pair never counts
  });

  it('Four of a kind: "Ties are broken on the value of the matching cards."', () => {
    expect(score('3K 3S 3T 3V 2K')).toBeGreaterThan(score('2K 2S 2T 2V 13K'));
    expect(score('3K 3S 3T 3V 2K')).toBe(score('3K 3S 3T 3K 13V')); // two decks: the fifth card never counts
    expect(score('3K 3S 3T 3V 2K')).toBe(score('3K 3S 3T 3V')); // nor a missing one (G2)
  });

  it('Straight flush: "Five consecutive cards that all share the same domain (suit)."', () => {
    expect(category('1S 2S 3S 4S 5S')).toBe('straight-flush');
    expect(score('5K 6K 7K 8K 9K')).toBeGreaterThan(score('4V 5V 6V 7V 8V'));
    expect(score('1K 2K 3K 4K 5K')).toBeGreaterThan(score('13K 13S 13T 13V 12K'));
  });

  it('Royal flush: "A straight flush with numerical values from 9 to 13."', () => {
    expect(category('9K 10K 11K 12K 13K')).toBe('royal-flush');
    expect(score('9K 10K 11K 12K 13K')).toBeGreaterThan(score('8V 9V 10V 11V 12V'));
  });
});

suite('house rulings', () => {
  it('G2: "A hand may be 4 cards (one hand card committed, or a one-card company): it can make pairs, two pair, trips and quads, never a straight or flush."', () => {
    expect(category('5K 5S 8T 3V')).toBe('pair');
    expect(category('6K 6S 8T 8V')).toBe('two-pair');
    expect(category('7K 7S 7T 2V')).toBe('three-of-a-kind');
    expect(category('2K 2S 2T 2V')).toBe('four-of-a-kind');
    expect(category('5K 6K 7K 8K')).toBe('high-card'); // four in a row of one domain: neither
    expect(category('5K 6K W 8K')).toBe('pair'); // a wild cannot make one either: it pairs the 8
    expect(category('W W W 9K')).toBe('four-of-a-kind'); // and five of a kind needs five cards
  });

  it('G2: a 4-card hand ranks below a 5-card hand of the same category whose first four cards tie with it (the missing card is lowest)', () => {
    expect(score('5K 5S 13T 8V 2K')).toBeGreaterThan(score('5K 5S 13T 8V'));
    expect(score('5K 5S 13T 9V')).toBeGreaterThan(score('5K 5S 13T 8V 2K'));
    expect(score('5K 5S 13T 8V 2K')).toBeGreaterThan(score('13V 12V 11V 10V'));
  });

  it('G3: "Ace is value 1 and low only; straights run 1-5 up to 9-13 without wrapping; a royal flush is 9-13 of one domain."', () => {
    expect(category('1K 2S 3T 4V 5K')).toBe('straight');
    expect(score('1K 2S 3T 4V 5K')).toBeLessThan(score('2K 3S 4T 5V 6K')); // 1-5 is the lowest straight
    expect(category('10K 11S 12T 13V 1K')).toBe('high-card'); // no wrapping
    expect(category('11K 12S 13T 1V 2K')).toBe('high-card');
    expect(category('10S 11S 12S 13S 1S')).toBe('flush');
    expect(category('9T 10T 11T 12T 13T')).toBe('royal-flush');
    expect(category('1T 2T 3T 4T 5T')).toBe('straight-flush');
    expect(score('3K 3S 1V 7V 9K')).toBeLessThan(score('3T 3V 2K 7V 9K')); // the Ace is the lowest card
    expect(score('1K 1S 13T 12V 11K')).toBeLessThan(score('2K 2S 3T 4V 6K')); // a pair of 1s is the lowest pair
  });

  it('G4: "High card: the highest card\'s value, then that card\'s domain … lower cards are never compared."', () => {
    // The case: a 13 of Services with low cards beats a 13 of Knowledge with a 12.
    expect(score('13V 5K 4S 3T 1K')).toBeGreaterThan(score('13K 12V 11V 10V 8V'));
    // Same top card, value and domain: a tie, whatever the lower cards (two decks).
    expect(score('13V 7K 6K 5K 2K')).toBe(score('13V 12V 11T 10S 8K'));
    expect(score('13V 7K 6K 5K')).toBe(score('13V 12V 11T 10S 8K')); // a 4-card hand too (G2)
  });

  it('G4: "One pair: the pair\'s value, then the other cards\' values from the highest." — no domains', () => {
    expect(score('5V 5T 13V 8V 3V')).toBe(score('5K 5S 13K 8K 3K'));
    expect(score('5K 5K 13K 8K 4K')).toBeGreaterThan(score('5V 5V 13V 8V 3V'));
  });

  it("G4: \"Two pair: the pairs' values, then the kicker's value, then the kicker's domain.\" — not the pairs' domains", () => {
    expect(score('8K 8S 6K 6S 4V')).toBeGreaterThan(score('8T 8V 6T 6V 4T'));
    expect(score('8K 8S 6K 6S 4V')).toBe(score('8T 8V 6T 6V 4V'));
  });

  it('G4: "Straight, straight flush: the highest card\'s value. Flush: the values from the highest." — no domains', () => {
    const straights = DOMAINS.map(
      (d) => evaluateHand([{ value: 9, domain: d }, ...h('8K 7K 6K 5S')] as TechDeckCard[]).score,
    );
    expect(new Set(straights).size).toBe(1);
    expect(score('5K 6K 7K 8K 9K')).toBe(score('5V 6V 7V 8V 9V'));
    expect(score('2S 5S 7S 10S 13S')).toBe(score('2V 5V 7V 10V 13V'));
    expect(score('9K 10K 11K 12K 13K')).toBe(score('9V 10V 11V 12V 13V')); // royal flushes all tie
  });

  it('G4: "A rules-file setting may switch to a full order (every value, then domains)"', () => {
    expect(fullScore('13K 12V 11V 10V 8V')).toBeGreaterThan(fullScore('13V 5K 4S 3T 1K')); // values first
    expect(fullScore('13V 7S 6K 5K 2K')).toBeGreaterThan(fullScore('13V 7K 6V 5V 2V')); // then domains, highest card first
    expect(fullScore('5V 5K 13K 8K 3K')).toBeGreaterThan(fullScore('5T 5T 13V 8V 3V')); // a pair's better card first
    expect(fullScore('8K 8S 8T 2V 4K')).toBeGreaterThan(fullScore('8K 8S 8V 2V 3K')); // two decks: the other cards count
    // The order's ties are exact: the same values and domains (two decks).
    expect(fullScore('5K 5S 13T 8V 3K')).toBe(fullScore('3K 8V 13T 5S 5K'));
    expect(fullScore('9K 9K 4S 4S 1T')).toBe(fullScore('4S 9K 1T 4S 9K'));
    expect(evaluateHand(h('7K 7S 7T 2V 2K'), 'every-card').category).toBe('full-house');
  });

  it('G6: "With two decks or wild cards, five of a kind is possible and ranks above a royal flush."', () => {
    expect(category('2K 2S 2T 2V 2K')).toBe('five-of-a-kind'); // two decks
    expect(category('2K 2S 2T 2V W')).toBe('five-of-a-kind'); // a wild
    expect(score('1K 1K 1S 1S 1T')).toBeGreaterThan(score('9V 10V 11V 12V 13V'));
    expect(score('2K 2K 2K 2K 2K')).toBeGreaterThan(score('1V 1V 1V 1V 1V'));
  });

  it('G7: "A wild card takes the value and domain that make its owner\'s hand best"', () => {
    expect(evaluateHand(h('9K 10K W 12K 13K'))).toEqual({
      category: 'royal-flush',
      score: score('9K 10K 11K 12K 13K'),
      best: [{ value: 11, domain: 'knowledge' }],
    });
    expect(evaluateHand(h('7S 7T W 2V 5K'))).toMatchObject({
      category: 'three-of-a-kind',
      best: [{ value: 7, domain: 'services' }],
    });
    expect(evaluateHand(h('2K 5K 7K 10K W'))).toMatchObject({
      category: 'flush',
      best: [{ value: 13, domain: 'knowledge' }],
    });
    expect(evaluateHand(h('5K 6S 7T 8V W'))).toMatchObject({
      category: 'straight',
      best: [{ value: 9, domain: 'services' }],
    });
    expect(evaluateHand(h('W 10K 11K 12K 13K'))).toMatchObject({
      category: 'royal-flush',
      best: [{ value: 9, domain: 'knowledge' }],
    });
    expect(evaluateHand(h('5K 5S 12T 12V W'))).toMatchObject({
      category: 'full-house',
      best: [{ value: 12, domain: 'services' }],
    });
    expect(evaluateHand(h('W W W W W'))).toMatchObject({
      category: 'five-of-a-kind',
      best: Array(5).fill({ value: 13, domain: 'services' }),
    });
    expect(evaluateHand(h('3K W 9S W 13T'))).toMatchObject({
      category: 'three-of-a-kind',
      best: [
        { value: 13, domain: 'services' },
        { value: 13, domain: 'services' },
      ],
    });
    expect(evaluateHand(h('9K W W 13K W'))).toMatchObject({ category: 'royal-flush' });
  });

  it('G7: a wild hand scores exactly as the same hand with the wilds replaced by what they became', () => {
    for (const text of ['9K 10K W 12K 13K', '5K 6S 7T 8V W', '3K W 9S W 13T', 'W 2S W 2T', '4T W 6T 8T W']) {
      const result = evaluateHand(h(text));
      const cards = h(text);
      let j = 0;
      const filled = cards.map((c) => ('wild' in c ? result.best[j++] : c));
      expect(handScore(filled)).toBe(result.score);
    }
  });
});

suite('wild cards against brute force over all 52 substitutions per wild (G7)', () => {
  // Random hands from two decks (so a card may appear twice), some drawn from a narrow band of values
  // or from one domain so that straights and flushes come up often.
  function randomHand(rand: (n: number) => number, size: number, wilds: number): GridPokerCard[] {
    const band = rand(3); // 0 any value, 1 five or six neighbouring values, 2 one domain
    const low = 1 + rand(9);
    const domain = DOMAINS[rand(4)];
    const cards: GridPokerCard[] = [];
    for (let i = 0; i < size - wilds; i++) {
      const value = band === 1 ? Math.min(13, low + rand(6)) : 1 + rand(13);
      cards.push({ value, domain: band === 2 ? domain : DOMAINS[rand(4)] });
    }
    for (let i = 0; i < wilds; i++) cards.splice(rand(cards.length + 1), 0, { wild: true });
    return cards;
  }

  function check(seed: number, size: number, wilds: number, count: number, ties: TieOrder) {
    const rand = seeded(seed);
    const wrong: string[] = [];
    const seen: { score: number; ref: RefHand }[] = [];
    for (let t = 0; t < count; t++) {
      const cards = randomHand(rand, size, wilds);
      const result = evaluateHand(cards, ties);
      const reference = refBestWithWilds(cards, ties);
      let j = 0;
      const filled = cards.map((c) => ('wild' in c ? result.best[j++] : c)) as TechDeckCard[];
      if (
        result.category !== reference.hand.category ||
        result.best.length !== wilds ||
        refCompare(refHand(filled), reference.hand, ties) !== 0 ||
        handScore(filled, ties) !== result.score
      ) {
        wrong.push(
          `${JSON.stringify(cards)}: ${result.category} with ${JSON.stringify(result.best)}, reference ${reference.hand.category} with ${JSON.stringify(reference.cards)}`,
        );
      }
      seen.push({ score: result.score, ref: reference.hand });
    }
    // Order: sign(score a - score b) is the reference's comparison of the best hands.
    for (let t = 0; t < 20_000; t++) {
      const a = seen[rand(seen.length)];
      const b = seen[rand(seen.length)];
      if (Math.sign(a.score - b.score) !== Math.sign(refCompare(a.ref, b.ref, ties)))
        wrong.push(`order ${a.score} vs ${b.score}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  }

  for (const ties of ['rule-book', 'every-card'] as const) {
    it(`5 cards, 1 wild (3,000 hands), ties by ${ties}`, () => check(1, 5, 1, 3000, ties));
    it(`5 cards, 2 wilds (300 hands), ties by ${ties}`, { timeout: 30_000 }, () => check(2, 5, 2, 300, ties));
    it(`4 cards, 1 wild (3,000 hands), ties by ${ties}`, () => check(3, 4, 1, 3000, ties));
    it(`4 cards, 2 wilds (300 hands), ties by ${ties}`, { timeout: 30_000 }, () => check(4, 4, 2, 300, ties));
  }

  it.each(['rule-book', 'every-card'] as const)(
    '3 and 4 wilds: the pruned search finds the best of all 52^k substitutions, ties by %s',
    { timeout: 30_000 },
    (ties) => {
      // Wilds are interchangeable, so each multiset of k cards stands for all its orderings. The inner
      // scorer is the plain one, itself checked against the reference on every hand of the deck.
      const rand = seeded(5);
      for (let t = 0; t < 24; t++) {
        const wilds = t < 20 ? 3 : 4;
        const cards = randomHand(rand, 5, wilds);
        const filled = cards.filter((c) => !('wild' in c)) as TechDeckCard[];
        const known = filled.length;
        let best = -1;
        const pick = (k: number, from: number) => {
          if (k === wilds) {
            best = Math.max(best, handScore(filled, ties));
            return;
          }
          for (let c = from; c < 52; c++) {
            filled[known + k] = TECH_DECK[c];
            pick(k + 1, c);
          }
        };
        pick(0, 0);
        expect(handScore(cards, ties), JSON.stringify(cards)).toBe(best);
      }
    },
  );
});

suite('hands in words', () => {
  it.each([
    ['13K 7S 6T 5V 2K', 'High card, 13'],
    ['5K 5S 8T 3V 2K', 'Pair of 5s'],
    ['6K 6S 8T 8V 4K', 'Two pair, 8s and 6s'],
    ['7K 7S 7T 2V 5K', 'Three of a kind, 7s'],
    ['5K 6S 7T 8V 9K', 'Straight, 9 high'],
    ['2S 5S 7S 10S 13S', 'Flush, 13 high'],
    ['7K 7S 7T 2V 2K', 'Full house, 7s'], // only the three decide (G4)
    ['9K 9S 9T 9V 8K', 'Four of a kind, 9s'],
    ['5T 6T 7T 8T 9T', 'Straight flush, 9 high'],
    ['9V 10V 11V 12V 13V', 'Royal flush'],
    ['9V 9V 9K 9K W', 'Five of a kind, 9s'],
    ['1K 1S 4T 4V', 'Two pair, 4s and 1s'],
  ])('%s: %s', (text, words) => {
    expect(describeHand(evaluateHand(h(text)))).toBe(words);
  });

  it('a full house scored with every card names its pair too', () => {
    expect(describeHand(evaluateHand(h('7K 7S 7T 2V 2K'), 'every-card'))).toBe('Full house, 7s over 2s');
  });

  it('categoryName names every category', () => {
    expect(HAND_CATEGORIES.map(categoryName)).toEqual([
      'High card',
      'Pair',
      'Two pair',
      'Three of a kind',
      'Straight',
      'Flush',
      'Full house',
      'Four of a kind',
      'Straight flush',
      'Royal flush',
      'Five of a kind',
    ]);
  });
});

suite('input', () => {
  it('reads any object with value and domain, and a compiled card of domain "wild" as wild, without changing it', () => {
    const cards = Object.freeze([
      Object.freeze({ id: 'knowledge-9', value: 9, domain: 'knowledge' as const, name: 'x' }),
      Object.freeze({ id: 'wild-1', value: null, domain: 'wild' }),
      ...h('11K 12K 13K').map((c) => Object.freeze(c)),
    ]) as unknown as GridPokerCard[];
    expect(evaluateHand(cards).category).toBe('royal-flush');
  });

  it('a hand of another size is refused with what to pass instead', () => {
    expect(() => evaluateHand(h('5K 5S 8T'))).toThrow(HandError);
    expect(() => evaluateHand(h('5K 5S 8T 3V 2K 2S'))).toThrow(/5 cards, or 4 \(ruling G2\); this one has 6/);
    try {
      handScore([]);
    } catch (e) {
      expect((e as HandError).code).toBe('poker/hand-size');
    }
  });

  it('a card outside the Tech Deck is refused, naming the card', () => {
    expect(() => evaluateHand([...h('5K 5S 8T 3V'), { value: 14, domain: 'science' }])).toThrow(
      /Card 5 of the hand is \{"value":14,"domain":"science"\}/,
    );
    expect(() => evaluateHand([...h('5K 5S 8T 3V'), { value: 0, domain: 'science' }])).toThrow(HandError);
    expect(() => evaluateHand([...h('5K 5S 8T 3V'), { value: 2.5, domain: 'science' }])).toThrow(HandError);
    expect(() => evaluateHand([...h('5K 5S 8T 3V'), { value: 2, domain: 'information' } as never])).toThrow(HandError);
  });
});

suite('card keys', () => {
  it("keysScore of the cards' keys is handScore of the cards, 4 or 5 cards, with up to three wilds, in any order", () => {
    const rand = seeded(16);
    const wild: GridPokerCard = { wild: true };
    for (let i = 0; i < 20000; i++) {
      const n = rand(2) === 0 ? 4 : 5;
      const wilds = [0, 0, 0, 1, 1, 2, 3][rand(7)];
      const cards: GridPokerCard[] = Array.from({ length: n }, (_, k) => (k < wilds ? wild : TECH_DECK[rand(52)]));
      const keys = cards.map(cardKey);
      const [a, b, c, d, e] = keys;
      // A 4-card hand's fifth key is ignored, whatever is passed.
      expect(keysScore(a, b, c, d, n === 5 ? e : cardKey(TECH_DECK[rand(52)]), n)).toBe(handScore(cards));
      const [p, q, r, s, t] = [...keys].reverse();
      expect(keysScore(p, q, r, s, t ?? 0, n)).toBe(handScore(cards));
    }
  });

  it('a key is value << 4 | domain digit, WILD_KEY for a wild, and a card outside the Tech Deck is refused', () => {
    expect(cardKey({ value: 13, domain: 'services' })).toBe((13 << 4) | 4);
    expect(cardKey({ value: 1, domain: 'knowledge' })).toBe(17);
    expect(cardKey({ wild: true })).toBe(WILD_KEY);
    expect(cardKey({ value: null, domain: 'wild' } as never)).toBe(WILD_KEY);
    expect(() => cardKey({ value: 14, domain: 'science' })).toThrow(HandError);
  });
});
