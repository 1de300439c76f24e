// Node-side loading of the designer's text files: walk folders for .card files and read them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compileDeck, compileRulesFile, type DeckResult, type Problem, type Rules, type SourceFile } from '../dsl/index.js';

export const CARD_EXTENSION = '.card';
/** A file of several cards, each ended by a line `---` (what a game element's `cards-src` takes). */
export const CARD_SET_EXTENSION = '.cards';
/** A game's rules file: rules/<game>.rules. */
export const RULES_EXTENSION = '.rules';

/** Every file with one of the extensions under the given files and folders, sorted, paths relative to cwd. */
export function collectFiles(paths: string[], extensions: string[], cwd = process.cwd()): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return missing.push(relative(cwd, path) || path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!entry.startsWith('.') && entry !== 'node_modules') walk(join(path, entry));
    } else if (extensions.some((e) => path.endsWith(e))) files.push(relative(cwd, path) || path);
  };
  for (const path of paths) walk(resolve(cwd, path));
  return { files, missing };
}

export function readSources(files: string[], cwd = process.cwd()): SourceFile[] {
  return files.map((path) => ({ path, source: readFileSync(resolve(cwd, path), 'utf8') }));
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
