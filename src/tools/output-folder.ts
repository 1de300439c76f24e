// Where the command line writes what it makes — the balance page, bug reports, the print-and-play PDF: one
// folder, `tech-deck-output/` of the folder the command runs in unless `--out-dir` names another, so the
// project's own folders stay the designer's (the repository ignores it). Each command names the files it
// wrote there. The folder is checked before any game is played or any page is drawn, and made only when
// something is written into it.
import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fsReason, ToolError } from './tool-error.js';

/** The output folder when `--out-dir` names none. */
export const OUTPUT_DIR = 'tech-deck-output';

/**
 * The output folder: `named` (as given, relative to `cwd`) or OUTPUT_DIR. Throws a ToolError unless it is
 * a folder that may be written, or does not exist yet and may be made (its nearest existing parent is a
 * folder that may be written).
 */
export function outputFolder(named: string | undefined, cwd: string): string {
  const dir = named ?? OUTPUT_DIR;
  const option = named === undefined ? 'the output folder' : '--out-dir';
  const refuse = (why: string) => new ToolError(`${option} ${dir}: ${why}`);
  let probe = resolve(cwd, dir);
  try {
    for (;;) {
      const stat = statSync(probe, { throwIfNoEntry: false });
      if (stat) {
        // A parent that is a file is ENOTDIR before it is reached: a file here is the folder named.
        if (!stat.isDirectory()) throw refuse('a file, not a folder');
        accessSync(probe, constants.W_OK | constants.X_OK);
        return dir;
      }
      const up = dirname(probe);
      if (up === probe) throw refuse('no such folder');
      probe = up;
    }
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw refuse(fsReason(error));
  }
}

/** The path of `name` in the output folder `dir`, as shown to the user (relative to the command's folder). */
export const outputPath = (dir: string, name: string) => join(dir, name);

/**
 * Writes `text` to `name` in the output folder `dir` (made when missing); returns the path written, as
 * shown to the user. A write that fails (the disk filled up while the games ran) is a ToolError that says
 * why, in one line.
 */
export function writeOutput(dir: string, name: string, text: string | Uint8Array, cwd: string): string {
  const path = outputPath(dir, name);
  try {
    mkdirSync(resolve(cwd, dir), { recursive: true });
    writeFileSync(resolve(cwd, path), text);
  } catch (error) {
    throw new ToolError(`${path}: could not be written (${fsReason(error)})`);
  }
  return path;
}
