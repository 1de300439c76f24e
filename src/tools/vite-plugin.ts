/**
 * The Vite plugin that compiles the designer's card and rules files at build time.
 *
 * - `import card from './cards/science/07-earth-sciences.card'` gives the compiled `Card` as JSON;
 * - `import deck from 'virtual:tech-deck/cards'` gives every card of the cards folder, in deck order
 *   (Knowledge, Science, Technology, Services, then the wilds; by value within a domain);
 * - `import rules from './rules/grid-poker.rules'` gives a game's compiled `Rules`, and
 *   `import allRules from 'virtual:tech-deck/rules'` every rules file of the rules folder, by game id
 *   (`{ 'grid-poker': …, 'tech-chess': … }`).
 *
 * The compiler runs here, in node: a page that only plays receives plain JSON and ships neither
 * Peggy nor Ajv. A compile problem is thrown as a Vite error located in the card file (`loc` and a
 * `frame` with the source line and a caret), so the dev overlay and the build log point at the word
 * to fix. In dev, editing, adding or removing a card file sends an HMR update for the card's module
 * and for the deck module, never a full reload (the importer decides how to accept it; the demo page
 * re-renders its grid). A rules file works the same way with the rules module. With the game elements'
 * live reload (src/tools/live-reload.ts), a saved card or rules file replays the running games with it.
 *
 * ```ts
 * // vite.config.ts
 * import techDeck from 'tech-deck/vite';
 * export default { plugins: [techDeck({ cards: 'cards', rules: 'rules' })] };
 * ```
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compareCards, compileCardFile, compileRulesFile, formatProblem, type Problem } from '../dsl/index.js';
import { moreProblems, PROBLEMS_SHOWN } from '../dsl/shared/limits.js';
import { collectFiles, loadDeck, readSources, RULES_EXTENSION } from './deck-files.js';
import { liveFiles } from './live-files.js';
import { rulesGameOf } from './game-registry.js';
import { printable } from './terminal.js';

/** Options of {@link techDeck}. */
export interface TechDeckOptions {
  /** The folder holding the card files (searched recursively for `*.card`), relative to Vite's root. Default `cards`. */
  cards?: string;
  /** The folder holding the rules files (`*.rules`, one a game), relative to Vite's root. Default `rules`. */
  rules?: string;
}

/** The id to import the whole compiled deck from. */
export const DECK_MODULE_ID = 'virtual:tech-deck/cards';
const RESOLVED_DECK_ID = `\0${DECK_MODULE_ID}`; // "\0": Rollup's mark for a virtual module, left alone by other plugins
const CARD_FILE = /\.card$/;

/** The id to import every compiled rules file from, by game id. */
export const RULES_MODULE_ID = 'virtual:tech-deck/rules';
const RESOLVED_RULES_ID = `\0${RULES_MODULE_ID}`;
const RULES_FILE = /\.rules$/;

/**
 * The id of the files as live reload follows them (dev only, see live-files.ts): the deck, the rules and
 * every problem, as data. It never fails, so a page keeps running while a file is being mended.
 */
export const LIVE_MODULE_ID = 'virtual:tech-deck/live';
const RESOLVED_LIVE_ID = `\0${LIVE_MODULE_ID}`;

/** The event sent to the pages that follow the live module when a card or rules file was saved, before its update. */
export const CHANGING_EVENT = 'tech-deck:changing';

/** The error shape Vite and Rolldown print and show in the dev overlay. */
export interface CardError extends Error {
  id: string; // absolute path of the card file
  plugin: string;
  loc: { file: string; line: number; column: number }; // line and column 1-based, as in `tech-deck check`
  frame: string; // every problem of the file, each with its source line and a caret under the span
  problems: Problem[];
}

