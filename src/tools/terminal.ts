// What the command line prints, made safe for a terminal. Card files are text anyone can send a designer
// (a pull request, a shared folder): their names, facts and effect words reach the terminal through
// problems, the balance table, replayed logs and JSON, and none of them may reach it raw.
export { printable } from '../dsl/shared/problems.js';

/**
 * JSON to print: `JSON.stringify` already writes C0 controls as `\u001b` and so on; DEL, the C1 controls
 * and the bidi controls it leaves raw are written as `\uXXXX` too. The result parses to the same value.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
