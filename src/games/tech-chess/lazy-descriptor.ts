// Tech Chess's descriptor with its bots imported on demand: what the element imports, so a page draws
// the board before the bots' code (the search) has arrived. descriptor.ts adds the bots themselves for
// the headless API and the command line. Every ruling is the rules file's: no options.
import { defineLazyGame, plainShare } from '../../engine/descriptor.js';
import { createTechChess, PROCEDURE_NAMES } from './index.js';

export const techChess = defineLazyGame({
  id: 'tech-chess',
  name: 'Tech Chess',
  defaultPlayers: 2,
  options: [],
  procedures: PROCEDURE_NAMES,
  create: createTechChess,
  loadBots: () => import('./bots.js').then((m) => m.createTechChessBots),
  defaultBot: 'greedy',
  share: plainShare('tech-chess'), // `#tech-chess=42.2.1.moves`
});
