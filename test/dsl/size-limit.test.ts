// Card and rules texts at the size limit, made of as many broken lines as fit: each is checked with
// work in proportion to its size, its problems are all counted, and only the first PROBLEMS_SHOWN are
// told. Checking used to locate and print each problem by splitting the whole file again, and to parse
// a rules file again after each broken line: a 200 kB file of one-letter lines took minutes.
//
// The work is counted, not timed: every character handed to a parser (the card, effect and rules
// grammars), and every problem put into words with its source line (formatProblem, which may read the
// whole file). Parsing stays within a few times the text, and no more than the problems told are
// printed, so these costs grow with the text, never with the text times its problems. Either count
// running over its bound fails the test at once, so the old checker fails here in a moment instead of
// running for minutes. What neither count sees (a pass over the whole text for each problem elsewhere)
// would make a test at this size run for minutes: the 60 s test timeout (vitest.config.ts) catches that,
// with a margin of ten times what a test takes on a busy machine. Times are for `npm run bench`.
import { beforeEach, describe as suite, expect, it, vi } from 'vitest';
import { compileCardFile, compileRulesFile } from '../../src/dsl/index.js';
import { moreProblems, PROBLEMS_SHOWN, SOURCE_LIMIT } from '../../src/dsl/shared/limits.js';
import { loadCards } from '../../src/dsl/card/load-cards.js';
import { loadRules } from '../../src/dsl/rules/load-rules.js';
import { problemCount, type SourceProblem } from '../../src/dsl/shared/source-text.js';
import { loadDeck } from '../../src/tools/deck-files.js';
import { atLimit, CARDS_AT_LIMIT, RULES_AT_LIMIT } from '../fixtures/texts-at-limit.js';
import { project, runIn } from '../tools/helpers.js';

/** The checker's work so far, and the most it may do (past which the counting spies throw). */
const work = vi.hoisted(() => ({ parsed: 0, printed: 0, maxParsed: Infinity, maxPrinted: Infinity }));

/** `module` with its `name` function counted by `count`, which throws once the work is over its bound. */
async function counted<M extends Record<string, unknown>>(
  module: Promise<M>,
  name: string,
  count: (...args: never[]) => void,
): Promise<M> {
  const original = await module;
  const f = original[name] as (...args: unknown[]) => unknown;
  return {
    ...original,
    [name]: (...args: never[]) => {
      count(...args);
      return f(...args);
    },
  };
}
vi.mock('../../src/dsl/generated/card-parser.js', (actual) => counted(actual(), 'parse', parsed));
vi.mock('../../src/dsl/generated/effect-parser.js', (actual) => counted(actual(), 'parse', parsed));
vi.mock('../../src/dsl/generated/rules-parser.js', (actual) => counted(actual(), 'parse', parsed));
vi.mock('../../src/dsl/shared/problems.js', (actual) => counted(actual(), 'formatProblem', printed));

function parsed(text: string): void {
  work.parsed += text.length;
  if (work.parsed > work.maxParsed) throw new Error(`parsed ${work.parsed} characters, more than ${work.maxParsed}`);
}
function printed(): void {
  work.printed++;
  if (work.printed > work.maxPrinted) throw new Error(`printed ${work.printed} problems, more than ${work.maxPrinted}`);
}

/**
 * The most characters parsed for each character of the texts: the whole text, each broken unit after a
 * few lines standing for what encloses it, and the blanked text once more come to at most 8 for the
 * shapes here (short lines deep in a section). The old checker parsed a rules file again after each
 * broken line: thousands of times the text.
 */
const PARSES_PER_CHARACTER = 25;

/** Runs `f` with the work bounded for `texts` (the texts it checks, each once): parsed in proportion, the first problems of each printed. */
function bounded<T>(texts: string[], f: () => T): T {
  work.parsed = 0;
  work.printed = 0;
  work.maxParsed = PARSES_PER_CHARACTER * texts.reduce((n, t) => n + t.length, 0);
  work.maxPrinted = PROBLEMS_SHOWN * texts.length;
  try {
    return f();
  } finally {
    work.maxParsed = Infinity;
    work.maxPrinted = Infinity;
  }
}

const deck = loadDeck('cards').cards;
const URL = 'https://blog.example/huge';
const GRID_POKER = { id: 'grid-poker', game: 'Tech Grid Poker' };
const shapes = (list: readonly { name: string; text: string }[]) => list.map((s) => [s.name, s.text] as const);

