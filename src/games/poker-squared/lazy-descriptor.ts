// Poker Squared's descriptor with its bots imported on demand: what the element imports, so a page draws
// the table before the bots' code (the good bot's odds) has arrived. descriptor.ts adds the bots
// themselves for the headless API and the command line.
import { defineLazyGame } from '../../engine/descriptor.js';
import { createPokerSquared, OPTIONS, PROCEDURE_NAMES } from './index.js';

export const pokerSquared = defineLazyGame({
  id: 'poker-squared',
  name: 'Poker Squared',
  defaultPlayers: 2,
  options: OPTIONS,
  procedures: PROCEDURE_NAMES,
  create: createPokerSquared,
  loadBots: () => import('./bots.js').then((m) => m.pokerSquaredBots),
  defaultBot: 'good',
  // `#poker-squared=42.2.1.t.moves`: the field after humans is the deck, s(tandard) or t(ech, with card effects: P7).
  share: {
    param: 'poker-squared',
    fields: ['[st]'],
    write: (options) => [options.deck === 'tech' ? 't' : 's'],
    read: ([deck]) => (deck === 't' ? { deck: 'tech', cardEffects: true } : {}),
  },
});
