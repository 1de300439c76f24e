import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer, type HotPayload, type Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import techDeck, { cardError, type CardError } from '../../src/tools/vite-plugin.js';

const robotics = `# 13 of Technology: Robotics
value: 13
domain: Technology
name: Robotics
year: 1920
people: Karel Čapek
fact: The word "robot" first appeared in Čapek's play R.U.R.
source: published
effect: Automate – Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard.
`;
const writing = `value: 1
domain: Knowledge
name: Writing
year: -3200
people: unknown
fact: Cuneiform was pressed into clay tablets in Sumer.
source: provisional
effect: Inscribe – Draw a card. Then, discard a card.
`;
const wild = `domain: wild
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

/** Builds `main.js` of the temporary project with the plugin; returns the bundle's entry chunk. */
async function bundle(main: string): Promise<Rollup.OutputChunk> {
  write('main.js', main);
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [techDeck()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'strict' },
    },
  });
  const { output: files } = (Array.isArray(output) ? output[0] : output) as Rollup.RollupOutput;
  return files.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry)!;
}

/** Runs a built chunk in node and returns its exports. */
async function run(chunk: Rollup.OutputChunk): Promise<Record<string, unknown>> {
  const file = write(`out-${Math.random().toString(36).slice(2)}.mjs`, chunk.code);
  return import(pathToFileURL(file).href);
}

const gridPokerRules = readFileSync(new URL('../../rules/grid-poker.rules', import.meta.url), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tech-deck-vite-'));
  write('rules/grid-poker.rules', gridPokerRules);
  write('cards/technology/13-robotics.card', robotics);
  write('cards/knowledge/01-writing.card', writing);
  write('cards/wild/01-open-source.card', wild);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('techDeck vite plugin', () => {
  it('turns an imported .card file into the compiled card as a JSON default export', async () => {
    const chunk = await bundle(`import card from './cards/technology/13-robotics.card'; export { card };`);
    const { card } = (await run(chunk)) as {
      card: { id: string; name: string; effect: { keyword: string; steps: unknown[] } };
    };
    expect(card.id).toBe('technology-13');
    expect(card.name).toBe('Robotics');
    expect(card.effect.keyword).toBe('Automate');
    expect(card.effect.steps.length).toBeGreaterThan(0);
  });

  it('serves the whole deck from virtual:tech-deck/cards, in deck order', async () => {
    const chunk = await bundle(`import deck from 'virtual:tech-deck/cards'; export { deck };`);
    const { deck } = (await run(chunk)) as { deck: { id: string }[] };
    expect(deck.map((card) => card.id)).toEqual(['knowledge-1', 'technology-13', 'wild-1']);
  });

  it('ships plain JSON: neither the parser nor the validator reaches the bundle', async () => {
    const chunk = await bundle(`import deck from 'virtual:tech-deck/cards'; export { deck };`);
    expect(chunk.moduleIds.every((id) => id.endsWith('main.js') || id === '\0virtual:tech-deck/cards')).toBe(true);
    expect(chunk.code).not.toMatch(/peg\$|ajv/i);
  });

  it('reads the cards folder given in the options', async () => {
    write(
      'designs/science/07-earth-sciences.card',
      robotics.replace('value: 13', 'value: 7').replace('domain: Technology', 'domain: Science'),
    );
    write('main.js', `import deck from 'virtual:tech-deck/cards'; export { deck };`);
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [techDeck({ cards: 'designs' })],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'strict' },
      },
    })) as Rollup.RollupOutput;
    const { deck } = (await run(output.output[0] as Rollup.OutputChunk)) as { deck: { id: string }[] };
    expect(deck.map((card) => card.id)).toEqual(['science-7']);
  });

  it('fails the build with the problem located in the card file', async () => {
    const file = write(
      'cards/technology/13-robotics.card',
      robotics.replace('Exchange a neutral', 'Exchnage a neutral'),
    );
    const error = (await bundle(`import card from './cards/technology/13-robotics.card'; export { card };`).catch(
      (e) => e,
    )) as CardError;
    expect(error).toBeInstanceOf(Error);
    const located = findLocated(error);
    expect(located.message).toBe('unknown word "Exchnage"; did you mean "exchange"?');
    expect(located.plugin).toBe('tech-deck');
    expect(located.loc).toEqual({ file, line: 9, column: 20 });
    expect(located.frame).toContain(
      'cards/technology/13-robotics.card:9:20: unknown word "Exchnage"\n9 | effect: Automate – Exchnage a neutral card',
    );
    expect(located.frame).toMatch(/\n\s+\|\s+\^{8}/);
  });

  it('lists the first 50 problems of a file in the overlay, then how many more', () => {
    // A rules file of 2,000 broken lines: the overlay's frame is one screen of problems and a count.
    const source = `game: grid-poker\n${'x\n'.repeat(2000)}`;
    const { problems } = compileRulesFile(source, 'rules/broken.rules');
    expect(problems.length).toBeGreaterThan(50);
    const error = cardError(problems, source, 'rules/broken.rules');
    expect(error.frame.match(/^rules\/broken\.rules:\d+:\d+: /gm)).toHaveLength(50);
    expect(error.frame.endsWith(`and ${(problems.length - 50).toLocaleString('en')} more problems`)).toBe(true);
    expect(error.problems).toHaveLength(problems.length);
  });

  it('serves every rules file from virtual:tech-deck/rules by game id, and a .rules import as its rules', async () => {
    const chunk = await bundle(
      `import all from 'virtual:tech-deck/rules'; import one from './rules/grid-poker.rules'; export { all, one };`,
    );
    const { all, one } = (await run(chunk)) as {
      all: Record<string, { id: string; rounds: unknown }>;
      one: { id: string };
    };
    expect(Object.keys(all)).toEqual(['grid-poker']);
    expect(all['grid-poker'].id).toBe('grid-poker');
    expect(one).toEqual(all['grid-poker']);
    expect(chunk.code).not.toMatch(/peg\$|ajv/i);
  });

  it('fails the rules module on a problem in a rules file, located there', async () => {
    const file = write('rules/grid-poker.rules', gridPokerRules.replace('rounds: 4', 'rounds: plenty'));
    const error = (await bundle(`import all from 'virtual:tech-deck/rules'; export { all };`).catch(
      (e) => e,
    )) as CardError;
    expect(error).toBeInstanceOf(Error);
    const line = gridPokerRules.split('\n').findIndex((l) => l.startsWith('rounds: 4')) + 1;
    expect(findLocated(error).loc).toMatchObject({ file, line });
  });

  it('fails the deck module on a problem in any card file, located there', async () => {
    const file = write('cards/knowledge/01-writing.card', writing.replace('year: -3200', 'year: long ago'));
    const error = (await bundle(`import deck from 'virtual:tech-deck/cards'; export { deck };`).catch(
      (e) => e,
    )) as CardError;
    expect(error).toBeInstanceOf(Error);
    expect(findLocated(error).loc).toMatchObject({ file, line: 4 });
  });
});

describe('techDeck in dev', () => {
  /** A dev server whose page accepts deck updates, as the demo page does, and the next HMR message it sends. */
  async function devServer() {
    write(
      'main.js',
      `import deck from 'virtual:tech-deck/cards';\nexport const names = deck.map((c) => c.name);\nimport.meta.hot.accept('virtual:tech-deck/cards', () => {});\n`,
    );
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [techDeck()],
      server: { middlewareMode: true, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const client = server.environments.client;
    // What the browser does on load: the page's module, then the deck it imports.
    await client.transformRequest('/main.js');
    await client.transformRequest('virtual:tech-deck/cards');
    const next = new Promise<HotPayload>((resolve) => {
      client.hot.send = ((sent: HotPayload) => {
        if (sent.type === 'update' || sent.type === 'full-reload') resolve(sent);
      }) as typeof client.hot.send;
    });
    return { server, client, next };
  }

  for (const [event, change] of [
    ['change', () => write('cards/technology/13-robotics.card', robotics.replace('name: Robotics', 'name: Robots'))],
    [
      'add',
      () =>
        write(
          'cards/technology/12-robots.card',
          robotics.replace('value: 13', 'value: 12').replace('name: Robotics', 'name: Robots'),
        ),
    ],
  ] as const) {
    it(`hot-updates the deck module when a card file is ${event === 'add' ? 'added' : 'changed'}, without a full reload`, async () => {
      const { server, client, next } = await devServer();
      try {
        // What Vite's file watcher reports when the designer saves the file.
        server.watcher.emit(event, change());
        const sent = await next;
        expect(sent.type).toBe('update');
        const updates = sent.type === 'update' ? sent.updates : [];
        expect(updates).toHaveLength(1);
        expect(updates[0]).toMatchObject({ type: 'js-update', path: '/main.js' }); // the importer that accepts the deck
        expect(updates[0].acceptedPath).toContain('virtual:tech-deck/cards');
        const reloaded = await client.transformRequest('virtual:tech-deck/cards');
        expect(reloaded?.code).toContain('"name":"Robots"');
      } finally {
        await server.close();
      }
    });
  }
});

describe('techDeck in dev: rules files', () => {
  it('hot-updates the rules module when a rules file is saved, without a full reload', async () => {
    write(
      'main.js',
      `import rules from 'virtual:tech-deck/rules';\nexport const rounds = rules['grid-poker'].rounds;\nimport.meta.hot.accept('virtual:tech-deck/rules', () => {});\n`,
    );
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [techDeck()],
      server: { middlewareMode: true, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const client = server.environments.client;
      await client.transformRequest('/main.js');
      await client.transformRequest('virtual:tech-deck/rules');
      const next = new Promise<HotPayload>((resolve) => {
        client.hot.send = ((sent: HotPayload) => {
          if (sent.type === 'update' || sent.type === 'full-reload') resolve(sent);
        }) as typeof client.hot.send;
      });
      server.watcher.emit('change', write('rules/grid-poker.rules', gridPokerRules.replace('rounds: 4', 'rounds: 3')));
      const sent = await next;
      expect(sent.type).toBe('update');
      const updates = sent.type === 'update' ? sent.updates : [];
      expect(updates[0]).toMatchObject({ type: 'js-update', path: '/main.js' });
      expect(updates[0].acceptedPath).toContain('virtual:tech-deck/rules');
      const reloaded = await client.transformRequest('virtual:tech-deck/rules');
      expect(reloaded?.code).toMatch(/"rounds":\{"value":3/);
    } finally {
      await server.close();
    }
  });
});

/** Vite's error may wrap the plugin's: the one carrying `loc`. */
function findLocated(error: unknown): CardError {
  let current = error as CardError & { cause?: unknown; errors?: unknown[] };
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.loc) return current;
    current = (current.errors?.[0] ?? current.cause) as typeof current;
  }
  throw new Error(`no located error in ${String(error)}`);
}

describe('techDeck in dev: the live module', () => {
  it('never fails: a broken card file is a located problem in it, the other cards and the rules still there; a save is told before its update', async () => {
    write('cards/knowledge/01-writing.card', writing);
    write('cards/technology/13-robotics.card', robotics);
    write(
      'main.js',
      `import live from 'virtual:tech-deck/live';\nexport const files = live;\nimport.meta.hot.accept('virtual:tech-deck/live', () => {});\n`,
    );
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [techDeck()],
      server: { middlewareMode: true, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const client = server.environments.client;
      await client.transformRequest('/main.js');
      const first = await client.transformRequest('virtual:tech-deck/live');
      expect(first?.code).toContain('"deck":[{');
      const sent: HotPayload[] = [];
      const updated = new Promise<void>((resolve) => {
        client.hot.send = ((payload: HotPayload | string, data?: unknown) => {
          sent.push(typeof payload === 'string' ? { type: 'custom', event: payload, data } : payload);
          if (typeof payload !== 'string' && (payload.type === 'update' || payload.type === 'full-reload')) resolve();
        }) as typeof client.hot.send;
      });
      server.watcher.emit(
        'change',
        write('cards/technology/13-robotics.card', robotics.replace('Exchange a neutral', 'Exchnage a neutral')),
      );
      await updated;
      // First the word that a file is being changed (the bots wait), then the update the page accepts.
      expect(sent.map((p) => (p.type === 'custom' ? p.event : p.type))).toEqual(['tech-deck:changing', 'update']);
      expect(sent[0]).toMatchObject({ data: { file: 'cards/technology/13-robotics.card' } });
      const module = await client.transformRequest('virtual:tech-deck/live');
      const live = JSON.parse(/export default (.*);\n$/s.exec(module!.code)![1]);
      expect(live.deck).toBe(null);
      expect(Object.keys(live.cards)).toContain('cards/knowledge/01-writing.card');
      expect(Object.keys(live.cards)).not.toContain('cards/technology/13-robotics.card');
      expect(live.problems).toHaveLength(1);
      expect(live.problems[0]).toMatchObject({
        file: 'cards/technology/13-robotics.card',
        line: 9,
        column: 20,
        message: 'unknown word "Exchnage"',
      });
      expect(live.problems[0].text).toContain(
        'cards/technology/13-robotics.card:9:20: unknown word "Exchnage"\n9 | effect: Automate – Exchnage',
      );
    } finally {
      await server.close();
    }
  });
});
