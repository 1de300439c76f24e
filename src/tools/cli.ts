// `tech-deck`: the designer's command line.
//   tech-deck check [paths…] [--json]   check card, card set and rules files; print their problems
//   tech-deck simulate | balance | replay    bot games, the balance report, replaying a bug report (cli-games.ts)
//   tech-deck print [--cards DIR] [--out FILE] …   the print-and-play PDF of the cards (print-command.ts)
import {
  compileCardFile,
  compileDeck,
  compileRulesFile,
  deckZoneProblems,
  formatProblem,
  locateZoneProblems,
  namedZones,
  rulesId,
  type Card,
  type Problem,
  type Rules,
} from '../dsl/index.js';
import { moreProblems, PROBLEMS_SHOWN } from '../dsl/shared/limits.js';
import { loadCards } from '../dsl/card/load-cards.js';
import { problemCount, type SourceProblem } from '../dsl/shared/source-text.js';
import { builtInRules, techDeck } from '../games/built-in.js';
import { CARD_EXTENSION, CARD_SET_EXTENSION, collectFiles, readSources, RULES_EXTENSION } from './deck-files.js';
import { buildOnFile, GAME_IDS, isGameId, rulesGameOf } from './game-registry.js';
import { printable, terminalJson } from './terminal.js';
import { printToolError, ToolError } from './tool-error.js';
import { readTextFile, SOURCE_FILE_LIMIT } from './user-files.js';

const USAGE = `Usage: tech-deck <command> [options]

Commands:
  check [paths…] [--json]   check .card, .cards (several cards, each ended by ---) and .rules files
                            (default: the folders cards and rules);
                            --json prints the compiled deck and rules
  simulate <game> [--games N] [--players P] [--bots a,b,…] [--seed S] [--cards DIR] [--rules DIR]
           [--workers W] [--out-dir DIR] [--json]
                            bot games over all cores: win rates by seat and by bot, scores, game length;
                            --bots gives one bot for all seats or one for each seat
  balance <game> [--games N] [--players P] [--bots a,b,…] [--cards DIR] [--rules DIR] [--compare DIR2]
          [--sort delta|used|held|card] [--html FILE] [--out-dir DIR] [--json]
                            which card is too strong: win rate when each card was used or held
  balance <game> --focus CARD-ID [--compare DIR2] [--games CAP] [--seconds CAP]
                            one card's question: paired games with the card and with a plain card of
                            its value and domain (or its text in DIR2), dealt to the focus player,
                            until the interval on its effect is within ±3 points (caps: 4000 games, 120 s)
  replay <bug-report.json> [--stack] [--json]
                            replays a game that simulate reported broken, printing its log
                            (--stack: the engine's stack trace where it broke)
                            simulate, balance and replay compile the card files of --cards DIR and
                            <game>.rules of --rules DIR at every run (default: cards and rules here
                            when there are any, else the package's own) and say which files they played
  print [--cards DIR] [--out FILE.pdf] [--paper a4|letter] [--backs] [--out-dir DIR] [--json]
                            the cards as a print-and-play PDF: 63×88 mm cards, 9 a page, cut marks;
                            --backs adds a page of backs after each page of faces, for duplex printing
  serve [--port P] [--host H] [--redis URL] [--reconnect-seconds S] [--bot-delay MS]
                            the online game server (docs/online.md); --redis shares rooms between processes
  help                      show this help

What the commands write (bug reports, balance-<game>.html, the PDF) goes to the folder tech-deck-output
(or --out-dir DIR), made when needed; each command names the files it wrote.

Games: grid-poker, poker-squared, tricks-of-the-trade, tech-chess, bughouse, poker.
`;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
}

const defaultIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), cwd: process.cwd() };

/**
 * Runs the command line; returns the exit code (a promise of it for the commands that play games). A
 * mistake in what it was given (a ToolError) is printed in one line with exit code 2.
 */
