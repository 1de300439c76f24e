// The README's figures that drift with the code come from `npm run bench` (bench/main.ts writes the table
// between the README's bench markers): here the table's size rows are measured again from the built
// files (dist/, made by `npm run build`) by bench/size.ts's own functions, and must agree within 2%; a
// row that names a file no longer built, or a built file the table lacks, fails too. The room the README's
// embed snippet reserves for a game must be the loader's (src/elements/placeholder.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { benchSize } from '../../bench/size.js';
import { PHONE_WIDTH, RESERVED } from '../../src/elements/placeholder.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');

/** The rows of the README's bench table of one section: name → figure. */
function tableRows(section: string): Map<string, number> {
  const start = readme.indexOf('<!-- bench:start -->');
  const end = readme.indexOf('<!-- bench:end -->');
  expect(start, 'the README has its bench markers').toBeGreaterThanOrEqual(0);
  const rows = new Map<string, number>();
  for (const line of readme.slice(start, end).split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0] !== section) continue;
    rows.set(cells[1], Number(cells[2].replace(/[^\d.]/g, '')));
  }
  return rows;
}

describe("the README's figures", () => {
  it('the bundle sizes of the bench table are those of the built files, within 2%', async () => {
    const table = tableRows('size, min+gzip');
    const measured = new Map((await benchSize(root)).map((row) => [row.name, row.value]));
    const drifted = [...table]
      .filter(
        ([name, bytes]) => measured.has(name) && Math.abs(bytes - measured.get(name)!) > 0.02 * measured.get(name)!,
      )
      .map(([name, bytes]) => `${name}: the README says ${bytes} bytes, the build has ${measured.get(name)}`);
    expect(drifted, 'run npm run bench').toEqual([]);
    expect(
      [...table.keys()].filter((name) => !measured.has(name)),
      'rows of files no longer built (run npm run bench)',
    ).toEqual([]);
    expect(
      [...measured.keys()].filter((name) => !table.has(name)),
      'built files the table lacks (run npm run bench)',
    ).toEqual([]);
  }, 60_000);

  it("the embed snippet reserves each game's room as the loader does", () => {
    const wide = [...readme.matchAll(/(tech-[\w-]+):not\(:defined\) \{ display: block; min-block-size: (\d+)px \}/g)];
    const phone = [
      ...readme.matchAll(
        /@media \(max-width: (\d+)px\) \{ (tech-[\w-]+):not\(:defined\) \{ min-block-size: (\d+)px \} \}/g,
      ),
    ];
    expect(wide.length, 'a rule for wide screens').toBeGreaterThan(0);
    expect(phone.length, 'a rule for phones').toBeGreaterThan(0);
    for (const [rule, tag, px] of wide) expect(Number(px), rule).toBe(RESERVED[tag].wide);
    for (const [rule, width, tag, px] of phone)
      expect([Number(width), Number(px)], rule).toEqual([PHONE_WIDTH, RESERVED[tag].phone]);
  });
});
