// Card text carrying HTML, script or terminal control characters, where the tools show it: the balance
// report's HTML (parsed, and compared element by element with the report of a deck of plain names), the
// terminal output of `tech-deck check`, `balance`, `replay` and the Vite plugin's errors (no raw control
// character), and the titles and ids of the card stories in Storybook. The payloads are those of
// test/fixtures/injection-payloads.ts, in real card files compiled by the real compiler.
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Document, type Element, type Node, type TextNode } from 'parse5';
import { sanitize, toId } from 'storybook/internal/csf';
import { describe as suite, expect, it } from 'vitest';
import { formatProblem, printable } from '../../src/dsl/shared/problems.js';
import { playOut } from '../../src/engine/bots.js';
import { cardLabel } from '../../src/engine/cards.js';
import { bots, createGridPoker, games } from '../../src/games/index.js';
import { balanceHtml } from '../../src/tools/balance-html.js';
import { run } from '../../src/tools/cli.js';
import { loadDeck } from '../../src/tools/deck-files.js';
import { cardIndexer, cardMetaId, cardStoryNames, titlePart } from '../../src/tools/storybook-cards.js';
import { cardError } from '../../src/tools/vite-plugin.js';
import {
  compile,
  PAYLOADS,
  payloadCardText,
  refusedCardText,
  TERMINAL_CONTROLS,
} from '../fixtures/injection-payloads.js';
import { project, runIn, scratchDir, storyModules } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

/** Every card file of the project's deck, with the name and people set to `name(i)` and the fact holding it. */
function renamedDeck(name: (i: number) => string): string {
  const dir = scratchDir('tech-deck-injection-deck-');
  cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
  let i = 0;
  for (const folder of readdirSync(join(dir, 'cards')).sort()) {
    for (const file of readdirSync(join(dir, 'cards', folder)).sort()) {
      const path = join(dir, 'cards', folder, file);
      const text = name(i++);
      const field = (key: string, value: string) => (source: string) =>
        source.replace(new RegExp(`^${key}:.*(\\n[ \\t]+.*)*`, 'm'), () => `${key}: ${value}`);
      const edits = [field('name', text), field('people', text), field('fact', `The fact is ${text} and no more.`)];
      writeFileSync(
        path,
        edits.reduce((source, edit) => edit(source), readFileSync(path, 'utf8')),
      );
    }
  }
  return dir;
}

const payloadAt = (i: number) => PAYLOADS[i % PAYLOADS.length].text;
const plainAt = (i: number) => `Plain Name ${i}`;

// ---- HTML, parsed ----------------------------------------------------------------------------------

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
function elementsOf(node: Node): Element[] {
  return [...(isElement(node) ? [node] : []), ...childrenOf(node).flatMap(elementsOf)];
}
const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node as TextNode).value : childrenOf(node).map(textOf).join('');
/** What text must not change about a page: every element with its attribute names, in order. */
const shapeOf = (doc: Document) =>
  elementsOf(doc).map(
    (el) =>
      `${el.namespaceURI === 'http://www.w3.org/2000/svg' ? 'svg:' : ''}${el.tagName}[${el.attrs
        .map((a) => a.name)
        .sort()
        .join(' ')}]`,
  );

/**
 * The text an HTML parser gives back for `text` written into an element's content: the input stream
 * turns CR into LF, and the tree builder drops NUL in body text. (What a browser shows; nothing else.)
 */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\0/g, '');

