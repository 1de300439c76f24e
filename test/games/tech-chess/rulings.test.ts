// Tech Chess's word rulings (rules/tech-chess.rules, `rulings:`) are data: each test quotes the rule or
// house ruling (shared/rules-source/README.md, C2-C6, and this project's CX3) that a line states, plays
// the file as written, then edits that line: a reading the module plays changes the game, any other is
// refused when the game is made, naming the ruling and the readings it may have.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { createTechChess, techDeck } from '../../../src/games/index.js';
import { answerOn, at, first, game, notations, play, scene, second, started } from './driver.js';

const source = readFileSync('rules/tech-chess.rules', 'utf8');
/** Tech Chess on the rules file with the ruling line that starts `name:` given `value` instead. */
const edited = (name: string, value: string) => {
  const line = new RegExp(`^(  ${name}:)[^#\\n]*?(\\s+#|$)`, 'm');
  expect(source, `rules/tech-chess.rules has the ruling ${name}`).toMatch(line);
  const { rules, problems } = compileRulesFile(source.replace(line, `$1 ${value}$2`), 'rules/tech-chess.rules');
  expect(problems).toEqual([]);
  return createTechChess(techDeck, rules!);
};
/** The refusal of a reading no module plays, when the game is made. */
const refusal = (name: string) => {
  try {
    edited(name, 'some other reading');
  } catch (error) {
    return (error as Error).message;
  }
  return 'played';
};

suite('C5 and C6: how a game ends, as the rules file words it', () => {
  it('C6: "Checkmate (one king, attacked, no legal action) loses." — `checkmate: loses`, or `draw`', () => {
    const board = { f1: '13S', b1: '1S', d5: '12S', a6: '13K' } as const;
    expect(play(scene({ board }), '12S d5-b5').result).toEqual({
      winner: first(scene({ board })),
      reason: 'checkmate',
    });
    const drawn = edited('checkmate', 'draw');
    const s = play(scene({ board }, drawn), '12S d5-b5', drawn);
    expect(s.result).toEqual({ winner: null, reason: 'checkmate' });
    expect(s.log.at(-1)!.text).toBe('Checkmate: the game is a draw.');
    expect(refusal('checkmate')).toBe(
      'rules/tech-chess.rules: checkmate: "some other reading" is no reading Tech Chess plays; write "loses" or "draw"',
    );
  });

  it('C5: "Stalemate (one king, not attacked, no legal move) … are draws." — `stalemate: draw`, or `loses`, `wins`', () => {
    const board = { f1: '13S', c1: '1S', b4: '12S', a6: '13K' } as const;
    const s = scene({ board, toMove: 'second' });
    expect(s.result).toEqual({ winner: null, reason: 'stalemate' });
    expect(scene({ board, toMove: 'second' }, edited('stalemate', 'loses')).result).toEqual({
      winner: first(s),
      reason: 'stalemate',
    });
    expect(scene({ board, toMove: 'second' }, edited('stalemate', 'wins')).result).toEqual({
      winner: second(s),
      reason: 'stalemate',
    });
    expect(refusal('stalemate')).toBe(
      'rules/tech-chess.rules: stalemate: "some other reading" is no reading Tech Chess plays; write "draw", "loses" or "wins"',
    );
  });

  it("C6: \"'Unable to move' and C5's 'no legal move' mean no legal action of any kind\" — `stalemate-means: no legal action`, or `no legal move`", () => {
    const board = { f1: '13S', c1: '1S', b4: '12S', a6: '13K' } as const;
    // A hand card to use is a legal action: no stalemate as the file is written …
    const s = scene({ board, hands: { second: ['11K'] }, toMove: 'second' });
    expect(s.result).toBeNull();
    expect(notations(s)).toEqual(['use 11K']);
    // … but C5's own words, "no legal move", count piece moves only.
    const moves = edited('stalemate-means', 'no legal move');
    expect(scene({ board, hands: { second: ['11K'] }, toMove: 'second' }, moves).result).toEqual({
      winner: null,
      reason: 'stalemate',
    });
    expect(refusal('stalemate-means')).toBe(
      'rules/tech-chess.rules: stalemate-means: "some other reading" is no reading Tech Chess plays; write "no legal action" or "no legal move"',
    );
  });

  it('C5: "two lone kings are draws" ("If each player has only one King left and no other pieces, the game ends in a draw.") — `two-lone-kings: draw`, or `play on`', () => {
    const board = { b1: '13S', e5: '13K', e4: '5S' } as const;
    const s = answerOn(game, play(scene({ board, toMove: 'second' }), '13K e5xe4 (5S)'), 'No');
    expect(s.result).toEqual({ winner: null, reason: 'two-lone-kings' });
    // Played on, the first player's turn begins: a lone king may still build from hand, or step.
    const on = edited('two-lone-kings', 'play on');
    const t = answerOn(on, play(scene({ board, toMove: 'second' }, on), '13K e5xe4 (5S)', on), 'No');
    expect(t.result).toBeNull();
    expect(t.pending).toMatchObject({ seat: first(t), kind: 'chess/action' });
    expect(refusal('two-lone-kings')).toBe(
      'rules/tech-chess.rules: two-lone-kings: "some other reading" is no reading Tech Chess plays; write "draw" or "play on"',
    );
  });
});

