import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardIndexer, cardMetaId, cardStoryNames, STORY_QUERY } from '../../src/tools/storybook-cards.js';
import { storyModules } from './helpers.js';

const geometry = `value: 1
domain: Science
name: Geometry
year: -300
people: Euclid
fact: Euclid's Elements built geometry from five postulates.
source: provisional
effect: Measure – Exchange a card from your hand with a card in the discard.
`;
const openSource = `domain: wild
name: Open Source
year: 1998
people: Christine Peterson
fact: Christine Peterson coined the term "open source" in February 1998.
source: provisional
`;

let root: string;
function write(file: string, text: string): string {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tech-deck-stories-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('cardStoryNames', () => {
  it('titles a card by domain, two-digit value and name; the story is named like the title ends', () => {
    expect(cardStoryNames('cards/science/01-geometry.card', geometry)).toEqual({
      title: 'Cards/Science/01 Geometry',
      name: '01 Geometry',
    });
  });

  it('numbers a wild card by its file', () => {
    expect(cardStoryNames('cards/wild/01-open-source.card', openSource)).toEqual({
      title: 'Cards/Wild/01 Open Source',
      name: '01 Open Source',
    });
  });

  it('falls back on the path for a file that does not compile, so its story can show the error', () => {
    expect(cardStoryNames('cards/science/07-earth-sciences.card', 'value: seven\n')).toEqual({
      title: 'Cards/Science/07 Earth Sciences',
      name: '07 Earth Sciences',
    });
  });
});

describe('cardIndexer', () => {
  it('indexes one story per card file, imported as the story module, its id from the path', async () => {
    const file = write('cards/science/01-geometry.card', geometry);
    expect(cardIndexer.test.test(file)).toBe(true);
    const entries = await cardIndexer.createIndex(file, { makeTitle: (title) => `Prefix/${title}` });
    expect(entries).toEqual([
      {
        type: 'story',
        importPath: `${file}${STORY_QUERY}`,
        exportName: 'Card',
        name: '01 Geometry',
        title: 'Prefix/Cards/Science/01 Geometry',
        metaId: 'cards-science-01-geometry',
        tags: ['card'],
      },
    ]);
  });

  it('keeps the id of a renamed card: it comes from the path, not the name', async () => {
    const file = write(
      'cards/science/01-geometry.card',
      geometry.replace('name: Geometry', 'name: Euclidean Geometry'),
    );
    const [entry] = await cardIndexer.createIndex(file, { makeTitle: (title) => title ?? '' });
    expect(entry).toMatchObject({ title: 'Cards/Science/01 Euclidean Geometry', metaId: 'cards-science-01-geometry' });
    expect(cardMetaId('/x/cards/technology/13-robotics.card')).toBe('cards-technology-13-robotics');
  });
});

describe('cardStories vite plugin', () => {
  async function storyModule(file: string): Promise<Rollup.OutputChunk> {
    const [chunk] = await storyModules(root, [file]);
    return chunk;
  }

  it('serves a card file as a CSF module with one story rendering <tech-card> with the compiled card', async () => {
    const chunk = await storyModule(write('cards/science/01-geometry.card', geometry));
    expect(chunk.exports.sort()).toEqual(['Card', 'default']);
    // The meta's id is the index's (from the path), so the story the index names is the one the module holds.
    expect(chunk.code).toContain('id: "cards-science-01-geometry"');
    expect(chunk.code).toContain('name: "01 Geometry"');
    expect(chunk.code).toMatch(/"id": "science-1"/);
    // Drawn by card-story.ts: the card, and the effect at work beside it, on a table dealt from a seed with the deck.
    expect(chunk.code).toMatch(/import \{ cardStory \} from ".*src\/tools\/card-story\.ts"/);
    expect(chunk.code).toMatch(/import deck from "virtual:tech-deck\/cards"/);
  });

  it('fails a card that does not compile with its located problem', async () => {
    const file = write('cards/science/01-geometry.card', geometry.replace('Exchange a card', 'Exchnage a card'));
    const error = await storyModule(file).catch((e: unknown) => e);
    expect(String(error)).toContain('\ncards/science/01-geometry.card:8:19: unknown word "Exchnage"');
  });
});
