import { describe as suite, expect, it } from 'vitest';
import { compileEffectText, describe, formatProblem, validateEffect } from '../../src/dsl/index.js';
import { EFFECT_TEXTS } from './effect-texts.js';

const compile = (text: string) => {
  const result = compileEffectText(text);
  if (!result.effect) throw new Error(result.problems.map((p) => formatProblem(p, text)).join('\n'));
  return result.effect;
};

suite('the effect grammar', () => {
  it('has at least 40 distinct texts beyond the deck', () => {
    expect(new Set(EFFECT_TEXTS).size).toBeGreaterThanOrEqual(40);
  });

  it.each(EFFECT_TEXTS)('compiles, passes the schema and reads back: %s', (text) => {
    const effect = compile(text);
    expect(validateEffect(effect).errors).toEqual([]);
    const again = compile(describe(effect));
    expect(again.steps).toEqual(effect.steps);
    expect(again.keyword).toEqual(effect.keyword);
  });

  it('parses the four published texts verbatim', () => {
    const cogitate = compile(
      'Cogitate – Reveal the top card of the deck. Draw it or replace a card you control with it.',
    );
    expect(cogitate.steps).toEqual([
      {
        kind: 'reveal',
        actor: 'you',
        cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'deck', end: 'top' } },
      },
      {
        kind: 'choice',
        actor: 'you',
        options: [
          [{ kind: 'draw', actor: 'you', cards: { ref: 'it' } }],
          [
            {
              kind: 'replace',
              actor: 'you',
              cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'in-play', control: 'you' } },
              with: { ref: 'it' },
            },
          ],
        ],
      },
    ]);
    expect(compile('Rally – All players draw a card.').steps).toEqual([
      {
        kind: 'draw',
        actor: 'all-players',
        cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'deck', end: 'top' } },
      },
    ]);
    const assist = compile(
      'Assist – You may draw a card. All players give you a card. Then, give each player a card from your hand.',
    );
    expect(assist.steps.map((s) => s.kind)).toEqual(['may', 'give', 'give']);
    expect(assist.steps[1]).toMatchObject({
      actor: 'all-players',
      to: 'you',
      cards: { zone: { place: 'hand', player: 'they' } },
    });
    expect(assist.steps[2]).toMatchObject({ actor: 'you', to: 'each-player', then: true });
    const automate = compile(
      'Automate – Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard.',
    );
    expect(automate.steps[0]).toEqual({
      kind: 'exchange',
      actor: 'you',
      cards: {
        anyOf: [
          { count: { mode: 'exactly', n: 1 }, zone: { place: 'in-play', control: 'neutral' } },
          { count: { mode: 'exactly', n: 1 }, zone: { place: 'in-play', control: 'you' } },
        ],
      },
      with: {
        anyOf: [
          { count: { mode: 'exactly', n: 1 }, zone: { place: 'deck', end: 'top' } },
          { count: { mode: 'exactly', n: 1 }, zone: { place: 'discard' } },
        ],
      },
    });
  });

  it('reads counts, up to, any number of and all', () => {
    const counts = [
      'a card',
      'an Information card',
      'one card',
      'six cards',
      '4 cards',
      'up to two cards',
      'any number of cards',
      'all cards in your hand',
    ];
    const modes = counts.map((c) => {
      const step = compile(`K – Discard ${c}.`).steps[0] as { cards: { count: unknown } };
      return step.cards.count;
    });
    expect(modes).toEqual([
      { mode: 'exactly', n: 1 },
      { mode: 'exactly', n: 1 },
      { mode: 'exactly', n: 1 },
      { mode: 'exactly', n: 6 },
      { mode: 'exactly', n: 4 },
      { mode: 'up-to', n: 2 },
      { mode: 'any' },
      { mode: 'all' },
    ]);
  });

  it('accepts a hyphen or an en dash after the keyword, and keeps the text as written', () => {
    const a = compile('Rally - All players draw a card.');
    const b = compile('Rally – All players draw a card.');
    expect(a.steps).toEqual(b.steps);
    expect(a.keyword).toBe('Rally');
    expect(a.text).toBe('All players draw a card.');
  });

  it('lets a verb default the place of an unplaced card', () => {
    const zoneOf = (text: string) => (compile(text).steps[0] as { cards: { zone: unknown } }).cards.zone;
    expect(zoneOf('K – Draw a card.')).toEqual({ place: 'deck', end: 'top' });
    expect(zoneOf('K – Discard a card.')).toEqual({ place: 'hand', player: 'you' });
    expect(zoneOf('K – Each other player discards a card.')).toEqual({ place: 'hand', player: 'they' });
  });

  it('makes "you may" and "… or …" choices, and durations lasting changes', () => {
    expect(compile('K – You may draw a card.').steps[0].kind).toBe('may');
    expect(compile('K – Draw a card or discard a card.').steps[0].kind).toBe('choice');
    expect(
      compile('K – A card you control counts as a Science card until the end of the round.').steps[0],
    ).toMatchObject({ kind: 'count-as', as: { domain: 'science' }, duration: 'round' });
    expect(compile('K – A card you control counts as value 2.').steps[0]).not.toHaveProperty('duration');
  });
});
