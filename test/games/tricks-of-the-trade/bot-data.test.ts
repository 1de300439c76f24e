// The good bot decides from what a choice means (its kind, its effect, its options' data), never from
// its words: with every prompt, label and log line rewritten to "x" it plays the very same games, and a
// hand-made choice is answered by its data wherever its words and its order point.
import { describe as suite, expect, it } from 'vitest';
import { playOut, random, type Bot } from '../../../src/engine/bots.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import type { ChoiceOption, PendingChoice } from '../../../src/engine/state.js';
import type { TricksView } from '../../../src/games/index.js';
import { greedy } from '../../../src/games/tricks-of-the-trade/bots.js';
import { game } from './driver.js';

type TBot = Bot<TricksView, ChooseAction>;

/** The view with every word a person reads replaced by "x": the prompt, the labels, the log. */
function wordless<V extends { pending: unknown; log: { text: string }[] }>(view: V): V {
  const copy = structuredClone(view);
  const pending = copy.pending as PendingChoice | null;
  if (pending && 'options' in pending) {
    pending.prompt = 'x';
    for (const option of pending.options) option.label = 'x';
  }
  for (const entry of copy.log) entry.text = 'x';
  return copy;
}

/** Plays a game; returns every action and the kinds of the choices `bot` answered. */
function play(players: number, seed: number, bot: TBot): { actions: string[]; kinds: Set<string> } {
  const actions: string[] = [];
  const kinds = new Set<string>();
  const watched: TBot = (view, list, rng) => {
    const kind = (view.pending as PendingChoice | null)?.kind;
    if (kind) kinds.add(kind);
    return bot(view, list, rng);
  };
  // One seat random: its card effects put questions to the good bot.
  const seats = Array.from({ length: players }, (_, s) => (s === seed % players ? (random as TBot) : watched));
  playOut(game, game.setup({ players, seed }), seats, {
    botSeed: seed,
    applyInPlace: game.applyInPlace,
    onAction: (_s, _seat, _view, _list, action) => void actions.push(action.picks.join(',')),
  });
  return { actions, kinds };
}

