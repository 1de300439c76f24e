// The greedy Grid Poker bot decides from a choice's kind and its options' data, never from the words or
// where an option happens to be: whole games in which every decision is also asked with the prompt and
// every label blanked to 'x', with the labels moved onto the wrong options, and with the options that
// pass or settle moved to the front, must get the same answer.
import { describe as suite, expect, it } from 'vitest';
import { playOut, random, type Bot } from '../../../src/engine/bots.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import type { Selection, Step } from '../../../src/dsl/runtime.js';
import type { ChoiceOption, EffectAsk, PendingChoice } from '../../../src/engine/state.js';
import {
  bots,
  games,
  type GridPokerAction,
  type GridPokerOptions,
  type GridPokerView,
} from '../../../src/games/index.js';

const game = games['grid-poker'];
type GridBot = Bot<GridPokerView, GridPokerAction>;
const { greedy } = bots['grid-poker'];

/** A pending choice asked another way, and how its picks map back to the original options. */
interface Variant {
  pending: PendingChoice;
  back: (picks: number[]) => number[];
}
const same = (picks: number[]) => picks;

function blank(p: PendingChoice): Variant {
  return { pending: { ...p, prompt: 'x', options: p.options.map((o) => ({ ...o, label: 'x' })) }, back: same };
}

/** Each option gets the next option's label: "Top row" on the left column, "Raise by 2" on "Call 1" … */
function shifted(p: PendingChoice): Variant {
  const options = p.options.map((o, i) => ({ ...o, label: p.options[(i + 1) % p.options.length].label }));
  return { pending: { ...p, prompt: [...p.prompt].reverse().join(''), options }, back: same };
}

/** The options that pass or settle (Pass, Keep your company, Take them back, Discard them …) first, in reverse order. */
function moved(p: PendingChoice): Variant {
  const special = (i: number) => 'answer' in p.options[i] || 'settle' in p.options[i];
  const all = p.options.map((_, i) => i);
  const order = [...all.filter(special).reverse(), ...all.filter((i) => !special(i))];
  return {
    pending: { ...p, options: order.map((i) => p.options[i]) },
    back: (picks) => picks.map((k) => order[k]).sort((a, b) => a - b),
  };
}

/** Whether the bot's answer depends on the words: kinds it answers the same way however they read. */
interface Checked {
  asked: Record<string, number>;
  differ: string[];
}

/** Plays whole games; each greedy decision is also asked blanked, shifted and moved, with equal generators. */
function play(players: number, seed: number, options: GridPokerOptions): Checked {
  const asked: Record<string, number> = {};
  const differ: string[] = [];
  let n = 0;
  const checking: GridBot = (view, actions) => {
    const pending = view.pending as PendingChoice;
    const rng = () => new Rng({ rng: seedRng(seed * 1000 + n) });
    n++;
    const answer = greedy(view, actions, rng());
    asked[pending.kind] = (asked[pending.kind] ?? 0) + 1;
    for (const ask of [blank, shifted, moved]) {
      const variant = ask(pending);
      // The legal actions are for the original order: the bot is given none, as for a choice too large to list.
      const other = variant.back(
        greedy({ ...view, pending: variant.pending }, variant.back === same ? actions : [], rng()).picks,
      );
      if (JSON.stringify(other) !== JSON.stringify(answer.picks)) {
        differ.push(
          `${pending.kind} (${ask.name}): ${JSON.stringify(answer.picks)} as asked, ${JSON.stringify(other)} ${ask.name}, for "${pending.prompt}"`,
        );
      }
    }
    return answer;
  };
  const seats = Array.from({ length: players }, (_, s) =>
    s === players - 1 && players > 2 ? (random as GridBot) : checking,
  );
  playOut(game, game.setup({ players, seed, options: { ...options } }), seats, {
    applyInPlace: game.applyInPlace,
    botSeed: seed,
  });
  return { asked, differ };
}

const KINDS = [
  'grid/company',
  'grid/company-effect',
  'grid/hand-effect',
  'grid/hand-cards',
  'grid/hand-line',
  'grid/company-line',
  'grid/bet',
  'grid/market',
  'grid/return',
  'grid/improve',
  'grid/improve-slot',
  'grid/wild-value',
  'grid/wild-domain',
  'discard',
  'effect/may',
  'effect/branch',
  'effect/which-cards',
  'effect/cards',
  'effect/order',
]; // effect/player is rare: see below

