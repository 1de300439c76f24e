// Grid Poker's descriptor with its bots imported on demand: what the element imports, so a page draws the
// table before the bots' code (the greedy bot's odds and market sense) has arrived. descriptor.ts adds
// the bots themselves for the headless API and the command line.
import { defineLazyGame } from '../../engine/descriptor.js';
import { createGridPoker, OPTIONS, PROCEDURE_NAMES } from './index.js';

export const gridPoker = defineLazyGame({
  id: 'grid-poker',
  name: 'Grid Poker',
  defaultPlayers: 2,
  options: OPTIONS,
  procedures: PROCEDURE_NAMES,
  create: createGridPoker,
  loadBots: () => import('./bots.js').then((m) => m.gridPokerBots),
  defaultBot: 'greedy',
  // `#grid-poker=42.2.1.0.moves`: the field after humans holds the options as bits: 1 bidding (G11), 2 one
  // deck (G13). Links made before the one-deck option (0 or 1) read as they did.
  share: {
    param: 'grid-poker',
    fields: ['[0-3]'],
    write: (options) => [String((options.bidding === true ? 1 : 0) + (options.oneDeck === true ? 2 : 0))],
    read: ([flags]) => ({
      bidding: (Number(flags) & 1) === 1,
      ...((Number(flags) & 2) === 2 ? { oneDeck: true } : {}),
    }),
  },
});
