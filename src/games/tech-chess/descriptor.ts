// Tech Chess as the product knows it: its factory and its bots, which search the game as built (its
// rules file's board and pieces, its deck's cards). Every ruling is the rules file's: no options.
import { defineGame, plainShare } from '../../engine/descriptor.js';
import { createTechChessBots } from './bots.js';
import { createTechChess, PROCEDURE_NAMES } from './index.js';

export const techChess = defineGame({
  id: 'tech-chess',
  name: 'Tech Chess',
  defaultPlayers: 2,
  options: [],
  procedures: PROCEDURE_NAMES,
  create: createTechChess,
  bots: createTechChessBots,
  defaultBot: 'greedy',
  share: plainShare('tech-chess'), // `#tech-chess=42.2.1.moves`
});
