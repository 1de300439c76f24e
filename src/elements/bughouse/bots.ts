/**
 * Bughouse's bots on a page: the engine's random, greedy and hard bots of src/games/bughouse/bots.ts,
 * the hard one thinking in slices as Tech Chess's does on a page (../chess/sliced-bot.ts), so the page
 * stays responsive while it searches. Its budget is the engine's (HARD_BUDGET): the same moves as the
 * command line's hard bot.
 *
 * The bots' module is handed in, imported after the first frame by game.ts: the same chunk the game's
 * lazy descriptor imports, so Tech Chess's search stays in the bots' chunks and out of the code every
 * game loads before its first frame.
 */
import type * as Bots from '../../games/bughouse/bots.js';
import type { BughouseGame, BughouseState, BughouseView } from '../../games/bughouse/index.js';
import { slicedBot } from '../chess/sliced-bot.js';
import { specBots } from '../shared/bots.js';
import type { PlayedGame, SpecBots } from '../shared/game-controller.js';

/** The bots of the built-in `game` and of any other it plays (an edited deck or rules). */
export function bughouseBots(game: BughouseGame, bots: typeof Bots): SpecBots<BughouseState, BughouseView> {
  const { bots: built, botsFor } = specBots(game, bots.createBughouseBots);
  return {
    bots: built,
    botsFor: (other: PlayedGame<BughouseState, BughouseView>) => botsFor(other as BughouseGame),
    // The hard bot searches in slices: the game in play, built-in or on other cards or rules.
    asyncBots: (played) => ({ hard: slicedBot(bots.createThinkingBughouseBot(played as BughouseGame, 'hard')) }),
  };
}
