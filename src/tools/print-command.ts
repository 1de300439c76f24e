// `tech-deck print [--cards DIR] [--out FILE.pdf] [--paper a4|letter] [--backs] [--out-dir DIR] [--json]`:
// every card of the card files, compiled now as simulate compiles them, printed to a print-and-play PDF
// (print-sheet.ts lays the pages out, print-pdf.ts has Chromium draw them with <tech-card>).
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { compileDeck, type Problem } from '../dsl/index.js';
import type { Io } from './cli.js';
import { CARD_EXTENSION, collectFiles, readSources } from './deck-files.js';
import { outputFolder, writeOutput } from './output-folder.js';
import { packageRoot } from './played-files.js';
import { findChromium, printPdf } from './print-pdf.js';
import { CARD, CARDS_PER_PAGE, PAPERS, printOrder, sheetPages, type Paper } from './print-sheet.js';
import { printable, terminalJson } from './terminal.js';
import { fsReason, ToolError } from './tool-error.js';
import { checkWritable } from './user-files.js';

const OPTIONS = ['cards', 'out', 'paper', 'out-dir'];
const FLAGS = ['backs', 'json'];

function parse(args: string[]): Record<string, string | true> {
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--'))
      throw new ToolError(
        `print takes no ${JSON.stringify(a)}: it prints every card of --cards DIR (the options are ${[...OPTIONS, ...FLAGS].map((o) => `--${o}`).join(', ')})`,
      );
    const name = a.slice(2);
    if (FLAGS.includes(name)) {
      options[name] = true;
      continue;
    }
    if (!OPTIONS.includes(name))
      throw new ToolError(
        `unknown option --${name}; the options of print are ${[...OPTIONS, ...FLAGS].map((o) => `--${o}`).join(', ')}`,
      );
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new ToolError(`--${name} needs a value`);
    options[name] = value;
  }
  return options;
}

/** The card folder: --cards DIR, else cards/ here when there is one, else the package's own (as simulate finds it). */
function cardFolder(named: string | undefined, cwd: string): { dir: string; own: boolean } {
  if (named !== undefined) return { dir: named, own: false };
  return existsSync(resolve(cwd, 'cards'))
    ? { dir: 'cards', own: false }
    : { dir: join(packageRoot(), 'cards'), own: true };
}

/** The cards of `dir`, compiled; a folder with problems is refused with them, as `tech-deck check` shows them. */
function compileFolder(dir: string, cwd: string) {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(resolve(cwd, dir), { throwIfNoEntry: false });
  } catch (error) {
    throw new ToolError(`${dir}: ${fsReason(error)}`);
  }
  if (!stat) throw new ToolError(`${dir}: no such folder`);
  if (!stat.isDirectory()) throw new ToolError(`${dir}: not a folder; give a folder of ${CARD_EXTENSION} files`);
  const sources = readSources(collectFiles([dir], [CARD_EXTENSION], cwd).files, cwd);
  const deck = compileDeck(sources);
  if (deck.problems.length > 0) {
    const problems: Problem[] = deck.problems;
    const count = problems.length === 1 ? '1 problem' : `${problems.length.toLocaleString('en')} problems`;
    throw new ToolError(
      `the cards in ${dir} have ${count}; nothing was printed`,
      problems,
      new Map(sources.map((s) => [s.path, s.source] as const)),
    );
  }
  if (deck.cards.length === 0) throw new ToolError(`no card files in ${dir}`);
  return deck.cards;
}

export async function printCommand(args: string[], io: Io): Promise<number> {
  const options = parse(args);
  const paper = String(options.paper ?? 'a4').toLowerCase();
  if (!Object.hasOwn(PAPERS, paper)) throw new ToolError(`--paper is a4 or letter, not "${options.paper}"`);
  const backs = options.backs === true;
  // Everything is checked before the browser starts: the cards, where the PDF goes, the browser itself.
  const folder = cardFolder(typeof options.cards === 'string' ? options.cards : undefined, io.cwd);
  const cards = printOrder(compileFolder(folder.dir, io.cwd));
  const named = typeof options.out === 'string' ? options.out : undefined;
  if (named !== undefined && !named.toLowerCase().endsWith('.pdf'))
    throw new ToolError(`--out ${named}: name a .pdf file`);
  const outDir =
    named === undefined
      ? outputFolder(typeof options['out-dir'] === 'string' ? options['out-dir'] : undefined, io.cwd)
      : undefined;
  if (named !== undefined) checkWritable(named, io.cwd, '--out');
  const chromium = findChromium();

  const sheet = { paper: paper as Paper, backs, title: `Tech Deck: ${cards.length} cards` };
  const pdf = await printPdf(cards, { ...sheet, chromium });
  const file =
    named !== undefined
      ? writeNamed(named, pdf, io.cwd)
      : writeOutput(outDir!, `tech-deck-cards-${paper}${backs ? '-duplex' : ''}.pdf`, pdf, io.cwd);
  const pages = sheetPages(cards.length, backs).length;
  const facts = {
    file,
    paper,
    cards: cards.length,
    pages,
    backs,
    cardsFolder: folder.own ? "tech-deck's own cards/" : folder.dir,
    cardSize: `${CARD.width} × ${CARD.height} mm`,
    perPage: CARDS_PER_PAGE,
  };
  if (options.json) io.out(`${terminalJson(facts)}\n`);
  else {
    const shown = folder.own ? facts.cardsFolder : folder.dir.replace(/\/*$/, '/');
    io.out(
      `${printable(`Printed ${shown} (${cards.length} ${cards.length === 1 ? 'card' : 'cards'}) on ${pages} ${PAPERS[paper as Paper].label} pages${backs ? ', each page of faces followed by its backs (print on both sides, flipping on the long edge)' : ''}`)}\n`,
    );
    io.out(
      `${printable(file)}: ${CARD.width} × ${CARD.height} mm cards, ${CARDS_PER_PAGE} a page; print at 100% (actual size), then cut along the marks\n`,
    );
  }
  return 0;
}

/** Writes the PDF to the file --out names (checked before the browser started); returns the path as given. */
function writeNamed(path: string, pdf: Uint8Array, cwd: string): string {
  writeOutput(dirname(path), basename(path), pdf, cwd);
  return path;
}
