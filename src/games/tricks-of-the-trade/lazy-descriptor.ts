// Tricks of the Trade's descriptor with its bots imported on demand: what the element imports, so a page
// draws the table before the bots' code has arrived. descriptor.ts adds the bots themselves for the
// headless API and the command line. Its options are the rules file's ruling names.
import { defineLazyGame, plainShare } from '../../engine/descriptor.js';
import { createTricksOfTheTrade, PROCEDURE_NAMES } from './index.js';

export const tricksOfTheTrade = defineLazyGame({
  id: 'tricks-of-the-trade',
  name: 'Tricks of the Trade',
  defaultPlayers: 3,
  options: [],
  procedures: PROCEDURE_NAMES,
  create: createTricksOfTheTrade,
  // They read only their view, so one table serves every game.
  loadBots: () => import('./bots.js').then((m) => () => m.tricksBots),
  defaultBot: 'greedy',
  share: plainShare('tricks'), // `#tricks=42.3.1.moves`
});
