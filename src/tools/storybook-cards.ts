/**
 * One Storybook story per card file, with no story code written per card.
 *
 * Two halves, both used by .storybook/main.ts:
 * - {@link cardIndexer} tells Storybook that each `*.card` file matched by `stories` holds one story,
 *   titled `Cards/<Domain>/<NN> <Name>`, to be imported as `<file>.card?card-story`;
 * - {@link cardStories} is the Vite plugin that serves `<file>.card?card-story` as a CSF module whose
 *   single story renders `<tech-card>` with the compiled card (plain JSON: the compiler runs here, in
 *   node) and its effect at work (src/tools/card-story.ts).
 *
 * The story's id comes from the file's path (`cards/technology/13-robotics.card` is
 * `cards-technology-13-robotics--card`), so renaming the card renames the story and keeps its address.
 *
 * In dev (`storybook dev`) the story follows the file without reloading the page: its module reads the
 * card from the live module (`virtual:tech-deck/live`) and accepts its updates, so saving the file
 * shows the new text in the open story; a file with mistakes shows them, located, in the story, beside
 * the card as it was last saved without them. Storybook re-indexes the file on each save (the name may
 * have changed) and regenerates its list of story modules; the list is the same unless a card file was
 * added or removed, and an unchanged list is not sent to the page, which would reload it. In a build,
 * a card that does not compile fails its module with the located error of the card file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { compileCardFile, type Card } from '../dsl/index.js';
import { cardError } from './vite-plugin.js';

/** The query that marks a card file imported as a story module (a plain import gives the card's JSON). */
export const STORY_QUERY = '?card-story';
const STORY_ID = /\.card\?card-story$/;

/** The export name of each card file's one story. */
export const STORY_EXPORT = 'Card';

const STORY_MODULE = fileURLToPath(new URL('./card-story.ts', import.meta.url));
const STORIES_LIST = /^\0virtual:\/@storybook\/builder-vite\/storybook-stories\.js$/; // Storybook's list of story modules (its importFn)

const DOMAIN_LABELS: Record<Card['domain'], string> = {
  knowledge: 'Knowledge',
  science: 'Science',
  technology: 'Technology',
  services: 'Services',
  wild: 'Wild',
};

/** Where a card's story sits in the sidebar. */
export interface CardStoryNames {
  title: string; // e.g. "Cards/Technology/13 Robotics"
  name: string; // the story's name, the title's last part so Storybook shows the card as one leaf: "13 Robotics"
}

/**
 * Names a card's story from the compiled card; if the file does not compile, from its path
 * (`cards/<domain>/NN-slug.card`), so a broken card still has a story that shows its error.
 */
