// Which card and rules files `tech-deck simulate`, `balance` and `replay` play, compiled from the files at
// every run: the card edited a minute ago is the card played, never the deck of the last build
// (src/data). The folders are the ones named (`--cards DIR`, `--rules DIR`), else the current folder's
// cards/ and rules/<game>.rules when there are any, else the package's own; the command says which it
// played and when they last changed, so a designer can tell at a glance that the edit was measured.
import { readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cardZoneProblems,
  compileCardFile,
  compileDeck,
  compileRulesFile,
  namedZones,
  type Card,
  type Problem,
  type Rules,
} from '../dsl/index.js';
import { CARD_EXTENSION, collectFiles, readSources, RULES_EXTENSION } from './deck-files.js';
import { buildOnFile, rulesGameOf, type AnyGame, type GameId } from './game-registry.js';
import { printable } from './terminal.js';
import { fsReason, ToolError } from './tool-error.js';
import { readTextFile, SOURCE_FILE_LIMIT } from './user-files.js';

/** The folders a command plays: as named or found, relative to the command's folder (or absolute). */
export interface PlayedFolders {
  cards: string;
  rules: string;
  own: { cards: boolean; rules: boolean }; // the package's own folder, found because the project has none
}

/** What was played: the compiled deck and rules, the game built from them, and the files they came from. */
export interface Played {
  folders: PlayedFolders;
  deck: Card[];
  rules: Rules;
  game: AnyGame;
  cardFiles: { count: number; changed: number; newest: string }; // changed: the newest file's mtime (ms)
  rulesFile: { path: string; changed: number };
}

/** The package's own folder (holding its package.json), where its cards/ and rules/ are shipped. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === 'tech-deck')
        return dir;
    } catch {
      // no package.json here, or not ours: look further up
    }
    const up = dirname(dir);
    if (up === dir) throw new Error("tech-deck: the package's own folder (with its package.json) was not found");
    dir = up;
  }
}

/** Whether there is anything at `path`: one that cannot be looked at counts, and is refused with its reason when read. */
function exists(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return true;
  }
}

/**
 * The folders to play: `cards`/`rules` when named; else (when `lookHere`) the current folder's cards/
 * (when there is one) and rules/ (when it holds `<game>.rules`); else the package's own.
 */
export function findFolders(
  game: GameId,
  named: { cards?: string; rules?: string },
  cwd: string,
  lookHere = true,
): PlayedFolders {
  const here = {
    cards: named.cards ?? (lookHere && exists(resolve(cwd, 'cards')) ? 'cards' : undefined),
    rules:
      named.rules ?? (lookHere && exists(resolve(cwd, 'rules', `${game}${RULES_EXTENSION}`)) ? 'rules' : undefined),
  };
  return {
    cards: here.cards ?? join(packageRoot(), 'cards'),
    rules: here.rules ?? join(packageRoot(), 'rules'),
    own: { cards: here.cards === undefined, rules: here.rules === undefined },
  };
}

/**
 * Compiles the folders' cards and the game's rules file and builds the game from them. A folder or file
 * that is missing or cannot be read is a ToolError in one line; the problems of the files are collected,
 * all of them, and refuse the lot in one ToolError (printed as `tech-deck check` prints them): nothing
 * broken is played.
 */
