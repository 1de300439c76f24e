// Syntax colouring from the grammar's parse (src/dsl/card/highlight.ts): what each word of a card file is
// coloured as, on every real card file, on broken texts, and the colours' agreement with the AST.
import { describe, expect, it } from 'vitest';
import { highlightCardFile, type Token } from '../../src/dsl/card/highlight.js';
import { loadDeck } from '../../src/tools/deck-files.js';

const robotics = `# 13 of Technology: Robotics
value: 13
domain: Technology
name: Robotics
year: 1920
people: Karel Čapek
fact: The word "robot" first appeared in Čapek's play R.U.R.
source: published
effect: Automate – Exchange a neutral card in play or a card you control
  with the top card of the deck or card in the discard.
`;

/** "kind:text" for each token, in order. */
const read = (source: string, tokens: Token[] = highlightCardFile(source)) =>
  tokens.map((t) => `${t.kind}:${source.slice(t.start, t.end)}`);

describe('highlightCardFile', () => {
  it('colours the fields and every word of the effect by what the grammar read it as', () => {
    expect(read(robotics)).toEqual([
      'comment:# 13 of Technology: Robotics',
      'key:value',
      'punctuation::',
      'number:13',
      'key:domain',
      'punctuation::',
      'domain:Technology',
      'key:name',
      'punctuation::',
      'value:Robotics',
      'key:year',
      'punctuation::',
      'number:1920',
      'key:people',
      'punctuation::',
      'value:Karel Čapek',
      'key:fact',
      'punctuation::',
      'value:The word "robot" first appeared in Čapek\'s play R.U.R.',
      'key:source',
      'punctuation::',
      'value:published',
      'key:effect',
      'punctuation::',
      'keyword:Automate',
      'punctuation:–',
      'verb:Exchange',
      'count:a',
      'place:neutral',
      'card:card',
      'place:in play',
      'connective:or',
      'count:a',
      'card:card',
      'place:you control',
      // the continuation line: a token never runs over a line break
      'verb:with',
      'card:the top card of the deck',
      'connective:or',
      'card:card',
      'place:in the discard',
      'punctuation:.',
    ]);
  });

  it('tells players, references, conditions, "Then," and "may" apart', () => {
    const text =
      'effect: Gamble – Reveal the top card of the deck. If it is a Science card, you may draw it. Then, each other player discards a card.\n';
    expect(read(text).slice(4)).toEqual([
      'verb:Reveal',
      'card:the top card of the deck',
      'punctuation:.',
      'connective:If',
      'condition:it is a Science card',
      'punctuation:,',
      'player:you',
      'connective:may',
      'verb:draw',
      'reference:it',
      'punctuation:.',
      'connective:Then',
      'punctuation:,',
      'player:each other player',
      'verb:discards',
      'count:a',
      'card:card',
      'punctuation:.',
    ]);
  });

  it('leaves a broken sentence plain and colours the others, sentence by sentence as the compiler reports them', () => {
    const text = 'effect: Shift – Exchnage two neutral cards in play. Then, draw a card.\n';
    const tokens = read(text);
    expect(tokens).toContain('keyword:Shift');
    expect(tokens.some((t) => t.includes('Exchnage'))).toBe(false);
    expect(tokens.slice(-6)).toEqual([
      'connective:Then',
      'punctuation:,',
      'verb:draw',
      'count:a',
      'card:card',
      'punctuation:.',
    ]);
  });

  it('marks a line that is not a field, and never throws on any text', () => {
    expect(read('value: 7\nthis is not a field\n')).toEqual([
      'key:value',
      'punctuation::',
      'number:7',
      'bad:this is not a field',
    ]);
    for (const text of [
      '',
      '\n\n',
      'effect:',
      'effect: –',
      'effect: Draw a card',
      ':::',
      '# only a comment',
      'effect: A – B. C. D.',
    ]) {
      expect(() => highlightCardFile(text)).not.toThrow();
    }
  });

  it('on every card file of the deck: every visible character of a field is coloured, tokens in order and apart', () => {
    const { sources } = loadDeck('cards');
    expect(sources.length).toBe(54);
    for (const { path, source } of sources) {
      const tokens = highlightCardFile(source);
      for (let i = 1; i < tokens.length; i++) expect(tokens[i].start, path).toBeGreaterThanOrEqual(tokens[i - 1].end);
      const covered = new Set(tokens.flatMap((t) => Array.from({ length: t.end - t.start }, (_, k) => t.start + k)));
      const bare = [...source].map((ch, i) => (/\s/.test(ch) || covered.has(i) ? '' : ch)).join('');
      expect(bare, path).toBe('');
      expect(tokens.some((t) => t.kind === 'verb') || source.includes('domain: wild'), path).toBe(true);
    }
  });
});