suite('the greedy Grid Poker bot reads data, not words', () => {
  it('answers every choice, the game\'s and the card effects\', the same with the prompt and labels blanked to "x" or moved onto other options, or passing moved first', () => {
    const asked: Record<string, number> = {};
    const differ: string[] = [];
    for (const [players, seed, options] of [
      [4, 41, { bidding: true, wildChoice: 'owner' }],
      [3, 42, { wildChoice: 'owner' }],
      [2, 43, { bidding: true }],
      [1, 44, { wildChoice: 'owner' }],
      [4, 45, { wildChoice: 'owner' }],
    ] as const) {
      const checked = play(players, seed, options);
      for (const [k, v] of Object.entries(checked.asked)) asked[k] = (asked[k] ?? 0) + v;
      differ.push(...checked.differ);
    }
    expect(differ).toEqual([]);
    for (const kind of KINDS) expect(asked[kind], kind).toBeGreaterThan(0);
  }, 60_000);
});

/** Seat 0's view at its first grid poker choice of a four-player game, asked `pending` instead. */
function askedAt(kind: PendingChoice['kind'], options: ChoiceOption[], effect: EffectAsk): number[] {
  let s = game.setup({ players: 4, seed: 7 });
  while (!(s.pending?.kind === 'grid/hand-cards' && s.pending.seat === 0))
    s = game.apply(s, {
      type: 'choose',
      picks: greedy(game.view(s, s.pending!.seat), [], new Rng({ rng: seedRng(1) })).picks,
    });
  const pending: PendingChoice = { seat: 0, kind, prompt: 'x', min: 1, max: 1, options, effect };
  return greedy({ ...game.view(s, 0), pending }, [], new Rng({ rng: seedRng(2) })).picks;
}

const phrase = (zone: Selection['zone']): Selection => ({ count: { mode: 'exactly', n: 1 }, zone });
const draw: Step = { kind: 'draw', actor: 'you', cards: phrase({ place: 'deck', end: 'top' }) };
const putBack: Step = { kind: 'put', actor: 'you', cards: phrase({ place: 'hand', player: 'you' }), position: 'top' };

suite('the greedy bot answers card effects from their data, every label "x"', () => {
  const seats = [1, 0, 2, 3].map((seat) => ({ label: 'x', seat }));

  it('a player: itself when the cards go into the hand of the player picked, otherwise an opponent', () => {
    expect(askedAt('effect/player', seats, { verb: 'take', role: 'target' })).toEqual([1]);
    const [pick] = askedAt('effect/player', seats, { verb: 'pick-player', role: 'pick' });
    expect(seats[pick].seat).not.toBe(0);
  });

  it('a sentence of "… or …": the one that draws, wherever it is', () => {
    const options = (steps: Step[][]) => steps.map((s, branch) => ({ label: 'x', branch, steps: s }));
    expect(askedAt('effect/branch', options([[putBack], [draw]]), { verb: 'choice' })).toEqual([1]);
    expect(askedAt('effect/branch', options([[draw], [putBack]]), { verb: 'choice' })).toEqual([0]);
  });

  it('a card phrase of "… or …": the cards it controls rather than the discard', () => {
    const options = [phrase({ place: 'discard' }), phrase({ place: 'in-play', control: 'you' })].map(
      (cards, branch) => ({ label: 'x', branch, cards }),
    );
    expect(askedAt('effect/which-cards', options, { verb: 'copy', role: 'cards' })).toEqual([1]);
    expect(askedAt('effect/which-cards', [...options].reverse(), { verb: 'copy', role: 'cards' })).toEqual([0]);
  });

  it('"You may …": yes to drawing, whichever place the Yes option has', () => {
    const yesNo = [
      { label: 'x', answer: 'yes' as const },
      { label: 'x', answer: 'no' as const },
    ];
    expect(askedAt('effect/may', yesNo, { verb: 'may', steps: [draw] })).toEqual([0]);
    expect(askedAt('effect/may', [...yesNo].reverse(), { verb: 'may', steps: [draw] })).toEqual([1]);
  });
});
