// The command line's game commands: simulate, balance and replay.
//   tech-deck simulate <game> --games N --players P --bots a,b,c [--seed S] [--cards DIR] [--workers W] [--json]
//   tech-deck balance <game> --games N [--players P] [--bots a,b] [--cards DIR] [--compare DIR2] [--sort delta|used|held|card] [--html FILE]
//   tech-deck replay <bug-report.json>
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { balance, formatBalance, sortBalance, type SortKey } from './balance.js';
import { balanceHtml } from './balance-html.js';
import type { Io } from './cli.js';
import { GAME_IDS, loadBot, loadGame, type AnyGame } from './game-registry.js';
import { readReport, replayReport, type BugReport } from './replay-command.js';
import { defaultWorkers, formatSummary, simulate, summarize, type SimulationSpec } from './simulate.js';
import type { GameRecord } from './simulate-core.js';
import { printable, terminalJson } from './terminal.js';
import { fsReason, ToolError } from './tool-error.js';
import { checkWritable } from './user-files.js';

interface Parsed { positional: string[]; options: Record<string, string | true> }

function parse(args: string[], known: string[], flags: string[] = []): Parsed {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) { positional.push(a); continue; }
    const name = a.slice(2);
    if (flags.includes(name)) { options[name] = true; continue; }
    if (!known.includes(name)) throw new ToolError(`unknown option --${name}; the options are ${[...known, ...flags].map((k) => `--${k}`).join(', ')}`);
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new ToolError(`--${name} needs a value`);
    options[name] = value;
  }
  return { positional, options };
}

