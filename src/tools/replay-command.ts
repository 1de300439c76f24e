// `tech-deck replay`: replays a game from its seed and actions (a bug report of `simulate`), printing
// its log, and where it fails if it does.
import { RuleError } from '../engine/errors.js';
import type { TableState } from '../engine/state.js';
import { dirname, relative, resolve } from 'node:path';
import { GAME_IDS, isGameId, ToolError, type GameId } from './game-registry.js';
import { compilePlayed, describePlayed, findFolders } from './played-files.js';
import { printable } from './terminal.js';
import { readTextFile, REPORT_FILE_LIMIT } from './user-files.js';

/**
 * A bug report of `tech-deck simulate`. `cardsDir` and `rulesDir`: the folders played, relative to the
 * report's own folder (or absolute); absent, the package's own (a report from before the folders were
 * recorded played the built-in deck and rules, which are the package's).
 */
export interface BugReport { game: GameId; players: number; seed: number; options?: Record<string, unknown>; cardsDir?: string; rulesDir?: string; actions: unknown[] }

/** The bug report in `file`, checked: a known game, players in its range, a whole seed, a list of actions. */
export function readReport(file: string, cwd: string): BugReport {
  const text = readTextFile(file, cwd, REPORT_FILE_LIMIT);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ToolError(`${file}: not a bug report, its JSON does not parse (${error instanceof Error ? error.message : error})`);
  }
  const r = (data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Partial<BugReport>;
  if (typeof r.game !== 'string' || !Number.isInteger(r.players) || r.seed === undefined || !Array.isArray(r.actions)) {
    throw new ToolError(`${file}: a bug report has game, players, seed and actions`);
  }
  const bad = (why: string) => new ToolError(`${file}: ${why}`);
  if (!isGameId(r.game)) throw bad(`unknown game "${r.game}"; the games are ${GAME_IDS.join(', ')}`);
  if (!Number.isSafeInteger(r.seed) || (r.seed as number) < 0) throw bad(`the seed is a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not ${typeof r.seed === 'number' ? r.seed : JSON.stringify(r.seed).slice(0, 40)}`);
  if (r.cardsDir !== undefined && typeof r.cardsDir !== 'string') throw bad('cardsDir, when given, is the path of a folder of card files');
  if (r.rulesDir !== undefined && typeof r.rulesDir !== 'string') throw bad('rulesDir, when given, is the path of a folder of rules files');
  if (r.options !== undefined && (r.options === null || typeof r.options !== 'object' || Array.isArray(r.options))) throw bad('options, when given, are an object of option names and values');
  return r as BugReport;
}

/**
 * Replays the report `file` (read from `cwd`) with the cards and rules it names, compiled from the files
 * now; returns the text to print and whether it ran to the end without an error. The players are checked
 * against the played rules file's range.
 */
export function replayReport(report: BugReport, file: string, cwd: string): { text: string; ok: boolean } {
  // The report's folders are relative to where it lies; shown and read relative to the command's folder.
  const folder = dirname(resolve(cwd, file));
  const here = (dir: string | undefined) => (dir === undefined ? undefined : relative(cwd, resolve(folder, dir)) || '.');
  const named = { cards: here(report.cardsDir), rules: here(report.rulesDir) };
  // A folder the report does not name is the package's own, whatever folders the current one holds.
  const played = compilePlayed(report.game, findFolders(report.game, named, cwd, false), cwd);
  const { game } = played;
  const { min, max } = played.rules.players;
  if (report.players < min || report.players > max) throw new ToolError(`${file}: ${report.game} is played by ${min} to ${max} players, not ${report.players}`);
  const lines: string[] = [describePlayed(played, cwd, 'Replaying with', 'the bug report names no folder of its own'), `${report.game}, ${report.players} players, seed ${report.seed}: replaying ${report.actions.length} actions`];
  let state: TableState;
  try {
    state = game.setup({ players: report.players, seed: report.seed, options: report.options }) as TableState;
  } catch (error) {
    const message = printable(error instanceof Error ? error.message : String(error));
    // Refused by the rules, or by the report's own cards: the report's mistake. Else a bug: its stack helps.
    if (error instanceof RuleError || report.cardsDir || report.rulesDir) throw new ToolError(`${report.game} cannot be set up from this report: ${message}`);
    lines.push(`setup threw: ${message}`);
    if (error instanceof Error && error.stack) lines.push(error.stack.split('\n').map(printable).join('\n'));
    return { text: `${lines.join('\n')}\n`, ok: false };
  }
  let printed = 0;
  const flush = () => {
    // Log entries name cards, whose text is the card files': printed through `printable`, never raw.
    for (const entry of state.log.slice(printed)) lines.push(`  ${entry.to ? '(private) ' : ''}${printable(entry.text)}`);
    printed = state.log.length;
  };
  for (const [i, action] of report.actions.entries()) {
    flush();
    try {
      state = game.apply(state, action) as TableState;
    } catch (error) {
      lines.push(`action ${i + 1} of ${report.actions.length}, ${JSON.stringify(action)}: ${error instanceof RuleError ? 'refused' : 'threw'}: ${printable(error instanceof Error ? error.message : String(error))}`);
      if (!(error instanceof RuleError) && error instanceof Error && error.stack) lines.push(error.stack.split('\n').map(printable).join('\n'));
      return { text: `${lines.join('\n')}\n`, ok: false };
    }
  }
  flush();
  const outcome = game.outcome(state);
  lines.push(outcome ? `game over: scores ${outcome.scores.join(', ')}; ${outcome.winners.map((w) => `Player ${w + 1}`).join(' and ')} won` : 'the game goes on from here');
  return { text: `${lines.join('\n')}\n`, ok: true };
}
