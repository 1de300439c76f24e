// A rules file fetched from an address (a game element's `rules-src`) to the rules the game plays with,
// or to its problems located in the file. The element imports this module only when it is given an
// address: it carries the rules parser and the schema check, which a page that only plays never loads.
import { LineIndex } from '../shared/problems.js';
import { compileRulesFile } from './compile-rules.js';
import type { Rules } from '../rules-types.js';
import { located, refuse, type SourceProblem } from '../shared/source-text.js';

/** The fetched rules, with the id of the game they are for, or their problems. */
export type RulesLoad = { rules: Rules; problems: [] } | { rules: null; problems: SourceProblem[] };

/**
 * The game a rules file must be for: its id (`grid-poker`), its name as its `game:` line says it, and the
 * procedures its module defines (a file that calls another can't be played, and is refused at the name).
 */
export interface GameName {
  id: string;
  game: string;
  procedures?: readonly string[];
}

/**
 * The rules of `text` (fetched from `url`) for the game `expected`: its `game:` line must name that
 * game. The rules take the game's id whatever the address's file name is.
 */
export function loadRules(text: string, url: string, expected: GameName): RulesLoad {
  const refused = refuse(text, url, 'rules', RULES_HINT);
  if (refused) return { rules: null, problems: [refused] };
  const index = new LineIndex(text);
  // Another game's rules would compile; say so before anything else.
  const line = /^game[ \t]*:[ \t]*(.*?)[ \t]*(?:#.*)?\r?$/m.exec(text);
  if (line?.[1] && !sameName(line[1], expected.game)) {
    const start = line.index + line[0].indexOf(line[1], 5);
    return {
      rules: null,
      problems: located(
        [
          index.problem(
            url,
            start,
            start + line[1].length,
            'rules/other-game',
            `this rules file is for ${line[1]}, not ${expected.game}`,
            `load it in the element of ${line[1]}, or make this line \`game: ${expected.game}\`.`,
          ),
        ],
        text,
      ),
    };
  }
  const result = compileRulesFile(
    text,
    url,
    expected.procedures ? { name: expected.game, procedures: expected.procedures } : undefined,
  );
  if (!result.rules) return { rules: null, problems: located(result.problems, text) };
  return { rules: { ...result.rules, id: expected.id }, problems: [] };
}

const RULES_HINT =
  'a rules file starts with lines such as `game: Tech Grid Poker` and `players: 1 to 6` (see docs/rules.md).';

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
