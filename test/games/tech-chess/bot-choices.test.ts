// The bots decide from a choice's kind, its `effect` and its options' data, never from words: whole games
// in which every answer is asked again with the prompt, the labels and the log reworded, and choices
// whose words say the opposite of their data.
import { describe as suite, expect, it } from 'vitest';
import { playOut, type Bot } from '../../../src/engine/bots.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import type { ChoiceOption, PendingChoice } from '../../../src/engine/state.js';
import { createTechChessBot } from '../../../src/games/tech-chess/bots.js';
import type { ChessOption, TechChessView } from '../../../src/games/tech-chess/index.js';
import { game, started } from './driver.js';

type ChessBot = Bot<TechChessView, ChooseAction>;

/** The view with every word a person reads replaced: the prompt, the options' labels, the log. */
function reworded(view: TechChessView): TechChessView {
  const pending =
    view.pending && 'options' in view.pending
      ? { ...view.pending, prompt: 'x', options: view.pending.options.map((o) => ({ ...o, label: 'x' })) }
      : view.pending;
  return { ...view, pending, log: view.log.map((e) => ({ ...e, text: 'x' })) };
}

/** What a choice is about, as the bots tell choices apart (a Done option: picked one at a time). */
const purpose = (p: PendingChoice) =>
  `${p.kind} ${p.effect?.verb ?? ''}/${p.effect?.role ?? ''}${p.options.some((o) => o.answer === 'done') ? ' one at a time' : ''}`;