export function cardStoryNames(file: string, source: string): CardStoryNames {
  const { card } = compileCardFile(source, file);
  const number = path.basename(file).match(/^(\d+)/)?.[1];
  if (card) {
    const nn = card.value !== null ? String(card.value).padStart(2, '0') : (number ?? card.id.replace(/^\D+/, ''));
    const name = [nn, titlePart(card.name)].filter(Boolean).join(' ');
    return { title: `Cards/${DOMAIN_LABELS[card.domain]}/${name}`, name };
  }
  const folder = path.basename(path.dirname(file));
  const domain = folder.charAt(0).toUpperCase() + folder.slice(1);
  const words = path
    .basename(file, '.card')
    .replace(/^\d+-?/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  const name = [number, titlePart(words)].filter(Boolean).join(' ');
  return { title: `Cards/${domain}/${name}`, name };
}

/**
 * A card's name as the last part of a story title. Storybook cuts titles at "/" into the sidebar's
 * folders and makes the story's id (its URL) from the title, so the name is card text that must not
 * shape either: a "/" (in `</style>`, say) would file the story under made-up folders, so it becomes the
 * division slash "∕", which reads the same; control characters (ESC, NUL …) and invisible formatting
 * characters (bidi overrides, zero-width spaces) would go into the id and the URL unseen, so they go.
 * The story itself shows the name as it is: `<tech-card>` renders it as text.
 */
export function titlePart(name: string): string {
  return name
    .replace(/\//g, '\u2215')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The id of a card file's stories, from its path: the domain folder and the file name
 * (`…/cards/technology/13-robotics.card` → `cards-technology-13-robotics`), whatever the card's name.
 */
export function cardMetaId(file: string): string {
  const parts = [path.basename(path.dirname(file)), path.basename(file, '.card')];
  return ['cards', ...parts]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The Storybook indexer for `*.card` files: one story each. */
export const cardIndexer: Indexer = {
  test: /\.card$/,
  async createIndex(fileName, { makeTitle }) {
    const { title, name } = cardStoryNames(fileName, await readFile(fileName, 'utf8'));
    return [
      {
        type: 'story',
        importPath: `${fileName}${STORY_QUERY}`,
        exportName: STORY_EXPORT,
        name,
        title: makeTitle(title),
        metaId: cardMetaId(fileName),
        tags: ['card'],
      },
    ];
  },
};

/** The Vite plugin serving `*.card?card-story` as a CSF module. */
export function cardStories(): Plugin {
  let root = process.cwd();
  let dev = false;
  let storiesList: string | null = null; // the code of Storybook's list of story modules as last served
  return {
    name: 'tech-deck:card-stories',
    configResolved(config) {
      root = config.root;
      dev = config.command === 'serve';
    },
    load: {
      filter: { id: STORY_ID },
      async handler(id) {
        if (!STORY_ID.test(id)) return null;
        const file = id.slice(0, -STORY_QUERY.length);
        const relative = path.relative(root, file).split(path.sep).join('/');
        // In dev the card comes from the live module, which watches the file: this module stays as it is.
        if (dev) return { code: csfModule(file, relative, null), map: null, moduleType: 'js' };
        this.addWatchFile(file);
        const source = await readFile(file, 'utf8');
        const { card, problems } = compileCardFile(source, relative);
        if (problems.length > 0 || !card) this.error(cardError(problems, source, file));
        return {
          code: csfModule(file, relative, { card: card as Card, names: cardStoryNames(file, source) }),
          map: null,
          moduleType: 'js',
        };
      },
    },
    transform: {
      filter: { id: STORIES_LIST },
      handler(code, id) {
        if (STORIES_LIST.test(id)) storiesList = code;
        return null;
      },
    },
    async hotUpdate({ file, modules }) {
      // A saved card file: its story module is left alone (it follows the live module); the rest goes on.
      if (/\.card$/.test(file)) return modules.filter((m) => !m.id || !STORY_ID.test(m.id));
      if (!STORIES_LIST.test(file)) return;
      // Storybook re-indexed a story file: the list of story modules is sent again, which the page of a
      // web-components Storybook answers by reloading. When the list is what it was, nothing is sent.
      const before = storiesList;
      const list = modules[0];
      if (!list?.url || before === null) return;
      this.environment.moduleGraph.invalidateModule(list);
      const after = await this.environment.transformRequest(list.url);
      if (after && storiesList === before) return [];
    },
  };
}

/**
 * The CSF module of one card: a meta (its id from the file's path) and one story rendering the card and
 * its effect at work (src/tools/card-story.ts) with face-down, width and seed as controls. In dev the
 * files come from the live module, followed as they are saved; in a build, the card compiled here and
 * the deck.
 */
function csfModule(file: string, relative: string, built: { card: Card; names: CardStoryNames } | null): string {
  const files = built
    ? `import deck from 'virtual:tech-deck/cards';
const files = { cards: { ${JSON.stringify(relative)}: ${JSON.stringify(built.card)} }, deck, rules: null, problems: [] };`
    : `import files from 'virtual:tech-deck/live';`;
  return `import { cardStory } from ${JSON.stringify(STORY_MODULE)};
${files}

const story = cardStory(${JSON.stringify(relative)}, files);
if (import.meta.hot) {
  import.meta.hot.accept('virtual:tech-deck/live', (next) => next && story.update(next.default));
}

export default {
  id: ${JSON.stringify(cardMetaId(file))},
  component: 'tech-card',
  tags: ['card'],
  parameters: { layout: 'padded', cardFile: ${JSON.stringify(relative)} },
  argTypes: {
    faceDown: { control: 'boolean', description: 'Show the back (the face-down attribute)' },
    width: { control: 'text', description: 'The --tech-card-width custom property' },
    seed: { control: 'number', description: 'The seed of the small table the effect is shown on' },
  },
  args: { faceDown: false, width: '15rem', seed: 1 },
};

export const ${STORY_EXPORT} = {
${
  built
    ? `  name: ${JSON.stringify(built.names.name)},
`
    : ''
}  render: (args) => story.render(args),
};
`;
}