function integer(options: Parsed['options'], name: string, fallback: number, min = 1, max = 10_000_000): number {
  const raw = options[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ToolError(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

/**
 * The game with the cards of `cardsDir`, set up once before any game is played: a deck that cannot set
 * the game up (too few cards of a value, say) is refused in one line instead of breaking every game.
 */
function playableGame(game: string, cardsDir: string | undefined, cwd: string, players: number, seed: number): AnyGame {
  const loaded = loadGame(game, cardsDir, cwd); // a broken deck is refused here, with its problems
  if (!cardsDir) return loaded;
  try {
    loaded.setup({ players, seed });
  } catch (error) {
    throw new ToolError(`the cards in ${cardsDir} cannot set up ${game} for ${players} players (${error instanceof Error ? error.message : String(error)}); nothing was run`);
  }
  return loaded;
}

function specFrom(command: string, args: string[], io: Io, known: string[], flags: string[]): { spec: SimulationSpec; parsed: Parsed } {
  const parsed = parse(args, known, flags);
  const [game, ...extra] = parsed.positional;
  if (!game) throw new ToolError(`tech-deck ${command} needs a game: ${GAME_IDS.join(', ')}`);
  if (extra.length > 0) throw new ToolError(`tech-deck ${command} plays one game; what is "${extra[0]}"?`);
  const rules = loadGame(game).rules; // checks the game's name
  const players = integer(parsed.options, 'players', Math.min(4, rules.players.max), rules.players.min, rules.players.max);
  const bots = String(parsed.options.bots ?? (command === 'balance' ? 'greedy' : 'random')).split(',').map((b) => b.trim()).filter(Boolean);
  if (bots.length === 0) throw new ToolError('--bots needs at least one bot name');
  for (const bot of bots) loadBot(game, bot); // an unknown bot is refused here, before any worker starts
  const cardsDir = typeof parsed.options.cards === 'string' ? parsed.options.cards : undefined;
  const games = integer(parsed.options, 'games', command === 'balance' ? 2000 : 1000);
  const seed = integer(parsed.options, 'seed', 1, 0, 2 ** 31 - 1);
  const workers = integer(parsed.options, 'workers', defaultWorkers(), 0, 256);
  playableGame(game, cardsDir, io.cwd, players, seed);
  return { parsed, spec: { game, players, bots, rotate: true, cardsDir, cwd: io.cwd, games, seed, workers } };
}

function progress(io: Io, total: number) {
  const started = performance.now();
  let last = 0;
  return (done: number) => {
    const now = performance.now();
    if (done < total && now - last < 200) return;
    last = now;
    const width = 30;
    const filled = Math.round((done / total) * width);
    io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${((now - started) / 1000).toFixed(1)} s${done === total ? '\n' : ''}`);
  };
}

/** Writes a bug report for each broken game and says how to reproduce it. */
function reportErrors(records: GameRecord[], spec: SimulationSpec, io: Io): number {
  const broken = records.filter((r) => r.error);
  for (const r of broken) {
    const report: BugReport = { game: spec.game, players: spec.players, seed: r.seed, ...(spec.cardsDir ? { cardsDir: spec.cardsDir } : {}), actions: r.actions ?? [] };
    const file = `tech-deck-bug-${spec.game}-seed-${r.seed}.json`;
    writeFileSync(resolve(io.cwd, file), `${JSON.stringify(report)}\n`);
    // The error may quote a card's text (its name in a rule's message): shown, never sent to the terminal raw.
    io.err(`game with seed ${r.seed} broke: ${printable(r.error ?? '')}\n  reproduce it: npx tech-deck replay ${file}\n`);
  }
  return broken.length;
}

export async function simulateCommand(args: string[], io: Io): Promise<number> {
  const { spec, parsed } = specFrom('simulate', args, io, ['games', 'players', 'bots', 'seed', 'cards', 'workers'], ['json']);
  const started = performance.now();
  const records = await simulate(spec, progress(io, spec.games));
  const summary = summarize(records, spec.players);
  if (parsed.options.json) io.out(`${terminalJson({ spec: { ...spec, cwd: undefined }, summary })}\n`);
  else io.out(formatSummary(summary, spec, (performance.now() - started) / 1000, spec.workers));
  return reportErrors(records, spec, io) > 0 ? 1 : 0;
}

export async function balanceCommand(args: string[], io: Io): Promise<number> {
  const { spec, parsed } = specFrom('balance', args, io, ['games', 'players', 'bots', 'seed', 'cards', 'workers', 'compare', 'sort', 'html'], ['json']);
  const sort = String(parsed.options.sort ?? 'delta') as SortKey;
  if (!['delta', 'used', 'held', 'card'].includes(sort)) throw new ToolError(`--sort is delta, used, held or card, not "${sort}"`);
  // Everything the report needs is checked before the first game: the other deck, and where it is written.
  const compareDir = typeof parsed.options.compare === 'string' ? parsed.options.compare : undefined;
  if (compareDir) playableGame(spec.game, compareDir, io.cwd, spec.players, spec.seed);
  const html = typeof parsed.options.html === 'string' ? parsed.options.html : `balance-${spec.game}.html`;
  checkWritable(html, io.cwd, typeof parsed.options.html === 'string' ? '--html' : 'the report');
  const run = async (cardsDir: string | undefined) => {
    const s = { ...spec, cardsDir };
    const records = await simulate(s, progress(io, s.games));
    const broken = reportErrors(records, s, io);
    return { rows: balance(records, Object.values(loadGame(spec.game, cardsDir, io.cwd).env.catalogue)), broken };
  };
  const main = await run(spec.cardsDir);
  const before = compareDir ? new Map((await run(compareDir)).rows.map((r) => [r.id, r])) : undefined;
  const rows = sortBalance(main.rows, sort);
  if (parsed.options.json) io.out(`${terminalJson(rows)}\n`);
  else io.out(formatBalance(rows, before));
  try {
    writeFileSync(resolve(io.cwd, html), balanceHtml(`Tech Deck balance: ${spec.game}, ${spec.players} players, ${spec.games} games, bots ${spec.bots.join(', ')}`, rows, before));
  } catch (error) {
    throw new ToolError(`${html}: the report could not be written (${fsReason(error)})`); // changed while the games ran
  }
  io.err(`the report with charts: ${html}\n`);
  return main.broken > 0 ? 1 : 0;
}

export function replayCommand(args: string[], io: Io): number {
  const { positional } = parse(args, []);
  if (positional.length !== 1) throw new ToolError('tech-deck replay needs one bug report file (written by tech-deck simulate)');
  const { text, ok } = replayReport(readReport(positional[0], io.cwd), io.cwd);
  io.out(text);
  return ok ? 0 : 1;
}
