// `tech-deck check` refuses a rules file the game can't run: a procedure its game does not define, a step
// that overfills a zone of slots. simulate and balance compile the played file the same way, so such a
// file is refused before the first game instead of breaking every one of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { project, runIn } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;
const gridPoker = readFileSync(join(repo, 'rules/grid-poker.rules'), 'utf8');
const lineOf = (text: string, part: string) => text.split('\n').findIndex((l) => l.includes(part)) + 1;

const DRAFT = gridPoker.replace('procedure grid-poker', 'procedure draft-market');
const OVERFULL = gridPoker.replace('2. deal 9 cards face up to the market', '2. deal 16 cards face up to the market');

suite('tech-deck check and the game a rules file is for', () => {
  it('refuses `procedure draft-market` in grid-poker.rules, at the name, with the procedures Grid Poker has', () => {
    const result = runIn(project({ 'rules/grid-poker.rules': DRAFT }), 'check', 'rules');
    const line = lineOf(DRAFT, 'procedure draft-market');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      [
        `rules/grid-poker.rules:${line}:49: Grid Poker has no procedure "draft-market"`,
        `${line} |   3. grid poker: all players at once, procedure draft-market`,
      ].join('\n'),
    );
    expect(result.err).toContain(
      " = a rules file calls the procedures of the game's code; Grid Poker's are choose-company, create-solo-company, use-company-effect, use-hand-effect, grid-poker, improve-company and check-game-end.",
    );
    expect(result.out).toBe('0 cards, 0 rules files, 1 error in 1 file\n');
  });

  it("checks each file against the game its name names: a chess procedure is not Grid Poker's", () => {
    const chessTurn = gridPoker.replace('procedure grid-poker', 'procedure chess-turn');
    expect(runIn(project({ 'rules/grid-poker.rules': chessTurn }), 'check', 'rules').err).toContain(
      'Grid Poker has no procedure "chess-turn"',
    );
    const chess = readFileSync(join(repo, 'rules/tech-chess.rules'), 'utf8').replace(
      'call set-up-board',
      'call set-up-bord',
    );
    expect(runIn(project({ 'rules/tech-chess.rules': chess }), 'check', 'rules').err).toContain(
      '= did you mean "set-up-board"? A rules file calls the procedures of the game\'s code; Tech Chess\'s are set-up-board, chess-turn and check-game-end.',
    );
  });

  it('refuses a setup that deals 16 cards to the 3 by 3 market, at the step', () => {
    const result = runIn(project({ 'rules/grid-poker.rules': OVERFULL }), 'check', 'rules');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `rules/grid-poker.rules:${lineOf(OVERFULL, 'deal 16 cards')}:6: the market has 9 places (a 3 by 3 grid), not room for 16 cards`,
    );
    expect(result.err).toContain('= deal at most 9 cards to the market.');
  });

  it('simulate refuses the played rules file before any game, with the same messages', async () => {
    for (const [text, message] of [
      [DRAFT, 'Grid Poker has no procedure "draft-market"'],
      [OVERFULL, 'the market has 9 places'],
    ]) {
      const dir = project({ 'rules/grid-poker.rules': text });
      const result = runIn(dir, 'simulate', 'grid-poker', '--rules', 'rules', '--games', '2', '--workers', '0');
      expect(await result.code).toBe(1);
      expect(result.err).toContain(message);
      expect(result.err).toMatch(/tech-deck: rules\/grid-poker\.rules has 1 problem; nothing was played\n$/);
      expect(result.err).not.toContain('broke');
    }
  });
});

// What simulate refuses, check refuses: the game's code is built on the file as it will be played.
suite("tech-deck check and the game's code", () => {
  const tricks = readFileSync(join(repo, 'rules/tricks-of-the-trade.rules'), 'utf8');
  /** Tricks of the Trade's rules file with `from` written as `to`, and what check says of it. */
  const checkTricks = (from: string, to: string) => {
    const text = tricks.replace(from, to);
    expect(text).not.toBe(tricks);
    return { text, result: runIn(project({ 'rules/tricks-of-the-trade.rules': text }), 'check', 'rules') };
  };

  it('refuses a ruling the code reads one way only, at the game line, with what it plays', () => {
    const { text, result } = checkTricks('equal-cards: first played wins', 'equal-cards: last played wins');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `rules/tricks-of-the-trade.rules:${lineOf(text, 'game: Tricks of the Trade')}:1: the game's code cannot play this file: Tricks of the Trade: ruling "equal-cards" is "last played wins", but this game module plays only "first played wins".`,
    );
    expect(result.out).toBe('0 cards, 0 rules files, 1 error in 1 file\n');
  });

  it('refuses "players: 2 to 8" with a trick of 4 places: a trick holds a card of each player', () => {
    const { text, result } = checkTricks('players: 2 to 4', 'players: 2 to 8');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'the trick has 4 places, but up to 8 players play: a trick needs one place for each player',
    );
    // Given a place for each of them, the file passes.
    const eight = text.replace('trick: 4 slots', 'trick: 8 slots');
    expect(runIn(project({ 'rules/tricks-of-the-trade.rules': eight }), 'check', 'rules').code).toBe(0);
  });

  it('simulate says the same at the same line: the file, its game line and what the code plays', async () => {
    const text = tricks.replace('equal-cards: first played wins', 'equal-cards: last played wins');
    const dir = project({ 'rules/tricks-of-the-trade.rules': text });
    const result = runIn(dir, 'simulate', 'tricks-of-the-trade', '--rules', 'rules', '--games', '2', '--workers', '0');
    expect(await result.code).toBe(1);
    expect(result.err).toContain(
      `rules/tricks-of-the-trade.rules:${lineOf(text, 'game: Tricks of the Trade')}:1: the game's code cannot play this file: Tricks of the Trade: ruling "equal-cards" is "last played wins"`,
    );
    expect(result.err).toContain(`${lineOf(text, 'game: Tricks of the Trade')} | game: Tricks of the Trade`);
    expect(result.err).toMatch(/tech-deck: rules\/tricks-of-the-trade\.rules has 1 problem; nothing was played\n$/);
  });

  it('passes every built-in rules file', () => {
    const result = runIn(repo, 'check', 'rules');
    expect(result.code).toBe(0);
    expect(result.out).toBe('0 cards, 6 rules files, 0 errors\n');
  });
});
