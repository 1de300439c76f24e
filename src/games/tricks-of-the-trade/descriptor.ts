// Tricks of the Trade as the product knows it: its factory, its bots (they read only their view, so one
// table serves every game) and the count of players a new game starts with. The same descriptor without
// the bots' code is lazy-descriptor.ts (the element's).
import { defineGame } from '../../engine/descriptor.js';
import { tricksBots } from './bots.js';
import { tricksOfTheTrade as lazy } from './lazy-descriptor.js';

export const tricksOfTheTrade = defineGame({ ...lazy, bots: () => tricksBots });
