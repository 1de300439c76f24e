// Grid Poker as the product knows it: its factory, its bots made for the game they play, and the count
// of players a new game starts with (the range is the rules file's; see src/engine/descriptor.ts).
import { defineGame } from '../../engine/descriptor.js';
import { gridPokerBots } from './bots.js';
import { createGridPoker, OPTIONS, PROCEDURE_NAMES } from './index.js';

export const gridPoker = defineGame({
  id: 'grid-poker',
  name: 'Grid Poker',
  defaultPlayers: 2,
  options: OPTIONS,
  procedures: PROCEDURE_NAMES,
  create: createGridPoker,
  bots: gridPokerBots,
  defaultBot: 'greedy',
  // `#grid-poker=42.2.1.0.moves`: the field after humans is bidding (G11), 1 or 0.
  share: {
    param: 'grid-poker',
    fields: ['[01]'],
    write: (options) => [options.bidding === true ? '1' : '0'],
    read: ([bidding]) => ({ bidding: bidding === '1' }),
  },
});
