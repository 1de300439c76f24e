// A problem found in a card or rules file, located by line and column, and its rustc-style printout.

/** One located problem. Lines and columns are 1-based; the end is exclusive. */
export interface Problem {
  path: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Namespaced code, e.g. `dsl/unknown-word`. */
  code: string;
  message: string;
  /** What to write instead. */
  hint?: string;
  /** One correct text close to what was written (a sentence of an effect), shown after the hint. */
  example?: string;
}

/**
 * Converts offsets of one source text to 1-based lines and columns, and gives the text of a line. The
 * line starts are found once, so locating or printing each of a file's problems costs a binary search,
 * not a pass over the file.
 */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** The text of a 1-based line, without its line break ('' past the last line). */
  lineText(line: number): string {
    if (line < 1 || line > this.starts.length) return '';
    const start = this.starts[line - 1];
    const end = line < this.starts.length ? this.starts[line]! - 1 : this.source.length;
    const text = this.source.slice(start, end);
    return line < this.starts.length && text.endsWith('\r') ? text.slice(0, -1) : text;
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }

  /** A problem spanning [start, end) offsets of the source. */
  problem(path: string, start: number, end: number, code: string, message: string, hint?: string): Problem {
    const a = this.position(start);
    const b = this.position(Math.max(end, start + 1));
    return {
      path,
      line: a.line,
      column: a.column,
      endLine: b.line,
      endColumn: b.column,
      code,
      message,
      ...(hint ? { hint } : {}),
    };
  }
}

/**
 * `path:line:col: message`, the source line, and a caret under the span (to the end of the line when
 * the span runs over several lines), then the hint and the example.
 *
 * The printout goes to a terminal, and every part of it can hold the card file's own text (the path, a
 * message quoting a word, the source line), so each is passed through {@link printable}: a card whose
 * name holds `ESC[2J` must not clear the designer's screen. The caret is measured on the printable text,
 * so it stays under the span when a stand-in is wider than the character it shows.
 *
 * `source` is the file's text, or its LineIndex. Given the text, the index of the last text given is
 * kept, so printing every problem of one file reads the file once, however many problems it has.
 */
export function formatProblem(problem: Problem, source: string | LineIndex): string {
  const text = indexOf(source).lineText(problem.line);
  const gutter = String(problem.line);
  const pad = ' '.repeat(gutter.length);
  const start = Math.max(0, problem.column - 1);
  const end =
    problem.endLine === problem.line ? Math.max(start + 1, problem.endColumn - 1) : Math.max(start + 1, text.length);
  // A span may start or run past the end of the line (a missing full stop): count those columns as they are.
  const before = printable(text.slice(0, start)) + ' '.repeat(Math.max(0, start - text.length));
  const spanned = text.slice(start, end);
  const width = Math.max(1, printable(spanned).length + (end - start - spanned.length));
  const out = [
    `${printable(problem.path)}:${problem.line}:${problem.column}: ${printable(problem.message)}`,
    `${gutter} | ${printable(text)}`,
    // Tabs are kept in the line, so the caret's indent keeps them too.
    `${pad} | ${before.replace(/[^\t]/g, ' ')}${'^'.repeat(width)}`,
  ];
  if (problem.hint) out.push(`${pad} = ${printable(problem.hint)}`);
  if (problem.example) out.push(`${pad} = for example: "${printable(problem.example)}"`);
  return out.join('\n');
}

let lastIndex = new LineIndex('');

function indexOf(source: string | LineIndex): LineIndex {
  if (typeof source !== 'string') return source;
  if (lastIndex.source !== source) lastIndex = new LineIndex(source);
  return lastIndex;
}

/**
 * Text made safe to print to a terminal: every control character but the tab is shown by a visible
 * stand-in instead of being sent, so no text from a card file can move the cursor, clear the screen,
 * recolour the output, set the window's title (ESC sequences, CR, BS, BEL …) or reorder the line it is
 * printed on (the bidi controls of "Trojan Source"). C0 controls and DEL become their Unicode Control
 * Pictures, one column each (ESC is `␛`, so `ESC[31m` reads `␛[31m`); C1 controls (which some terminals
 * obey as 8-bit ESC sequences: U+009B is CSI) and the bidi embeddings, overrides and isolates become
 * `\u{…}`, as rustc prints them. Everything else, zero-width characters included, is left as it is.
 */
export function printable(text: string): string {
  return text.replace(TERMINAL_CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return `\\u{${code.toString(16)}}`;
  });
}

/** C0 controls but the tab, DEL, C1 controls, and the bidi embeddings, overrides and isolates. */
const TERMINAL_CONTROLS = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/** Problems sorted by file, then position. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line || a.column - b.column);
}

/**
 * Each problem once, however many passes or readings found it (a sentence parsed in the whole effect and
 * again alone; a name checked by two passes). Two problems are the same when they share the place and
 * code, and with `by: 'message'` the message too. The card compiler keeps the first at a place
 * (`'place'`: a steal with no one to steal from is said once, by the pass that knows best, which runs
 * first); the rules compiler tells every message (`'message'`: an empty file misses several sections,
 * each reported at its start).
 */
export function dedupeProblems(problems: Problem[], by: 'place' | 'message'): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path}:${p.line}:${p.column}:${p.code}${by === 'message' ? `:${p.message}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A problem of the whole file, located at its start, as the only problem: a file too long to be parsed,
 * or a compiled result the schema refuses (which the passes should make impossible: a compiler bug,
 * still reported, never thrown).
 */
export function fileProblem(
  index: Pick<LineIndex, 'problem'>,
  path: string,
  code: string,
  message: string,
  hint?: string,
): Problem[] {
  return [index.problem(path, 0, 1, code, message, hint)];
}
