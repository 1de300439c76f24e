// Card and rules texts at the size limit, made of as many broken lines as fit: each is checked in time
// in proportion to its size, its problems are all counted, and only the first PROBLEMS_SHOWN are told.
// Checking used to locate and print each problem by splitting the whole file again, and to parse a
// rules file again after each broken line: a 200 kB file of one-letter lines took minutes.
//
// The time bound is generous (the machine may be busy): the old work took hundreds of times longer.
import { describe as suite, expect, it } from 'vitest';
import { compileCardFile, compileRulesFile } from '../../src/dsl/index.js';
import { moreProblems, PROBLEMS_SHOWN, SOURCE_LIMIT } from '../../src/dsl/limits.js';
import { loadCards } from '../../src/dsl/load-cards.js';
import { loadRules } from '../../src/dsl/load-rules.js';
import { problemCount, type SourceProblem } from '../../src/dsl/source-text.js';
import { loadDeck } from '../../src/tools/deck-files.js';
import { project, runIn } from '../tools/helpers.js';

const deck = loadDeck('cards').cards;
const URL = 'https://blog.example/huge';
const GRID_POKER = { id: 'grid-poker', game: 'Tech Grid Poker' };
/** A text just within the limit: `head`, then `line` as many times as fit (`line(i)` numbers them apart). */
const atLimit = (line: string | ((i: number) => string), head = '') => {
  const parts = [head];
  let length = head.length;
  for (let i = 0; ; i++) {
    const next = typeof line === 'string' ? line : line(i);
    if (length + next.length > SOURCE_LIMIT) break;
    parts.push(next);
    length += next.length;
  }
  return parts.join('');
};
const BOUND_MS = 10_000;

/** `f()`, and how long it took. */
function timed<T>(f: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = f();
  return { result, ms: performance.now() - start };
}

/** The first PROBLEMS_SHOWN problems, then one entry counting the others, `total` in all. */
function expectShownOf(problems: SourceProblem[], total: number): void {
  expect(total).toBeGreaterThan(PROBLEMS_SHOWN);
  expect(problems).toHaveLength(PROBLEMS_SHOWN + 1);
  expect(problems.slice(0, -1).every((p) => p.more === undefined && p.excerpt !== '')).toBe(true);
  expect(problems.at(-1)).toMatchObject({ more: total - PROBLEMS_SHOWN, message: moreProblems(total - PROBLEMS_SHOWN), text: moreProblems(total - PROBLEMS_SHOWN) });
  expect(problemCount(problems)).toBe(total);
}

suite('texts at the size limit', () => {
  it.each([
    ['one-letter lines', atLimit('x\n')],
    ['lines of a field with a bad value', atLimit('value: 99\n')],
    ['many cards, each one broken line', atLimit('x\n---\n')],
  ])('checks a cards-src text of %s in time, telling the first problems and counting the rest', (_name, text) => {
    expect(text.length).toBeGreaterThan(SOURCE_LIMIT - 20);
    const { result, ms } = timed(() => loadCards(text, URL, deck));
    expect(result.deck).toBeNull();
    const parts = text.split(/^---\n/m).filter((part) => part.trim() !== '');
    const total = parts.reduce((n, part) => n + compileCardFile(part, URL).problems.length, 0);
    expectShownOf(result.problems, total);
    expect(result.problems[0].at).toMatch(/^https:\/\/blog\.example\/huge:1:\d+$/);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it.each([
    ['one-letter lines', atLimit('x\n')],
    ['unknown settings', atLimit('hnad limit: 4\n')],
    ['a section of broken items', atLimit('  x\n', 'zones:\n')],
    ['a section of misspelt items, each its own', atLimit((i) => `  deck${i}: a pile, shared, face donw\n`, 'zones:\n')],
    ['a phase of broken steps, each its own', atLimit((i) => `     - shufle the deck ${i}\n`, 'phases:\n  1. play: the game\n')],
  ])('checks a rules-src text of %s in time, telling the first problems and counting the rest', (_name, text) => {
    const { result, ms } = timed(() => loadRules(text, URL, GRID_POKER));
    expect(result.rules).toBeNull();
    expectShownOf(result.problems, compileRulesFile(text, URL).problems.length);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('reports each broken line of a rules file once, located on its line', () => {
    const text = atLimit('  x\n', 'zones:\n');
    const lines = text.split('\n').length - 2; // the `zones:` line and the empty one after the last break
    const { result, ms } = timed(() => compileRulesFile(text, URL));
    const broken = result.problems.filter((p) => p.code === 'rules/bad-line');
    expect(broken).toHaveLength(lines);
    expect(broken.map((p) => p.line)).toEqual(Array.from({ length: lines }, (_, i) => i + 2));
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('refuses a card or rules file over the limit at its first line, before parsing it', () => {
    const card = compileCardFile(`name: x\n#${'x'.repeat(SOURCE_LIMIT)}\n`, 'cards/x.card');
    expect(card.problems.map((p) => [p.code, p.line, p.column, p.message])).toEqual([
      ['dsl/file-too-long', 1, 1, 'the file is 200 kB long; a card file may be at most 200 kB (the whole deck is about 17 kB)'],
    ]);
    const rules = compileRulesFile('x\n'.repeat(SOURCE_LIMIT), 'rules/x.rules');
    expect(rules.problems.map((p) => [p.code, p.line, p.column, p.message])).toEqual([
      ['rules/file-too-long', 1, 1, 'the file is 400 kB long; a rules file may be at most 200 kB (the whole deck is about 17 kB)'],
    ]);
  });

  it('tech-deck check prints the first problems of such files, then how many more', () => {
    const dir = project({ 'huge.cards': atLimit('x\n'), 'huge.rules': atLimit('x\n') });
    const { result, ms } = timed(() => runIn(dir, 'check', 'huge.cards', 'huge.rules'));
    expect(result.code).toBe(1);
    const told = result.err.split('\n\n').filter(Boolean);
    expect(told).toHaveLength(PROBLEMS_SHOWN + 1);
    expect(told[0]).toMatch(/^huge\.rules:1:1: /);
    const total = Number(/(\d+) errors in 2 files/.exec(result.out)![1]);
    expect(told.at(-1)).toBe(moreProblems(total - PROBLEMS_SHOWN));
    expect(total).toBeGreaterThan(2 * 90_000);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
