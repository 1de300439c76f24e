// Poker Squared as the product knows it: its factory, its bots made for the game they play (the good
// bot reads the odds of the game's own Tech Deck cards), and the count of players a new game starts with.
// The same descriptor without the bots' code is lazy-descriptor.ts (the element's).
import { defineGame } from '../../engine/descriptor.js';
import { pokerSquaredBots } from './bots.js';
import { pokerSquared as lazy } from './lazy-descriptor.js';

export const pokerSquared = defineGame({ ...lazy, bots: pokerSquaredBots });
