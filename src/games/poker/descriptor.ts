// Regular poker as the product knows it: its factory, its bots made for the game they play (the good bot
// reads the game's own cards), and the count of players a new game starts with. The same descriptor
// without the bots' code is lazy-descriptor.ts (the element's).
import { defineGame } from '../../engine/descriptor.js';
import { pokerBots } from './bots.js';
import { poker as lazy } from './lazy-descriptor.js';

export const poker = defineGame({ ...lazy, bots: pokerBots });
