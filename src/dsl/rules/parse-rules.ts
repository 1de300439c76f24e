// Runs the rules grammar on a rules file and reports every line that does not parse, not only the
// first. A line that does not parse is blanked out, with the lines indented deeper under it (offsets
// kept), and the blanked file is what the later passes read.
//
// The file is parsed whole first. When that fails, its lines are checked unit by unit, a unit being a
// line and the lines indented deeper under it: a top-level setting or section with its items, an item,
// a phase with its steps. Each unit's first line is parsed on its own, after a few lines that stand for
// what encloses it (`phases:` and a phase line, say), which parse as the file around it would; a line
// that fails is reported and its unit blanked, otherwise its deeper lines are checked the same way. So
// each line is parsed about once, and checking takes time in proportion to the file, however many of
// its lines are broken (parsing the whole file again after each broken line took time in proportion to
// the file times its problems).
import { parse } from '../generated/rules-parser.js';
import { PROBLEMS_SHOWN } from '../shared/limits.js';
import type { LineIndex, Problem } from '../shared/problems.js';
import { kebab } from './report.js';
import type { RulesFileNode, SectionNode } from './ast.js';
import { rulesSyntaxProblem } from './syntax-error.js';
import type { PeggySyntaxError } from '../shared/syntax-error.js';

/** What was blanked out, so later passes don't report its absence as a second problem. */
export interface Masked {
  /** Names (kebab-case) given by the blanked lines: a zone, a ruling, a section. */
  names: Set<string>;
  /** Whether a top-level line was blanked (a missing section may be that line). */
  topLevel: boolean;
  /** How many lines were blanked (a list's numbering has a gap where one was). */
  lines: number;
}

export interface ParsedRules {
  ast: RulesFileNode;
  problems: Problem[];
  masked: Masked;
}

export function parseRules(source: string, path: string, index: LineIndex): ParsedRules {
  const problems: Problem[] = [];
  const masked: Masked = { names: new Set(), topLevel: false, lines: 0 };
  const whole = tryParse(source, path);
  if (!('error' in whole)) return { ast: whole.ast, problems, masked };

  const lines = new FileLines(source);
  checkUnits(lines, 0, lines.count, TOP, { path, index, problems, masked, parsed: new Map() });
  // The blanked file parses when every unit did; the loop below is a safeguard that reports what is
  // still broken the slow way rather than handing the passes no file at all.
  let text = lines.blanked();
  for (;;) {
    const result = tryParse(text, path);
    if (!('error' in result)) return { ast: result.ast, problems, masked };
    problems.push(rulesSyntaxProblem(result.error, text, index, path, (attempt) => failureOffset(attempt, path)));
    const next = maskBlock(text, result.error.location.start.offset, masked);
    if (next === text) {
      const empty = { offset: 0, line: 1, column: 1 };
      return { ast: { type: 'RulesFile', location: { start: empty, end: empty }, items: [] }, problems, masked };
    }
    text = next;
  }
}

/**
 * The rules file's syntax tree, or where and why it fails to parse. The parser is run in Peggy's library
 * mode, which hands back the furthest failure and what was expected there instead of throwing a
 * SyntaxError: a broken file is parsed once for each of its broken lines, and building each error's
 * message (which nothing here reads) cost more than the parse itself.
 */
function tryParse(text: string, path: string): { ast: RulesFileNode } | { error: PeggySyntaxError } {
  const result = parseLibrary(text, { grammarSource: path, peg$library: true }) as LibraryResult;
  if (result.peg$success) return { ast: result.peg$result as RulesFileNode };
  let offset = result.peg$maxFailPos;
  let expected = result.peg$maxFailExpected;
  // What the parser adds before it throws: the end of the text, expected where a complete file stopped.
  if (result.peg$result !== result.peg$FAILED && result.peg$currPos >= offset) {
    expected = result.peg$currPos > offset ? [END] : [...expected, END];
    offset = result.peg$currPos;
  }
  return { error: { message: '', expected, found: null, location: { start: { offset }, end: { offset } } } };
}