suite('the bots read no words', () => {
  it('answer every choice of whole games the same with the prompts, labels and log reworded', () => {
    const greedy = createTechChessBot(game, 'greedy');
    const asked = new Set<string>();
    let n = 0;
    const checking: ChessBot = (view, actions) => {
      // Both answers get a generator in the same state: ties are broken alike.
      const rng = (
        (seed) => () =>
          new Rng({ rng: seedRng(seed) })
      )(++n);
      const action = greedy(view, actions, rng());
      expect(greedy(reworded(view), actions, rng())).toEqual(action);
      asked.add(purpose(view.pending as PendingChoice));
      return action;
    };
    for (const seed of [1, 2, 3, 4, 5, 6])
      playOut(game, game.setup({ players: 2, seed }), [checking, checking], { botSeed: seed });
    // The games asked every kind of question the bots answer differently.
    for (const kind of [
      'chess/action /',
      'chess/pick /',
      'chess/arrange /',
      'chess/capture-effect /',
      'effect/may may/',
      'effect/player pick-player/pick',
      'effect/branch choice/',
      'effect/which-cards exchange/with',
      'effect/order arrange/first',
      'effect/order put/top',
      'effect/order put/bottom',
      'effect/cards take/cards',
      'effect/cards copy/cards',
      'effect/cards exchange/with',
      'effect/cards count-as/cards',
      'effect/cards discard/cards',
      'effect/cards expel/cards one at a time',
    ])
      expect([...asked]).toContain(kind);
  });

  // Choices whose words say one thing and whose data another: the data wins. A position after the setup,
  // the first player to move; the options name cards that are not on the board (cards to hold).
  const state = started(1);
  const seat = state.pending!.seat;
  const view = game.view(state, seat);
  const greedy = createTechChessBot(game, 'greedy');
  const answer = (choice: Omit<PendingChoice, 'seat' | 'min' | 'max'> & Partial<PendingChoice>) => {
    const pending: PendingChoice = { seat, min: 1, max: 1, ...choice };
    return greedy({ ...view, pending }, [], new Rng({ rng: seedRng(1) })).picks;
  };
  const card = (id: string, label: string): ChoiceOption => ({ label, card: id, instance: `test-${id}` });
  const strong = 'knowledge-12'; // a queen's card: worth more to the bot …
  const weak = 'knowledge-2'; // … than a pawn's

  it('"you may": the option answering yes, whatever it says', () => {
    expect(
      answer({
        kind: 'effect/may',
        prompt: 'Draw a card?',
        effect: { verb: 'may' },
        options: [
          { label: 'Yes', answer: 'no' },
          { label: 'No', answer: 'yes' },
        ],
      }),
    ).toEqual([1]);
  });

  it('a player: another seat than its own, however the labels name them', () => {
    const options = [
      { label: 'Player 1', seat },
      { label: 'Player 2 (you)', seat: 1 - seat },
    ];
    expect(
      answer({
        kind: 'effect/player',
        prompt: 'Choose a player to pick',
        effect: { verb: 'pick-player', role: 'pick' },
        options,
      }),
    ).toEqual([1]);
  });

  it('"… or …": the sentence that draws, by its steps', () => {
    const draw = {
      kind: 'draw',
      actor: 'you',
      cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'deck', end: 'top' } },
    } as const;
    const expel = { kind: 'expel', actor: 'you', cards: { ref: 'it' } } as const;
    const options = [
      { label: 'Draw it.', branch: 0, steps: [expel] },
      { label: 'Expel it.', branch: 1, steps: [draw] },
    ];
    expect(answer({ kind: 'effect/branch', prompt: 'Choose one', effect: { verb: 'choice' }, options })).toEqual([1]);
  });

  it('an order: the card wanted most first or on top, the one wanted least under first, by the role', () => {
    const options = [card(weak, 'x'), card(strong, 'x')];
    expect(
      answer({
        kind: 'effect/order',
        prompt: 'Choose the card to go under first (1 of 2)',
        effect: { verb: 'arrange', role: 'first' },
        options,
      }),
    ).toEqual([1]);
    expect(
      answer({
        kind: 'effect/order',
        prompt: 'Choose the card to come first (1 of 2)',
        effect: { verb: 'put', role: 'bottom' },
        options,
      }),
    ).toEqual([0]);
  });

  it('cards: the wanted ones for a verb that gives them to the bot, the unwanted ones else, by verb and role', () => {
    const options = [card(weak, 'x'), card(strong, 'x')];
    expect(
      answer({
        kind: 'effect/cards',
        prompt: 'Choose a card in the discard to discard',
        effect: { verb: 'take', role: 'cards' },
        options,
      }),
    ).toEqual([1]);
    expect(
      answer({
        kind: 'effect/cards',
        prompt: 'Choose a card in the discard to take',
        effect: { verb: 'discard', role: 'cards' },
        options,
      }),
    ).toEqual([0]);
    expect(
      answer({
        kind: 'effect/cards',
        prompt: 'Choose a card to exchange',
        effect: { verb: 'exchange', role: 'with' },
        options,
      }),
    ).toEqual([1]);
    expect(
      answer({
        kind: 'effect/cards',
        prompt: 'Choose a card to exchange it with',
        effect: { verb: 'exchange', role: 'cards' },
        options,
      }),
    ).toEqual([0]);
    expect(
      answer({
        kind: 'effect/cards',
        prompt: 'Choose a card to expel',
        effect: { verb: 'count-as', role: 'cards' },
        options,
      }),
    ).toEqual([1]);
    // One at a time (a Done option): given up as least wanted, Done as soon as it may.
    const done = { label: 'Take', answer: 'done' } as const;
    expect(
      answer({
        kind: 'effect/cards',
        prompt: 'Choose a card to take',
        effect: { verb: 'expel', role: 'cards' },
        options: [...options, done],
      }),
    ).toEqual([2]);
  });

  it("the capturing card's effect and the default arrangement: by their answers", () => {
    const host = 'services-12'; // "Each player may use the effect of a card they control. Then, draw two cards."
    const capture = [
      { label: 'Yes', answer: 'no' },
      { label: 'No', answer: 'yes', card: host, instance: 'test-host' },
    ] as ChoiceOption[];
    expect(answer({ kind: 'chess/capture-effect', prompt: 'Use the effect?', options: capture })).toEqual([1]);
    const arrange: ChessOption[] = [
      { label: 'Default: 1S a1', answer: 'no' },
      { label: 'Choose the order yourself', answer: 'yes', placements: [] },
    ];
    expect(answer({ kind: 'chess/arrange', prompt: 'Arrange', options: arrange })).toEqual([1]);
  });
});