suite('the good bot reads data, not words', () => {
  it('plays the same games when every prompt, label and log line says "x" (2 to 4 players, 18 seeds)', () => {
    const met = new Set<string>();
    for (let seed = 0; seed < 18; seed++) {
      const players = 2 + (seed % 3);
      const read = play(players, seed, greedy);
      const blind = play(players, seed, (view, list, rng) => greedy(wordless(view), list, rng));
      expect(blind.actions, `${players} players, seed ${seed}`).toEqual(read.actions);
      for (const kind of read.kinds) met.add(kind);
    }
    // Every kind of decision of the game came up, and the card effects' own.
    for (const kind of [
      'tricks/bid',
      'tricks/offer',
      'tricks/offer-to',
      'tricks/offer-ask',
      'tricks/offer-answer',
      'tricks/effect',
      'tricks/play',
      'effect/may',
      'effect/cards',
    ]) {
      expect(met, kind).toContain(kind);
    }
  }, 60_000);

  /** A view of seat 0 in the tricks phase with this hand and `pending`; trump Science, bid 2. */
  const viewWith = (pending: PendingChoice, extra: Partial<TricksView> = {}): TricksView => ({
    seat: 0,
    players: 3,
    active: 0,
    zones: {},
    owners: {},
    modifiers: [],
    revealed: [],
    log: [],
    pending,
    round: 1,
    rounds: 3,
    tricksPerRound: 6,
    phase: 'tricks',
    over: false,
    firstPlayer: 0,
    leader: 0,
    trump: { card: 'science-2', domain: 'science', revealed: 'science-2' },
    trumpDeck: 2,
    goal: null,
    goals: [null, null, null],
    hand: [
      { instance: 'c1', card: 'knowledge-3', value: 3, domain: 'knowledge', playable: false },
      { instance: 'c2', card: 'science-12', value: 12, domain: 'science', playable: false },
      { instance: 'c3', card: 'services-7', value: 7, domain: 'services', playable: false },
    ],
    handCounts: [3, 6, 6],
    bids: [2, 0, 4],
    bidding: null,
    tricksWon: [0, 0, 0],
    trick: null,
    tricks: [],
    offer: null,
    trades: [],
    scores: [0, 0, 0],
    sheet: [],
    bestCards: [null, null, null],
    remainingTrump: [],
    ranking: null,
    ...extra,
  });
  const handOptions = (order: string[]): ChoiceOption[] =>
    order.map((instance) => ({ label: 'x', instance, card: instance }));
  const ask = (
    kind: PendingChoice['kind'],
    options: ChoiceOption[],
    more: Partial<PendingChoice> = {},
  ): PendingChoice => ({ seat: 0, kind, prompt: 'x', options, min: 1, max: 1, ...more });
  const answer = (pending: PendingChoice, extra?: Partial<TricksView>) => {
    const list = pending.options.map((_, i) => ({ type: 'choose' as const, picks: [i] }));
    return greedy(viewWith(pending, extra), list, new Rng({ rng: seedRng(1) })).picks;
  };

  it('bids the number an option carries, wherever it is listed', () => {
    const numbers = [6, 0, 5, 1, 4, 2, 3];
    const pending = ask(
      'tricks/bid',
      numbers.map((number) => ({ label: 'x', number })),
    );
    const bid = numbers[answer(pending)[0]];
    const inOrder = ask(
      'tricks/bid',
      [0, 1, 2, 3, 4, 5, 6].map((number) => ({ label: `${6 - number} tricks`, number })),
    );
    expect(answer(inOrder)).toEqual([bid]);
  });

  it('offers to the player of the lowest bid by the seat an option names', () => {
    // Seat 1 bid 0, seat 2 bid 4: the labels say the opposite, the order puts seat 2 first.
    expect(
      answer(
        ask('tricks/offer-to', [
          { label: 'Player 3 (bid 0)', seat: 2 },
          { label: 'Player 2 (bid 4)', seat: 1 },
        ]),
      ),
    ).toEqual([1]);
  });

  it('asks for the domain an option carries, and "any card" is the option without one', () => {
    // Three trumps at most: it asks for trump (Science), listed here second.
    const options: ChoiceOption[] = [
      { label: 'x', domain: 'knowledge' },
      { label: 'x', domain: 'science' },
      { label: 'x' },
      { label: 'x', domain: 'services' },
    ];
    expect(answer(ask('tricks/offer-ask', options))).toEqual([1]);
    // No trump this round, no goal: any card.
    expect(answer(ask('tricks/offer-ask', options), { trump: { card: null, domain: null, revealed: null } })).toEqual([
      2,
    ]);
  });

  it('makes no offer, declines and passes by the answer an option carries', () => {
    // A zero bid keeps its hand: the "pass" option, listed first.
    expect(
      answer(ask('tricks/offer', [{ label: 'x', answer: 'pass' }, ...handOptions(['c1', 'c2', 'c3'])]), {
        bids: [0, 0, 4],
      }),
    ).toEqual([0]);
    // An offered card worth less than any of its own: it declines.
    expect(
      answer(ask('tricks/offer-answer', [{ label: 'x', answer: 'no' }, ...handOptions(['c1', 'c3'])]), {
        offer: { from: 1, to: 0, ask: null, offered: 'knowledge-1', given: null, accepted: null },
      }),
    ).toEqual([0]);
    expect(answer(ask('tricks/effect', [{ label: 'x', answer: 'pass' }, ...handOptions(['c1'])]))).toEqual([0]);
  });

  it("parts with its least useful cards when the effect's verb takes them away, keeps the best otherwise", () => {
    const cards = handOptions(['c2', 'c1', 'c3']);
    // Science 12 is trump and the bot wants tricks: Knowledge 3 is the least useful, Science 12 the most.
    for (const verb of ['discard', 'give', 'put', 'exchange', 'replace', 'shuffle', 'expel'] as const) {
      expect(answer(ask('effect/cards', cards, { effect: { verb, role: 'cards' } })), verb).toEqual([1]);
    }
    for (const verb of ['draw', 'take', 'reveal', 'copy', 'count-as'] as const) {
      expect(answer(ask('effect/cards', cards, { effect: { verb, role: 'cards' } })), verb).toEqual([0]);
    }
    expect(answer(ask('discard', cards))).toEqual([1]);
  });

  it('declines "you may" by the answer "no", wherever it is listed', () => {
    const yesNo = (first: 'yes' | 'no'): ChoiceOption[] => [
      { label: 'x', answer: first },
      { label: 'x', answer: first === 'yes' ? 'no' : 'yes' },
    ];
    expect(answer(ask('effect/may', yesNo('yes'), { effect: { verb: 'may' } }))).toEqual([1]);
    expect(answer(ask('effect/may', yesNo('no'), { effect: { verb: 'may' } }))).toEqual([0]);
  });
});
