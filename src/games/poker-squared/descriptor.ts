// Poker Squared as the product knows it: its factory, its bots made for the game they play (the good
// bot reads the odds of the game's own Tech Deck cards), and the count of players a new game starts with.
import { defineGame } from '../../engine/descriptor.js';
import { pokerSquaredBots } from './bots.js';
import { createPokerSquared, OPTIONS, PROCEDURE_NAMES } from './index.js';

export const pokerSquared = defineGame({
  id: 'poker-squared',
  name: 'Poker Squared',
  defaultPlayers: 2,
  options: OPTIONS,
  procedures: PROCEDURE_NAMES,
  create: createPokerSquared,
  bots: pokerSquaredBots,
  defaultBot: 'good',
  // `#poker-squared=42.2.1.t.moves`: the field after humans is the deck, s(tandard) or t(ech, with card effects: P7).
  share: {
    param: 'poker-squared',
    fields: ['[st]'],
    write: (options) => [options.deck === 'tech' ? 't' : 's'],
    read: ([deck]) => (deck === 't' ? { deck: 'tech', cardEffects: true } : {}),
  },
});