suite('the balance report', () => {
  /** What each folder's balance run printed to the terminal. */
  const printed: Record<string, string> = {};
  const game = (dir: string, ...extra: string[]) =>
    run(
      [
        'balance',
        'grid-poker',
        '--games',
        '3',
        '--players',
        '2',
        '--bots',
        'random',
        '--workers',
        '0',
        '--cards',
        'cards',
        '--sort',
        'card',
        ...extra,
      ],
      {
        out: (t) => (printed[dir] = (printed[dir] ?? '') + t),
        err: () => undefined,
        cwd: dir,
      },
    );

  it('shows every payload name as text: the same elements and attributes as with plain names, the names as written', async () => {
    const plainDir = renamedDeck(plainAt);
    const payloadDir = renamedDeck(payloadAt);
    expect(await game(plainDir, '--html', 'report.html')).toBe(0);
    expect(await game(payloadDir, '--html', 'report.html')).toBe(0);
    const plainHtml = readFileSync(join(plainDir, 'report.html'), 'utf8');
    const html = readFileSync(join(payloadDir, 'report.html'), 'utf8');
    const plain = parse(plainHtml);
    const doc = parse(html);

    // No element, attribute or handler came out of a name: the page has the shape of the plain one,
    // and its one script is the table sorter, unchanged.
    expect(shapeOf(doc)).toEqual(shapeOf(plain));
    const scripts = (d: Document) =>
      elementsOf(d)
        .filter((el) => el.tagName === 'script')
        .map(textOf);
    expect(scripts(doc)).toEqual(scripts(plain));
    expect(scripts(doc)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);

    // Each row's first cell: the name as written, between bidi isolates (so an override in it cannot
    // reverse the id after it), then the id.
    const rows = elementsOf(doc)
      .filter((el) => el.tagName === 'tr')
      .slice(1);
    const names = rows.map((row) => textOf(elementsOf(row).find((el) => el.tagName === 'td')!));
    const deck = Object.fromEntries(loadDeck('cards', payloadDir).cards.map((c) => [c.id, c]));
    const ids = Object.keys(deck)
      .filter((id) => deck[id].effect || deck[id].domain === 'wild')
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(names).toHaveLength(ids.length);
    for (const [i, id] of ids.entries()) {
      expect(names[i]).toBe(`\u2068${asParsed(deck[id].name)}\u2069 ${id}`);
    }
    for (const { text } of PAYLOADS)
      expect(
        names.some((n) => n.startsWith(`\u2068${asParsed(text)}\u2069`)),
        text,
      ).toBe(true);
    // In the chart, each bar's label and tooltip hold the name as text too.
    const svgTexts = elementsOf(doc)
      .filter((el) => el.tagName === 'text')
      .map(textOf);
    for (const { text } of PAYLOADS)
      expect(
        svgTexts.some((t) => t.startsWith(`\u2068${text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD')}\u2069`)),
        text,
      ).toBe(true);

    // The terminal table of the same run: control characters shown, never sent.
    expect(printed[payloadDir]).not.toMatch(TERMINAL_CONTROLS);
    expect(printed[payloadDir]).toContain('\u241b[31mRed alert\u241b[0m');
  }, 120_000);

  it('escapes the five HTML characters of every name and isolates its direction', () => {
    const rows = PAYLOADS.map(({ text }, i) => ({
      id: `technology-${i + 1}`,
      name: text,
      used: 1,
      usedRate: 0.5,
      usedDelta: { d: 0, low: 0, high: 0 },
      held: 1,
      heldDelta: { d: 0, low: 0, high: 0 },
      outlier: null,
    }));
    const html = balanceHtml('<script>window.__pwned=1</script>', rows);
    const escaped = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    for (const { text } of PAYLOADS) {
      expect(html).toContain(
        `<td data-v="technology-${PAYLOADS.findIndex((p) => p.text === text) + 1}">\u2068${escaped(text)}\u2069 <small>`,
      );
    }
    expect(html).toContain('<title>&#60;script&#62;window.__pwned=1&#60;/script&#62;</title>');
    // Outside the one sorter script, no tag and no handler made of card text.
    const markup = html.slice(0, html.indexOf('<script>for'));
    for (const tag of ['script', 'img', 'iframe', 'a', 'b', 'i'])
      expect(markup, tag).not.toMatch(new RegExp(`<${tag}[\\s>]`, 'i'));
    expect(markup.match(/<style/g), "the page's own style sheet").toHaveLength(1);
    expect(markup.match(/<svg/g), 'the chart').toHaveLength(1);
    expect(markup).not.toMatch(/<[^>]*\son[a-z]+=/i);
  });
});

// ---- the terminal ----------------------------------------------------------------------------------

const TERMINAL_PAYLOADS = PAYLOADS.filter(({ text }) => TERMINAL_CONTROLS.test(text));

