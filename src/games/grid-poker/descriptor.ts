// Grid Poker as the product knows it: its factory, its bots made for the game they play, and the count
// of players a new game starts with (the range is the rules file's; see src/engine/descriptor.ts). The
// same descriptor without the bots' code is lazy-descriptor.ts (the element's).
import { defineGame } from '../../engine/descriptor.js';
import { gridPokerBots } from './bots.js';
import { gridPoker as lazy } from './lazy-descriptor.js';

export const gridPoker = defineGame({ ...lazy, bots: gridPokerBots });
