// Bughouse's own word rulings (rules/bughouse.rules, `rulings:`) are data: each test quotes the house
// ruling B2, B4 or B5 (shared/rules-source/README.md) that a line states, plays the file as written, then
// edits that line: a reading the module plays changes the match, any other is refused when the game is
// made, naming the ruling. (Tech Chess's rulings, which each board plays, are test/games/tech-chess's.)
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { createBughouse, type BughouseState } from '../../../src/games/bughouse/index.js';
import { turnOptions } from '../../../src/games/bughouse/gifts.js';
import { techDeck } from '../../../src/games/index.js';
import { game, playUntil, started } from './driver.js';

const source = readFileSync('rules/bughouse.rules', 'utf8');
/** Bughouse on the rules file with each line that starts `name:` given its value from `edits` instead. */
const edited = (edits: Record<string, string>) => {
  let text = source;
  for (const [name, value] of Object.entries(edits)) {
    const line = new RegExp(`^(  ${name}:)[^#\\n]*?(\\s+#|$)`, 'm');
    expect(text, `rules/bughouse.rules has the line ${name}`).toMatch(line);
    text = text.replace(line, `$1 ${value}$2`);
  }
  const { rules, problems } = compileRulesFile(text, 'rules/bughouse.rules');
  expect(problems).toEqual([]);
  return createBughouse(techDeck, rules!);
};
/** The refusal of an edit when the game is made. */
const refusal = (edits: Record<string, string>) => {
  try {
    edited(edits);
  } catch (error) {
    return (error as Error).message;
  }
  return 'played';
};

/** The board and seat of the first turn's action after both boards are set up. */
function firstTurn(g: ReturnType<typeof edited>): [number, number] {
  let s = g.setup({ players: 4, seed: 3 });
  while (s.pending!.kind !== 'chess/action') s = g.apply(s, { type: 'choose', picks: [0] });
  return [s.current, s.pending!.seat];
}

suite('B2, B4, B5 as the rules file words them', () => {
  it('B2: "Turns alternate between the boards (board A, board B, board A, …)" — `first-board: board a`, or `board b`', () => {
    expect(firstTurn(game as ReturnType<typeof edited>)).toEqual([0, game.config.boards[0][0]]); // seat 1
    const b = edited({ 'first-board': 'board b' });
    expect(firstTurn(b)).toEqual([1, b.config.boards[1][0]]); // seat 4, board B's first player
    expect(refusal({ 'first-board': 'some other reading' })).toBe(
      'rules/bughouse.rules: first-board: "some other reading" is no reading Bughouse plays; write "board a" or "board b" (B2)',
    );
  });

  it('B5: "a draw on one board leaves the other to decide; two draws draw the match." — `drawn-board: the other board decides`, or `the match is drawn`', () => {
    /** Board A drawn (as by its turn limit), then one action on board B. */
    const afterDraw = (g: ReturnType<typeof edited>) => {
      let s: BughouseState = started(2);
      s = {
        ...s,
        boards: [
          {
            ...s.boards[0],
            result: { winner: null, reason: 'turn-limit' },
            flow: { ...s.boards[0].flow, stage: 'over' },
            pending: null,
          },
          s.boards[1],
        ],
      };
      s = {
        ...s,
        current: 1,
        pending: { ...s.boards[1].pending!, seat: g.config.boards[1][s.boards[1].pending!.seat] },
      };
      return g.apply(s, g.legalActions(s)[0]);
    };
    expect(afterDraw(game as ReturnType<typeof edited>).result).toBeNull();
    const drawn = edited({ 'drawn-board': 'the match is drawn' });
    const s = afterDraw(drawn);
    expect(s.result).toEqual({ winners: [], board: 0 });
    expect(s.log.at(-1)!.text).toBe('Board A is drawn: the match is a draw.');
    expect(drawn.outcome(s)).toEqual({ scores: [0.5, 0.5, 0.5, 0.5], winners: [0, 1, 2, 3] });
    expect(refusal({ 'drawn-board': 'some other reading' })).toBe(
      'rules/bughouse.rules: drawn-board: "some other reading" is no reading Bughouse plays; write "the other board decides" or "the match is drawn" (B5)',
    );
  });

  it('B4: "a pawn, 2-10, never on the last rank" — `gift-pawns-on-last-rank: no`; `yes` only where gifts reach the last rank', () => {
    // With B4's "first two ranks", no gift reaches the last rank: a "yes" would change nothing, and is refused.
    expect(refusal({ 'gift-pawns-on-last-rank': 'yes' })).toBe(
      'rules/bughouse.rules: gift-pawns-on-last-rank: yes changes nothing while gift build ranks (2) stop short of the last rank (6): raise gift build ranks to 6, or write no (B4)',
    );
    // Gifts built anywhere on the board: a gift pawn's squares take in the last rank only with "yes".
    const anywhere = { 'gift build ranks': '6 ranks' };
    const found = playUntil(1, (s) => {
      if (s.pending?.kind !== 'chess/action') return false;
      return game.view(s, s.pending.seat).gifts.some((i) => Number(s.cards[i].split('-')[1]) <= 10);
    });
    expect(found).not.toBeNull();
    const s = found!.state;
    const b = s.current;
    const sub = game.config.boards[b].indexOf(s.pending!.seat);
    const lastRank = sub === 0 ? 5 : 0;
    const lastRankGifts = (g: ReturnType<typeof edited>) => {
      const board = g.board(s, b);
      // An empty square on the last rank: if none, one emptied (of any piece but a king).
      const squares = [0, 1, 2, 3, 4, 5].map((file) => lastRank * 6 + file);
      if (squares.every((q) => board.zones.board[q] !== null)) {
        const q = squares.find((q) => !s.cards[board.zones.board[q]!].endsWith('-13'))!;
        board.zones.board = board.zones.board.map((i, k) => (k === q ? null : i));
      }
      return turnOptions(board, g.boardEnv, g.boardRules, sub).filter(
        (o) =>
          o.move?.free && Number(s.cards[o.move.card!].split('-')[1]) <= 10 && Math.floor(o.move.to! / 6) === lastRank,
      );
    };
    expect(lastRankGifts(edited({ ...anywhere, 'gift-pawns-on-last-rank': 'no' }))).toEqual([]);
    expect(lastRankGifts(edited({ ...anywhere, 'gift-pawns-on-last-rank': 'yes' })).length).toBeGreaterThan(0);
  });
});
