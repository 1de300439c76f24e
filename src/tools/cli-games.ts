// The command line's game commands: simulate, balance and replay.
//   tech-deck simulate <game> --games N --players P --bots a,b,c [--seed S] [--cards DIR] [--rules DIR] [--workers W] [--out-dir DIR] [--json]
//   tech-deck balance <game> --games N [--players P] [--bots a,b] [--cards DIR] [--rules DIR] [--compare DIR2] [--sort delta|used|held|card] [--html FILE]
//   tech-deck balance <game> --focus CARD-ID [--compare DIR2] [--games CAP] [--seconds CAP] [--out-dir DIR] [--json]
//   tech-deck replay <bug-report.json> [--stack] [--json]
// Each compiles the card and rules files at every run (played-files.ts) and says which it played. What
// they write (bug reports, the balance page) goes to the output folder (output-folder.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { balance, formatBalance, sortBalance, type SortKey } from './balance.js';
import { compareBalance, alignDeck } from './balance-change.js';
import { balanceHtml } from './balance-html.js';
import type { Io } from './cli.js';
import { focusCommand } from './focus-command.js';
import { balanceBotOf, GAME_IDS, gameBots, gameId } from './game-registry.js';
import { compilePlayed, describePlayed, findFolders, type Played } from './played-files.js';
import { outputFolder, outputPath, writeOutput } from './output-folder.js';
import { formatReplay, readReport, replay, type BugReport, type Replay } from './replay-command.js';
import { defaultWorkers, formatSummary, simulate, summarize, type SimulationSpec } from './simulate.js';
import { seatBots, type GameRecord } from './simulate-core.js';
import { printable, terminalJson } from './terminal.js';
import { fsReason, ToolError } from './tool-error.js';
import { checkWritable } from './user-files.js';

interface Parsed {
  positional: string[];
  options: Record<string, string | true>;
}

