// DSL fuzzing: generated and mutated card and rules texts through the parser, the compiler, the schema
// and the command line. Each text is accepted (and then valid against the schema) or refused with
// located problems; nothing else is thrown, and no text takes more than a bound: a generous one, there
// to catch pathological backtracking (seconds, not milliseconds), not to measure speed (npm run bench).
// `npm run fuzz` runs a long campaign; test/dsl/fuzz.test.ts a short one.
import fc from 'fast-check';
import { compileCardFile, compileRulesFile, validateCard, validateRules, type Problem } from '../../src/dsl/index.js';
import { collectFiles, readSources, CARD_EXTENSION, RULES_EXTENSION } from '../../src/tools/deck-files.js';

const cards = readSources(collectFiles(['cards'], [CARD_EXTENSION]).files);
const rules = readSources(collectFiles(['rules'], [RULES_EXTENSION]).files);
const WORDS = [
  'draw',
  'a',
  'card',
  'or',
  'and',
  'Then,',
  'it',
  'them',
  'the rest',
  'If',
  'you',
  'may',
  'each',
  'player',
  'of value',
  '7',
  'or more',
  'neutral',
  'in play',
  'until the end of the round',
  'exchange',
  'with',
  'Science',
  'wild',
  '–',
  '.',
  ',',
  ':',
  '#',
  'phases:',
  '1.',
  'procedure',
];
const NASTY = [
  '\u0000',
  '\u0007',
  '\u202e',
  '\ufeff',
  '🂡',
  'é',
  '\t',
  '\r',
  '\n',
  '\n  ',
  '"',
  "'",
  '\\',
  '99999999999999999999',
  '1e308',
  '-0',
  'NaN',
  '０',
  '٣',
  '\ud800',
];

/** A mutation of a text: what it does, applied at a position chosen from the seed. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('delete-word'), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert'),
    at: fc.nat(),
    text: fc.oneof(
      fc.constantFrom(...WORDS, ...NASTY),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
    ),
  }),
  fc.record({ kind: fc.constant('swap-sentences'), at: fc.nat() }),
  fc.record({ kind: fc.constant('truncate'), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate-line'), at: fc.nat() }),
  fc.record({ kind: fc.constant('big-number'), at: fc.nat() }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(text: string, m: Mutation): string {
  const at = (n: number) => (text.length === 0 ? 0 : m.at % n);
  switch (m.kind) {
    case 'delete-word': {
      const words = text.split(' ');
      words.splice(at(words.length), 1);
      return words.join(' ');
    }
    case 'insert': {
      const i = at(text.length + 1);
      return text.slice(0, i) + (m as { text: string }).text + text.slice(i);
    }
    case 'swap-sentences': {
      const parts = text.split('. ');
      if (parts.length < 2) return text;
      const i = at(parts.length - 1);
      [parts[i], parts[i + 1]] = [parts[i + 1], parts[i]];
      return parts.join('. ');
    }
    case 'truncate':
      return text.slice(0, at(text.length + 1));
    case 'duplicate-line': {
      const lines = text.split('\n');
      const i = at(lines.length);
      lines.splice(i, 0, lines[i]);
      return lines.join('\n');
    }
    case 'big-number':
      return text.replace(/\d+/, ['0', '-1', '14', '99999999999999999999', '1'.repeat(400)][m.at % 5]);
  }
}

/** Huge and deep texts that a careless grammar chokes on. */
export function enormousTexts(): { name: string; source: string; path: string }[] {
  const base = cards[0].source;
  const effect = (text: string) => base.replace(/effect:[^\n]*(\n[ \t][^\n]*)*/, `effect: Big – ${text}`);
  return [
    { name: 'a 1 MB effect', source: effect('Draw a card. '.repeat(80_000)), path: 'cards/x/big.card' },
    {
      name: '2,000 alternatives',
      source: effect(`Exchange ${'a card in the discard or '.repeat(2000)}a card in play with it.`),
      path: 'cards/x/alt.card',
    },
    {
      name: '5,000 nested conditions',
      source: effect(`Reveal the top card of the deck. ${'If it is a Science card, '.repeat(5000)}draw it.`),
      path: 'cards/x/deep.card',
    },
    {
      name: 'a 1 MB name',
      source: base.replace(/name:[^\n]*/, `name: ${'N'.repeat(1_000_000)}`),
      path: 'cards/x/name.card',
    },
    {
      name: 'a 1 MB rules file',
      source: `${rules[0]?.source ?? ''}\n${'# filler\n'.repeat(100_000)}`,
      path: 'rules/big.rules',
    },
    { name: '200,000 unknown words', source: effect(`${'blorp '.repeat(200_000)}.`), path: 'cards/x/words.card' },
  ];
}

export interface FuzzFailure {
  path: string;
  source: string;
  error: string;
}

/** Compiles one text and says what is wrong with how it was handled, or null when it was handled well. */
export function checkText(source: string, path: string, boundMs: number): string | null {
  const start = performance.now();
  let problems: Problem[];
  let valid = true;
  try {
    if (path.endsWith('.rules')) {
      const result = compileRulesFile(source, path);
      problems = result.problems;
      if (result.rules) valid = validateRules(result.rules).valid;
    } else {
      const result = compileCardFile(source, path);
      problems = result.problems;
      if (result.card) valid = validateCard(result.card).valid;
    }
  } catch (error) {
    return `threw ${error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error)}`;
  }
  const ms = performance.now() - start;
  if (ms > boundMs) return `took ${ms.toFixed(0)} ms (bound ${boundMs} ms)`;
  if (!valid) return 'was accepted but breaks the schema';
  const lines = source.split('\n').length;
  for (const p of problems) {
    if (p.path !== path || !(p.line >= 1 && p.line <= lines + 1) || !(p.column >= 1) || !p.message || !p.code)
      return `a badly located problem: ${JSON.stringify(p)}`;
  }
  return null;
}

/** Runs `runs` mutated texts (card files and rules files) from a seed; returns the failures. */
export function fuzzDsl(runs: number, seed: number, boundMs = 2000): FuzzFailure[] {
  const failures: FuzzFailure[] = [];
  const files = [...cards, ...rules];
  fc.assert(
    fc.property(fc.nat(files.length - 1), fc.array(mutation, { minLength: 1, maxLength: 6 }), (index, mutations) => {
      const file = files[index];
      const source = mutations.reduce(mutate, file.source);
      const error = checkText(source, file.path, boundMs);
      if (error) failures.push({ path: file.path, source, error });
      return error === null;
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return failures;
}
