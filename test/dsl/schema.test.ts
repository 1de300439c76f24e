import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { validateCard, validateEffect } from '../../src/dsl/index.js';
import { renderSchemaTypes } from '../../scripts/schema-types.js';

const draw = {
  kind: 'draw',
  actor: 'you',
  cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'deck', end: 'top' } },
};
const effect = (steps: unknown[]) => ({ keyword: 'Study', text: 'Draw a card.', steps });

suite('schema/effect.schema.json', () => {
  it('accepts a well-formed effect', () => {
    expect(validateEffect(effect([draw])).errors).toEqual([]);
  });

  it.each([
    ['no steps', effect([])],
    ['an unknown kind', effect([{ ...draw, kind: 'teleport' }])],
    ['an unknown player', effect([{ ...draw, actor: 'the dealer' }])],
    [
      'a zero count',
      effect([{ ...draw, cards: { count: { mode: 'exactly', n: 0 }, zone: { place: 'deck', end: 'top' } } }]),
    ],
    [
      'a value out of range',
      effect([
        {
          ...draw,
          cards: { count: { mode: 'exactly', n: 1 }, filter: { value: { min: 14 } }, zone: { place: 'discard' } },
        },
      ]),
    ],
    [
      'an unknown domain',
      effect([
        {
          ...draw,
          cards: { count: { mode: 'exactly', n: 1 }, filter: { domains: ['magic'] }, zone: { place: 'discard' } },
        },
      ]),
    ],
    ['an unknown zone', effect([{ ...draw, cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'attic' } } }])],
    ['an unknown reference', effect([{ ...draw, cards: { ref: 'this' } }])],
    ['a replace without "with"', effect([{ kind: 'replace', actor: 'you', cards: { ref: 'it' } }])],
    ['a choice with one option', effect([{ kind: 'choice', actor: 'you', options: [[draw]] }])],
    ['an extra property', effect([{ ...draw, magic: true }])],
    ['a missing keyword', { text: 'x', steps: [draw] }],
    [
      'a count-as with two changes',
      effect([{ kind: 'count-as', actor: 'you', cards: { ref: 'it' }, as: { domain: 'science', value: 3 } }]),
    ],
  ])('rejects %s', (_name, bad) => {
    expect(validateEffect(bad).valid).toBe(false);
  });

  it('rejects a malformed card', () => {
    const card = {
      id: 'science-7',
      value: 7,
      domain: 'science',
      name: 'Earth Sciences',
      year: 1785,
      people: 'James Hutton',
      fact: 'Deep time.',
      source: 'provisional',
      effect: effect([draw]),
    };
    expect(validateCard(card).errors).toEqual([]);
    expect(validateCard({ ...card, value: 0 }).valid).toBe(false);
    expect(validateCard({ ...card, domain: 'magic' }).valid).toBe(false);
    expect(validateCard({ ...card, source: 'rumour' }).valid).toBe(false);
    expect(validateCard({ ...card, effect: effect([{ kind: 'draw' }]) }).valid).toBe(false);
  });
});

suite('src/dsl/schema-types.ts', () => {
  it('is generated from the schemas and up to date (npm run gen:types)', async () => {
    const onDisk = readFileSync(new URL('../../src/dsl/schema-types.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(await renderSchemaTypes());
  });
});
