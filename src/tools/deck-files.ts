// Node-side loading of the designer's text files: walk folders for .card files and read them.
import { readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  compileDeck,
  compileRulesFile,
  type DeckResult,
  type Problem,
  type Rules,
  type SourceFile,
} from '../dsl/index.js';
import { fsReason, ToolError } from './tool-error.js';
import { readTextFile, SOURCE_FILE_LIMIT } from './user-files.js';

export const CARD_EXTENSION = '.card';
/** A file of several cards, each ended by a line `---` (what a game element's `cards-src` takes). */
export const CARD_SET_EXTENSION = '.cards';
/** A game's rules file: rules/<game>.rules. */
export const RULES_EXTENSION = '.rules';

/**
 * Every file with one of the extensions under the given files and folders, sorted, paths relative to cwd.
 * Symbolic links are followed (a shared folder of cards may be linked in), each folder once: a link back to
 * a folder already walked is skipped, so a link loop ends. A path that cannot be looked at throws a ToolError.
 * `missing`: the paths given, and the entries with one of the extensions, that do not exist (a broken link).
 */
export function collectFiles(
  paths: string[],
  extensions: string[],
  cwd = process.cwd(),
): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walked = new Set<string>(); // real paths of the folders walked
  const shown = (path: string) => relative(cwd, path) || path;
  const matches = (path: string) => extensions.some((e) => path.endsWith(e));
  const walk = (path: string, named: boolean) => {
    try {
      const stat = statOrNothing(path);
      if (!stat) {
        if (named || matches(path)) missing.push(shown(path));
        return;
      }
      if (stat.isDirectory()) {
        const real = realpathSync(path);
        if (walked.has(real)) return;
        walked.add(real);
        for (const entry of readdirSync(path).sort())
          if (!entry.startsWith('.') && entry !== 'node_modules') walk(join(path, entry), false);
      } else if (matches(path)) files.push(shown(path));
    } catch (error) {
      if (error instanceof ToolError) throw error;
      throw new ToolError(`${shown(path)}: ${fsReason(error)}`);
    }
  };
  for (const path of paths) walk(resolve(cwd, path), true);
  return { files, missing };
}

/** The file's stat, or undefined when there is none (a path through a file, `a.card/b`, is none too). */
function statOrNothing(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** The text of each file: regular files only, each at most SOURCE_LIMIT characters (else a ToolError). */
export function readSources(files: string[], cwd = process.cwd()): SourceFile[] {
  return files.map((path) => ({ path, source: readTextFile(path, cwd, SOURCE_FILE_LIMIT) }));
}

/** Compiles every .card file under a folder (the deck). */
export function loadDeck(dir: string, cwd = process.cwd()): DeckResult & { sources: SourceFile[] } {
  const sources = readSources(collectFiles([dir], [CARD_EXTENSION], cwd).files, cwd);
  return { ...compileDeck(sources), sources };
}

/** Compiles every .rules file under a folder. */
export function loadRules(dir: string, cwd = process.cwd()): { rules: Rules[]; problems: Problem[] } {
  const rules: Rules[] = [];
  const problems: Problem[] = [];
  for (const { path, source } of readSources(collectFiles([dir], [RULES_EXTENSION], cwd).files, cwd)) {
    const result = compileRulesFile(source, path);
    problems.push(...result.problems);
    if (result.rules) rules.push(result.rules);
  }
  return { rules, problems };
}
