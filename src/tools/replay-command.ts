// `tech-deck replay`: replays a game from its seed and actions (a bug report of `simulate`), printing
// its log, and where it fails if it does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RuleError } from '../engine/errors.js';
import type { TableState } from '../engine/state.js';
import { loadGame, ToolError } from './game-registry.js';
import { printable } from './terminal.js';

export interface BugReport { game: string; players: number; seed: number; options?: Record<string, unknown>; cardsDir?: string; actions: unknown[] }

export function readReport(file: string, cwd: string): BugReport {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(cwd, file), 'utf8'));
  } catch (error) {
    throw new ToolError(`${file}: not a readable bug report (${error instanceof Error ? error.message : error})`);
  }
  const r = data as Partial<BugReport>;
  if (typeof r?.game !== 'string' || !Number.isInteger(r.players) || !Number.isInteger(r.seed) || !Array.isArray(r.actions)) {
    throw new ToolError(`${file}: a bug report has game, players, seed and actions`);
  }
  return r as BugReport;
}

/** Replays; returns the text to print and whether it ran to the end without an error. */
export function replayReport(report: BugReport, cwd: string): { text: string; ok: boolean } {
  const game = loadGame(report.game, report.cardsDir, cwd);
  let state = game.setup({ players: report.players, seed: report.seed, options: report.options }) as TableState;
  let printed = 0;
  const lines: string[] = [`${report.game}, ${report.players} players, seed ${report.seed}: replaying ${report.actions.length} actions`];
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
