/**
 * The bots the element plays against, by `bot-level`: the game's own (`gridPokerBots` in
 * src/games/grid-poker/bots.ts: `random`, uniform over the legal actions, and `greedy`, which answers
 * each kind of decision with one explainable rule from what its seat may see).
 *
 * A bot's random numbers come from the seed, the number of moves so far and the seat, so a game (and
 * its replay after an undo) goes the same way each time.
 */
import { botActions } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import { Rng, seedRng } from '../../engine/rng.js';
import { gridPokerBots, type GridPokerBot } from '../../games/grid-poker/bots.js';
import type { GridPokerGame, GridPokerState } from '../../games/grid-poker/index.js';
import type { BotLevel } from './settings.js';

/** The bot of a level. */
export const botFor = (level: BotLevel): GridPokerBot => gridPokerBots[level];

/** The generator of one bot move: from the seed, the move number and the seat. */
export function moveRng(seed: number, move: number, seat: number): Rng {
  return new Rng({ rng: seedRng((seed ^ Math.imul(move + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) | 0) });
}

/** The move the bot of `level` makes for the seat to act. */
export function botMove(game: GridPokerGame, state: GridPokerState, level: BotLevel, seed: number, moves: number): ChooseAction {
  const seat = game.actor(state)!;
  return botFor(level)(game.view(state, seat), botActions(game, state), moveRng(seed, moves, seat));
}
