// "Every house ruling is data in the game's rules file (rules/*.rules) with a comment `# ruling:` pointing
// here, so the designer can change it without touching TypeScript" (shared/rules-source/README.md). The
// sibling of rules-numbers.test.ts for rulings that are words: each ruling of each game's rules file is
// edited, one at a time, and the game must follow the edit or refuse it with a message before anything is
// dealt. A yes/no ruling is switched to the other answer: the game goes another way (the same seeds and
// answers as rules-numbers, another log or outcome) or is refused. Any other ruling is given a reading no
// module plays ("some other reading"): it must be refused, never played as if the line said something
// else. A ruling that changes nothing, or a reading played without a word, is a ruling nobody reads.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import type { GameDescriptor } from '../../src/engine/descriptor.js';
import { RuleError } from '../../src/engine/errors.js';
import { techDeck } from '../../src/games/built-in.js';
import { bughouse } from '../../src/games/bughouse/descriptor.js';
import { GAMES as NUMBER_GAMES, POLICIES, SEEDS, differs, trace, type Config } from './rules-probe.js';

/** The games of rules-numbers, and Bughouse (whose numbers rules-numbers leaves out, but whose rulings are words). */
const GAMES = [...NUMBER_GAMES, { descriptor: bughouse, configs: [{ players: 4, options: {} }] }];

const OTHER_READING = 'some other reading';

/** The rulings of a rules file: each line under `rulings:`, its name, its value as written, where the value is. */
function rulingsOf(source: string): { name: string; value: string; at: number }[] {
  const found: { name: string; value: string; at: number }[] = [];
  let offset = 0;
  let inside = false;
  for (const line of source.split('\n')) {
    if (/^\S/.test(line)) inside = /^rulings:/.test(line);
    const m = inside ? /^(\s+)([a-z][a-z0-9-]*):(\s*)([^#]*?)\s*(#|$)/.exec(line) : null;
    if (m) found.push({ name: m[2], value: m[4], at: offset + m[1].length + m[2].length + 1 + m[3].length });
    offset += line.length + 1;
  }
  return found;
}

/**
 * What the edited file does: 'refused: …' (by the compiler, or by the module when the game is made or set
 * up, with a message that names the ruling), 'changes the game (…)', 'changes nothing', 'refused only in
 * play: …' (a message after cards were dealt) or 'crashes: …'.
 */
function outcome(
  descriptor: GameDescriptor,
  name: string,
  source: string,
  configs: Config[],
  baseline: (i: number) => string,
): string {
  const path = `rules/${descriptor.id}.rules`;
  const compiled = compileRulesFile(source, path);
  if (!compiled.rules) return `refused: ${compiled.problems[0].message}`;
  const says = (error: unknown) => error instanceof RuleError || (error as Error).message.includes(name);
  let game: ReturnType<GameDescriptor['create']>;
  try {
    game = descriptor.create(techDeck, compiled.rules);
  } catch (error) {
    return says(error) ? `refused: ${(error as Error).message}` : `crashes: ${(error as Error).message}`;
  }
  try {
    // Refused before anything is dealt: the first config's setup (every config sets up the same rulings).
    const first = trace(game, configs[0], SEEDS[0], POLICIES[0]);
    if (first.startsWith('refused: ')) return first;
    const where = differs(descriptor, compiled.rules, configs, baseline);
    return where ? `changes the game (${where})` : 'changes nothing';
  } catch (error) {
    return says(error) ? `refused only in play: ${(error as Error).message}` : `crashes: ${(error as Error).message}`;
  }
}

function probe(descriptor: GameDescriptor, configs: Config[]): Map<string, string> {
  const path = `rules/${descriptor.id}.rules`;
  const original = readFileSync(path, 'utf8');
  const baseGame = descriptor.create(techDeck, compileRulesFile(original, path).rules!);
  const order = POLICIES.flatMap((policy) =>
    configs.flatMap((config) => SEEDS.map((seed) => ({ policy, config, seed }))),
  );
  const seen: string[] = [];
  const baseline = (i: number) => (seen[i] ??= trace(baseGame, order[i].config, order[i].seed, order[i].policy));
  const results = new Map<string, string>();
  for (const { name, value, at } of rulingsOf(original)) {
    const yesNo = value === 'yes' || value === 'no';
    const edit = yesNo ? (value === 'yes' ? 'no' : 'yes') : OTHER_READING;
    const result = outcome(
      descriptor,
      name,
      original.slice(0, at) + edit + original.slice(at + value.length),
      configs,
      baseline,
    );
    const refused = result.startsWith('refused: ');
    const read = refused || (yesNo && result.startsWith('changes the game'));
    results.set(`${path}: ${name}: ${edit}`, read ? 'read' : result);
  }
  return results;
}

suite('every ruling in a rules file is read', () => {
  for (const { descriptor, configs } of GAMES) {
    it(`rules/${descriptor.id}.rules`, { timeout: 300_000 }, () => {
      const results = probe(descriptor, configs);
      expect(results.size).toBeGreaterThan(3);
      const unread = [...results].filter(([, result]) => result !== 'read');
      // Every ruling is read, but those reported as defects below (a fix takes its line out of KNOWN).
      expect(Object.fromEntries(unread.filter(([key]) => !Object.hasOwn(KNOWN, key)))).toEqual({});
      const known = Object.keys(KNOWN).filter((key) => key.startsWith(`rules/${descriptor.id}.rules: `));
      expect(
        known.filter((key) => !unread.some(([k]) => k === key)),
        'KNOWN lines that are read now: take them out',
      ).toEqual([]);
    });
  }
});

/**
 * Rulings known to be defects, each with what happens: a line goes here only with the defect it stands
 * for, and must go once its ruling is read or refused. None now.
 */
const KNOWN: Record<string, string> = {};

// Issue 20: each ruling appears "in its rules file with its reason", and "the element's Rules dialog shows
// these rulings": the reason is compiled data, the words after the pointer, so the dialog can show it.
suite("each ruling's reason is data: the words its line gives after the pointer", () => {
  for (const { descriptor } of GAMES) {
    it(`rules/${descriptor.id}.rules`, () => {
      const path = `rules/${descriptor.id}.rules`;
      const source = readFileSync(path, 'utf8');
      const rules = compileRulesFile(source, path).rules!;
      for (const { name } of rulingsOf(source)) {
        const line = source.split('\n').find((l) => l.trimStart().startsWith(`${name}:`))!;
        const reason = /#\s*ruling:\s*\w+\s*[—–-]?\s*(.*)$/.exec(line)![1].trim();
        expect(rules.reasons?.[name] ?? '', name).toBe(reason);
        if (/X\d+$/.test(rules.rulings[name].ruling))
          expect(reason.length, `${name} gives its reason`).toBeGreaterThan(20);
      }
    });
  }
  it('GX2 "bet-sizes: 1, 2, 3, 5, 10 # ruling: GX2 — G11 names no sizes …"', () => {
    const rules = compileRulesFile(readFileSync('rules/grid-poker.rules', 'utf8'), 'rules/grid-poker.rules').rules!;
    expect(rules.reasons!['bet-sizes']).toBe(
      'G11 names no sizes: a few small ones, each at most what the poorest player still in can match',
    );
    expect(rules.reasons!['equal-scores-share-win']).toBeUndefined(); // `# ruling: G10` and nothing more
  });
});
