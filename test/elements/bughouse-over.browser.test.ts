/// <reference types="mocha" />
// <tech-bughouse>'s end of a match (render/over.ts) for each way B5 ends one: "A team wins when its player
// wins either board; a draw on one board leaves the other to decide; two draws draw the match", and the
// rules file's other reading, `drawn-board: the match is drawn` (rules/bughouse.rules: "# ruling: B5 — two
// draws draw the match (or: the match is drawn)"). Each note is drawn from a match the game module ended.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import type { Boards } from '../../src/elements/bughouse/boards.js';
import { game, spec } from '../../src/elements/bughouse/game.js';
import { renderBughouseOver } from '../../src/elements/bughouse/render/over.js';
import type { BughouseGame, BughouseState } from '../../src/games/bughouse/index.js';

/** Bughouse with the ruling `drawn-board` read as `value`. */
const withDrawnBoard = (value: string) =>
  spec.create!(null, {
    ...game.rules,
    rulings: { ...game.rules.rulings, 'drawn-board': { ...game.rules.rulings['drawn-board'], value } },
  }) as BughouseGame;

/** A match set up, board A then drawn by its turn limit and one action played on board B. */
function boardADrawn(g: BughouseGame): BughouseState {
  let s = g.setup({ players: 4, seed: 2 });
  while (s.flow.stage === 'setup') s = g.apply(s, { type: 'choose', picks: [0] });
  const [a, b] = s.boards;
  s = {
    ...s,
    boards: [
      { ...a, result: { winner: null, reason: 'turn-limit' }, flow: { ...a.flow, stage: 'over' }, pending: null },
      b,
    ],
    current: 1,
    pending: { ...b.pending!, seat: g.config.boards[1][b.pending!.seat] },
  };
  return g.apply(s, g.legalActions(s)[0]);
}

/** The end of the match as seat 0 sees it: its title and its note. */
function over(g: BughouseGame, s: BughouseState): { title: string; note: string } {
  const t = { view: g.view(s, 0), seat: 0, name: (seat: number) => `Player ${seat + 1}` } as unknown as Boards;
  const host = document.createElement('div');
  render(
    renderBughouseOver(t, () => {}),
    host,
  );
  const text = (selector: string) => (host.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { title: text('h3'), note: text('p') };
}

describe('<tech-bughouse> end of the match', () => {
  it('B5, `drawn-board: the match is drawn`: the drawn board is named as drawn, never as won', () => {
    const g = withDrawnBoard('the-match-is-drawn');
    const s = boardADrawn(g);
    expect(s.result).to.deep.equal({ winners: [], board: 0 });
    expect(s.log.at(-1)!.text).to.equal('Board A is drawn: the match is a draw.');
    const { title, note } = over(g, s);
    expect(title).to.equal('Draw');
    expect(note).to.equal(
      'Board A was drawn by the turn limit: the match is a draw. A team wins when either of its players wins a board.',
    );
    expect(note).not.to.include('won');
  });

  it('B5, "two draws draw the match": both boards drawn', () => {
    const s = boardADrawn(game);
    expect(s.result).to.equal(null);
    const both: BughouseState = {
      ...s,
      result: { winners: [], board: null },
      boards: [s.boards[0], { ...s.boards[1], result: { winner: null, reason: 'stalemate' } }],
    };
    expect(over(game, both).note).to.equal(
      'Both boards were drawn. A team wins when either of its players wins a board.',
    );
  });

  it('B5, "A team wins when its player wins either board": the winners and the board they won', () => {
    const s = boardADrawn(game);
    const won: BughouseState = {
      ...s,
      result: { winners: [1, 3], board: 1 },
      boards: [s.boards[0], { ...s.boards[1], result: { winner: 0, reason: 'checkmate' } }],
    };
    const { title, note } = over(game, won);
    expect(title).to.equal('Player 2 and Player 4 win');
    expect(note).to.equal(
      "Player 2 and Player 4 won Board B: checkmate: the last king is attacked and can't escape. A team wins when either of its players wins a board.",
    );
  });
});
