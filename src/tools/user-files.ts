// The designer's files as the command line reads and writes them. Reads take regular files only, up to a
// size: a `.card` that is a pipe would wait for a writer forever and /dev/zero would fill the memory. A
// report's file is checked before any game is played, so a bad path fails in a second, not after an hour.
import { accessSync, closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SOURCE_LIMIT } from '../dsl/shared/limits.js';
import { fsReason, ToolError } from './tool-error.js';

/** A card, card set or rules file: at most what a game element takes from `cards-src` (SOURCE_LIMIT). */
export const SOURCE_FILE_LIMIT = { chars: SOURCE_LIMIT, what: 'a card or rules file' } as const;

/** A bug report of `tech-deck simulate`: a game's actions (at most 50,000 of them) fit well within 50 MB. */
export const REPORT_FILE_LIMIT = { chars: 50_000_000, what: 'a bug report' } as const;

/** What a path that is not a regular file is, in words. */
function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a pipe';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

const count = (n: number) => n.toLocaleString('en');

/**
 * The text of the file `path` (as the user wrote it, relative to `cwd`), or a ToolError saying why not.
 * The file is opened without waiting (O_NONBLOCK: opening a pipe does not wait for its writer), then
 * refused unless it is a regular file. A file over 3 bytes a character of the limit is refused unread
 * (UTF-8 spends at most 3 bytes on one UTF-16 unit); else at most its size when opened is read, so a
 * file that grows meanwhile cannot make the read go on.
 */
export function readTextFile(path: string, cwd: string, limit: { chars: number; what: string }): string {
  const refuse = (why: string) => new ToolError(`${path}: ${why}`);
  let fd: number;
  try {
    fd = openSync(resolve(cwd, path), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw refuse(fsReason(error));
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw refuse(`${kindOf(stat)}, not a file; give ${limit.what}`);
    const tooLong = (size: number, unit: string) =>
      refuse(`the file has ${count(size)} ${unit}; ${limit.what} may have at most ${count(limit.chars)} characters`);
    const maxBytes = limit.chars * 3;
    if (stat.size > maxBytes) throw tooLong(stat.size, 'bytes');
    const buffer = Buffer.allocUnsafe(Math.min(stat.size, maxBytes) + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buffer.length; length += n)
      n = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > maxBytes) throw tooLong(length, 'bytes');
    const text = buffer.toString('utf8', 0, length);
    if (text.length > limit.chars) throw tooLong(text.length, 'characters');
    return text;
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw refuse(fsReason(error));
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks that `path` can be written: an existing regular file that may be written, or a new file in a
 * folder that exists and may be written. Throws a ToolError saying why not.
 */
export function checkWritable(path: string, cwd: string, option: string): void {
  const file = resolve(cwd, path);
  const refuse = (why: string) => new ToolError(`${option} ${path}: ${why}`);
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat) {
      if (!stat.isFile()) throw refuse(`${kindOf(stat)}, not a file to write the report to`);
      accessSync(file, constants.W_OK);
      return;
    }
    const folder = statSync(dirname(file), { throwIfNoEntry: false });
    if (!folder) throw refuse(`the folder ${dirname(path)} does not exist`);
    if (!folder.isDirectory()) throw refuse(`${dirname(path)} is not a folder`);
    accessSync(dirname(file), constants.W_OK);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw refuse(fsReason(error));
  }
}