/** Creates the plugin. */
export default function techDeck(options: TechDeckOptions = {}): Plugin {
  let root = process.cwd();
  let cardsDir = path.resolve(root, options.cards ?? 'cards');
  let rulesDir = path.resolve(root, options.rules ?? 'rules');

  const relativeToRoot = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const isCardFile = (file: string) => CARD_FILE.test(file) && !path.relative(cardsDir, file).startsWith('..');
  const isRulesFile = (file: string) => RULES_FILE.test(file) && !path.relative(rulesDir, file).startsWith('..');

  return {
    name: 'tech-deck',

    configResolved(config) {
      root = config.root;
      cardsDir = path.resolve(root, options.cards ?? 'cards');
      rulesDir = path.resolve(root, options.rules ?? 'rules');
    },

    resolveId: {
      filter: { id: /^virtual:tech-deck\/(cards|rules|live)$/ },
      handler(id) {
        if (id === LIVE_MODULE_ID) return RESOLVED_LIVE_ID;
        return id === DECK_MODULE_ID ? RESOLVED_DECK_ID : id === RULES_MODULE_ID ? RESOLVED_RULES_ID : null;
      },
    },

    load: {
      filter: { id: [/\.card$/, /\.rules$/, /^\0virtual:tech-deck\/(cards|rules|live)$/] },
      async handler(id) {
        if (id === RESOLVED_LIVE_ID) {
          const { watched, ...live } = liveFiles(relativeToRoot(cardsDir), relativeToRoot(rulesDir), root);
          for (const file of watched) this.addWatchFile(path.resolve(root, file));
          return { code: `export default ${JSON.stringify(live)};\n`, map: null, moduleType: 'js' };
        }
        if (id === RESOLVED_RULES_ID) {
          // Every rules file of the folder, compiled as `tech-deck check` does, by game id.
          const sources = readSources(collectFiles([relativeToRoot(rulesDir)], [RULES_EXTENSION], root).files, root);
          const all: Record<string, unknown> = {};
          for (const { path: file, source } of sources) {
            this.addWatchFile(path.resolve(root, file));
            const { rules, problems } = compileRulesFile(source, file, rulesGameOf(file));
            if (problems.length > 0 || !rules) this.error(cardError(problems, source, path.resolve(root, file)));
            all[rules.id] = rules;
          }
          return { code: `export default ${JSON.stringify(all)};\n`, map: null, moduleType: 'js' };
        }
        if (RULES_FILE.test(id)) {
          const source = await readFile(id, 'utf8');
          const { rules, problems } = compileRulesFile(source, relativeToRoot(id), rulesGameOf(id));
          if (problems.length > 0 || !rules) this.error(cardError(problems, source, id));
          return { code: `export default ${JSON.stringify(rules)};\n`, map: null, moduleType: 'js' };
        }
        if (id === RESOLVED_DECK_ID) {
          // The same walk and compile as `tech-deck check`, so the page and the command agree.
          const { cards, problems, sources } = loadDeck(relativeToRoot(cardsDir), root);
          for (const { path: file } of sources) this.addWatchFile(path.resolve(root, file));
          if (problems.length > 0) {
            const first = problems[0];
            const source = sources.find((s) => s.path === first.path)?.source ?? '';
            const inFile = problems.filter((p) => p.path === first.path);
            const elsewhere = problems.length - inFile.length;
            this.error(cardError(inFile, source, path.resolve(root, first.path), elsewhere));
          }
          return {
            code: `export default ${JSON.stringify([...cards].sort(compareCards))};\n`,
            map: null,
            moduleType: 'js',
          };
        }
        if (!CARD_FILE.test(id)) return null; // a query (`?card-story`, `?raw`) is another plugin's business
        const source = await readFile(id, 'utf8');
        const { card, problems } = compileCardFile(source, relativeToRoot(id));
        if (problems.length > 0 || !card) this.error(cardError(problems, source, id));
        return { code: `export default ${JSON.stringify(card)};\n`, map: null, moduleType: 'js' };
      },
    },

    // A card file changed, appeared or vanished: its own modules update as usual, and the deck module
    // (which holds every card) and the live module go with them; a rules file likewise, with the rules
    // module. Vite invalidates the modules returned here and sends one update to the browser; the
    // importers' `import.meta.hot.accept` decide what to do with it. A page that follows the live module
    // is told first (`tech-deck:changing`, sent before the update), so its bots wait for the new files.
    hotUpdate({ file, modules }) {
      const id = isCardFile(file) ? RESOLVED_DECK_ID : isRulesFile(file) ? RESOLVED_RULES_ID : null;
      if (!id) return;
      const graph = this.environment.moduleGraph;
      const wholes = [graph.getModuleById(id), graph.getModuleById(RESOLVED_LIVE_ID)].filter((m) => m !== undefined);
      if (wholes.length === 0) return;
      if (graph.getModuleById(RESOLVED_LIVE_ID))
        this.environment.hot.send(CHANGING_EVENT, { file: relativeToRoot(file) });
      return [...modules, ...wholes];
    },
  };
}

/**
 * Turns a file's problems into the error Vite shows: the first problem locates it, the frame lists
 * the first PROBLEMS_SHOWN of them and counts the rest (`elsewhere` counts problems of other files, reported once this one is fixed).
 */
export function cardError(problems: readonly Problem[], source: string, file: string, elsewhere = 0): CardError {
  const first: Problem = problems[0] ?? {
    path: file,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
    code: 'dsl/no-card',
    message: 'the file did not compile to a card',
  };
  const others = problems.length - 1 + elsewhere;
  const more = others > 0 ? ` (and ${others} more problem${others === 1 ? '' : 's'})` : '';
  const hint = first.hint ? `; ${first.hint}` : '';
  // The location is not repeated in the message: Vite prints `loc` beside it, and the frame below.
  // Vite prints the message to the terminal as it is: a word quoted from the card file may hold control
  // characters, shown by `printable` instead (the frame's `formatProblem` does the same).
  const error = new Error(printable(`${first.message}${hint}${more}`)) as CardError;
  error.id = file;
  error.plugin = 'tech-deck';
  // Columns are 1-based like every other place a problem is printed (the CLI, the frame below), so the
  // overlay's "file:line:column" link opens the editor on the offending word.
  error.loc = { file, line: first.line, column: first.column };
  // The frame lists the first PROBLEMS_SHOWN problems, then how many more, as `tech-deck check` does:
  // a file of a hundred thousand broken lines is one screen, not a frozen overlay.
  const told = problems.slice(0, PROBLEMS_SHOWN).map((problem) => formatProblem(problem, source));
  if (problems.length > PROBLEMS_SHOWN) told.push(moreProblems(problems.length - PROBLEMS_SHOWN));
  error.frame = told.join('\n');
  error.problems = [...problems];
  error.stack = ''; // where the plugin threw is noise next to where the card file is wrong
  return error;
}
