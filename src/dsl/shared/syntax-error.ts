// What the two languages' syntax errors share: the error Peggy throws (or reports in library mode), told
// apart from any other error. Each language turns it into its own designer's words: the card language
// in card/syntax-error.ts, the rules language in rules/syntax-error.ts.

/** One thing the parser expected where it stopped: a literal, a rule's display name, a class, the end. */
export interface Expectation {
  type: string;
  text?: string;
  description?: string;
}

/** The parts of Peggy's SyntaxError the describers read. */
export interface PeggySyntaxError {
  message: string;
  expected: Expectation[] | null;
  found: string | null;
  location: { start: { offset: number }; end: { offset: number } };
}

export function isPeggySyntaxError(error: unknown): error is PeggySyntaxError {
  return error instanceof Error && error.name === 'SyntaxError' && 'location' in error && 'expected' in error;
}

/** What was expected, in words, as a designer reads it: "a", "a or b", "a, b or c". */
export function eitherOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
