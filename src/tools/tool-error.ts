// A mistake in what the command line was given (an option, a name, a file): said in one line, with
// exit code 2, never as a stack trace. Whatever is not a ToolError is a bug of the tool and keeps its stack.
// Files with problems (a card that does not compile) are told as `tech-deck check` tells them, located,
// the first PROBLEMS_SHOWN then how many more, and exit with check's code for them, 1.
import { formatProblem, type Problem } from '../dsl/index.js';
import { moreProblems, PROBLEMS_SHOWN } from '../dsl/shared/limits.js';
import type { Io } from './cli.js';
import { printable } from './terminal.js';

export class ToolError extends Error {
  /**
   * `problems`: the located problems of refused files, printed before the message; `sources`: the text of
   * each file as it was compiled, path → text (a file not in it is read again to quote its line).
   */
  constructor(
    message: string,
    readonly problems: Problem[] = [],
    readonly sources: ReadonlyMap<string, string> = new Map(),
  ) {
    super(message);
    this.name = 'ToolError';
  }

  /** 1 when files have problems (as `tech-deck check` exits), 2 for any other mistake of the user's. */
  get exitCode(): 1 | 2 {
    return this.problems.length > 0 ? 1 : 2;
  }
}

/**
 * Prints a tool error: each problem of a refused deck with its source line (`source` gives a file's text,
 * '' when it cannot be read), then the message as `tech-deck: …`.
 */
export function printToolError(error: ToolError, io: Io, source: (path: string) => string): void {
  for (const p of error.problems.slice(0, PROBLEMS_SHOWN))
    io.err(`${formatProblem(p, error.sources.get(p.path) ?? source(p.path))}\n\n`);
  if (error.problems.length > PROBLEMS_SHOWN) io.err(`${moreProblems(error.problems.length - PROBLEMS_SHOWN)}\n\n`);
  io.err(`tech-deck: ${printable(error.message)}\n`);
}

/** Why a file operation failed, in words (Node's own message, which names an absolute path, when no words fit). */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'ELOOP':
      return 'a symbolic link that leads back to itself (or a chain of too many links)';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EISDIR':
      return 'a folder, not a file';
    case 'ENAMETOOLONG':
      return 'the path is too long';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}
