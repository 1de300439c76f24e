// Regular poker's descriptor with its bots imported on demand: what an element imports, so a page draws
// the table before the bots' code has arrived. descriptor.ts adds the bots themselves for the headless
// API and the command line.
import { defineLazyGame, plainShare } from '../../engine/descriptor.js';
import { createPoker, OPTIONS, PROCEDURE_NAMES } from './index.js';

export const poker = defineLazyGame({
  id: 'poker',
  name: 'Tech Poker',
  defaultPlayers: 4,
  options: OPTIONS,
  procedures: PROCEDURE_NAMES,
  create: createPoker,
  loadBots: () => import('./bots.js').then((m) => m.pokerBots),
  defaultBot: 'good',
  share: plainShare('poker'),
});
