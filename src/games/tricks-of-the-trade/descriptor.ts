// Tricks of the Trade as the product knows it: its factory, its bots (they read only their view, so one
// table serves every game) and the count of players a new game starts with. Its options are the rules
// file's ruling names.
import { defineGame, plainShare } from '../../engine/descriptor.js';
import { tricksBots } from './bots.js';
import { createTricksOfTheTrade, PROCEDURE_NAMES } from './index.js';

export const tricksOfTheTrade = defineGame({
  id: 'tricks-of-the-trade',
  name: 'Tricks of the Trade',
  defaultPlayers: 3,
  options: [],
  procedures: PROCEDURE_NAMES,
  create: createTricksOfTheTrade,
  bots: () => tricksBots,
  defaultBot: 'greedy',
  share: plainShare('tricks'), // `#tricks=42.3.1.moves`
});