export function compilePlayed(id: GameId, folders: PlayedFolders, cwd: string): Played {
  for (const [dir, what] of [
    [folders.cards, `${CARD_EXTENSION} files`],
    [folders.rules, `${RULES_EXTENSION} files`],
  ]) {
    const stat = lookAt(dir, cwd);
    if (!stat) throw new ToolError(`${dir}: no such folder`);
    if (!stat.isDirectory()) throw new ToolError(`${dir}: not a folder; give a folder of ${what}`);
  }
  const rulesPath = join(folders.rules, `${id}${RULES_EXTENSION}`);
  if (!lookAt(rulesPath, cwd))
    throw new ToolError(`${folders.rules} has no ${id}${RULES_EXTENSION}; the rules of ${id} are read from that file`);
  const sources = readSources(collectFiles([folders.cards], [CARD_EXTENSION], cwd).files, cwd);
  const rulesSource = readTextFile(rulesPath, cwd, SOURCE_FILE_LIMIT);
  const deck = compileDeck(sources);
  const compiled = compileRulesFile(rulesSource, rulesPath, rulesGameOf(rulesPath)); // its procedures are the game's
  const problems: Problem[] = [...deck.problems, ...compiled.problems];
  if (problems.length > 0) {
    const texts = new Map([...sources.map((s) => [s.path, s.source] as const), [rulesPath, rulesSource]]);
    const where = [
      deck.problems.length > 0 ? `the cards in ${folders.cards}` : '',
      compiled.problems.length > 0 ? rulesPath : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const count = problems.length === 1 ? '1 problem' : `${problems.length.toLocaleString('en')} problems`;
    throw new ToolError(
      `${where} ${deck.problems.length > 0 ? 'have' : 'has'} ${count}; nothing was played`,
      problems,
      texts,
    );
  }
  if (deck.cards.length === 0) throw new ToolError(`no card files in ${folders.cards}`);
  const rules = compiled.rules!;
  // A card naming a zone of a game's own ("the market") that this game lacks is refused before play.
  const zoneProblems = sources.flatMap((file) => {
    const card = deck.cards.some((c) => namedZones(c).length > 0) ? compileCardFile(file.source, file.path).card : null;
    return card ? cardZoneProblems(card, rules, file.path, file.source) : [];
  });
  if (zoneProblems.length > 0) {
    const files = new Set(zoneProblems.map((p) => p.path)).size;
    throw new ToolError(
      `${files === 1 ? 'a card names a zone' : `${files} cards name zones`} that ${id} does not have; nothing was played`,
      zoneProblems,
      new Map(sources.map((s) => [s.path, s.source] as const)),
    );
  }
  // What the game's code refuses is told at the rules file's `game:` line, as `tech-deck check` tells it.
  const built = buildOnFile(id, deck.cards, rules, { path: rulesPath, source: rulesSource });
  if ('problem' in built)
    throw new ToolError(
      `${rulesPath} has 1 problem; nothing was played`,
      [built.problem],
      new Map([[rulesPath, rulesSource]]),
    );
  const game: AnyGame = built.game;
  const changed = (path: string) => {
    const stat = lookAt(path, cwd);
    if (!stat) throw new ToolError(`${path}: removed while it was read; nothing was played`);
    return stat.mtimeMs;
  };
  let newest = { path: '', changed: -Infinity };
  for (const { path } of sources) {
    const t = changed(path);
    if (t > newest.changed) newest = { path, changed: t };
  }
  return {
    folders,
    deck: deck.cards,
    rules,
    game,
    cardFiles: { count: sources.length, changed: newest.changed, newest: newest.path },
    rulesFile: { path: rulesPath, changed: changed(rulesPath) },
  };
}

/** The path's stat, or undefined when there is none; a path that cannot be looked at is a ToolError. */
function lookAt(path: string, cwd: string): Stats | undefined {
  try {
    return statSync(resolve(cwd, path), { throwIfNoEntry: false });
  } catch (error) {
    throw new ToolError(`${path}: ${fsReason(error)}`);
  }
}

/** "2026-11-24 10:12": a file's last change, in the local time of the machine that ran the command. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * The line that says what was played: "Played cards/ (54 files, last changed 2026-11-24 10:12,
 * cards/science/07-earth-sciences.card) and rules/grid-poker.rules (changed 2026-11-24 10:15)". The
 * package's own folders are named as such, with where they are and why (`why`: by default, that the
 * current folder has none), so a designer who meant their own deck sees that it was not found.
 */
export function describePlayed(played: Played, cwd: string, verb = 'Played', why?: string): string {
  const { folders, cardFiles, rulesFile } = played;
  const root = folders.own.cards || folders.own.rules ? packageRoot() : '';
  const shown = (path: string, own: boolean) => (own ? relative(root, resolve(cwd, path)) : path);
  const cards = folders.own.cards ? "tech-deck's own cards/" : `${folders.cards.replace(/\/*$/, '/')}`;
  const rules = `${folders.own.rules ? "tech-deck's own " : ''}${shown(rulesFile.path, folders.own.rules)}`;
  const files = `${cardFiles.count} ${cardFiles.count === 1 ? 'file' : 'files'}, last changed ${formatTime(cardFiles.changed)}, ${shown(cardFiles.newest, folders.own.cards)}`;
  const missing = [
    folders.own.cards ? 'cards/' : '',
    folders.own.rules ? `rules/${played.game.id}${RULES_EXTENSION}` : '',
  ]
    .filter(Boolean)
    .join(' or ');
  const note = root ? `; tech-deck's own are in ${root} (${why ?? `there is no ${missing} here`})` : '';
  return printable(`${verb} ${cards} (${files}) and ${rules} (changed ${formatTime(rulesFile.changed)})${note}`);
}
