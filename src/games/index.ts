// The games, each built from the compiled deck and its compiled rules file (src/data, made by the build).
import deck from '../data/deck.json' with { type: 'json' };
import rules from '../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../dsl/runtime.js';
import { random } from '../engine/bots.js';
import { gridPokerBots } from './grid-poker/bots.js';
import { createGridPoker } from './grid-poker/index.js';
import { pokerSquaredBots } from './poker-squared/bots.js';
import { createPokerSquared } from './poker-squared/index.js';
import { createTechChess, createTechChessBots } from './tech-chess/index.js';
import { tricksBots } from './tricks-of-the-trade/bots.js';
import { createTricksOfTheTrade } from './tricks-of-the-trade/index.js';

/** The compiled Tech Deck: 54 cards. */
export const techDeck = deck as Card[];
const allRules = rules as unknown as Record<string, Rules>;

export const games = {
  'grid-poker': createGridPoker(techDeck, allRules['grid-poker']),
  'poker-squared': createPokerSquared(techDeck, allRules['poker-squared']),
  'tricks-of-the-trade': createTricksOfTheTrade(techDeck, allRules['tricks-of-the-trade']),
  'tech-chess': createTechChess(techDeck, allRules['tech-chess']),
};

/**
 * Bots, `(view, legalActions, rng) => action`: `bots.random` plays any game; `bots['grid-poker']` holds
 * Grid Poker's (`random`, `greedy`). `bots.greedy` is Grid Poker's greedy bot, the only game with one so far.
 */
export const bots = {
  random,
  greedy: gridPokerBots.greedy,
  'grid-poker': gridPokerBots,
  'tricks-of-the-trade': tricksBots, // random and greedy (the good bot)
  'poker-squared': pokerSquaredBots, // good, random and callEverything
  'tech-chess': createTechChessBots(games['tech-chess']), // random, greedy and hard (alpha-beta, a node budget)
};

export { createGridPoker, createPokerSquared, createTricksOfTheTrade, createTechChess };
export type { GridPokerState, GridPokerView, GridPokerAction, GridPokerGame, GridPokerOptions } from './grid-poker/index.js';
export type { PokerSquaredState, PokerSquaredView, PokerSquaredAction, PokerSquaredGame, PokerSquaredOptions } from './poker-squared/index.js';
export type { TricksState, TricksView, TricksAction, TricksGame, TricksOptions } from './tricks-of-the-trade/index.js';
export type { TechChessState, TechChessView, TechChessAction, TechChessGame } from './tech-chess/index.js';
