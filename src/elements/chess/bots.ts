/**
 * Tech Chess's bots on a page, a chunk of their own that spec.ts imports after the first frame: the
 * engine's random and one-ply greedy bots, and the hard search on the page's budget, which also thinks
 * in slices so the page stays responsive.
 */
import { createTechChessBot, createThinkingTechChessBot, HARD_BUDGET } from '../../games/tech-chess/bots.js';
import type { TechChessGame, TechChessState, TechChessView } from '../../games/tech-chess/index.js';
import { specBots } from '../shared/bots.js';
import type { PlayedGame, SpecBots } from '../shared/game-controller.js';
import { slicedBot } from './sliced-bot.js';

/**
 * The hard bot's budget on a page: about half a second of search a move on the page's clock (a pleasant
 * pace, whatever the device; the page's own work between the search's slices doesn't count), and never
 * more nodes than this. The engine's default node budget keeps tests and figure scripts reproducible;
 * here the moves are saved as they are played, so a replay does not need the search to repeat itself.
 */
export const PAGE_BUDGET = {
  nodes: HARD_BUDGET.nodes! * 5,
  depth: HARD_BUDGET.depth,
  timeMs: 450,
  clock: () => performance.now(),
};

/** The bots by level for a game: the hard one searches on the page's budget. */
const pageBots = (played: TechChessGame) => ({
  random: createTechChessBot(played, 'random'),
  greedy: createTechChessBot(played, 'greedy'),
  hard: createTechChessBot(played, 'hard', PAGE_BUDGET),
});

/** The bots of the built-in `game` and of any other it plays (an edited deck or rules: every bot searches that game). */
export function chessBots(game: TechChessGame): SpecBots<TechChessState, TechChessView> {
  const { bots, botsFor } = specBots(game, pageBots);
  return {
    bots,
    botsFor: (other: PlayedGame<TechChessState, TechChessView>) => botsFor(other as TechChessGame),
    // The hard bot searches in slices (./sliced-bot.ts): the game in play, built-in or on other cards or rules.
    asyncBots: (played) => ({
      hard: slicedBot(createThinkingTechChessBot(played as TechChessGame, 'hard', PAGE_BUDGET)),
    }),
  };
}