/**
 * The parser called in library mode. Its generated .d.ts types the ordinary mode only (a start rule
 * returns its node, from --return-types in scripts/build.js); library mode returns a LibraryResult.
 */
const parseLibrary = parse as (text: string, options: { grammarSource: string; peg$library: true }) => unknown;

/** What Peggy's parser returns in library mode: on success, `peg$result` is the RulesFileNode. */
interface LibraryResult {
  peg$result: unknown;
  peg$currPos: number;
  peg$FAILED: unknown;
  peg$maxFailExpected: PeggySyntaxError['expected'] & object;
  peg$maxFailPos: number;
  peg$success: boolean;
}

const END = { type: 'end' };

/** Where a text fails to parse, or null if it parses. */
function failureOffset(text: string, path: string): number | null {
  const result = tryParse(text, path);
  return 'error' in result ? result.error.location.start.offset : null;
}

/**
 * What encloses a unit, as lines that parse: `prefix` goes before the unit's first line when it is
 * parsed on its own; `kind` says what the lines deeper under it are.
 */
interface Context {
  prefix: string;
  kind: 'top' | 'items' | 'phases' | 'steps' | 'under-setting';
}

const TOP: Context = { prefix: '', kind: 'top' };
/** A top-level line after the first: the newline keeps a byte order mark out of its place at the start. */
const LATER_TOP: Context = { prefix: '\n', kind: 'top' };
/** Indented lines under a setting (which takes none) or an unknown section (which takes any): as under any other. */
const UNDER_SETTING: Context = { prefix: 'game: x\n', kind: 'under-setting' };
const UNDER_UNKNOWN: Context = { prefix: 'x:\n', kind: 'under-setting' };

interface Check {
  path: string;
  index: LineIndex;
  problems: Problem[];
  masked: Masked;
  parsed: Map<string, ReturnType<typeof tryParse>>; // a unit's text in its context → how it parsed
}

/** Checks the units among lines [from, to) in their context, reporting and blanking each that fails. */
function checkUnits(lines: FileLines, from: number, to: number, context: Context, check: Check): void {
  for (let i = lines.nextStructural(from, to); i < to; ) {
    const indent = lines.indent(i);
    let end = lines.nextStructural(i + 1, to);
    while (end < to && lines.indent(end) > indent) end = lines.nextStructural(end + 1, to);
    checkUnit(lines, i, end, context.kind === 'top' && i > 0 ? LATER_TOP : context, check);
    i = end;
  }
}

/** Checks one unit: its first line `first`, and the lines (first, end) deeper under it. */
function checkUnit(lines: FileLines, first: number, end: number, context: Context, check: Check): void {
  const line = lines.withBreak(first);
  const text = context.prefix + line;
  // The same line in the same context parses the same way: a file of many copies of a broken line is
  // parsed once for them all.
  let result = check.parsed.get(text);
  if (!result) check.parsed.set(text, (result = tryParse(text, check.path)));
  if ('error' in result) {
    const start = lines.start(first);
    // Offsets in `text` to offsets in the file: the prefix stands before the line's start.
    const at = (offset: number) => start + Math.max(0, offset - context.prefix.length);
    const located = {
      problem: (path: string, from: number, to: number, code: string, message: string, hint?: string) =>
        check.index.problem(path, at(from), at(to), code, message, hint),
    };
    // Words that would fit are looked for (a parse each) for the problems shown, not for those only counted.
    const parseFrom =
      check.problems.length < PROBLEMS_SHOWN ? (attempt: string) => failureOffset(attempt, check.path) : undefined;
    check.problems.push(rulesSyntaxProblem(result.error, text, located, check.path, parseFrom));
    lines.blank(first, end, check.masked);
    return;
  }
  checkUnits(lines, first + 1, end, inner(context, result.ast, lines.leading(first)), check);
}