export function run(argv: string[], io: Io = defaultIo): number | Promise<number> {
  try {
    const code = dispatch(argv, io);
    return typeof code === 'number' ? code : code.catch((error: unknown) => mistake(error, io));
  } catch (error) {
    return mistake(error, io);
  }
}

/** A ToolError printed with its problems, and its exit code; anything else is a bug and is thrown on. */
function mistake(error: unknown, io: Io): number {
  if (!(error instanceof ToolError)) throw error;
  // The problems of a refused deck quote its files; a file that cannot be read again quotes nothing.
  printToolError(error, io, (path) => {
    try {
      return readTextFile(path, io.cwd, SOURCE_FILE_LIMIT);
    } catch {
      return '';
    }
  });
  return error.exitCode;
}

function dispatch(argv: string[], io: Io): number | Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'check':
      return check(rest, io);
    case 'simulate':
    case 'balance':
    case 'replay':
      return gameCommand(command, rest, io);
    case 'print':
      return import('./print-command.js').then((commands) => commands.printCommand(rest, io));
    case 'serve':
      return import('./serve-command.js').then((commands) => commands.serveCommand(rest, io));
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      io.out(USAGE);
      return 0;
    default:
      throw new ToolError(
        `unknown command "${command}"; the commands are ${COMMANDS.join(', ')} (tech-deck help shows how to use them)`,
      );
  }
}

async function gameCommand(command: 'simulate' | 'balance' | 'replay', args: string[], io: Io): Promise<number> {
  const commands = await import('./cli-games.js');
  if (command === 'simulate') return commands.simulateCommand(args, io);
  if (command === 'balance') return commands.balanceCommand(args, io);
  return commands.replayCommand(args, io);
}

/**
 * The games as the last build compiled them: what a card checked without rules files is played in. In
 * the order of their rules files' names, as `check rules` reads them.
 */
const fileOf = (id: string) => `${id}${RULES_EXTENSION}`;
const BUILT_IN_RULES = [...GAME_IDS].sort((a, b) => (fileOf(a) < fileOf(b) ? -1 : 1)).map(builtInRules);

const COMMANDS = ['check', 'simulate', 'balance', 'replay', 'print', 'serve', 'help'];

