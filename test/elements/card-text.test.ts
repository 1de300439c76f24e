// Reading a `card-text` without the compiler (src/elements/card/card-text.ts): the keyword split from
// the effect's text where the card's dash stands, in one pass, and a text over the size limit refused
// with a message instead of being read.
import fc from 'fast-check';
import { describe as suite, expect, it } from 'vitest';
import { SOURCE_LIMIT } from '../../src/dsl/shared/limits.js';
import { readCardText, splitKeyword } from '../../src/elements/card/card-text.js';

const card = (effect: string) => `value: 7\ndomain: Science\nname: Plate Tectonics\neffect: ${effect}\n`;
/** The pattern the split replaces: the same keyword and text, in time that grew with the square of the length. */
const PATTERN = /^(.+?)\s+[–—-]\s+(.+)$/s;

suite('card-text', () => {
  it('splits the keyword from the text where the pattern did', () => {
    expect(splitKeyword('Rally – All players draw a card.')).toEqual({
      keyword: 'Rally',
      text: 'All players draw a card.',
    });
    const text = fc.string({ unit: fc.constantFrom(' ', '\u00a0', '\n', '-', '–', '—', 'a', 'b'), maxLength: 12 });
    fc.assert(
      fc.property(text, (effect) => {
        const m = PATTERN.exec(effect);
        expect(splitKeyword(effect)).toEqual(m ? { keyword: m[1], text: m[2] } : null);
      }),
      { numRuns: 20_000 },
    );
  });

  // Not timed: the test's own timeout is the bound (the split is a scan of the text, no work to count
  // without reaching inside it). Spaces, tabs or no-break spaces and no dash: the pattern tried each run
  // of them from every place the keyword could end, 13 to 18 s for each of these texts, 50 s in all here,
  // where the split takes milliseconds. The pattern blows the timeout below five times over; the split
  // stays a hundred times within it on a busy machine.
  it('reads an effect as long as the limit allows in one pass', () => {
    for (const space of [' ', '\t', '\u00a0']) {
      const effect = `Rally${space.repeat(SOURCE_LIMIT - 100)}draw`;
      expect(readCardText(card(effect))).toMatchObject({ card: { effect: { keyword: 'Effect', text: effect } } });
    }
  }, 10_000);

  it('refuses a text over the size limit, saying so', () => {
    expect(readCardText(card(`Rally – ${'x'.repeat(2 * SOURCE_LIMIT)}`))).toEqual({
      error: 'The card text is 400 kB long; a card file may be at most 200 kB.',
    });
  });
});