function parse(args: string[], known: string[], flags: string[] = []): Parsed {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const name = a.slice(2);
    if (flags.includes(name)) {
      options[name] = true;
      continue;
    }
    if (!known.includes(name))
      throw new ToolError(
        `unknown option --${name}; the options are ${[...known, ...flags].map((k) => `--${k}`).join(', ')}`,
      );
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
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ToolError(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

/**
 * Sets the game up once before any game is played: a deck or rules file that cannot set the game up (too
 * few cards of a value, say) is refused in one line instead of breaking every game.
 */
function checkSetup(played: Played, players: number, seed: number): void {
  try {
    played.game.setup({ players, seed });
  } catch (error) {
    throw new ToolError(
      `${played.folders.cards} and ${played.rulesFile.path} cannot set up ${played.game.id} for ${players} players (${error instanceof Error ? error.message : String(error)}); nothing was played`,
    );
  }
}

const option = (parsed: Parsed, name: string) =>
  typeof parsed.options[name] === 'string' ? (parsed.options[name] as string) : undefined;

function specFrom(
  command: string,
  args: string[],
  io: Io,
  known: string[],
  flags: string[],
): { spec: SimulationSpec; parsed: Parsed; played: Played; outDir: string } {
  const parsed = parse(args, known, flags);
  const [name, ...extra] = parsed.positional;
  if (!name) throw new ToolError(`tech-deck ${command} needs a game: ${GAME_IDS.join(', ')}`);
  if (extra.length > 0) throw new ToolError(`tech-deck ${command} plays one game; what is "${extra[0]}"?`);
  const game = gameId(name);
  const games = integer(parsed.options, 'games', command === 'balance' ? 2000 : 1000);
  const seed = integer(parsed.options, 'seed', 1, 0, 2 ** 31 - 1);
  const workers = integer(parsed.options, 'workers', defaultWorkers(), 0, 256);
  // Compiled from the files now (files with problems are refused here, with their problems), before
  // --players is read: the player range is the played rules file's.
  const played = compilePlayed(
    game,
    findFolders(game, { cards: option(parsed, 'cards'), rules: option(parsed, 'rules') }, io.cwd),
    io.cwd,
  );
  const range = played.rules.players;
  const players = integer(parsed.options, 'players', Math.min(4, range.max), range.min, range.max);
  checkSetup(played, players, seed);
  const bots = String(parsed.options.bots ?? (command === 'balance' ? balanceBotOf(game, played.game) : 'random'))
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (bots.length === 0) throw new ToolError('--bots needs at least one bot name');
  const bot = gameBots(game, played.game);
  for (const b of bots) bot(b); // an unknown bot is refused here, before any worker starts
  const seating = seatingWarning(bots, players);
  if (seating) io.err(`tech-deck: warning: ${seating}\n`);
  const outDir = outputFolder(option(parsed, 'out-dir'), io.cwd); // checked now, not when a game breaks an hour in
  return {
    parsed,
    played,
    outDir,
    spec: { game, players, bots, rotate: true, deck: played.deck, rules: played.rules, games, seed, workers },
  };
}

/**
 * What to say when the list of bots is not one bot and not one a seat: the list is repeated to fill the
 * seats (or cut to them) and turned by one seat each game (seatBots), which a designer who typed
 * `--bots greedy,greedy` for three players did not mean. Undefined when nothing needs saying.
 */
export function seatingWarning(bots: string[], players: number): string | undefined {
  if (bots.length === 1 || bots.length === players) return undefined;
  const first = seatBots({ bots, players, rotate: false }, 0);
  const what =
    bots.length < players
      ? `the list is repeated to fill the seats (the first game seats ${first.join(', ')})`
      : `each game seats ${players} of them (the first game ${first.join(', ')})`;
  return `--bots names ${bots.length} bots for ${players} players: ${what}, turning by one seat each game; give one bot for every seat, or one bot for all`;
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
    io.err(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${((now - started) / 1000).toFixed(1)} s${done === total ? '\n' : ''}`,
    );
  };
}

/**
 * Writes a bug report for each broken game into the output folder `outDir` and says how to reproduce it.
 * The report names the card and rules folders played (relative to the folder it is written in) so that
 * replay plays the same; the package's own folders are left out, and replay plays those when a report
 * names none. A report that cannot be written is said in one line, and the next one is tried.
 */
function reportErrors(records: GameRecord[], spec: SimulationSpec, played: Played, io: Io, outDir: string): number {
  const broken = records.filter((r) => r.error);
  for (const r of broken) {
    const report = bugReport(spec, played, r, { cwd: io.cwd, folder: outDir });
    // The error may quote a card's text (its name in a rule's message): shown, never sent to the terminal raw.
    io.err(`game with seed ${r.seed} broke: ${printable(r.error ?? '')}\n`);
    try {
      const file = writeOutput(
        outDir,
        `tech-deck-bug-${spec.game}-seed-${r.seed}.json`,
        `${JSON.stringify(report)}\n`,
        io.cwd,
      );
      io.err(`  reproduce it: npx tech-deck replay ${printable(file)}\n`);
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      io.err(`tech-deck: the bug report ${printable(error.message)}\n`);
    }
  }
  return broken.length;
}

/**
 * The bug report of a broken game: what replays it, with the folders played (see reportErrors), relative
 * to `at.folder` (the folder the report is written in, itself relative to `at.cwd`) when given.
 */
export function bugReport(
  spec: Pick<SimulationSpec, 'game' | 'players'>,
  played: Played,
  record: GameRecord,
  at?: { cwd: string; folder: string },
): BugReport {
  const { folders } = played;
  const from = (dir: string) => (at ? relative(resolve(at.cwd, at.folder), resolve(at.cwd, dir)) || '.' : dir);
  const where = {
    ...(folders.own.cards ? {} : { cardsDir: from(folders.cards) }),
    ...(folders.own.rules ? {} : { rulesDir: from(folders.rules) }),
  };
  return { game: spec.game, players: spec.players, seed: record.seed, ...where, actions: record.actions ?? [] };
}

const GAME_OPTIONS = ['games', 'players', 'bots', 'seed', 'cards', 'rules', 'workers', 'out-dir'];

export async function simulateCommand(args: string[], io: Io): Promise<number> {
  const { spec, parsed, played, outDir } = specFrom('simulate', args, io, GAME_OPTIONS, ['json']);
  const playedLine = describePlayed(played, io.cwd);
  const started = performance.now();
  const records = await simulate(spec, progress(io, spec.games));
  const summary = summarize(records, spec.players);
  if (parsed.options.json)
    io.out(
      `${terminalJson({ spec: { ...spec, deck: undefined, rules: undefined }, played: playedFacts(played), summary })}\n`,
    );
  else io.out(`${playedLine}\n\n${formatSummary(summary, spec, (performance.now() - started) / 1000, spec.workers)}`);
  return reportErrors(records, spec, played, io, outDir) > 0 ? 1 : 0;
}

/** What was played, as JSON: the folders, and each file's last change. */
function playedFacts(played: Played) {
  return {
    cards: {
      folder: played.folders.cards,
      own: played.folders.own.cards,
      files: played.cardFiles.count,
      lastChanged: new Date(played.cardFiles.changed).toISOString(),
      newest: played.cardFiles.newest,
    },
    rules: {
      file: played.rulesFile.path,
      own: played.folders.own.rules,
      changed: new Date(played.rulesFile.changed).toISOString(),
    },
  };
}

export async function balanceCommand(args: string[], io: Io): Promise<number> {
  const { spec, parsed, played, outDir } = specFrom(
    'balance',
    args,
    io,
    [...GAME_OPTIONS, 'compare', 'sort', 'html', 'focus', 'seconds'],
    ['json'],
  );
  const sort = String(parsed.options.sort ?? 'delta') as SortKey;
  if (!['delta', 'used', 'held', 'card'].includes(sort))
    throw new ToolError(`--sort is delta, used, held or card, not "${sort}"`);
  // Everything the report needs is checked before the first game: the other deck, and where it is written.
  const compareDir = option(parsed, 'compare');
  let compared: Played | undefined;
  if (compareDir) {
    compared = compilePlayed(
      spec.game,
      { ...played.folders, cards: compareDir, own: { ...played.folders.own, cards: false } },
      io.cwd,
    );
    checkSetup(compared, spec.players, spec.seed);
    // In the played deck's order: the same seed then deals both decks alike (balance-change.ts).
    compared = { ...compared, deck: alignDeck(compared.deck, played.deck) };
  }
  const focus = option(parsed, 'focus');
  if (focus) {
    const games = parsed.options.games === undefined ? undefined : spec.games;
    return focusCommand(
      spec,
      played,
      {
        card: focus,
        games,
        seconds: parsed.options.seconds === undefined ? undefined : integer(parsed.options, 'seconds', 0, 1, 86_400),
        json: Boolean(parsed.options.json),
        compared,
      },
      io,
    );
  }
  if (parsed.options.seconds !== undefined)
    throw new ToolError('--seconds caps the time of a --focus run; give it with --focus');
  // The page goes to the output folder (checked by specFrom, made when written) unless --html names a file.
  const html =
    typeof parsed.options.html === 'string' ? parsed.options.html : outputPath(outDir, `balance-${spec.game}.html`);
  if (typeof parsed.options.html === 'string') checkWritable(html, io.cwd, '--html');
  const run = async (what: Played) => {
    const s = { ...spec, deck: what.deck, rules: what.rules };
    const records = await simulate(s, progress(io, s.games));
    const broken = reportErrors(records, s, what, io, outDir);
    return { rows: balance(records, what.deck), records, broken };
  };
  const main = await run(played);
  const comparison = compared
    ? compareBalance(main.records, (await run(compared)).records, played.deck, compared.deck)
    : undefined;
  const rows = sortBalance(main.rows, sort);
  const playedLines = [
    describePlayed(played, io.cwd),
    ...(compared ? [describePlayed(compared, io.cwd, 'Compared with')] : []),
  ];
  if (parsed.options.json) {
    io.out(`${terminalJson(rows)}\n`);
    io.err(`${playedLines.join('\n')}\n`);
  } else io.out(`${playedLines.join('\n')}\n\n${formatBalance(rows, comparison)}`);
  try {
    mkdirSync(resolve(io.cwd, html, '..'), { recursive: true });
    writeFileSync(
      resolve(io.cwd, html),
      balanceHtml(
        `Tech Deck balance: ${spec.game}, ${spec.players} players, ${spec.games} games, bots ${spec.bots.join(', ')}`,
        rows,
        comparison,
        playedLines,
      ),
    );
  } catch (error) {
    throw new ToolError(`${html}: the report could not be written (${fsReason(error)})`); // changed while the games ran
  }
  io.err(`the report with charts: ${html}\n`);
  return main.broken > 0 ? 1 : 0;
}

export function replayCommand(args: string[], io: Io): number {
  const { positional, options } = parse(args, [], ['json', 'stack']);
  if (positional.length !== 1)
    throw new ToolError('tech-deck replay needs one bug report file (written by tech-deck simulate)');
  const [file] = positional;
  const replayed = replay(readReport(file, io.cwd), file, io.cwd);
  if (options.json) io.out(`${terminalJson(options.stack ? replayed : withoutStack(replayed))}\n`);
  else io.out(formatReplay(replayed, file, options.stack === true));
  return 'failed' in replayed.end ? 1 : 0;
}

/** The replay without the engine's stack trace (asked for with --stack). */
function withoutStack(r: Replay): Replay {
  if (!('failed' in r.end)) return r;
  const { stack: _, ...failed } = r.end.failed;
  return { ...r, end: { failed } };
}
