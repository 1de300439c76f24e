/**
 * The card and rules files as live reload follows them in dev (`virtual:tech-deck/live`, served by the
 * Vite plugin): every card that compiles by its file, the deck and the rules when every file compiles,
 * and every problem located in its file. Unlike the deck and rules modules it never fails: a page keeps
 * the last good cards while a file is being mended, and shows the problem where the designer looks (the
 * card's story, the note above a game's table).
 */
import {
  compareCards,
  compileDeck,
  compileRulesFile,
  formatProblem,
  type Card,
  type Problem,
  type Rules,
  type SourceFile,
} from '../dsl/index.js';
import { PROBLEMS_SHOWN } from '../dsl/shared/limits.js';
import { collectFiles, readSources, RULES_EXTENSION, CARD_EXTENSION } from './deck-files.js';
import { rulesGameOf } from './game-registry.js';
import { ToolError } from './tool-error.js';

/** One problem of a file, located, and as `tech-deck check` prints it (the line with a caret under the word). */
export interface LiveProblem {
  file: string; // relative to the project, e.g. "cards/technology/13-robotics.card"
  line: number; // 1-based
  column: number; // 1-based
  message: string; // "unknown word "Exchnage""
  text: string; // the whole report: "cards/…:9:20: unknown word …", the source line, the caret, the hint
}

/** What the live module holds: plain JSON. */
export interface LiveFiles {
  cards: Record<string, Card>; // every card file that compiles, by its path: a story shows its card even while another file is broken
  deck: Card[] | null; // the deck in deck order; null while any card file has a problem
  rules: Record<string, Rules> | null; // by game id; null while any rules file has a problem
  problems: LiveProblem[]; // every problem of every card and rules file, in file order
}

/** Compiles the cards folder and the rules folder (paths relative to `cwd`) for the live module. */
export function liveFiles(cardsDir: string, rulesDir: string, cwd: string): LiveFiles & { watched: string[] } {
  let cardSources: SourceFile[];
  let rulesSources: SourceFile[];
  try {
    cardSources = readSources(collectFiles([cardsDir], [CARD_EXTENSION], cwd).files, cwd);
    rulesSources = readSources(collectFiles([rulesDir], [RULES_EXTENSION], cwd).files, cwd);
  } catch (error) {
    // A folder or file that can't be read (too large, no permission): said as a problem, the page goes on.
    if (!(error instanceof ToolError)) throw error;
    const problem = { file: '', line: 1, column: 1, message: error.message, text: error.message };
    return { cards: {}, deck: null, rules: null, problems: [problem], watched: [] };
  }
  const sources = new Map([...cardSources, ...rulesSources].map((s) => [s.path, s.source]));
  const cards: Record<string, Card> = {};
  for (const { path, source } of cardSources) {
    // Each file on its own, so a card shows while another file is broken (the deck check comes below).
    const one = compileDeck([{ path, source }]);
    if (one.cards[0]) cards[path] = one.cards[0];
  }
  const deck = compileDeck(cardSources);
  const rules: Record<string, Rules> = {};
  const rulesProblems: Problem[] = [];
  for (const { path, source } of rulesSources) {
    const result = compileRulesFile(source, path, rulesGameOf(path));
    rulesProblems.push(...result.problems);
    if (result.rules) rules[result.rules.id] = result.rules;
  }
  const located = (p: Problem): LiveProblem => ({
    file: p.path,
    line: p.line,
    column: p.column,
    message: p.message,
    text: formatProblem(p, sources.get(p.path) ?? ''),
  });
  return {
    cards,
    deck: deck.problems.length === 0 ? [...deck.cards].sort(compareCards) : null,
    rules: rulesProblems.length === 0 ? rules : null,
    // A file of a hundred thousand broken lines is a page of problems, not a frozen one: the first of each file.
    problems: [...deck.problems, ...rulesProblems].filter(firstOfFile()).map(located),
    watched: [...sources.keys()],
  };
}

/** A filter keeping the first PROBLEMS_SHOWN problems of each file (and counting none beyond). */
function firstOfFile(): (problem: Problem) => boolean {
  const seen = new Map<string, number>();
  return (problem) => {
    const n = (seen.get(problem.path) ?? 0) + 1;
    seen.set(problem.path, n);
    return n <= PROBLEMS_SHOWN;
  };
}
