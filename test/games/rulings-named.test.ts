// Issue 20's rule for rules files: "Every behaviour that the rule books and the house rulings don't state,
// and that the code decides, appears as a named ruling in its rules file with its reason." A ruling points
// at a house ruling of shared/rules-source/README.md (G1, C6, T7, P8 …) or, for this project's own, at an
// id of its game's letter and X (GX1, CX1, TX1, PX1 …), whose comment gives the reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';

/** The house rulings of shared/rules-source/README.md, by game letter: the highest number of each. */
const HOUSE = { G: 13, C: 6, T: 10, P: 8, R: 4 } as const;
const FILES = {
  'grid-poker': 'G',
  'tech-chess': 'C',
  'tricks-of-the-trade': 'T',
  'poker-squared': 'P',
  poker: 'R',
} as const;

describe('every ruling of a rules file is a house ruling or a named invention with its reason', () => {
  for (const [id, letter] of Object.entries(FILES)) {
    it(`rules/${id}.rules`, () => {
      const source = readFileSync(`rules/${id}.rules`, 'utf8');
      const { rules, problems } = compileRulesFile(source, `rules/${id}.rules`);
      expect(problems).toEqual([]);
      for (const [name, { ruling }] of Object.entries(rules!.rulings)) {
        const house = new RegExp(`^${letter}(\\d+)$`).exec(ruling);
        const invented = new RegExp(`^${letter}X\\d+$`).test(ruling);
        expect(
          invented || (house !== null && Number(house[1]) >= 1 && Number(house[1]) <= HOUSE[letter]),
          `${name}: ${ruling}`,
        ).toBe(true);
        if (!invented) continue;
        // The reason: the words after the pointer on the ruling's line.
        const line = source.split('\n').find((l) => l.trimStart().startsWith(`${name}:`))!;
        const reason = /#\s*ruling:\s*\w+\s*[—–-]\s*(.*)$/.exec(line)?.[1] ?? '';
        expect(reason.length, `${name} (${ruling}) gives its reason`).toBeGreaterThan(20);
      }
    });
  }
});
