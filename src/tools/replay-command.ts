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
export interface BugReport {
  game: GameId;
  players: number;
  seed: number;
  options?: Record<string, unknown>;
  cardsDir?: string;
  rulesDir?: string;
  actions: unknown[];
}

/** The bug report in `file`, checked: a known game, players in its range, a whole seed, a list of actions. */
export function readReport(file: string, cwd: string): BugReport {
  const text = readTextFile(file, cwd, REPORT_FILE_LIMIT);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ToolError(
      `${file}: not a bug report, its JSON does not parse (${error instanceof Error ? error.message : error})`,
    );
  }
  const r = (data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Partial<BugReport>;
  if (typeof r.game !== 'string' || !Number.isInteger(r.players) || r.seed === undefined || !Array.isArray(r.actions)) {
    throw new ToolError(`${file}: a bug report has game, players, seed and actions`);
  }
  const bad = (why: string) => new ToolError(`${file}: ${why}`);
  if (!isGameId(r.game)) throw bad(`unknown game "${r.game}"; the games are ${GAME_IDS.join(', ')}`);
  if (!Number.isSafeInteger(r.seed) || (r.seed as number) < 0)
    throw bad(
      `the seed is a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not ${typeof r.seed === 'number' ? r.seed : JSON.stringify(r.seed).slice(0, 40)}`,
    );
  if (r.cardsDir !== undefined && typeof r.cardsDir !== 'string')
    throw bad('cardsDir, when given, is the path of a folder of card files');
  if (r.rulesDir !== undefined && typeof r.rulesDir !== 'string')
    throw bad('rulesDir, when given, is the path of a folder of rules files');
  if (r.options !== undefined && (r.options === null || typeof r.options !== 'object' || Array.isArray(r.options)))
    throw bad('options, when given, are an object of option names and values');
  return r as BugReport;
}

/** How a replay ended: over with its outcome, going on after the last action, or failed at setup or an action. */
export type ReplayEnd =
  | { over: true; scores: number[]; winners: number[] }
  | { over: false }
  | { failed: { at: 'setup' | number; action?: unknown; refused: boolean; message: string; stack?: string } }; // at: the action's number, from 1

/** A replayed bug report: what was played, the log as the game wrote it, and how it ended. */
export interface Replay {
  played: string; // the line that says which card and rules files were played (describePlayed)
  game: GameId;
  players: number;
  seed: number;
  actions: number;
  log: { text: string; private: boolean }[];
  end: ReplayEnd;
}

/**
 * Replays the report `file` (read from `cwd`) with the cards and rules it names, compiled from the files
 * now. The players are checked against the played rules file's range. An action the game refuses is the
 * report's (a report edited by hand, or one from other cards); an error the game throws is the engine's,
 * and its stack is kept for whoever fixes the engine (printed with `--stack`).
 */
export function replay(report: BugReport, file: string, cwd: string): Replay {
  // The report's folders are relative to where it lies; shown and read relative to the command's folder.
  const folder = dirname(resolve(cwd, file));
  const here = (dir: string | undefined) =>
    dir === undefined ? undefined : relative(cwd, resolve(folder, dir)) || '.';
  const named = { cards: here(report.cardsDir), rules: here(report.rulesDir) };
  // A folder the report does not name is the package's own, whatever folders the current one holds.
  const played = compilePlayed(report.game, findFolders(report.game, named, cwd, false), cwd);
  const { game } = played;
  const { min, max } = played.rules.players;
  if (report.players < min || report.players > max)
    throw new ToolError(`${file}: ${report.game} is played by ${min} to ${max} players, not ${report.players}`);
  const result: Replay = {
    played: describePlayed(played, cwd, 'Replaying with', 'the bug report names no folder of its own'),
    game: report.game,
    players: report.players,
    seed: report.seed,
    actions: report.actions.length,
    log: [],
    end: { over: false },
  };
  const fault = (error: unknown) => ({
    refused: error instanceof RuleError,
    message: error instanceof Error ? error.message : String(error),
    ...(!(error instanceof RuleError) && error instanceof Error && error.stack ? { stack: error.stack } : {}),
  });
  let state: TableState;
  try {
    state = game.setup({ players: report.players, seed: report.seed, options: report.options }) as TableState;
  } catch (error) {
    // Refused by the rules, or by the report's own cards: the report's mistake. Else a bug of the engine.
    if (error instanceof RuleError || report.cardsDir || report.rulesDir)
      throw new ToolError(
        `${report.game} cannot be set up from this report: ${printable(error instanceof Error ? error.message : String(error))}`,
      );
    return { ...result, end: { failed: { at: 'setup', ...fault(error) } } };
  }
  let logged = 0;
  const flush = () => {
    for (const entry of state.log.slice(logged)) result.log.push({ text: entry.text, private: entry.to !== undefined });
    logged = state.log.length;
  };
  for (const [i, action] of report.actions.entries()) {
    flush();
    try {
      state = game.apply(state, action) as TableState;
    } catch (error) {
      return { ...result, end: { failed: { at: i + 1, action, ...fault(error) } } };
    }
  }
  flush();
  const outcome = game.outcome(state);
  return {
    ...result,
    end: outcome ? { over: true, scores: outcome.scores, winners: outcome.winners } : { over: false },
  };
}

/**
 * The replay as the terminal shows it. Log entries name cards, whose text is the card files': printed
 * through `printable`, never raw. An engine's stack trace is printed only when asked for (`stack`): the
 * designer who replays a report sees where and why the game broke in one line, and how to get the rest.
 */
export function formatReplay(r: Replay, file: string, stack = false): string {
  const lines = [
    r.played,
    `${r.game}, ${r.players} players, seed ${r.seed}: replaying ${r.actions} actions`,
    ...r.log.map((e) => `  ${e.private ? '(private) ' : ''}${printable(e.text)}`),
  ];
  const { end } = r;
  if ('failed' in end) {
    const f = end.failed;
    const where =
      f.at === 'setup'
        ? 'setup'
        : `action ${f.at} of ${r.actions}, ${printable(JSON.stringify(f.action) ?? String(f.action))}`;
    lines.push(`${where}: ${f.refused ? 'refused' : 'threw'}: ${printable(f.message)}`);
    if (f.stack && stack) lines.push(f.stack.split('\n').map(printable).join('\n'));
    else if (f.stack)
      lines.push(
        `this is a fault of the engine, not of your cards: send ${printable(file)} to whoever fixes it (\`tech-deck replay ${printable(file)} --stack\` shows where in the engine it broke)`,
      );
  } else
    lines.push(
      end.over
        ? `game over: scores ${end.scores.join(', ')}; ${end.winners.map((w) => `Player ${w + 1}`).join(' and ')} won`
        : 'the game goes on from here',
    );
  return `${lines.join('\n')}\n`;
}
