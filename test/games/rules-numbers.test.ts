// "Change a number here and the game changes with it" (docs/rules.md, and each rules file's header):
// every number of each game's rules file, changed by one up and then down, one at a time, either is
// refused with a message (by the compiler, or by the game module when it is built or set up) or makes
// the game go another way: the same seeds, the same answers (seeded random ones, and the first options
// of each choice, which play long games; never a concession), another log or outcome. A number that changes nothing is a number
// nobody reads: a defect of the rules file or of the engine. A number on a step or phase that a yes/no
// ruling switches off is tried with that ruling switched on.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import { RuleError } from '../../src/engine/errors.js';
import type { GameDescriptor } from '../../src/engine/descriptor.js';
import { techDeck } from '../../src/games/built-in.js';
import { GAMES, POLICIES, SEEDS, differs, trace, type Config } from './rules-probe.js';

/** The numbers of a rules file: digits outside comments, not a list item's number ("3." at a line's start). */
function numbersOf(source: string): { at: number; line: number; text: string; value: number }[] {
  const found: { at: number; line: number; text: string; value: number }[] = [];
  let offset = 0;
  source.split('\n').forEach((line, index) => {
    const code = line.replace(/#.*/, '');
    for (const m of code.matchAll(/\b\d+\b/g)) {
      const listNumber = /^\s*$/.test(code.slice(0, m.index)) && code[m.index + m[0].length] === '.';
      if (!listNumber) found.push({ at: offset + m.index, line: index + 1, text: line.trim(), value: Number(m[0]) });
    }
    offset += line.length + 1;
  });
  return found;
}

/** The source with the yes/no ruling `name` set to `value`. */
const withRuling = (source: string, name: string, value: 'yes' | 'no') =>
  source.replace(new RegExp(`^(\\s*${name}:\\s*)(yes|no)\\b`, 'm'), `$1${value}`);

/**
 * What each number does when changed: 'changes the game' (with the first config where it shows),
 * 'refused: …' (the compiler's or the module's message), or 'changes nothing' / 'crashes: …' (defects).
 */
function probe(descriptor: GameDescriptor, configs: Config[]): Map<string, string> {
  const path = `rules/${descriptor.id}.rules`;
  const original = readFileSync(path, 'utf8');
  const results = new Map<string, string>();
  const baselines = new Map<string, string[]>();
  for (const number of numbersOf(original)) {
    // A step or phase switched by a yes/no ruling: the number counts when the ruling lets it run.
    const condition = /\b(if|unless)\s+([a-z][a-z-]*)/.exec(number.text.replace(/#.*/, ''));
    const source = condition ? withRuling(original, condition[2], condition[1] === 'if' ? 'yes' : 'no') : original;
    const base = compileRulesFile(source, path).rules!;
    if (!baselines.has(source)) baselines.set(source, []);
    const seen = baselines.get(source)!;
    const baseGame = descriptor.create(techDeck, base);
    const order = POLICIES.flatMap((policy) =>
      configs.flatMap((config) => SEEDS.map((seed) => ({ policy, config, seed }))),
    );
    const baseline = (i: number) => (seen[i] ??= trace(baseGame, order[i].config, order[i].seed, order[i].policy));
    const outcomes: string[] = [];
    for (const delta of [1, -1]) {
      if (number.value + delta < 0) continue;
      const mutated =
        source.slice(0, number.at) +
        String(number.value + delta) +
        source.slice(number.at + String(number.value).length);
      const compiled = compileRulesFile(mutated, path);
      let outcome: string;
      if (!compiled.rules) outcome = `refused: ${compiled.problems[0].message}`;
      else {
        try {
          const where = differs(descriptor, compiled.rules, configs, baseline);
          outcome = where ? `changes the game (${where})` : 'changes nothing';
        } catch (error) {
          outcome =
            error instanceof RuleError || /^rules\/|ruling|rules file/.test((error as Error).message)
              ? `refused: ${(error as Error).message}`
              : `crashes: ${(error as Error).message}`;
        }
      }
      outcomes.push(`${delta > 0 ? '+1' : '-1'} ${outcome}`);
      if (!outcome.startsWith('changes nothing')) break;
    }
    // Named by the line's text, not its number, so that lines added above it change nothing here.
    results.set(`${path}: ${number.value} in "${number.text.replace(/\s*#.*/, '')}"`, outcomes.join('; '));
  }
  return results;
}

suite('every number in a rules file is read', () => {
  for (const { descriptor, configs } of GAMES) {
    it(`rules/${descriptor.id}.rules`, { timeout: 300_000 }, () => {
      const results = probe(descriptor, configs);
      expect(results.size).toBeGreaterThan(3);
      const unread = [...results].filter(([, outcome]) => !/(^|; )[+-]1 (changes the game|refused)/.test(outcome));
      // Every number is read, but those reported as defects below (a fix takes its line out of KNOWN).
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
 * Numbers known to be defects, each with what happens: a number nobody reads, or a change that ends in a
 * program error instead of a refusal that says what to write. None today: a line goes here only with the
 * defect it stands for, and must go once its number is read or refused.
 */
const KNOWN: Record<string, string> = {};