suite('the terminal: no control character of a card file reaches it', () => {
  it('the corpus holds ANSI escapes, CR, other controls and bidi overrides', () => {
    expect(TERMINAL_PAYLOADS.map((p) => p.label)).toEqual([
      'unicode bidi overrides',
      'an ANSI colour escape',
      'an OSC terminal title',
      'an ANSI clear screen',
      'other control characters',
      'a lone carriage return',
      'line and paragraph separators',
    ]);
  });

  it('printable shows each control by a stand-in: Control Pictures for C0 and DEL, \\u{…} for C1 and bidi', () => {
    expect(printable('\x1b[31mRed\x1b[0m')).toBe('␛[31mRed␛[0m');
    expect(printable('\x1b]0;title\x07')).toBe('␛]0;title␇');
    expect(printable('a\x00b\x08c\rd\x7fe\x9bf\u202eg\th\u200bi')).toBe('a␀b␈c␍d␡e\\u{9b}f\\u{202e}g\th\u200bi');
    for (const { text } of PAYLOADS) expect(printable(text)).not.toMatch(TERMINAL_CONTROLS);
  });

  for (const { label, text } of TERMINAL_PAYLOADS) {
    it(`tech-deck check prints ${label} in a card's problems as visible stand-ins`, () => {
      const path = 'cards/technology/13-payload.card';
      const dir = project({ [path]: refusedCardText(text) });
      const { code, err } = runIn(dir, 'check', 'cards');
      expect(code).toBe(1);
      expect(err).not.toMatch(TERMINAL_CONTROLS);
      // The source problem quotes the whole payload; its line is printed with a caret under the value.
      const source = refusedCardText(text);
      const { problems } = compile(source, path);
      const problem = problems.find((p) => p.code === 'dsl/bad-source')!;
      const line = `source: ${text}`;
      expect(err).toContain(
        `${path}:${problem.line}:9: the source is "published" or "provisional", not "${printable(text)}"`,
      );
      expect(err).toContain(
        `${problem.line} | ${printable(line)}\n  | ${' '.repeat(8)}${'^'.repeat(printable(text).length)}\n`,
      );
    });
  }

  it('tech-deck check --json writes control characters as JSON escapes, and the names parse back', () => {
    const files = Object.fromEntries(
      TERMINAL_PAYLOADS.map(({ text }, i) => [
        `cards/technology/${String(i + 1).padStart(2, '0')}-payload.card`,
        payloadCardText(text, { value: i + 1 }),
      ]),
    );
    const { code, out, err } = runIn(project(files), 'check', '--json', 'cards');
    expect(err).toBe(`${TERMINAL_PAYLOADS.length} cards, 0 rules files, 0 errors\n`);
    expect(code).toBe(0);
    expect(out).not.toMatch(TERMINAL_CONTROLS);
    expect(JSON.parse(out).cards.map((c: { name: string }) => c.name)).toEqual(TERMINAL_PAYLOADS.map((p) => p.text));
  });

  it('tech-deck replay prints a game log naming the payload cards with visible stand-ins', async () => {
    const dir = renamedDeck(payloadAt);
    const game = createGridPoker(loadDeck('cards', dir).cards, games['grid-poker'].rules);
    const actions: unknown[] = [];
    playOut(game, game.setup({ players: 2, seed: 3 }), [bots.random, bots.random] as never, {
      botSeed: 3,
      onAction: (_s, _seat, _v, _a, action) => actions.push(action),
    });
    writeFileSync(
      join(dir, 'bug.json'),
      JSON.stringify({ game: 'grid-poker', players: 2, seed: 3, cardsDir: 'cards', actions }),
    );
    const replayed = runIn(dir, 'replay', 'bug.json');
    expect(await replayed.code).toBe(0);
    expect(replayed.out).toContain(' uses ');
    expect(replayed.out).not.toMatch(TERMINAL_CONTROLS);
  }, 60_000);

  it("the Vite plugin's error (printed by Vite to the terminal) shows them too", () => {
    const source = refusedCardText('\x1b[2J\x1b[HCleared');
    const { problems } = compile(source);
    const error = cardError(problems, source, 'cards/technology/13-payload.card');
    expect(error.message).not.toMatch(TERMINAL_CONTROLS);
    expect(error.frame).not.toMatch(TERMINAL_CONTROLS);
    expect(error.frame).toBe(problems.map((p) => formatProblem(p, source)).join('\n'));
  });
});

// ---- Storybook -------------------------------------------------------------------------------------

