// Tech Chess as the product knows it: its factory and its bots, which search the game as built (its
// rules file's board and pieces, its deck's cards). The same descriptor without the bots' code is
// lazy-descriptor.ts (the element's).
import { defineGame } from '../../engine/descriptor.js';
import { createTechChessBots } from './bots.js';
import { techChess as lazy } from './lazy-descriptor.js';

export const techChess = defineGame({ ...lazy, bots: createTechChessBots });
