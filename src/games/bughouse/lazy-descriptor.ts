// Bughouse's descriptor with its bots imported on demand: what the element imports, so a page draws both
// boards before the bots' code (Tech Chess's search) has arrived. descriptor.ts adds the bots themselves
// for the headless API and the command line. Every ruling is the rules file's: no options.
import { defineLazyGame, plainShare } from '../../engine/descriptor.js';
import { createBughouse, PROCEDURE_NAMES } from './index.js';

export const bughouse = defineLazyGame({
  id: 'bughouse',
  name: 'Bughouse',
  defaultPlayers: 4,
  options: [],
  procedures: PROCEDURE_NAMES,
  create: createBughouse,
  loadBots: () => import('./bots.js').then((m) => m.createBughouseBots),
  defaultBot: 'greedy',
  share: plainShare('bughouse'), // `#bughouse=42.4.1.moves`
});