function check(args: string[], io: Io): number {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--json');
  if (unknown.length > 0) throw new ToolError(`check: unknown option ${unknown.join(', ')}; its only option is --json`);
  const explicit = args.filter((a) => !a.startsWith('-'));
  const paths = explicit.length > 0 ? explicit : ['cards', 'rules'];
  const { files, missing } = collectFiles(paths, [CARD_EXTENSION, CARD_SET_EXTENSION, RULES_EXTENSION], io.cwd);
  // The default folders may not all exist in a designer's project; paths named on the command line must.
  const missingNamed = explicit.length > 0 ? missing : [];
  for (const path of missingNamed) io.err(`${printable(path)}: no such file or folder\n`);

  const sources = readSources(files, io.cwd);
  const deck = compileDeck(sources.filter((s) => s.path.endsWith(CARD_EXTENSION)));
  const rules: Rules[] = [];
  const rulesProblems: Problem[] = [];
  // A game's code is built on the checked cards when they make a deck without a problem, else on the
  // built-in deck: what is checked here is the rules file.
  const played = deck.cards.length > 0 && deck.problems.length === 0 ? deck.cards : techDeck;
  for (const file of sources.filter((s) => s.path.endsWith(RULES_EXTENSION))) {
    // Checked as it will be played: against the procedures of the game it is named for, then by that
    // game's module, which refuses what it cannot play (a ruling it reads one way only) as simulate would.
    const result = compileRulesFile(file.source, file.path, rulesGameOf(file.path));
    const refused = result.rules && result.problems.length === 0 ? moduleProblem(file, result.rules, played) : null;
    if (result.rules && !refused) rules.push(result.rules);
    rulesProblems.push(...result.problems, ...(refused ? [refused] : []));
  }
  // A card that names a zone of a game's own ("the market") must find it in every game checked with it;
  // checked without rules files, in some game at least (the built-in ones): "the markt" is a slip.
  const zoneGames = rules.length > 0 ? rules : BUILT_IN_RULES;
  const only = rules.length > 0 ? 'everywhere' : 'nowhere';
  const zoneProblems: Problem[] = [];
  // Each file is compiled again for its own path and text only when some card names such a zone.
  if (deck.cards.some((card) => namedZones(card).length > 0))
    for (const file of sources.filter((s) => s.path.endsWith(CARD_EXTENSION))) {
      const card = compileCardFile(file.source, file.path).card;
      if (card && namedZones(card).length > 0)
        zoneProblems.push(...locateZoneProblems(deckZoneProblems(card, zoneGames, only), file.path, file.source));
    }
  const problems = [...deck.problems, ...rulesProblems, ...zoneProblems];
  const byPath = new Map(sources.map((s) => [s.path, s.source]));
  // Card sets (several cards, each ended by a line `---`, as a game's `cards-src` takes them): checked as
  // the element checks them, against the built-in deck whose cards they take the place of.
  let setCards = 0;
  const setProblems: { path: string; problems: SourceProblem[] }[] = [];
  for (const file of sources.filter((s) => s.path.endsWith(CARD_SET_EXTENSION))) {
    const result = loadCards(file.source, file.path, techDeck, (card) =>
      deckZoneProblems(card, BUILT_IN_RULES, 'nowhere'),
    );
    setCards += result.cards?.length ?? 0;
    if (result.problems.length > 0) setProblems.push({ path: file.path, problems: result.problems });
  }
  // The first PROBLEMS_SHOWN problems are printed, then how many more there are: a file of a hundred
  // thousand broken lines is summed up, not printed whole. formatProblem prints control characters of the
  // card files as visible stand-ins (see `printable`).
  const told = [
    ...problems.slice(0, PROBLEMS_SHOWN).map((problem) => formatProblem(problem, byPath.get(problem.path) ?? '')),
    ...setProblems.flatMap((set) => set.problems.filter((p) => !p.more).map((p) => printable(p.text))),
  ].slice(0, PROBLEMS_SHOWN);
  const problemTotal = problems.length + setProblems.reduce((n, set) => n + problemCount(set.problems), 0);
  for (const text of told) io.err(`${text}\n\n`);
  if (problemTotal > told.length) io.err(`${moreProblems(problemTotal - told.length)}\n\n`);

  const errors = problemTotal + missingNamed.length;
  if (json && errors === 0)
    io.out(`${terminalJson({ cards: deck.cards, rules: Object.fromEntries(rules.map((r) => [r.id, r])) })}\n`);
  const summary = `${plural(deck.cards.length + setCards, 'card')}, ${plural(rules.length, 'rules file', 'rules files')}, ${plural(errors, 'error')}${errors > 0 ? ` in ${plural(filesWith([...problems, ...setProblems]) + missingNamed.length, 'file')}` : ''}\n`;
  (json ? io.err : io.out)(summary);
  if (files.length === 0 && missingNamed.length === 0)
    io.err(
      `no ${CARD_EXTENSION}, ${CARD_SET_EXTENSION} or ${RULES_EXTENSION} files found in ${printable(paths.join(', '))}\n`,
    );
  return errors > 0 || files.length === 0 ? 1 : 0;
}

/**
 * What the game module of a rules file (the game its file is named for) says when it cannot be built on
 * it, as a problem at the file's `game:` line; null when it builds, or when no module plays the file.
 */
function moduleProblem(file: { path: string; source: string }, rules: Rules, deck: Card[]): Problem | null {
  const id = rulesId(file.path);
  if (!isGameId(id)) return null;
  const built = buildOnFile(id, deck, rules, file);
  // A card naming a zone this game lacks is the card's mistake: the zone check reports it at the card.
  if ('game' in built || built.code === 'rules/unknown-zone') return null;
  return built.problem;
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
const filesWith = (problems: { path: string }[]) => new Set(problems.map((p) => p.path)).size;
