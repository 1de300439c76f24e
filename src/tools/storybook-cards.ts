/**
 * One Storybook story per card file, with no story code written per card.
 *
 * Two halves, both used by .storybook/main.ts:
 * - {@link cardIndexer} tells Storybook that each `*.card` file matched by `stories` holds one story,
 *   titled `Cards/<Domain>/<NN> <Name>`, to be imported as `<file>.card?card-story`;
 * - {@link cardStories} is the Vite plugin that serves `<file>.card?card-story` as a CSF module whose
 *   single story renders `<tech-card>` with the compiled card (plain JSON: the compiler runs here, in
 *   node). A card that does not compile fails that module with the located error of the card file.
 *
 * Adding a card file adds its story; editing one reloads it.
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

const DEFINE_MODULE = fileURLToPath(new URL('../elements/card/define.ts', import.meta.url));
const DEMO_MODULE = fileURLToPath(new URL('../elements/effect-demo/define.ts', import.meta.url));

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
  return name.replace(/\//g, '\u2215').replace(/\p{Cc}/gu, ' ').replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').trim();
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
        tags: ['card'],
      },
    ];
  },
};

/** The Vite plugin serving `*.card?card-story` as a CSF module. */
export function cardStories(): Plugin {
  let root = process.cwd();
  return {
    name: 'tech-deck:card-stories',
    configResolved(config) {
      root = config.root;
    },
    load: {
      filter: { id: STORY_ID },
      async handler(id) {
        if (!STORY_ID.test(id)) return null;
        const file = id.slice(0, -STORY_QUERY.length);
        this.addWatchFile(file);
        const source = await readFile(file, 'utf8');
        const relative = path.relative(root, file).split(path.sep).join('/');
        const { card, problems } = compileCardFile(source, relative);
        if (problems.length > 0 || !card) this.error(cardError(problems, source, file));
        return { code: csfModule(card as Card, cardStoryNames(file, source), relative), map: null, moduleType: 'js' };
      },
    },
  };
}

/**
 * The CSF module of one card: a meta and one story rendering `<tech-card>` with face-down and width as
 * controls, and beside it `<tech-effect-demo>`: the effect at work on a small table dealt from a seed
 * (the before, what happened, the after), with the deck the plugin recompiles as card files change.
 */
function csfModule(card: Card, { title, name }: CardStoryNames, file: string): string {
  return `import ${JSON.stringify(DEFINE_MODULE)};
import ${JSON.stringify(DEMO_MODULE)};
import deck from 'virtual:tech-deck/cards';

const card = ${JSON.stringify(card)};

export default {
  title: ${JSON.stringify(title)},
  component: 'tech-card',
  tags: ['card'],
  parameters: { layout: 'padded', cardFile: ${JSON.stringify(file)} },
  argTypes: {
    faceDown: { control: 'boolean', description: 'Show the back (the face-down attribute)' },
    width: { control: 'text', description: 'The --tech-card-width custom property' },
    seed: { control: 'number', description: 'The seed of the small table the effect is shown on' },
  },
  args: { faceDown: false, width: '15rem', seed: 1 },
};

export const ${STORY_EXPORT} = {
  name: ${JSON.stringify(name)},
  render: ({ faceDown, width, seed }) => {
    const box = document.createElement('div');
    box.style.cssText = 'display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start';
    const element = document.createElement('tech-card');
    element.card = card;
    element.faceDown = faceDown;
    element.style.setProperty('--tech-card-width', width);
    box.append(element);
    if (card.effect) {
      const demo = document.createElement('tech-effect-demo');
      demo.deck = deck.some((c) => c.id === card.id) ? deck.map((c) => (c.id === card.id ? card : c)) : deck;
      demo.cardId = card.id;
      demo.seed = seed;
      demo.style.cssText = 'flex: 1 1 40rem; min-width: 20rem';
      box.append(demo);
    }
    return box;
  },
};
`;
}
