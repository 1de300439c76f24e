// Bughouse Tech Chess as the product knows it: its factory and its bots (B1: four players; every ruling
// is the rules file's, so no options).
import { defineGame, plainShare } from '../../engine/descriptor.js';
import { createBughouseBots } from './bots.js';
import { createBughouse, PROCEDURE_NAMES } from './index.js';

export const bughouse = defineGame({
  id: 'bughouse',
  name: 'Bughouse',
  defaultPlayers: 4,
  options: [],
  procedures: PROCEDURE_NAMES,
  create: createBughouse,
  bots: createBughouseBots,
  loadBots: () => import('./bots.js').then((m) => m.createBughouseBots),
  defaultBot: 'greedy',
  share: plainShare('bughouse'), // `#bughouse=42.4.1.moves`
});
