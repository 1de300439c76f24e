// The turn's two-step selection of a Tech Chess board, without a browser: what a click on a square or a
// hand card, or a drop, does as the board stands (pick, put back, play, hand the card to the shared
// choice, or refuse in words), and the typed entry carried out through the element's acts.
import { describe, expect, it } from 'vitest';
import { enterLine, type EntryActions } from '../../src/elements/chess/commands.js';
import { handKey, layoutChessChoice, squareKey, squareName } from '../../src/elements/chess/layout.js';
import {
  activateHand,
  activateSquare,
  dropSource,
  pickedSource,
  sourceCard,
  type SelectionBoard,
} from '../../src/elements/chess/selection.js';
import { game } from '../../src/elements/chess/spec.js';
import type { TechChessState } from '../../src/games/tech-chess/index.js';
import { momentOf, seatZeroToPlay } from '../../stories/chess-moments.js';

function at(seed: number, stop: (s: TechChessState) => boolean) {
  const moment = momentOf(seed, stop);
  let state = game.setup({ players: 2, seed, options: {} });
  for (const a of moment.moves) state = game.apply(state, a);
  return state;
}

function boardOf(state: TechChessState, sourceKey: string | null = null, seat = 0): SelectionBoard {
  const view = game.view(state, seat);
  const layout = view.pending && 'options' in view.pending ? layoutChessChoice(view.pending, 0) : null;
  return {
    view,
    seat,
    layout,
    sourceKey,
    name: (s) => (s === 0 ? 'You' : 'Player 2 (bot)'),
    card: (id) => game.env.catalogue[id],
    notNow: (what) => `${what}: not now.`,
  };
}

describe('the selection of a turn', () => {
  const state = at(21, seatZeroToPlay(7));
  const board = boardOf(state);
  const plan = board.layout!.plan!;
  const piece = [...plan.sources.values()].find((s) => s.square !== null && s.targets.size > 0)!;
  const [to, dest] = [...piece.targets.entries()][0];

  it('picks a piece of its own with a legal move, then plays it to a marked square', () => {
    expect(activateSquare(board, piece.square!)).toEqual({ type: 'pick', key: squareKey(piece.square!) });
    const picked = { ...board, sourceKey: piece.key };
    expect(pickedSource(picked.layout, picked.sourceKey)).toBe(piece);
    expect(activateSquare(picked, to)).toEqual({ type: 'play', index: dest.index });
    // Its own square again puts it back.
    expect(activateSquare(picked, piece.square!)).toEqual({ type: 'unpick' });
  });

  it('refuses an unmarked square for the piece picked, naming the piece and the square', () => {
    const picked = { ...board, sourceKey: piece.key };
    const empty = board.view.board.findIndex((p, i) => p === null && !piece.targets.has(i));
    const step = activateSquare(picked, empty);
    const kind = board.view.board[piece.square!]!.piece;
    expect(step).toEqual({
      type: 'refuse',
      message: `Your ${kind} on ${squareName(piece.square!)} can't go to ${squareName(empty)}: choose one of the marked squares, or pick another piece.`,
    });
    expect(dropSource(board, piece.key, empty)).toMatchObject({ type: 'refuse' });
    expect(dropSource(board, piece.key, to)).toEqual({ type: 'play', index: dest.index });
    expect(dropSource(board, piece.key, piece.square)).toEqual({ type: 'none' });
    expect(dropSource(board, piece.key, null)).toEqual({ type: 'none' });
  });

  it("refuses an empty square and the other player's piece, saying whose it is", () => {
    const empty = board.view.board.findIndex((p, i) => p === null && !plan.sources.has(squareKey(i)));
    expect(activateSquare(board, empty)).toEqual({
      type: 'refuse',
      message: `${squareName(empty)} is empty: pick one of your highlighted pieces first, or a card in your hand.`,
    });
    const theirs = board.view.board.findIndex((p) => p !== null && p.owner === 1);
    const step = activateSquare(board, theirs);
    expect(step.type === 'refuse' && step.message).toMatch(/is Player 2 \(bot\)'s: pick one of your own pieces\.$/);
  });

  it('picks a hand card that can be used, and puts it back on a second click', () => {
    const hand = [...plan.sources.values()].find((s) => s.square === null);
    if (!hand) return;
    expect(activateHand(board, hand.instance)).toEqual({ type: 'pick', key: handKey(hand.instance) });
    expect(activateHand({ ...board, sourceKey: hand.key }, hand.instance)).toEqual({ type: 'unpick' });
    expect(sourceCard(board.view, 0, hand)).toMatch(/./);
  });

  it("says it is not the seat's decision when it has none", () => {
    const other = boardOf(state, null, 1);
    expect(other.layout).toBeNull();
    expect(activateSquare(other, 0)).toEqual({
      type: 'refuse',
      message: `${other.view.board[0] ? 'That piece' : 'That square'}: not now.`,
    });
    expect(activateHand(other, 'c1')).toEqual({ type: 'refuse', message: 'That card: not now.' });
  });
});

describe('the typed entry', () => {
  const state = at(21, seatZeroToPlay(7));
  const board = boardOf(state);
  const ctx = { view: board.view, layout: board.layout, name: board.name, card: board.card };
  const acts = (over: Partial<EntryActions> = {}) => {
    const done: string[] = [];
    const actions: EntryActions = {
      play: (picks) => (done.push(`play ${picks.join(' ')}`), null),
      flip: () => void done.push('flip'),
      undo: () => (done.push('undo'), true),
      ...over,
    };
    return { done, actions };
  };

  it("plays a move in the log's notation, and says it only through the board's own announcement", () => {
    const index = 0;
    const notation = board.layout!.plan!.notations[index];
    const { done, actions } = acts();
    expect(enterLine(notation, ctx, actions)).toEqual({ output: `Played: ${notation}.`, error: false, say: false });
    expect(done).toEqual([`play ${index}`]);
  });

  it("says the engine's refusal, a command's words, and an undo with nothing to take back", () => {
    const notation = board.layout!.plan!.notations[0];
    expect(enterLine(notation, ctx, acts({ play: () => 'No.' }).actions)).toEqual({
      output: 'No.',
      error: true,
      say: true,
    });
    const flip = acts();
    expect(enterLine('flip', ctx, flip.actions)).toEqual({
      output: 'The board is turned around.',
      error: false,
      say: true,
    });
    expect(flip.done).toEqual(['flip']);
    expect(enterLine('undo', ctx, acts({ undo: () => false }).actions)).toEqual({
      output: 'There is no decision of yours to take back.',
      error: true,
      say: true,
    });
    expect(enterLine('undo', ctx, acts().actions).output).toBe('Your last decision was taken back.');
    expect(enterLine('', ctx, acts().actions)).toMatchObject({ error: true, say: true });
  });
});
