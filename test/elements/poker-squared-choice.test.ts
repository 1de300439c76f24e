// <tech-poker-squared> lays out a choice from its options' data: a square option on that square of the
// grid, a bet option on the bet control of its kind. With every prompt and label rewritten to "x", or the
// options listed backwards, every choice of whole matches is laid out the same way.
import { describe, expect, it } from 'vitest';
import { layoutBet, layoutPokerSquared, squareTarget } from '../../src/elements/poker-squared/choice.js';
import { playOut } from '../../src/engine/bots.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { bots, games } from '../../src/games/index.js';
import type { PokerSquaredOption } from '../../src/games/poker-squared/state.js';

const game = games['poker-squared'];
const { good, 'call-everything': callEverything } = bots['poker-squared'];

/** The choice with every word a person reads replaced by "x". */
function wordless(pending: PendingChoice): PendingChoice {
  return { ...pending, prompt: 'x', options: pending.options.map((o) => ({ ...o, label: 'x' })) };
}

/** Every choice of a few whole matches (the good bot bets, raises and folds; card effects in the Tech Deck). */
function choices(): PendingChoice[] {
  const seen: PendingChoice[] = [];
  for (const [seed, options] of [
    [1, {}],
    [2, {}],
    [3, { deck: 'tech', cardEffects: true }],
  ] as const) {
    playOut(game, game.setup({ players: 2, seed, options }), [good, seed === 2 ? callEverything : good], {
      botSeed: seed,
      applyInPlace: game.applyInPlace,
      onAction: (state) => void seen.push(structuredClone(state.pending!)),
    });
  }
  return seen;
}

describe('the Poker Squared layout reads data, not words', () => {
  const all = choices();
  const kinds = (kind: string) => all.filter((p) => p.kind === kind);

  it('puts each square option on its square, whatever its label and wherever it is listed', () => {
    const squares = kinds('poker-squared/place-square');
    expect(squares.length).toBeGreaterThan(20);
    for (const pending of squares) {
      for (const shown of [wordless(pending), { ...wordless(pending), options: [...pending.options].reverse() }]) {
        const layout = layoutPokerSquared(shown, 0);
        // Every option but P8's concede, which has a control of its own (neither a square nor a button).
        const want = new Map(
          (shown.options as PokerSquaredOption[]).flatMap((o, i) =>
            o.concede ? [] : [[squareTarget(o.square!), i] as const],
          ),
        );
        expect(layout.byTarget).toEqual(want);
        expect(layout.buttons).toEqual([]);
        expect(layout.hint).toBe(layoutPokerSquared(pending, 0).hint);
      }
    }
  });

  it('puts each bet option on the control of its kind, and words the hint from the kinds offered', () => {
    const betting = kinds('poker-squared/bet');
    const met = new Set<string>();
    for (const pending of betting) {
      const blind = wordless(pending);
      const bet = layoutBet(blind)!;
      expect(bet).toEqual(layoutBet(pending));
      const options = pending.options as PokerSquaredOption[];
      const at = (kind: string) => options.findIndex((o) => o.bet?.kind === kind);
      expect([bet.check ?? -1, bet.fold ?? -1, bet.call?.index ?? -1]).toEqual([at('check'), at('fold'), at('call')]);
      expect(bet.sizes.map((s) => s.index).sort((a, b) => a - b)).toEqual(
        options.flatMap((o, i) => (o.bet?.kind === 'bet' || o.bet?.kind === 'raise' ? [i] : [])),
      );
      const hint = layoutPokerSquared(blind, 0).hint;
      expect(hint).toBe(layoutPokerSquared(pending, 0).hint);
      met.add(hint.split('.')[0]);
    }
    // Both sides of the betting: nothing owed (check or bet) and a bet to answer (call, raise or fold).
    expect([...met].sort()).toEqual(expect.arrayContaining(['Check or Bet', 'Call, Raise or Fold']));
  });

  it('keeps a card option on its card and the pass a button', () => {
    const effects = kinds('poker-squared/effect-card');
    expect(effects.length).toBeGreaterThan(0);
    for (const pending of effects) {
      const layout = layoutPokerSquared(wordless(pending), 0);
      expect(layout.buttons.map((b) => pending.options[b.index].answer)).toEqual(['pass']);
      expect(layout.byInstance.size).toBe(pending.options.filter((o) => o.instance).length);
    }
  });
});
