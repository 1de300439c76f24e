// Poker Squared's bots decide from what a choice means (its kind and its options' card, square, bet and
// answer), never from its words: with every prompt, label and log line rewritten to "x" they play the
// very same matches, and a hand-made choice is answered by its data wherever its words and order point.
import { describe as suite, expect, it } from 'vitest';
import { playOut, type Bot } from '../../../src/engine/bots.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import type { PendingChoice } from '../../../src/engine/state.js';
import { bots } from '../../../src/games/index.js';
import type { PokerSquaredView } from '../../../src/games/index.js';
import type { PokerSquaredOption } from '../../../src/games/poker-squared/state.js';
import { game, pendingKind, playUntil, setup } from './driver.js';

type PSBot = Bot<PokerSquaredView, ChooseAction>;
const { good, 'call-everything': callEverything } = bots['poker-squared'];

/** The view with every word a person reads replaced by "x": the prompt, the labels, the log. */
function wordless(view: PokerSquaredView): PokerSquaredView {
  const copy = structuredClone(view);
  const pending = copy.pending;
  if (pending && 'options' in pending) {
    pending.prompt = 'x';
    for (const option of pending.options) option.label = 'x';
  }
  for (const entry of copy.log) entry.text = 'x';
  return copy;
}

const blind =
  (bot: PSBot): PSBot =>
  (view, actions, rng) =>
    bot(wordless(view), actions, rng);

/** Plays a match; returns every action and the kinds of the choices met. */
function play(seed: number, seats: PSBot[], options = {}): { actions: string[]; kinds: Set<string> } {
  const actions: string[] = [];
  const kinds = new Set<string>();
  playOut(game, game.setup({ players: 2, seed, options }), seats, {
    botSeed: seed,
    applyInPlace: game.applyInPlace,
    onAction: (state, _seat, _view, _list, action) => {
      kinds.add(state.pending!.kind);
      actions.push(action.picks.join(','));
    },
  });
  return { actions, kinds };
}

suite('the bots read data, not words', () => {
  it('the good and call-everything bots play the same matches when every prompt, label and log line says "x"', () => {
    const met = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      for (const options of [{}, { deck: 'tech', cardEffects: true }]) {
        const read = play(seed, [good, callEverything], options);
        expect(
          play(seed, [blind(good), blind(callEverything)], options).actions,
          `seed ${seed} ${JSON.stringify(options)}`,
        ).toEqual(read.actions);
        for (const kind of read.kinds) met.add(kind);
      }
    }
    for (const kind of [
      'poker-squared/place-card',
      'poker-squared/place-square',
      'poker-squared/bet',
      'poker-squared/effect-card',
    ])
      expect(met, kind).toContain(kind);
  }, 60_000);

  const answer = (bot: PSBot, view: PokerSquaredView) => {
    const pending = view.pending as PendingChoice;
    const list = pending.options.map((_, i) => ({ type: 'choose' as const, picks: [i] }));
    return bot(view, list, new Rng({ rng: seedRng(1) })).picks[0];
  };

  /**
   * At seat 0's first choice of `kind`, `bot` answers the view as it is and the view with its options
   * listed backwards and their words gone: the same option both times.
   */
  function sameOptionReversed(bot: PSBot, kind: string, options = {}): PokerSquaredOption {
    const s = playUntil(setup(4, options), pendingKind(kind, 0));
    const view = game.view(s, 0);
    const reversed = wordless(view);
    const pending = reversed.pending as PendingChoice;
    pending.options.reverse();
    const pick = answer(bot, view);
    expect(answer(bot, reversed), kind).toBe(pending.options.length - 1 - pick);
    return s.pending!.options[pick];
  }

  it('the good bot places its card on the square an option names and bets by the bet it carries', () => {
    expect(sameOptionReversed(good, 'poker-squared/place-square').square).toBeTypeOf('number');
    expect(sameOptionReversed(good, 'poker-squared/bet').bet).toBeDefined();
  });

  it('call-everything checks or calls by the bet an option carries, and passes on card effects by the answer "pass"', () => {
    expect(['check', 'call']).toContain(sameOptionReversed(callEverything, 'poker-squared/bet').bet!.kind);
    expect(
      sameOptionReversed(callEverything, 'poker-squared/effect-card', { deck: 'tech', cardEffects: true }).answer,
    ).toBe('pass');
  });
});
