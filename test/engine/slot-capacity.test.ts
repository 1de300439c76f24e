// A step of a rules file never puts more cards into a slotted zone (slots, a grid) than it has places:
// the cards that find no empty place stay where they were, as a step that runs out of cards does as much
// as it can. Before, a card with no gap to go to was put on top, and a 3 by 3 market grew to 16 cards.
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import { runFlow, type FlowGame } from '../../src/engine/flow.js';
import { createRulesState } from '../../src/engine/rules-state.js';
import { termsFromRules } from '../../src/engine/rules-terms.js';
import { STEPS } from '../../src/engine/steps.js';
import { cardsIn, checkConservation } from '../../src/engine/zones.js';
import { loadDeck } from '../../src/tools/deck-files.js';

const deck = loadDeck('cards').cards;
const catalogue = Object.fromEntries(deck.map((c) => [c.id, c]));

/** A game whose setup is `steps` (the amounts are not known from the file, so the compiler lets them pass). */
function setUp(steps: string[]) {
  const text = [
    'game: Slot Test',
    'players: 2',
    'decks: one Tech Deck',
    'rounds: 1',
    'effects last until the end of the round',
    'zones:',
    '  deck: a pile, shared, face down',
    '  discard: a pile, shared, face up',
    '  expelled: a set, shared, face up',
    '  hand: per player, private',
    '  market: a 3 by 3 grid, shared, face up',
    '  company: 2 slots, per player, face up',
    'terms:',
    '  in play: the market and each company',
    '  controlled: your company',
    '  neutral: the market',
    '  your hand: your hand',
    'setup:',
    ...steps.map((s, i) => `  ${i + 1}. ${s}`),
    'phases:',
    '  1. end: the game, procedure check-game-end',
    '',
  ].join('\n');
  const { rules, problems } = compileRulesFile(text, 'rules/slot-test.rules');
  expect(problems).toEqual([]);
  const game: FlowGame = { rules: rules!, env: { catalogue, terms: termsFromRules(rules!) }, procedures: STEPS };
  const state = createRulesState(rules!, game.env, deck, { players: 2, seed: 1, options: {} });
  runFlow(state, game);
  return state;
}

const scienceIn = (state: ReturnType<typeof setUp>, zone: string) =>
  cardsIn(state, zone).filter((i) => catalogue[state.cards[i]].domain === 'science');

suite('a step into a slotted zone stops at its places', () => {
  it('"move the Science cards from the deck to the market": 9 go into the 3 by 3 market, the other 4 stay in the deck', () => {
    const state = setUp(['move the Science cards from the deck to the market']);
    expect(state.zones.market).toHaveLength(9);
    expect(scienceIn(state, 'market')).toHaveLength(9);
    expect(scienceIn(state, 'deck')).toHaveLength(4);
    expect(checkConservation(state)).toEqual([]);
  });

  it('fills the gaps only: a market with 5 cards takes 4 more', () => {
    const state = setUp(['deal 5 cards face up to the market', 'move the Science cards from the deck to the market']);
    expect(state.zones.market).toHaveLength(9);
    expect(cardsIn(state, 'market')).toHaveLength(9);
    expect(checkConservation(state)).toEqual([]);
  });

  it('a full company takes no more: "deal 2 cards face up to each company", then a move into it moves nothing', () => {
    const state = setUp([
      'deal 2 cards face up to each company',
      'move the Science cards from the deck to each company',
    ]);
    // "to each company" names the first seat's as the target of a move (zoneIds' first): it is full.
    for (const seat of [0, 1]) expect(state.zones[`company:${seat}`]).toHaveLength(2);
    expect(
      scienceIn(state, 'deck').length + scienceIn(state, 'company:0').length + scienceIn(state, 'company:1').length,
    ).toBe(13);
    expect(checkConservation(state)).toEqual([]);
  });
});
