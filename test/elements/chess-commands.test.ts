// The text move entry of <tech-chess> and its layout of choices, without a browser: typed moves are read
// as the log writes them and matched to the legal actions; every command answers in words; the turn's
// options are grouped by the piece or hand card a player picks first.
import { describe, expect, it } from 'vitest';
import { runCommand, spellCode, type CommandContext } from '../../src/elements/chess/commands.js';
import {
  layoutChessChoice,
  planActions,
  previewOf,
  squareIndex,
  squareName,
  type ChessLayout,
} from '../../src/elements/chess/layout.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { game } from '../../src/elements/chess/spec.js';
import { cardCode, type ChessOption, type TechChessState } from '../../src/games/tech-chess/index.js';
import { captures, momentOf, seatZeroAt, seatZeroToPlay, type Policy } from '../../stories/chess-moments.js';

function at(seed: number, stop: (s: TechChessState) => boolean, policy?: Policy) {
  const moment = momentOf(seed, stop, policy);
  let state = game.setup({ players: 2, seed, options: {} });
  for (const a of moment.moves) state = game.apply(state, a);
  return state;
}

/** The choice with every prompt and label reworded: what the element makes of it must not change. */
const blind = (pending: PendingChoice): PendingChoice => ({
  ...pending,
  prompt: 'x',
  options: pending.options.map((o) => ({ ...o, label: 'x' })),
});

function context(state: TechChessState, seat = 0): CommandContext {
  const view = game.view(state, seat);
  const layout = view.pending && 'options' in view.pending ? layoutChessChoice(view.pending, 0) : null;
  return { view, layout, name: (s) => (s === 0 ? 'You' : 'Player 2 (bot)'), card: (id) => game.env.catalogue[id] };
}

describe('squares', () => {
  it('names squares a1 to f6 and reads them back, refusing anything off the board', () => {
    expect(squareName(0)).toBe('a1');
    expect(squareName(35)).toBe('f6');
    expect(squareIndex('c3')).toBe(14);
    expect(squareIndex(' F6 ')).toBe(35);
    expect(squareIndex('g1')).toBe(-1);
    expect(squareIndex('a7')).toBe(-1);
    expect(squareIndex('moves')).toBe(-1);
  });
});

describe("layout of the turn's action", () => {
  const state = at(21, seatZeroToPlay(7));
  const options = state.pending!.options as ChessOption[];
  const plan = planActions(options);

  it('groups every option under one source and one square (or an effect button), losing none', () => {
    const placed = [...plan.sources.values()]
      .flatMap((s) => [...[...s.targets.values()].map((t) => t.index), ...s.uses])
      .sort((a, b) => a - b);
    expect(placed).toEqual(options.map((_, i) => i));
    for (const o of options) {
      const m = o.move!;
      if (m.type === 'move')
        expect(plan.sources.get(`square:${m.from}`)!.targets.get(m.to!)!.capture).toBe(!!m.captures);
      if (m.type === 'use') expect(plan.sources.get(`hand:${m.card}`)!.uses).toContain(options.indexOf(o));
    }
  });

  it('says the prompt once: "Your turn" is the element\'s, check comes from the view, not the prompt', () => {
    const calm = layoutChessChoice(state.pending!, 3, false);
    expect(calm.pending.prompt).toBe('move a piece, use a hand card, upgrade or build');
    // The engine's prompt says nothing to the element: reworded, it changes nothing.
    const checked = layoutChessChoice(blind(state.pending!), 3, true);
    expect(checked.pending.prompt).toBe('your king is in check. Move a piece, use a hand card, upgrade or build');
    expect(checked.byInstance.size + checked.buttons.length).toBe(0);
  });

  it("previews the default arrangement from its option's placements, not from its words", () => {
    const setup = game.setup({ players: 2, seed: 21, options: {} });
    let s = setup;
    while (s.pending!.kind !== 'chess/arrange') s = game.apply(s, { type: 'choose', picks: [0] });
    const placements = (s.pending!.options as ChessOption[]).find((o) => o.answer === 'yes')!.placements!;
    expect(placements.length).toBe(10);
    // Its words say the same ("Default: 1S a1, 1V f1; …").
    const words = s.pending!.options[0].label;
    for (const p of placements)
      expect(words).toContain(`${cardCode(game.env.catalogue[p.card])} ${squareName(p.square)}`);
    const layout = layoutChessChoice(blind(s.pending!), 0);
    expect([...layout.preview!.entries()]).toEqual(placements.map((p) => [p.square, p]));
    // Each placement says the piece its card makes (the 1s rooks, the 13s kings, by the rules file).
    expect(placements.map((p) => [game.env.catalogue[p.card].value, p.piece])).toContainEqual([1, 'rook']);
    expect(placements.map((p) => [game.env.catalogue[p.card].value, p.piece])).toContainEqual([13, 'king']);
    expect(layout.buttons.map((b) => [b.index, b.label])).toEqual([
      [0, 'Use the default order (shown on the board)'],
      [1, 'Choose the order yourself'],
    ]);
    expect(previewOf(undefined).size).toBe(0);
  });

  it("marks the square being filled from the options' square, not from the prompt", () => {
    let s = game.setup({ players: 2, seed: 21, options: {} });
    while (s.pending!.kind !== 'chess/arrange') s = game.apply(s, { type: 'choose', picks: [0] });
    s = game.apply(s, { type: 'choose', picks: [1] }); // arrange by hand
    expect(s.pending!.kind).toBe('chess/arrange-pair');
    const square = (s.pending!.options as ChessOption[])[0].square!;
    expect(s.pending!.prompt).toContain(`on ${squareName(square)}?`);
    expect(layoutChessChoice(blind(s.pending!), 0).pairSquare).toBe(square);
  });

  it('lays the capture-effect question out as two worded buttons, not a highlighted piece', () => {
    const capture = at(21, seatZeroAt('chess/capture-effect'), captures);
    expect(capture.pending!.kind).toBe('chess/capture-effect');
    const layout = layoutChessChoice(capture.pending!, 0);
    expect(layout.buttons.map((b) => b.label)).toEqual([expect.stringMatching(/^Yes, use /), 'No, end my turn']);
    expect(layout.capture?.instance).toBe(capture.pending!.options[0].instance);
    // The buttons follow the options' answers, whatever their words and order.
    const pending = blind(capture.pending!);
    const swapped = { ...pending, options: [pending.options[1], pending.options[0]] };
    const flipped = layoutChessChoice(swapped, 0);
    expect(flipped.buttons).toEqual([
      { index: 1, label: expect.stringMatching(/^Yes, use /) },
      { index: 0, label: 'No, end my turn' },
    ]);
    expect(flipped.capture?.instance).toBe(capture.pending!.options[0].instance);
  });
});

