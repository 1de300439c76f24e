// A card that names a zone of a game's own ("the market"): a slip of the pen ("the markt") is refused
// wherever the card goes — tech-deck check, a `cards-src` file, a game built on a deck with it, the card
// editor's trial games — at the zone's line and column where there is a file, and never played as a
// sentence that quietly finds no cards.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { compileCardFile, deckZoneProblems, type Card } from '../../src/dsl/index.js';
import { loadCards } from '../../src/dsl/card/load-cards.js';
import { descriptors, techDeck } from '../../src/games/index.js';
import { builtInRules } from '../../src/games/built-in.js';
import { run } from '../../src/tools/cli.js';
import { compile } from './round-trip.js';

const GAMES = Object.keys(descriptors).map((id) => builtInRules(id));
const card = (text: string) => ({ effect: compile(text) });

/** A card file of the 1 of Knowledge with `effect`. */
const cardFile = (effect: string) =>
  `value: 1\ndomain: Knowledge\nname: Writing\nyear: -3200\npeople: unknown\nfact: Clay tablets.\nsource: provisional\neffect: Inscribe – ${effect}\n`;

/** `tech-deck check` in a folder holding `files`: its exit code and what it printed on stderr and stdout. */
function check(files: Record<string, string>, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'tech-deck-card-zones-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  let err = '';
  let out = '';
  const code = run(['check', ...args], { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, err, out };
}

suite('zones a card names, across the games that play the deck', () => {
  it('a zone no game has is one problem, with the nearest zone of any game', () => {
    expect(deckZoneProblems(card('Take a card from the markt into your hand.'), GAMES)).toEqual([
      {
        zone: 'markt',
        message: '"the markt" is not a zone of any of the 6 games',
        hint: 'did you mean "the market" (a zone of Tech Grid Poker)?',
      },
    ]);
  });

  it('a zone of some games only is one problem naming the games that lack it', () => {
    const [problem, ...more] = deckZoneProblems(card('Take a card from the market into your hand.'), GAMES);
    expect(more).toEqual([]);
    expect(problem.message).toBe(
      '"the market" is not a zone of Poker Squared (poker-squared.rules), Tricks of the Trade (tricks-of-the-trade.rules), Tech Chess (tech-chess.rules), Bughouse Tech Chess (bughouse.rules) and Tech Poker (poker.rules)',
    );
    expect(problem.hint).toMatch(/^only Tech Grid Poker has it/);
  });

  it("checked for some game only ('nowhere'), a zone of one game passes and a slip does not", () => {
    expect(deckZoneProblems(card('Take a card from the market into your hand.'), GAMES, 'nowhere')).toEqual([]);
    expect(
      deckZoneProblems(card('Take a card from the markt into your hand.'), GAMES, 'nowhere').map((p) => p.zone),
    ).toEqual(['markt']);
  });

  it('for one game, says which zone of that game was meant', () => {
    expect(deckZoneProblems(card('Take a card from the markt into your hand.'), [builtInRules('grid-poker')])).toEqual([
      {
        zone: 'markt',
        message: '"the markt" is not a zone of Tech Grid Poker (grid-poker.rules)',
        hint: 'did you mean "the market"?',
      },
    ]);
  });
});

suite('a game built on a deck whose card names a zone the game lacks', () => {
  const markt = compileCardFile(cardFile('Take a card from the markt into your hand.'), 'x.card').card!;
  const deck: Card[] = techDeck.map((c) => (c.id === markt.id ? markt : c));

  it('is refused when it is built, in words, by every game (played, the sentence found no cards and did nothing)', () => {
    for (const [id, descriptor] of Object.entries(descriptors)) {
      const create = descriptor.create as (deck: Card[], rules: unknown) => unknown;
      expect(() => create(deck, builtInRules(id)), id).toThrow(
        /^Writing \(1 Knowledge\): "the markt" is not a zone of /,
      );
    }
    expect(() => descriptors['grid-poker'].create(deck, builtInRules('grid-poker'))).toThrow(
      'Writing (1 Knowledge): "the markt" is not a zone of Tech Grid Poker (grid-poker.rules); its own zones are "the market" and "the resolving".',
    );
  });

  it('the built-in deck names no zone a game lacks: every game is built on it', () => {
    for (const [id, descriptor] of Object.entries(descriptors))
      expect(
        () => (descriptor.create as (d: Card[], r: unknown) => unknown)(techDeck, builtInRules(id)),
        id,
      ).not.toThrow();
  });
});

suite('a cards-src file: zone problems at the line and column of the whole file', () => {
  it('puts the problem of the second card at its zone, in the rules it is played with', () => {
    const text = `${readFileSync('test/fixtures/cards-src/one.card', 'utf8')}---\n${cardFile('Take a card from the markt into your hand.')}`;
    const line = text.split('\n').findIndex((l) => l.includes('the markt')) + 1;
    const result = loadCards(text, 'https://blog.example/my.cards', techDeck, (c) =>
      deckZoneProblems(c, [builtInRules('grid-poker')]),
    );
    expect(result.deck).toBe(null);
    expect(result.problems.map((p) => p.text.split('\n')[0])).toEqual([
      `https://blog.example/my.cards:${line}:41: "the markt" is not a zone of Tech Grid Poker (grid-poker.rules)`,
    ]);
    expect(result.problems[0].text).toContain('did you mean "the market"?');
  });
});

suite('tech-deck check of a card file alone, without rules files', () => {
  it('refuses a zone no built-in game has, at the zone, with the zone meant', () => {
    const { code, err, out } = check({ 'writing.card': cardFile('Take a card from the markt into your hand.') }, [
      'writing.card',
    ]);
    expect(code).toBe(1);
    expect(err).toContain('writing.card:8:41: "the markt" is not a zone of any of the 6 games');
    expect(err).toContain('= did you mean "the market" (a zone of Tech Grid Poker)?');
    expect(out).toBe('1 card, 0 rules files, 1 error in 1 file\n');
  });

  it('puts the problem at the effect, not at a note or a fact that says the same words', () => {
    const text = `# Sold in the markt of Uruk.\n${cardFile('Take a card from the markt into your hand.').replace('Clay tablets.', 'Sold in the markt.')}`;
    const { err } = check({ 'writing.card': text }, ['writing.card']);
    expect(err).toContain('writing.card:9:41: "the markt" is not a zone of any of the 6 games');
  });

  it("passes a card naming one game's zone (it may be meant for that game)", () => {
    const { code, out } = check({ 'writing.card': cardFile('Take a card from the market into your hand.') }, [
      'writing.card',
    ]);
    expect(code).toBe(0);
    expect(out).toBe('1 card, 0 rules files, 0 errors\n');
  });

  it('checks a file of several cards the same way', () => {
    const { code, err } = check({ 'mine.cards': cardFile('Expel a card in the boad.') }, ['mine.cards']);
    expect(code).toBe(1);
    expect(err).toContain('mine.cards:8:40: "the boad" is not a zone of any of the 6 games');
    expect(err).toContain('did you mean "the board" (a zone of Bughouse Tech Chess and Tech Chess)?');
  });
});

suite('tech-deck check of cards with rules files', () => {
  const files = (effect: string) => ({
    'cards/knowledge/01-writing.card': cardFile(effect),
    'rules/grid-poker.rules': readFileSync('rules/grid-poker.rules', 'utf8'),
    'rules/tech-chess.rules': readFileSync('rules/tech-chess.rules', 'utf8'),
  });

  it('says a slip once, at the card, not once a game nor at the rules files', () => {
    const { code, err, out } = check(files('Take a card from the markt into your hand.'));
    expect(code).toBe(1);
    expect(err).toContain('cards/knowledge/01-writing.card:8:41: "the markt" is not a zone of any of the 2 games');
    expect(err).not.toContain('rules/');
    expect(out).toBe('1 card, 2 rules files, 1 error in 1 file\n');
  });

  it("a zone of one game only is refused once for the deck's other games", () => {
    const { code, err } = check(files('Take a card from the market into your hand.'));
    expect(code).toBe(1);
    expect(err).toContain('"the market" is not a zone of Tech Chess (tech-chess.rules)');
    expect(err.match(/is not a zone/g)).toHaveLength(1);
  });
});