/** The context of the lines deeper under a unit's first line, which parsed as `ast` in `context`. */
function inner(context: Context, ast: RulesFileNode, indent: string): Context {
  switch (context.kind) {
    case 'top': {
      const item = ast.items[ast.items.length - 1];
      if (item?.type === 'Unknown') return UNDER_UNKNOWN;
      if (item?.type !== 'Section') return UNDER_SETTING;
      const key = (item as SectionNode).key.name;
      return { prefix: `${key}:\n`, kind: key === 'phases' ? 'phases' : 'items' };
    }
    // A phase's deeper lines are its steps: they are read against its indentation.
    case 'phases':
      return { prefix: `phases:\n${indent}1. p: the game\n`, kind: 'steps' };
    default:
      return context;
  }
}

/** The lines of a file, with where each starts, and which of them are blanked. */
class FileLines {
  private readonly lines: string[];
  private readonly starts: number[] = [];
  private readonly isBlank: boolean[];

  constructor(source: string) {
    this.lines = source.split('\n');
    let offset = 0;
    for (const line of this.lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
    this.isBlank = this.lines.map(() => false);
  }

  get count(): number {
    return this.lines.length;
  }

  start(i: number): number {
    return this.starts[i]!;
  }

  /** Line i with its line break, if it has one. */
  withBreak(i: number): string {
    return i < this.lines.length - 1 ? `${this.lines[i]}\n` : this.lines[i]!;
  }

  /** The line's indentation, as written. */
  leading(i: number): string {
    return /^[ \t]*/.exec(this.lines[i]!)![0];
  }

  indent(i: number): number {
    return this.leading(i).length;
  }

  /** The first line in [from, to) with something on it that is not a comment (`to` if none). */
  nextStructural(from: number, to: number): number {
    let i = from;
    while (i < to && isSkipped(this.lines[i]!)) i++;
    return i;
  }

  /** Blanks the lines [first, end) that have something on them, noting the names they gave. */
  blank(first: number, end: number, masked: Masked): void {
    if (this.indent(first) === 0) masked.topLevel = true;
    for (let i = first; i < end; i++) {
      if (i > first && isSkipped(this.lines[i]!)) continue;
      noteName(this.lines[i]!, masked);
      this.isBlank[i] = true;
    }
  }

  /** The file with the blanked lines as spaces (offsets and line breaks kept). */
  blanked(): string {
    return this.lines.map((line, i) => (this.isBlank[i] ? blankOut(line) : line)).join('\n');
  }
}

/** A line the grammar skips wherever it is (its Skip rule): blank, or a comment. */
const isSkipped = (line: string) => /^[ \t]*(?:#.*|\r?)$/s.test(line);

/** A line as spaces, but for the CR of a CRLF line break (a stray CR in it is blanked too). */
const blankOut = (line: string) => line.replace(/[^\r]|\r(?!$)/g, ' ');

const NAME = /^\s*(?:-\s+|\d+\.\s+)?([A-Za-z][^:#\n]*?)\s*:/;

function noteName(line: string, masked: Masked): void {
  const name = NAME.exec(line)?.[1];
  if (name) masked.names.add(kebab(name));
  masked.lines++;
}

/** Blanks the line holding `offset` and the lines indented deeper under it; notes the names they gave. */
function maskBlock(text: string, offset: number, masked: Masked): string {
  const lines = text.split('\n');
  let lineNo = text.slice(0, offset).split('\n').length - 1;
  // A failure at the very end of the text belongs to the last line that has something on it.
  while (lineNo > 0 && (lines[lineNo] ?? '').trim() === '') lineNo--;
  const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;
  const base = indentOf(lines[lineNo]!);
  if (base === 0) masked.topLevel = true;
  const blank = (i: number) => {
    noteName(lines[i]!, masked);
    lines[i] = blankOut(lines[i]!);
  };
  blank(lineNo);
  for (let i = lineNo + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (indentOf(line) <= base) break;
    blank(i);
  }
  return lines.join('\n');
}
