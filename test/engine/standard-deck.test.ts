// The standard 52-card deck as data (src/engine/standard-deck.json): the cards Poker Squared loads, read
// by the 3-card evaluator exactly as the slow reference reads them, over all 22,100 hands.
import { describe as suite, expect, it } from 'vitest';
import { SUITS, standardCard, standardDeck, standardLabel } from '../../src/engine/standard-deck.js';
import { evaluateHand3 } from '../../src/poker/index.js';
import { refCompare3, refHand3, STANDARD_DECK } from '../poker/reference.js';

suite('the standard deck', () => {
  it('is 52 cards: 13 ranks (2 to Ace) in each of the 4 French suits, each with its id, name and symbol', () => {
    expect(standardDeck).toHaveLength(52);
    expect(new Set(standardDeck.map((c) => c.id)).size).toBe(52);
    expect(standardDeck.map(({ rank, suit }) => ({ rank, suit }))).toEqual(STANDARD_DECK);
    for (const card of standardDeck) expect(card.id).toBe(`${card.suit}-${card.rank}`);
    expect(SUITS).toEqual(['clubs', 'diamonds', 'hearts', 'spades']);
    expect(standardLabel(standardCard('spades-14')!)).toBe('A♠ (Ace of Spades)');
    expect(standardLabel(standardCard('hearts-10')!)).toBe('10♥ (10 of Hearts)');
    expect(standardCard('diamonds-12')!.short).toBe('Q♦');
    expect(standardCard('wild-1')).toBeUndefined();
  });

  it('its cards go straight into evaluateHand3: all 22,100 hands ordered as the reference orders them', () => {
    const hands: { score: number; ref: ReturnType<typeof refHand3> }[] = [];
    const wrong: string[] = [];
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          const cards = [standardDeck[a], standardDeck[b], standardDeck[c]];
          const result = evaluateHand3(cards);
          const ref = refHand3(
            cards.map((x) => x.rank),
            cards.map((x) => x.suit),
            'standard',
          );
          if (result.category !== ref.category)
            wrong.push(`${cards.map((x) => x.short).join(' ')}: ${result.category}, reference ${ref.category}`);
          hands.push({ score: result.score, ref });
        }
      }
    }
    expect(hands).toHaveLength(22_100);
    hands.sort((x, y) => x.score - y.score);
    for (let i = 1; i < hands.length; i++) {
      if (Math.sign(refCompare3(hands[i].ref, hands[i - 1].ref)) !== Math.sign(hands[i].score - hands[i - 1].score))
        wrong.push(`order at ${i}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
