// Runs the rules grammar on a rules file and reports every line that does not parse, not only the
// first: after a syntax error, the offending line (and the lines indented under it) is blanked out,
// offsets kept, and the file is parsed again, until it parses.
import { parse } from './generated/rules-parser.js';
import type { LineIndex, Problem } from './problems.js';
import { kebab } from './rules-report.js';
import type { RulesFileNode } from './rules-ast.js';
import { rulesSyntaxProblem } from './rules-syntax-error.js';
import { isPeggySyntaxError } from './syntax-error.js';

/** What was blanked out, so later passes don't report its absence as a second problem. */
export interface Masked {
  /** Names (kebab-case) given by the blanked lines: a zone, a ruling, a section. */
  names: Set<string>;
  /** Whether a top-level line was blanked (a missing section may be that line). */
  topLevel: boolean;
  /** How many lines were blanked (a list's numbering has a gap where one was). */
  lines: number;
}

export interface ParsedRules { ast: RulesFileNode; problems: Problem[]; masked: Masked }

export function parseRules(source: string, path: string, index: LineIndex): ParsedRules {
  const problems: Problem[] = [];
  const masked: Masked = { names: new Set(), topLevel: false, lines: 0 };
  let text = source;
  for (;;) {
    try {
      return { ast: parse(text, { grammarSource: path }) as RulesFileNode, problems, masked };
    } catch (error) {
      if (!isPeggySyntaxError(error)) throw error;
      problems.push(rulesSyntaxProblem(error, text, index, path, (attempt) => failureOffset(attempt, path)));
      const next = maskBlock(text, error.location.start.offset, masked);
      if (next === text) {
        const empty = { offset: 0, line: 1, column: 1 };
        return { ast: { type: 'RulesFile', location: { start: empty, end: empty }, items: [] }, problems, masked };
      }
      text = next;
    }
  }
}

/** Where a text fails to parse, or null if it parses. */
function failureOffset(text: string, path: string): number | null {
  try {
    parse(text, { grammarSource: path });
    return null;
  } catch (error) {
    if (isPeggySyntaxError(error)) return error.location.start.offset;
    throw error;
  }
}

const NAME = /^\s*(?:-\s+|\d+\.\s+)?([A-Za-z][^:#\n]*?)\s*:/;

/** Blanks the line holding `offset` and the lines indented deeper under it; notes the names they gave. */
function maskBlock(text: string, offset: number, masked: Masked): string {
  const lines = text.split('\n');
  let lineNo = text.slice(0, offset).split('\n').length - 1;
  // A failure at the very end of the text belongs to the last line that has something on it.
  while (lineNo > 0 && (lines[lineNo] ?? '').trim() === '') lineNo--;
  const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;
  const base = indentOf(lines[lineNo]);
  if (base === 0) masked.topLevel = true;
  const blank = (i: number) => {
    const name = NAME.exec(lines[i])?.[1];
    if (name) masked.names.add(kebab(name));
    masked.lines++;
    lines[i] = lines[i].replace(/[^\r]/g, ' ');
  };
  blank(lineNo);
  for (let i = lineNo + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (indentOf(line) <= base) break;
    blank(i);
  }
  return lines.join('\n');
}
