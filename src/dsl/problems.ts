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
}

/** Converts offsets of one source text to 1-based lines and columns. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly source: string) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.starts.push(i + 1);
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }

  /** A problem spanning [start, end) offsets of the source. */
  problem(path: string, start: number, end: number, code: string, message: string, hint?: string): Problem {
    const a = this.position(start);
    const b = this.position(Math.max(end, start + 1));
    return { path, line: a.line, column: a.column, endLine: b.line, endColumn: b.column, code, message, ...(hint ? { hint } : {}) };
  }
}

/**
 * `path:line:col: message`, the source line, and a caret under the span (to the end of the line when
 * the span runs over several lines), then the hint.
 */
export function formatProblem(problem: Problem, source: string): string {
  const lines = source.split(/\r?\n/);
  const text = lines[problem.line - 1] ?? '';
  const gutter = String(problem.line);
  const pad = ' '.repeat(gutter.length);
  const width = problem.endLine === problem.line ? Math.max(1, problem.endColumn - problem.column) : Math.max(1, text.length - problem.column + 1);
  const out = [
    `${problem.path}:${problem.line}:${problem.column}: ${problem.message}`,
    `${gutter} | ${text}`,
    `${pad} | ${' '.repeat(Math.max(0, problem.column - 1))}${'^'.repeat(width)}`,
  ];
  if (problem.hint) out.push(`${pad} = ${problem.hint}`);
  return out.join('\n');
}

/** Problems sorted by file, then position. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line || a.column - b.column);
}
