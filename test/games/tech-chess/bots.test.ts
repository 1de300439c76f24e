// Whole games between the bots, to the end: conservation after every action, the 13s only ever on the
// board or expelled (C4), every turn's move options equal to the slow generator's moves, views that
// show no other hand, and replays that give the same game.
import { describe as suite, expect, it } from 'vitest';
import { playOut, type Bot } from '../../../src/engine/bots.js';
import { replay } from '../../../src/engine/match.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import { cardsIn, checkConservation, locate } from '../../../src/engine/zones.js';
import { createTechChessBot } from '../../../src/games/tech-chess/bots.js';
import { formatPosition, type TechChessState, type TechChessView } from '../../../src/games/tech-chess/index.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { game } from './driver.js';
import { slowBoard, slowLegalMoves, slowSquare } from './slow-moves.js';

type ChessBot = Bot<TechChessView, ChooseAction>;
const small = { nodes: 3000, depth: 6 };
const bot = (level: 'random' | 'greedy' | 'hard') => createTechChessBot(game, level, small);

/** Plays a game out, checking the invariants after every action; returns the last state and the actions. */
function playChecked(seed: number, bots: ChessBot[]): { state: TechChessState; actions: ChooseAction[] } {
  const actions: ChooseAction[] = [];
  const state = playOut(game, game.setup({ players: 2, seed }), bots, {
    botSeed: seed,
    applyInPlace: game.applyInPlace,
    onAction: (s, seat, _view, _list, action) => {
      actions.push(action);
      // A player sees the other hand only where an effect revealed a card or let them look at it.
      const view = game.view(s, seat);
      cardsIn(s, `hand:${1 - seat}`).forEach((instance, k) => {
        const open = s.revealed.includes(instance) || (s.looked[instance] ?? []).includes(seat);
        expect(view.zones[`hand:${1 - seat}`][k]).toEqual(
          open ? { instance, card: s.cards[instance] } : { hidden: true },
        );
      });
      if (s.pending?.kind === 'chess/action') {
        // The move options are exactly the slow generator's moves from the same board.
        const fen = formatPosition(game.position(s, seat)).replace(/\[\d+\]/g, '');
        const slow = slowLegalMoves(slowBoard(fen))
          .map((m) => `${slowSquare(m.from)}-${slowSquare(m.to)}`)
          .sort();
        const fast = s.pending.options
          .flatMap((o) => {
            const m = (o as { move?: { type: string; notation: string } }).move!;
            return m.type === 'move' ? [m.notation.replace(/^\S+ (\w\d)[-x](\w\d).*$/, '$1-$2')] : [];
          })
          .sort();
        expect(fast, fen).toEqual(slow);
      }
    },
    afterAction: (s) => {
      expect(checkConservation(s)).toEqual([]);
      if (s.flow.stage === 'setup') return;
      for (const [i, id] of Object.entries(s.cards)) {
        if (id.endsWith('-13')) expect(['board', 'expelled']).toContain(locate(s, i)!.zone);
      }
    },
  });
  return { state, actions };
}

suite('bot games to the end', () => {
  it('random against random: the game ends (a win, a draw or the turn limit) with every invariant kept', () => {
    for (const seed of [1, 2]) {
      const { state, actions } = playChecked(seed, [bot('random'), bot('random')]);
      expect(game.outcome(state)).not.toBeNull();
      expect(state.result).not.toBeNull();
      expect(replay(game, { players: 2, seed }, actions)).toEqual(state);
    }
  });

  it('greedy against random, and hard against greedy: the games end, the hard bot wins', () => {
    const greedy = playChecked(3, [bot('greedy'), bot('random')]).state;
    expect(game.outcome(greedy)!.winners).toContain(0); // greedy does not lose (it may not finish a won game in time)
    const hard = playChecked(4, [bot('greedy'), bot('hard')]).state;
    expect(game.outcome(hard)!.winners).toEqual([1]);
    expect(hard.moves.at(-1)!.notation).toMatch(/[#)*]$|\(13[KSTV]\)\*?$/); // checkmate or a king taken
  });

  it('the hard bot with a node budget is reproducible: the same seeds give the same game', () => {
    const a = playOut(game, game.setup({ players: 2, seed: 9 }), [bot('hard'), bot('random')], {
      botSeed: 9,
      applyInPlace: game.applyInPlace,
    });
    const b = playOut(game, game.setup({ players: 2, seed: 9 }), [bot('hard'), bot('random')], {
      botSeed: 9,
      applyInPlace: game.applyInPlace,
    });
    expect(a.moves.map((m) => m.notation)).toEqual(b.moves.map((m) => m.notation));
    expect(game.outcome(a)!.winners).toEqual([0]);
  });

  it('the hard bot with a time budget stops when its clock says so', () => {
    let now = 0;
    const timed = createTechChessBot(game, 'hard', { timeMs: 40, nodes: 1e9, clock: () => (now += 1) }); // 1 ms a reading, read every 1,024 nodes
    let s = game.setup({ players: 2, seed: 5 });
    while (s.pending?.kind !== 'chess/action')
      s = game.apply(s, { type: 'choose', picks: Array.from({ length: s.pending!.min }, (_, i) => i) });
    const rng = new Rng({ rng: seedRng(1) });
    const action = timed(game.view(s, s.pending.seat), game.legalActions(s), rng);
    expect(game.legalActions(s)).toContainEqual(action);
    expect(now).toBeGreaterThanOrEqual(40);
    expect(() =>
      createTechChessBot(game, 'hard', { timeMs: 10 })(game.view(s, s.pending!.seat), game.legalActions(s), rng),
    ).toThrow(/clock/);
  });
});
