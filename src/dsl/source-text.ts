// Text fetched from an address for a game element (`cards-src`, `rules-src`): the checks made before it
// is parsed (too long, empty, a web page instead of a file) and its problems in words, located in the
// whole text and printed as `tech-deck check` prints them. No parser here: the element reports a fetch
// that failed with it before any compiler is loaded (load-cards.ts and load-rules.ts are those).
import { formatProblem, LineIndex, type Problem } from './problems.js';

/** The most characters a fetched card or rules text may hold (the whole deck is about 17 kB). */
export const SOURCE_LIMIT = 200_000;

/** One problem of a fetched text, in words: what the element lists and `tech-error` carries. */
export interface SourceProblem {
  at: string; // where: `url:line:col`, or the address alone when the text could not be read at all
  message: string; // what is wrong
  hint?: string; // what to write or do instead
  excerpt: string; // the source line with a caret under the span ('' when there is no line to show)
  text: string; // all of it as the command line prints it: `url:line:col: message`, the line, the caret, the hint
}

/** A problem with the text as a whole (an address that gave nothing, a file too long): no line to show. */
export function textProblem(url: string, message: string, hint?: string): SourceProblem {
  return { at: url, message, ...(hint ? { hint } : {}), excerpt: '', text: `${url}: ${message}${hint ? `\n  = ${hint}` : ''}` };
}

/** The located problems in words, as `tech-deck check` prints them. */
export function located(problems: readonly Problem[], text: string): SourceProblem[] {
  return problems.map((p) => {
    const full = formatProblem(p, text);
    const lines = full.split('\n');
    return { at: `${p.path}:${p.line}:${p.column}`, message: p.message, ...(p.hint ? { hint: p.hint } : {}), excerpt: lines.slice(1, 3).join('\n'), text: full };
  });
}

/** Why a text is refused before it is parsed: too long, empty, or a web page; null when it may be parsed. */
export function refuse(text: string, url: string, kind: 'card' | 'rules', hint: string): SourceProblem | null {
  // Too long: the file as a whole (its first line may be the whole of it).
  if (text.length > SOURCE_LIMIT) {
    return textProblem(url, `the file is ${kB(text.length)} long; a ${kind} file given to an element may be at most ${kB(SOURCE_LIMIT)} (the whole deck is about 17 kB)`,
      'check the address: it should be a .card or .rules file, not a bigger file.');
  }
  const at = (message: string, hint: string) => located([new LineIndex(text).problem(url, 0, Math.max(1, text.indexOf('\n')), `dsl/unreadable`, message, hint)], text)[0];
  if (text.trim() === '') return at('the file is empty', hint);
  if (/^\s*<(!doctype|html|head|body)\b/i.test(text)) {
    return at(`the address gave a web page, not a ${kind} file`, 'give the address of the file\'s own text (on GitHub, the address of the Raw button).');
  }
  return null;
}

const kB = (chars: number) => `${Math.round(chars / 1000)} kB`;
