/**
 * Bughouse's bots on a page, a chunk of their own that game.ts imports after the first frame: the
 * engine's random, greedy and hard bots of src/games/bughouse/bots.ts, the hard one thinking in slices
 * as Tech Chess's does on a page (../chess/sliced-bot.ts), so the page stays responsive while it searches.
 * Its budget is the engine's (HARD_BUDGET): the same moves as the command line's hard bot.
 */
import { createBughouseBots, createThinkingBughouseBot } from '../../games/bughouse/bots.js';
import type { BughouseGame, BughouseState, BughouseView } from '../../games/bughouse/index.js';
import { slicedBot } from '../chess/sliced-bot.js';
import { specBots } from '../shared/bots.js';
import type { PlayedGame, SpecBots } from '../shared/game-controller.js';

/** The bots of the built-in `game` and of any other it plays (an edited deck or rules). */
export function bughouseBots(game: BughouseGame): SpecBots<BughouseState, BughouseView> {
  const { bots, botsFor } = specBots(game, createBughouseBots);
  return {
    bots,
    botsFor: (other: PlayedGame<BughouseState, BughouseView>) => botsFor(other as BughouseGame),
    // The hard bot searches in slices: the game in play, built-in or on other cards or rules.
    asyncBots: (played) => ({ hard: slicedBot(createThinkingBughouseBot(played as BughouseGame, 'hard')) }),
  };
}