describe('typed commands', () => {
  const state = at(21, seatZeroToPlay(7));
  const ctx = context(state);
  const layout = ctx.layout as ChessLayout;
  const notations = layout.plan!.notations;
  const move = (state.pending!.options as ChessOption[]).find((o) => o.move?.type === 'move')!.move!;

  it('plays a move written as the log writes it, or loosely: squares only, any case, no dash', () => {
    const index = notations.indexOf(move.notation);
    const [card, squares] = move.notation.split(' ');
    for (const typed of [
      move.notation,
      squares,
      squares.replace(/[-x]/, ''),
      squares.toUpperCase(),
      `${card.toLowerCase()} ${squares}`,
    ]) {
      expect(runCommand(typed, ctx)).toEqual({ picks: [index], say: '' });
    }
  });

  it('refuses what matches no legal action, saying how to find them', () => {
    expect(runCommand('a1-a6', ctx)).toEqual({
      error: '"a1-a6" is not a legal action now: type moves to list them, or help.',
    });
    expect(runCommand('', ctx)).toHaveProperty('error');
  });

  it('lists the legal actions, of one piece or all', () => {
    const all = runCommand('moves', ctx) as { say: string };
    expect(all.say).toContain(`${notations.length} legal action`);
    const one = runCommand(`moves ${squareName(move.from!)}`, ctx) as { say: string };
    expect(one.say).toContain(move.notation);
    expect(runCommand('moves z9', ctx)).toEqual({ error: '"z9" is not a square: squares run from a1 to f6.' });
  });

  it('reads the board, a square, the hand, the status and the last move aloud', () => {
    const piece = ctx.view.board.find((p) => p !== null)!;
    expect((runCommand(piece.square, ctx) as { say: string }).say).toMatch(
      new RegExp(`^${piece.square}: (your|Player 2 \\(bot\\)'s) `),
    );
    expect((runCommand('board', ctx) as { say: string }).say).toMatch(/^(You|Player 2 \(bot\)) \(\d+ pieces\): /);
    expect((runCommand('hand', ctx) as { say: string }).say).toMatch(/^Your hand, \d+ cards?: /);
    expect((runCommand('status', ctx) as { say: string }).say).toMatch(
      /^Turn \d+\. You to play\. .* kings?, \d+ cards in hand, \d+ upgrades and \d+ builds left/,
    );
    expect((runCommand('last', ctx) as { say: string }).say).toContain(ctx.view.last!.notation);
  });

  it('acts on the element: flip, undo, help', () => {
    expect(runCommand('flip', ctx)).toMatchObject({ run: 'flip' });
    expect(runCommand('undo', ctx)).toMatchObject({ run: 'undo' });
    expect((runCommand('help', ctx) as { say: string }).say).toContain('use 7S');
  });

  it('answers other choices by number or by their words, and says when it is not your decision', () => {
    const setup = game.setup({ players: 2, seed: 21, options: {} });
    const pick = context(setup);
    expect(runCommand('2', pick)).toEqual({ picks: [1], say: '' });
    expect(runCommand('3', pick)).toEqual({
      error: 'There is no option 3: the options are 1 to 2 (type options to hear them).',
    });
    expect((runCommand('options', pick) as { say: string }).say).toMatch(/^Choose your 11 .*1: .*; 2: /);
    const other = context(setup, 1);
    expect(runCommand('c2-c3', other)).toEqual({ error: 'It is not your decision: You are choosing.' });
  });

  it("answers yes and no by the options' answers, whatever their words", () => {
    const capture = at(21, seatZeroAt('chess/capture-effect'), captures);
    const view = game.view(capture, 0);
    const pending = blind(capture.pending!);
    const swapped = { ...pending, options: [pending.options[1], pending.options[0]] };
    const ctx = { ...context(capture), view, layout: layoutChessChoice(swapped, 0) };
    expect(runCommand('yes', ctx)).toEqual({ picks: [1], say: '' });
    expect(runCommand('No', ctx)).toEqual({ picks: [0], say: '' });
    expect(runCommand('n', ctx)).toEqual({ picks: [0], say: '' });
  });

  it('spells card codes', () => {
    expect(spellCode('12V')).toBe('12 of Services');
    expect(spellCode('1K')).toBe('1 of Knowledge');
  });
});
