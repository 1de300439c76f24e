// The card and rules languages: compiling the whole deck and every rules file from text, recompiling one
// edited card (what the editor and live reload do on every keystroke or save), and checking the worst
// texts at the size limit (test/fixtures/texts-at-limit.ts: as many broken lines as fit in 200 kB) as a
// game element's `cards-src` and `rules-src` check them and as `tech-deck check` does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCardFile, compileDeck, compileRulesFile } from '../src/dsl/index.js';
import { loadCards } from '../src/dsl/card/load-cards.js';
import { loadRules } from '../src/dsl/rules/load-rules.js';
import { problemCount } from '../src/dsl/shared/source-text.js';
import { run } from '../src/tools/cli.js';
import { collectFiles, loadDeck, readSources, CARD_EXTENSION, RULES_EXTENSION } from '../src/tools/deck-files.js';
import { CARDS_AT_LIMIT, RULES_AT_LIMIT } from '../test/fixtures/texts-at-limit.js';
import { fmt, medianMs, type Row } from './measure.js';

const SECTION = 'card and rules languages';

export function benchDsl(quick = false): Row[] {
  const cards = readSources(collectFiles(['cards'], [CARD_EXTENSION]).files);
  const rules = readSources(collectFiles(['rules'], [RULES_EXTENSION]).files);
  const all = medianMs(() => {
    compileDeck(cards);
    for (const r of rules) compileRulesFile(r.source, r.path);
  }, 9);
  const card = cards.find((c) => c.path.endsWith('13-robotics.card'))!;
  const edited = card.source.replace('Exchange', 'Exchange');
  const one = medianMs(() => compileCardFile(edited.replace('neutral card', 'neutral  card'), card.path), 21);
  return [
    {
      section: SECTION,
      name: `compile ${cards.length} cards and ${rules.length} rules files`,
      value: all,
      unit: 'ms',
      goal: `≤ 100 ms: ${all <= 100 ? 'met' : 'missed'}`,
    },
    {
      section: SECTION,
      name: 'recompile one edited card',
      value: one,
      unit: 'ms',
      goal: `≤ 10 ms: ${one <= 10 ? 'met' : 'missed'}`,
    },
    ...benchTextsAtLimit(quick ? 1 : 3),
  ];
}

/** A text at the size limit checked one way: its shape, what it was checked as, its problems and the median time. */
export interface Checked {
  shape: string;
  as: string;
  problems: number;
  ms: number;
} // as: "a rules-src text", "a .cards file"

/** The goal of issue 15: any text up to the size limit is checked in under a second, in Node and in the page. */
const CHECK_GOAL_MS = 1_000;
const checkGoal = (ms: number) => `≤ 1 s: ${ms <= CHECK_GOAL_MS ? 'met' : `missed by ${fmt(ms - CHECK_GOAL_MS)} ms`}`;

/** The row of the slowest of `checks`: its time, and in its name which text it was. */
export function worstRow(section: string, what: string, checks: Checked[]): Row {
  const worst = checks.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    section,
    name: `${what}, the worst of ${checks.length}: ${worst.as} of ${worst.shape}, ${worst.problems.toLocaleString('en')} problems`,
    value: worst.ms,
    unit: 'ms',
    goal: checkGoal(worst.ms),
  };
}

/**
 * Each worst text checked by the loaders behind `cards-src` and `rules-src`, and by `tech-deck check`
 * (in this process, through its own entry: reading the file, checking it, printing the first problems).
 * Cards texts are checked by the command line both as a card set (`.cards`, as `cards-src` takes them)
 * and as one card file (`.card`). The median of `passes` runs after a warm-up.
 */
function benchTextsAtLimit(passes: number): Row[] {
  const deck = loadDeck('cards').cards;
  const url = 'https://example.com/at-limit';
  const grid = { id: 'grid-poker', game: 'Tech Grid Poker' };
  const loaded: Checked[] = [];
  for (const { name, text } of CARDS_AT_LIMIT) {
    let problems = 0;
    const ms = medianMs(() => (problems = problemCount(loadCards(text, url, deck).problems)), passes);
    loaded.push({ shape: name, as: 'a cards-src text', problems, ms });
  }
  for (const { name, text } of RULES_AT_LIMIT) {
    let problems = 0;
    const ms = medianMs(() => (problems = problemCount(loadRules(text, url, grid).problems)), passes);
    loaded.push({ shape: name, as: 'a rules-src text', problems, ms });
  }
  const dir = mkdtempSync(join(tmpdir(), 'tech-deck-bench-'));
  const checked: Checked[] = [];
  try {
    const files = [
      ...CARDS_AT_LIMIT.flatMap((s) => [
        { ...s, file: 'at-limit.cards' },
        { ...s, file: 'at-limit.card' },
      ]),
      ...RULES_AT_LIMIT.map((s) => ({ ...s, file: 'at-limit.rules' })),
    ];
    for (const { name, text, file } of files) {
      const folder = mkdtempSync(join(dir, 'shape-'));
      writeFileSync(join(folder, file), text);
      let out = '';
      const io = { out: (t: string) => (out += t), err: () => {}, cwd: folder };
      const ms = medianMs(() => {
        out = '';
        if (run(['check', file], io) !== 1) throw new Error(`tech-deck check found no problem in ${file} (${name})`);
      }, passes);
      const problems = Number(/([\d,]+) errors? in/.exec(out)?.[1].replace(/,/g, '') ?? NaN);
      checked.push({ shape: name, as: `a ${file.slice(file.indexOf('.'))} file`, problems, ms });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    worstRow(SECTION, 'check a cards-src or rules-src text at the size limit (200 kB)', loaded),
    worstRow(SECTION, 'tech-deck check of a file at the size limit (200 kB)', checked),
  ];
}
