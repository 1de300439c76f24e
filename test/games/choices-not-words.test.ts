// "No bot, layout or element reads meaning from a prompt or label string. … Labels are only for
// people." This reads the bots' and the elements' source and fails on any comparison against a
// prompt or a label: equality, a regular expression, startsWith/endsWith/includes, parsing a number.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return files(path, keep);
    return path.endsWith('.ts') && keep(path) ? [path] : [];
  });
}

const WORD = '(?:prompt|label)s?';
/** What deciding by the words looks like. */
const READS = [
  new RegExp(String.raw`\b${WORD}\b(?:\[\w+\])?\s*(?:===|!==|==|!=)`), // label === 'Pass'
  new RegExp(String.raw`(?:===|!==|==|!=)\s*[\w.?!]*\b${WORD}\b(?!\()`), // 'Pass' === o.label
  new RegExp(
    String.raw`\b${WORD}\??\.(?:startsWith|endsWith|includes|match|matchAll|indexOf|lastIndexOf|search|split|replace|localeCompare)\(`,
  ),
  new RegExp(String.raw`\.(?:test|exec)\([^)]*\b${WORD}\b`), // /^Raise/.test(o.label)
  new RegExp(String.raw`\b(?:parseInt|parseFloat|Number)\([^)]*\b${WORD}\b`), // Number.parseInt(o.label)
  new RegExp(String.raw`\b${WORD}\b\)?\.(?:some|every|find|findIndex|filter)\(`), // labels.findIndex(…)
];

/** Where meaning must come from data: every bot of every game, and every element. */
const SCANNED = [...files('src/games', (path) => /\/bot[^/]*\.ts$/.test(path)), ...files('src/elements', () => true)];

it('scans the bots and the elements', () => {
  expect(SCANNED.filter((p) => p.includes('/bot')).length).toBeGreaterThanOrEqual(4);
  expect(SCANNED.filter((p) => p.startsWith('src/elements')).length).toBeGreaterThan(30);
});

it('no bot, layout or element compares a prompt or a label', () => {
  const found: string[] = [];
  for (const path of SCANNED) {
    readFileSync(join(ROOT, path), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        if (READS.some((re) => re.test(code))) found.push(`${relative('.', path)}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

it('would see each way of reading the words', () => {
  const lines = [
    "if (o.label === 'Pass') return i;",
    "labels[0] === 'Yes'",
    "p.prompt.startsWith('Choose which cards')",
    '/to exchange$/.test(p.prompt)',
    'Number.parseInt(o.label, 10)',
    "labels.findIndex((l) => l.startsWith('Call'))",
    "'Choose one' === p.prompt",
  ];
  for (const line of lines)
    expect(
      READS.some((re) => re.test(line)),
      line,
    ).toBe(true);
  for (const line of [
    'html`<span>${option.label}</span>`',
    'aria-label=${pending.prompt}',
    'const label = cardLabel(card);',
  ]) {
    expect(
      READS.some((re) => re.test(line)),
      line,
    ).toBe(false);
  }
});