/** The first PROBLEMS_SHOWN problems, then one entry counting the others, `total` in all. */
function expectShownOf(problems: SourceProblem[], total: number): void {
  expect(total).toBeGreaterThan(PROBLEMS_SHOWN);
  expect(problems).toHaveLength(PROBLEMS_SHOWN + 1);
  expect(problems.slice(0, -1).every((p) => p.more === undefined && p.excerpt !== '')).toBe(true);
  expect(problems.at(-1)).toMatchObject({
    more: total - PROBLEMS_SHOWN,
    message: moreProblems(total - PROBLEMS_SHOWN),
    text: moreProblems(total - PROBLEMS_SHOWN),
  });
  expect(problemCount(problems)).toBe(total);
}

suite('texts at the size limit', () => {
  beforeEach(() => {
    work.parsed = 0;
    work.printed = 0;
  });

  it.each(shapes(CARDS_AT_LIMIT))(
    'checks a cards-src text of %s with work in proportion to its size, telling the first problems and counting the rest',
    (_name, text) => {
      expect(text.length).toBeGreaterThan(SOURCE_LIMIT - 20);
      const result = bounded([text], () => loadCards(text, URL, deck));
      expect(result.deck).toBeNull();
      const parts = text.split(/^---\n/m).filter((part) => part.trim() !== '');
      const total = parts.reduce((n, part) => n + compileCardFile(part, URL).problems.length, 0);
      expectShownOf(result.problems, total);
      expect(result.problems[0].at).toMatch(/^https:\/\/blog\.example\/huge:1:\d+$/);
    },
  );

  it.each(shapes(RULES_AT_LIMIT))(
    'checks a rules-src text of %s with work in proportion to its size, telling the first problems and counting the rest',
    (_name, text) => {
      const result = bounded([text], () => loadRules(text, URL, GRID_POKER));
      expect(result.rules).toBeNull();
      expectShownOf(result.problems, compileRulesFile(text, URL).problems.length);
    },
  );

  it('reports each broken line of a rules file once, located on its line', () => {
    const text = atLimit('  x\n', 'zones:\n');
    const lines = text.split('\n').length - 2; // the `zones:` line and the empty one after the last break
    const result = bounded([text], () => compileRulesFile(text, URL));
    const broken = result.problems.filter((p) => p.code === 'rules/bad-line');
    expect(broken).toHaveLength(lines);
    expect(broken.map((p) => p.line)).toEqual(Array.from({ length: lines }, (_, i) => i + 2));
  });

  it('refuses a card or rules file over the limit at its first line, before parsing it', () => {
    const card = compileCardFile(`name: x\n#${'x'.repeat(SOURCE_LIMIT)}\n`, 'cards/x.card');
    expect(card.problems.map((p) => [p.code, p.line, p.column, p.message])).toEqual([
      [
        'dsl/file-too-long',
        1,
        1,
        'the file is 200 kB long; a card file may be at most 200 kB (the whole deck is about 17 kB)',
      ],
    ]);
    const rules = compileRulesFile('x\n'.repeat(SOURCE_LIMIT), 'rules/x.rules');
    expect(rules.problems.map((p) => [p.code, p.line, p.column, p.message])).toEqual([
      [
        'rules/file-too-long',
        1,
        1,
        'the file is 400 kB long; a rules file may be at most 200 kB (the whole deck is about 17 kB)',
      ],
    ]);
    expect(work.parsed).toBe(0);
  });

  it('tech-deck check prints the first problems of such files, then how many more', () => {
    const cards = atLimit('x\n');
    const rules = atLimit('x\n');
    const dir = project({ 'huge.cards': cards, 'huge.rules': rules });
    const result = bounded([cards, rules], () => runIn(dir, 'check', 'huge.cards', 'huge.rules'));
    expect(result.code).toBe(1);
    const told = result.err.split('\n\n').filter(Boolean);
    expect(told).toHaveLength(PROBLEMS_SHOWN + 1);
    expect(told[0]).toMatch(/^huge\.rules:1:1: /);
    const total = Number(/(\d+) errors in 2 files/.exec(result.out)![1]);
    expect(told.at(-1)).toBe(moreProblems(total - PROBLEMS_SHOWN));
    expect(total).toBeGreaterThan(2 * 90_000);
  });
});
