// Card text fetched from an address (`cards-src`): one card file or several separated by lines `---`,
// each taking the place of the card of its value and domain; problems located in the whole text.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileCardFile, type Card } from '../../src/dsl/index.js';
import { loadCards } from '../../src/dsl/card/load-cards.js';
import { SOURCE_LIMIT } from '../../src/dsl/shared/limits.js';
import { collectFiles, loadDeck } from '../../src/tools/deck-files.js';

const deck = loadDeck('cards').cards;
const fixture = (name: string) => readFileSync(`test/fixtures/cards-src/${name}`, 'utf8');
const URL = 'https://blog.example/cards/try.cards';
const others = (result: { deck: Card[] | null }, ids: string[]) => result.deck!.filter((c) => !ids.includes(c.id));

suite('loadCards', () => {
  it('puts one card in place of the deck card of the same value and domain, and leaves the others', () => {
    const result = loadCards(fixture('one.card'), URL, deck);
    expect(result.problems).toEqual([]);
    expect(result.cards!.map((c) => [c.id, c.name])).toEqual([['science-7', 'Plate Tectonics']]);
    expect(result.deck!.map((c) => c.id)).toEqual(deck.map((c) => c.id));
    expect(result.deck!.find((c) => c.id === 'science-7')).toEqual(
      compileCardFile(fixture('one.card'), 'cards/science/07-plate-tectonics.card').card,
    );
    expect(others(result, ['science-7'])).toEqual(deck.filter((c) => c.id !== 'science-7'));
  });

  it('reads several cards separated by lines `---`; a wild card takes the place of wild card 1', () => {
    const result = loadCards(fixture('three.cards'), URL, deck);
    expect(result.problems).toEqual([]);
    expect(result.cards!.map((c) => [c.id, c.name])).toEqual([
      ['science-7', 'Plate Tectonics'],
      ['knowledge-2', 'Papyrus'],
      ['wild-1', 'Open Standards'],
    ]);
    expect(result.deck!.find((c) => c.id === 'wild-1')!.name).toEqual('Open Standards');
    expect(result.deck!.find((c) => c.id === 'wild-2')).toEqual(deck.find((c) => c.id === 'wild-2'));
    expect(others(result, ['science-7', 'knowledge-2', 'wild-1'])).toEqual(
      deck.filter((c) => !['science-7', 'knowledge-2', 'wild-1'].includes(c.id)),
    );
  });

  it('locates a typo in the third card at its line and column in the whole file, as the command line prints it', () => {
    const text = fixture('bad-third.cards');
    expect(text.split('\n')[26]).toMatch(/^effect: Rent – Exchnage/);
    const result = loadCards(text, URL, deck);
    expect(result.deck).toBeNull();
    expect(result.problems.map((p) => p.at)).toEqual([`${URL}:27:16`]);
    expect(result.problems[0].message).toBe('unknown word "Exchnage"');
    expect(result.problems[0].hint).toBe('did you mean "exchange"?');
    expect(result.problems[0].text).toBe(
      [
        `${URL}:27:16: unknown word "Exchnage"`,
        '27 | effect: Rent – Exchnage a neutral card in play with the top card of the deck.',
        '   |                ^^^^^^^^',
        '   = did you mean "exchange"?',
        '   = for example: "Exchange a neutral card in play with the top card of the deck."',
      ].join('\n'),
    );
    expect(result.problems[0].excerpt).toBe(result.problems[0].text.split('\n').slice(1, 3).join('\n'));
  });

  it('locates problems of every card, each at its own lines, with Windows line ends too', () => {
    const text = fixture('bad-third.cards').replace('name: Papyrus\n', '').replace('year: 1912', 'year: soon');
    for (const source of [text, text.replace(/\n/g, '\r\n')]) {
      const result = loadCards(source, URL, deck);
      expect(result.problems.map((p) => `${p.at} ${p.message}`)).toEqual([
        `${URL}:5:7 the year must be a whole number, not "soon"`,
        `${URL}:17:1 the field "name" is missing`, // at the last line of the second card, as the command line says
        `${URL}:26:16 unknown word "Exchnage"`,
      ]);
    }
  });

  it('replaces the whole deck with a file of all 54 cards', () => {
    const files = collectFiles(['cards'], ['.card']).files;
    const text = files.map((f) => readFileSync(f, 'utf8')).join('---\n');
    const renamed = deck.map((c) => ({ ...c, name: `Old ${c.name}` }));
    const result = loadCards(text, URL, renamed);
    expect(result.problems).toEqual([]);
    expect(result.cards).toHaveLength(54);
    expect(result.deck).toEqual(deck);
  });

  it('refuses two cards of one value and domain, and a third wild card, at their lines', () => {
    const one = fixture('one.card');
    const wild = fixture('three.cards').split('---\n')[2];
    const result = loadCards(`${one}---\n${one}---\n${wild}---\n${wild}---\n${wild}`, URL, deck);
    expect(result.deck).toBeNull();
    expect(result.problems.map((p) => `${p.at} ${p.message}`)).toEqual([
      `${URL}:12:8 the 7 of Science is already in this file, in the card that starts on line 1`,
      `${URL}:35:9 the deck has 2 wild cards; this is wild card 3`,
    ]);
  });

  it('says an empty file, a file of notes only and a web page are not card files', () => {
    for (const text of ['', '  \n\n']) {
      const [p, ...rest] = loadCards(text, URL, deck).problems;
      expect(rest).toEqual([]);
      expect(`${p.at}: ${p.message}`).toBe(`${URL}:1:1: the file is empty`);
      expect(p.hint).toMatch(/value: 7/);
    }
    expect(
      loadCards('# just a note\n---\n# another\n', URL, deck).problems.map((p) => `${p.at}: ${p.message}`),
    ).toEqual([`${URL}:1:1: the file holds no card, only notes`]);
    const page = loadCards('<!DOCTYPE html>\n<html><body>Not found</body></html>\n', URL, deck).problems;
    expect(page.map((p) => `${p.at}: ${p.message}`)).toEqual([
      `${URL}:1:1: the address gave a web page, not a card file`,
    ]);
  });

  it('refuses a huge file politely, before parsing it', () => {
    // A good card and a long note: parsed, it would load.
    const huge = `${fixture('one.card')}# ${'x'.repeat(SOURCE_LIMIT)}\n`;
    const result = loadCards(huge, URL, deck);
    expect(result.deck).toBeNull();
    expect(result.problems.map((p) => p.text)).toEqual([
      `${URL}: the file is 200 kB long; a card file given to an element may be at most 200 kB (the whole deck is about 17 kB)\n  = check the address: it should be a .card or .rules file, not a bigger file.`,
    ]);
    // Just within the limit, it is read.
    expect(
      loadCards(`${fixture('one.card')}#${'x'.repeat(SOURCE_LIMIT - fixture('one.card').length - 2)}\n`, URL, deck)
        .problems,
    ).toEqual([]);
  });
});
