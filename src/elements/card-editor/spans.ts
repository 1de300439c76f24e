/**
 * The editor's painted layer as data: the source cut into segments, each with its colour (a token kind
 * of the grammar) and the problems it lies under. Plain functions, no DOM: the element renders the
 * segments, the tests read them.
 */
import type { Problem } from '../../dsl/shared/problems.js';
import type { Token, TokenKind } from '../../dsl/card/highlight.js';

/** A problem as offsets into the source (the end exclusive), with its index in the problem list. */
export interface ProblemSpan {
  start: number;
  end: number;
  index: number;
}

/** A stretch of the source painted one way. */
export interface Segment {
  text: string;
  start: number;
  kind: TokenKind | null; // its colour, or null for plain text
  problems: number[]; // the indexes of the problems it lies under
}

/** The offset of each line's first character. */
export function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The offset of a 1-based line and column, clamped to the source. */
export function offsetOf(starts: readonly number[], source: string, line: number, column: number): number {
  const lineStart = starts[Math.min(Math.max(line, 1), starts.length) - 1];
  return Math.min(lineStart + Math.max(column, 1) - 1, source.length);
}

/** The problems as offsets into the source. */
export function problemSpans(problems: readonly Problem[], source: string): ProblemSpan[] {
  const starts = lineStarts(source);
  return problems.map((p, index) => {
    const start = offsetOf(starts, source, p.line, p.column);
    const end = Math.max(start, offsetOf(starts, source, p.endLine, p.endColumn));
    return { start, end, index };
  });
}

/**
 * The source cut at every token and problem boundary. A problem over no visible character (a missing
 * field, reported where it would go: the end of the file) becomes an empty segment at its start, which
 * the element draws as a marker.
 */
export function segments(source: string, tokens: readonly Token[], problems: readonly ProblemSpan[]): Segment[] {
  const cuts = new Set<number>([0, source.length]);
  for (const t of tokens) cuts.add(t.start).add(t.end);
  for (const p of problems) cuts.add(p.start).add(Math.min(p.end, source.length));
  const points = [...cuts].filter((c) => c >= 0 && c <= source.length).sort((a, b) => a - b);
  const out: Segment[] = [];
  let token = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i];
    const end = points[i + 1];
    while (token < tokens.length && tokens[token].end <= start) token++;
    const t = tokens[token];
    const kind = t && t.start <= start && t.end >= end ? t.kind : null;
    const under = problems.filter((p) => p.start <= start && p.end >= end && p.end > p.start).map((p) => p.index);
    out.push({ text: source.slice(start, end), start, kind, problems: under });
  }
  // Problems with nothing visible to underline: an empty segment where they sit.
  for (const p of problems) {
    const visible = source.slice(p.start, p.end).trim() !== '';
    if (visible) continue;
    const at = out.findIndex((s) => s.start >= p.start);
    const marker: Segment = { text: '', start: p.start, kind: null, problems: [p.index] };
    if (at < 0) out.push(marker);
    else out.splice(at, 0, marker);
  }
  return out;
}

/** The segments of `source` cut at its line breaks, line by line (the breaks themselves left out). */
export function linesOf(source: string, cut: readonly Segment[]): Segment[][] {
  const starts = lineStarts(source);
  const lines: Segment[][] = starts.map(() => []);
  let line = 0;
  for (const segment of cut) {
    let { text, start } = segment;
    // A segment running over a line break (a problem spanning lines) is cut there.
    while (line + 1 < starts.length && text.length > 0 && start + text.length > starts[line + 1] - 1) {
      const head = starts[line + 1] - 1 - start; // the characters before the line break
      if (head > 0) lines[line].push({ ...segment, text: text.slice(0, head), start });
      text = text.slice(head + 1);
      start = starts[line + 1];
      line++;
    }
    while (line + 1 < starts.length && start >= starts[line + 1]) line++;
    if (text.length > 0 || segment.text === '') lines[line].push({ ...segment, text, start });
  }
  return lines;
}

/**
 * Moves spans made for `before` onto `after`, an edit of it: spans before the edit stay, spans after it
 * move by the length change, spans over it shrink to what is left. While the designer types, the last
 * parse's colours and underlines follow the text until the next parse (which is debounced) replaces them.
 */
export function shiftSpans<T extends { start: number; end: number }>(
  spans: readonly T[],
  before: string,
  after: string,
): T[] {
  if (before === after) return [...spans];
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const editEnd = before.length - suffix; // in `before`
  const delta = after.length - before.length;
  const map = (offset: number, isEnd: boolean) => {
    if (offset < prefix || (isEnd && offset === prefix)) return offset;
    if (offset >= editEnd) return offset + delta;
    return prefix; // inside the edited stretch
  };
  // A span the edit swallowed whole goes; an empty one (a marker) stays where it moved.
  return spans
    .filter((s) => s.start === s.end || map(s.end, true) > map(s.start, false))
    .map((s) => ({
      ...s,
      start: map(s.start, false),
      end: s.start === s.end ? map(s.start, false) : map(s.end, true),
    }));
}