suite('C2: the board, as the rules file words it', () => {
  it('C2: "The domain order of 1s, 2s, 3s, 4s and 13s on the back ranks is the owner\'s choice (the element offers a default …)" — CX3 `default-arrangement: lower domain on the left`, or `higher domain on the left`', () => {
    const lower = started();
    expect([at(lower, 'a1'), at(lower, 'b1'), at(lower, 'e1'), at(lower, 'f1')]).toEqual(['1S', '13S', '13V', '1V']);
    expect([at(lower, 'f6'), at(lower, 'e6'), at(lower, 'b6'), at(lower, 'a6')]).toEqual(['1K', '13K', '13T', '1T']);
    const higher = started(1, edited('default-arrangement', 'higher domain on the left'));
    expect([at(higher, 'a1'), at(higher, 'b1'), at(higher, 'e1'), at(higher, 'f1')]).toEqual([
      '1V',
      '13V',
      '13S',
      '1S',
    ]);
    expect([at(higher, 'f6'), at(higher, 'e6'), at(higher, 'b6'), at(higher, 'a6')]).toEqual([
      '1T',
      '13T',
      '13K',
      '1K',
    ]);
    expect(refusal('default-arrangement')).toBe(
      'rules/tech-chess.rules: default-arrangement: "some other reading" is no reading Tech Chess plays; write "lower domain on the left" or "higher domain on the left"',
    );
  });

  it('"The second player places the 1, 13, 11, 12, 13, 1 pieces on their first rank." — C2 `ranks-read-from: the owner\'s left`, or `the first player\'s left`', () => {
    const rank = (s: ReturnType<typeof started>, r: number) =>
      ['a', 'b', 'c', 'd', 'e', 'f'].map((f) => at(s, `${f}${r}`)?.replace(/[KSTV]$/, ''));
    // From the owner's left: the second player's left is file f, so the 12s face each other on file c.
    expect(rank(started(), 6)).toEqual(['1', '13', '12', '11', '13', '1']);
    expect(game.startPosition).toMatch(/^rkqnkr\//);
    const fixed = edited('ranks-read-from', "the first player's left");
    expect(rank(started(1, fixed), 6)).toEqual(['1', '13', '11', '12', '13', '1']);
    expect(rank(started(1, fixed), 1)).toEqual(['1', '13', '12', '11', '13', '1']);
    expect(fixed.startPosition).toMatch(/^rknqkr\//);
    expect(refusal('ranks-read-from')).toBe(
      'rules/tech-chess.rules: ranks-read-from: "some other reading" is no reading Tech Chess plays; write "the owner\'s left" or "the first player\'s left"',
    );
  });
});
