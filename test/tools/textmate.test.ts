// The TextMate grammars that colour .card and .rules files in a designer's editor (editors/vscode).
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { VOCABULARY } from '../../src/dsl/generated/vocabulary.js';

const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../editors/vscode/syntaxes/${name}.tmLanguage.json`, import.meta.url), 'utf8'));
const regex = (source: string) => new RegExp(source.replace('(?i)', ''), source.startsWith('(?i)') ? 'gi' : 'g');

suite('TextMate grammars', () => {
  const card = load('tech-deck-card');
  const words = card.repository['effect-text'].patterns as { match: string; name: string }[];

  it('compile, every pattern', () => {
    for (const grammar of [card, load('tech-deck-rules')]) {
      const patterns = [
        ...(grammar.patterns ?? []),
        ...Object.values(grammar.repository ?? {}).flatMap((r: any) => [r, ...(r.patterns ?? [])]),
      ];
      for (const p of patterns)
        for (const key of ['match', 'begin', 'end']) if (p[key]) expect(() => regex(p[key])).not.toThrow();
    }
  });

  it('colour every verb of the card grammar as a verb', () => {
    const verbs = words.find((w) => w.name.startsWith('keyword.control.verb'))!;
    for (const verb of [
      'draw',
      'reveal',
      'look',
      'exchange',
      'replace',
      'expel',
      'discard',
      'give',
      'take',
      'pick',
      'put',
      'arrange',
      'shuffle',
      'use',
      'counts',
    ]) {
      expect(VOCABULARY).toContain(verb);
      expect(`Rally – All players ${verb} a card.`.match(regex(verbs.match))).toContain(verb);
    }
  });

  it('colour the keyword of an effect line', () => {
    const begin = regex(card.repository.effect.begin);
    expect(begin.exec('effect: Rally – All players draw a card.')?.[3]).toBe('Rally');
  });
});
