import { describe as suite, expect, it } from 'vitest';
import { describe, compileEffectText, validateCard, type Card, type Step } from '../../src/dsl/index.js';
import { loadDeck } from '../../src/tools/deck-files.js';

const deck = loadDeck('cards');
const byId = new Map(deck.cards.map((c) => [c.id, c]));
const card = (id: string) => byId.get(id)!;

/** Every step kind an effect uses, nested ones included. */
function kinds(steps: Step[]): string[] {
  return steps.flatMap((s) => [
    s.kind,
    ...(s.kind === 'choice' ? s.options.flatMap(kinds) : 'steps' in s ? kinds(s.steps) : []),
  ]);
}

suite('the deck in cards/', () => {
  it('compiles without a problem into 54 cards: 13 values in four domains and two wilds', () => {
    expect(deck.problems).toEqual([]);
    expect(deck.cards).toHaveLength(54);
    for (const domain of ['knowledge', 'science', 'technology', 'services'] as const) {
      expect(deck.cards.filter((c) => c.domain === domain).map((c) => c.value)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
      ]);
    }
    expect(deck.cards.filter((c) => c.domain === 'wild').map((c) => c.id)).toEqual(['wild-1', 'wild-2']);
  });

  it('passes the card schema, every card', () => {
    for (const c of deck.cards) expect(validateCard(c).errors, c.id).toEqual([]);
  });

  it('reads back every effect: describe compiles again to the same effect', () => {
    for (const c of deck.cards.filter((c) => c.effect)) {
      const text = describe(c.effect!);
      const again = compileEffectText(text);
      expect(again.problems, `${c.id}: ${text}`).toEqual([]);
      expect(again.effect!.steps, `${c.id}: ${text}`).toEqual(c.effect!.steps);
    }
  });

  it('holds the four published texts verbatim', () => {
    // shared/rules-source/README.md, "The published card texts known to us".
    const published: [string, string, string, string][] = [
      [
        'knowledge-13',
        'Artificial Intelligence',
        'Cogitate',
        'Reveal the top card of the deck. Draw it or replace a card you control with it.',
      ],
      ['science-13', 'Social Media', 'Rally', 'All players draw a card.'],
      [
        'services-13',
        'Peer-to-Peer Services',
        'Assist',
        'You may draw a card. All players give you a card. Then, give each player a card from your hand.',
      ],
      [
        'technology-13',
        'Robotics',
        'Automate',
        'Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard.',
      ],
    ];
    for (const [id, name, keyword, text] of published) {
      expect(card(id)).toMatchObject({ name, source: 'published', effect: { keyword, text } });
    }
    expect(
      deck.cards
        .filter((c) => c.source === 'published')
        .map((c) => c.id)
        .sort(),
    ).toEqual(published.map((p) => p[0]).sort());
  });

  it("gives the four published cards the rule book's own fact lines, word for word", () => {
    // shared/rules-source/tech-chess-rules-v4.txt prints each 13 with its year, people and one line of fact.
    const facts: Record<string, [number, string]> = {
      'knowledge-13': [1943, 'Neural networks as artificial neurons to perform logical functions described.'],
      'science-13': [1997, 'Six Degrees profile uploading service founded.'],
      'services-13': [1999, 'Napster for P2P file sharing debuts.'],
      'technology-13': [1920, "The play Rossum's Universal Robots (R.U.R.) created."],
    };
    for (const [id, [year, fact]] of Object.entries(facts)) expect(card(id), id).toMatchObject({ year, fact });
  });

  it('marks the completion of Cogitate as a ruling', () => {
    expect(card('knowledge-13').ruling).toMatch(/cut off/i);
  });

  it('has Professional Services (9 Services) and Earth Sciences (7 Science) exchange cards in play', () => {
    // "9 Services 'Professional Services' and 7 Science 'Earth Sciences' (both exchange cards in play)".
    for (const id of ['services-9', 'science-7']) {
      const c = card(id);
      expect(kinds(c.effect!.steps), id).toContain('exchange');
      expect(JSON.stringify(c.effect!.steps), id).toContain('"in-play"');
    }
    expect(card('services-9').name).toBe('Professional Services');
    expect(card('science-7').name).toBe('Earth Sciences');
  });

  it('gives every other card a concept, a year, people and a fact, and marks it provisional', () => {
    for (const c of deck.cards.filter((c) => c.source !== 'published')) {
      expect(c.source, c.id).toBe('provisional');
      expect(c.name.length, c.id).toBeGreaterThan(2);
      expect(c.people.length, c.id).toBeGreaterThan(2);
      expect(c.fact.length, c.id).toBeGreaterThan(20);
    }
  });

  it('has no two effects alike, and wilds without effects', () => {
    const withEffect = deck.cards.filter((c) => c.effect);
    expect(withEffect).toHaveLength(52);
    expect(new Set(withEffect.map((c) => JSON.stringify(c.effect!.steps))).size).toBe(52);
    expect(new Set(withEffect.map((c) => c.effect!.keyword)).size).toBe(52);
    expect(
      deck.cards.filter((c) => c.domain === 'wild').every((c: Card) => c.effect === null && c.value === null),
    ).toBe(true);
  });
});