suite("the card stories: a name cannot shape a story's title or id", () => {
  for (const { label, text } of PAYLOADS) {
    it(`titles a card named with ${label} as one leaf under its domain, with a clean id`, async () => {
      const file = 'cards/technology/13-payload.card';
      const { title, name } = cardStoryNames(file, payloadCardText(text));
      // Three levels, whatever slashes the name holds; the leaf is the story's name.
      expect(title.split('/')).toEqual(['Cards', 'Technology', name]);
      expect(name).toBe(`13 ${titlePart(text)}`);
      expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      // The id Storybook derives (as its index does: title, then the export's story name).
      const id = toId(title, 'Card');
      expect(id).toMatch(/^cards-technology-13[^/\p{Cc}\p{Cf}\s]*--card$/u);
      expect(id).toBe(`cards-technology-${sanitize(name)}--card`);
      // The indexer hands Storybook the same.
      const dir = project({ [file]: payloadCardText(text) });
      const [entry] = await cardIndexer.createIndex(join(dir, file), { makeTitle: (t?: string) => t! });
      expect(entry).toMatchObject({ title, name });
    });
  }

  it('serves each payload card as a CSF module whose title, name and card are the compiled ones, strings intact', async () => {
    const dir = scratchDir('tech-deck-injection-stories-');
    const files = PAYLOADS.map(({ text }, i) => {
      const [domain, value] = i < 13 ? ['Technology', i + 1] : ['Science', i - 12];
      const file = join(dir, `cards/${domain.toLowerCase()}/${String(value).padStart(2, '0')}-payload.card`);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, payloadCardText(text, { domain: String(domain), value: Number(value) }));
      return file;
    });
    const chunks = await storyModules(dir, files);
    expect(chunks).toHaveLength(PAYLOADS.length);
    for (const chunk of chunks) {
      const file = files.find((f) => chunk.facadeModuleId?.startsWith(f))!;
      const text = PAYLOADS[files.indexOf(file)].text;
      // Run the module as Storybook would, without the DOM: the elements' imports and the deck stubbed.
      // The card is captured by a stand-in for document.createElement, which render() calls.
      const code = chunk.code
        .replace(/^import "[^"]*";$/gm, '')
        .replace(/^import deck from "virtual:tech-deck\/cards";$/m, 'const deck = [];');
      const module = join(dir, `${chunk.fileName.replace(/\W+/g, '-')}.mjs`);
      writeFileSync(module, code);
      const story = await import(module);
      const names = cardStoryNames(file, readFileSync(file, 'utf8'));
      // The title is the indexer's (cardStoryNames, checked below); the id comes from the file's path alone.
      expect(story.default.id).toBe(cardMetaId(file));
      expect(story.Card.name).toBe(names.name);
      const made: Record<string, unknown>[] = [];
      const element = () => {
        const e: Record<string, unknown> = {
          style: { setProperty: () => undefined },
          append: () => undefined,
          replaceChildren: () => undefined,
          setAttribute: () => undefined,
        };
        made.push(e);
        return e;
      };
      (globalThis as { document?: unknown }).document = { createElement: element };
      try {
        story.Card.render({ faceDown: false, width: '15rem', seed: 1 });
      } finally {
        delete (globalThis as { document?: unknown }).document;
      }
      const card = made.find((e) => e.card)!.card as { name: string; people: string; fact: string };
      expect(card).toEqual(compile(readFileSync(file, 'utf8'), file.slice(dir.length + 1)).card);
      expect(card.name).toBe(text);
    }
  }, 60_000);

  it("keeps a name's look: a slash becomes the division slash, invisible characters go", () => {
    expect(titlePart('</style><style>*{display:none}</style>')).toBe('<∕style><style>*{display:none}<∕style>');
    expect(titlePart('\x1b[31mRed alert\x1b[0m')).toBe('[31mRed alert [0m');
    expect(titlePart('Safe\u202Egnp.exe\u202C \u2066iso\u2069 \u200Frtl')).toBe('Safegnp.exe iso rtl');
    expect(titlePart('Robotics')).toBe('Robotics');
  });
});

suite('direction controls in a card name', () => {
  it('are kept inside the name where the engine writes it: an override left open ends with the name', () => {
    const card = { ...games['grid-poker'].env.catalogue['technology-13'], name: 'Safe\u202Egnp.exe' };
    // U+2068 … U+2069 isolate the name; the isolate's end also ends the override opened in it.
    expect(cardLabel(card)).toBe('\u2068Safe\u202Egnp.exe\u2069 (13 Technology)');
    expect(cardLabel({ ...card, name: 'Robotics' })).toBe('Robotics (13 Technology)');
  });
});
