// Where a card's name may break (src/elements/card/name-breaks.ts): soft hyphens inside words of ten
// letters or more only, away from their ends, and the longest run a line can't break, for the card to
// shrink the name to.
import { describe as suite, expect, it } from 'vitest';
import { nameBreaks, SOFT_HYPHEN } from '../../src/elements/card/name-breaks.js';

const shown = (name: string) => nameBreaks(name).pieces.map((p) => (p.word ? `[${p.text.replaceAll(SOFT_HYPHEN, '-')}]` : p.text)).join('');

suite('nameBreaks', () => {
  it('puts soft hyphens between the letters of a long word, three letters from either end', () => {
    expect(shown('Microprocessor')).toBe('[Mic-r-o-p-r-o-c-e-s-sor]');
    expect(shown('Artificial Intelligence')).toBe('[Art-i-f-i-c-ial] [Int-e-l-l-i-g-e-nce]');
    expect(shown('Double-Entry Bookkeeping')).toBe('Double-Entry [Boo-k-k-e-e-p-ing]');
    expect(shown('Robotics Relativity')).toBe('Robotics [Rel-a-t-i-v-ity]');
  });

  it('keeps the whole name, in order: short words, numbers and signs as they are', () => {
    expect(shown('Radio Mast')).toBe('Radio Mast');
    expect(shown('3D Printing 1234567890')).toBe('3D Printing 1234567890');
    expect(shown('<script>x</script>')).toBe('<script>x</script>');
    expect(shown("(javascript:alert) Archimedes' Screw")).toBe("[(jav-a-s-c-r-ipt:alert)] [Arc-h-i-m-e-des'] Screw");
    const name = 'Zero\u200Bwidth «Encyclopédie» Ελληνικά';
    expect(nameBreaks(name).pieces.map((p) => p.text).join('').replaceAll(SOFT_HYPHEN, '')).toBe(name);
  });

  it('measures the longest run a line cannot break: lines break at spaces and after hyphens', () => {
    expect(nameBreaks('Microprocessor').longest).toBe(14);
    expect(nameBreaks('Peer-to-Peer Services').longest).toBe(8);
    expect(nameBreaks('Double-Entry Bookkeeping').longest).toBe(11);
    expect(nameBreaks('').longest).toBe(0);
  });
});
