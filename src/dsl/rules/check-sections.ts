// Pass: the top-level lines of a rules file. Known names, no repeats, every required one present.
// Returns each known setting or section by name, for the passes that read them.
import type { RulesFileNode, TopNode } from './ast.js';
import type { Reporter } from './report.js';
import { TOP_LEVEL_NAMES } from './syntax-error.js';
import { didYouMean } from '../shared/suggest.js';

export type TopName = (typeof TOP_LEVEL_NAMES)[number];

/** What to add for a missing setting or section. */
const REQUIRED: Partial<Record<TopName, string>> = {
  game: 'add a line `game: Tech Grid Poker`.',
  players: 'add a line `players: 2 to 4`.',
  decks: 'add a line `decks: one Tech Deck`.',
  rounds: 'add a line `rounds: 4` (or `rounds: no limit`).',
  'effects last': 'add a line `effects last until the end of the round` (or turn, or game).',
  zones: 'add a section `zones:` with the deck, the discard, the hand and the expelled cards.',
  terms: 'add a section `terms:` saying what "in play", "controlled" and "neutral" mean.',
  setup: 'add a section `setup:` with the steps that start a game.',
  phases: 'add a section `phases:` with the phases of a round, in order.',
};

export type Sections = Map<TopName, TopNode>;

/**
 * `suggested` collects the known names offered for misspelt ones ("phasse" → phases): a misspelt
 * section is reported once, as unknown, not again as missing, nor are the uses of its setting.
 */
export function checkSections(
  file: RulesFileNode,
  fileEnd: number,
  report: Reporter,
  suggested = new Set<string>(),
): Sections {
  const sections: Sections = new Map();
  for (const item of file.items) {
    const name = item.key.name as TopName;
    if (item.type === 'Unknown') {
      const near = didYouMean(item.key.name, TOP_LEVEL_NAMES);
      if (near) suggested.add(near);
      report.at(
        item.key,
        'rules/unknown-section',
        `unknown setting or section "${item.key.name}"`,
        near ? `did you mean "${near}"?` : `the settings and sections are ${TOP_LEVEL_NAMES.join(', ')}.`,
      );
      continue;
    }
    if (sections.has(name)) {
      report.at(item.key, 'rules/duplicate-section', `"${name}" is given twice`, 'keep one of them.');
      continue;
    }
    sections.set(name, item);
  }
  for (const [name, hint] of Object.entries(REQUIRED) as [TopName, string][]) {
    // Reported where it would be added: the end of the file.
    if (!sections.has(name) && !suggested.has(name))
      report.span(fileEnd, fileEnd, 'rules/missing-section', `the rules say nothing of "${name}"`, hint, name);
  }
  return sections;
}
