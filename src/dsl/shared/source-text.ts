// Text fetched from an address for a game element (`cards-src`, `rules-src`): the checks made before it
// is parsed (too long, empty, a web page instead of a file) and its problems in words, located in the
// whole text and printed as `tech-deck check` prints them. No parser here: the element reports a fetch
// that failed with it before any compiler is loaded (load-cards.ts and load-rules.ts are those).
import { moreProblems, PROBLEMS_SHOWN, SOURCE_LIMIT, tooLongMessage } from './limits.js';
import { formatProblem, LineIndex, type Problem } from './problems.js';

/** One problem of a fetched text, in words: what the element lists and `tech-error` carries. */
export interface SourceProblem {
  at: string; // where: `url:line:col`, or the address alone when the text could not be read at all
  message: string; // what is wrong
  hint?: string; // what to write or do instead
  example?: string; // one correct text close to what was written (a sentence of an effect)
  excerpt: string; // the source line with a caret under the span ('' when there is no line to show)
  text: string; // all of it as the command line prints it: `url:line:col: message`, the line, the caret, the hint
  /**
   * Set on the last entry of a list only, when it stands for the problems not told one by one: how many
   * they are (its message and text are "and 98,958 more problems").
   */
  more?: number;
}

/** A problem with the text as a whole (an address that gave nothing, a file too long): no line to show. */
export function textProblem(url: string, message: string, hint?: string): SourceProblem {
  return {
    at: url,
    message,
    ...(hint ? { hint } : {}),
    excerpt: '',
    text: `${url}: ${message}${hint ? `\n  = ${hint}` : ''}`,
  };
}

/**
 * The located problems in words, as `tech-deck check` prints them: the first PROBLEMS_SHOWN, then, when
 * there are more, one entry that counts the rest (`more`). Only the problems shown are printed, and the
 * file's lines are found once for all of them.
 */
export function located(problems: readonly Problem[], text: string): SourceProblem[] {
  const index = new LineIndex(text);
  const shown = problems.slice(0, PROBLEMS_SHOWN).map((p): SourceProblem => {
    const full = formatProblem(p, index);
    const lines = full.split('\n');
    return {
      at: `${p.path}:${p.line}:${p.column}`,
      message: p.message,
      ...(p.hint ? { hint: p.hint } : {}),
      ...(p.example ? { example: p.example } : {}),
      excerpt: lines.slice(1, 3).join('\n'),
      text: full,
    };
  });
  const more = problems.length - shown.length;
  if (more > 0)
    shown.push({
      at: problems[shown.length]!.path,
      message: moreProblems(more),
      excerpt: '',
      text: moreProblems(more),
      more,
    });
  return shown;
}

/** How many problems a list of them stands for: its entries, and the ones its last entry counts. */
export function problemCount(problems: readonly SourceProblem[]): number {
  const last = problems[problems.length - 1];
  return last?.more ? problems.length - 1 + last.more : problems.length;
}

/** Why a text is refused before it is parsed: too long, empty, or a web page; null when it may be parsed. */
export function refuse(text: string, url: string, kind: 'card' | 'rules', hint: string): SourceProblem | null {
  // Too long: the file as a whole (its first line may be the whole of it).
  if (text.length > SOURCE_LIMIT) {
    return textProblem(
      url,
      tooLongMessage(text.length, `a ${kind} file given to an element`),
      'check the address: it should be a .card or .rules file, not a bigger file.',
    );
  }
  const at = (message: string, hint: string) =>
    located(
      [new LineIndex(text).problem(url, 0, Math.max(1, text.indexOf('\n')), `dsl/unreadable`, message, hint)],
      text,
    )[0]!;
  if (text.trim() === '') return at('the file is empty', hint);
  if (/^\s*<(!doctype|html|head|body)\b/i.test(text)) {
    return at(
      `the address gave a web page, not a ${kind} file`,
      "give the address of the file's own text (on GitHub, the address of the Raw button).",
    );
  }
  return null;
}
