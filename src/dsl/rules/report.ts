// What the rules compiler passes share: the problem they report (located by offsets in the rules file),
// the collector they report into, and names as the compiled object spells them.
import type { Span } from '../card/ast.js';

/** A problem found by a pass. `subject` is the name it is about, when it is about a name. */
export interface RulesProblem {
  start: number;
  end: number;
  code: string;
  message: string;
  hint?: string;
  subject?: string;
}

/** Collects the problems of every pass; each pass reports and goes on. */
export class Reporter {
  readonly problems: RulesProblem[] = [];

  /** A problem spanning a node. */
  at(node: { location: Span }, code: string, message: string, hint?: string, subject?: string): void {
    this.span(node.location.start.offset, node.location.end.offset, code, message, hint, subject);
  }

  span(start: number, end: number, code: string, message: string, hint?: string, subject?: string): void {
    this.problems.push({ start, end, code, message, ...(hint ? { hint } : {}), ...(subject ? { subject } : {}) });
  }
}

/** "Trump Deck", "trump-deck" and "trump  deck" are all `trump-deck`. */
export function kebab(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `trump-deck` as a designer writes it: "trump deck". */
export function words(name: string): string {
  return name.replace(/-/g, ' ');
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
