/**
 * Every element of Tech Deck, registered: `<tech-card>`, `<tech-effect-demo>`, `<tech-grid-poker>`,
 * `<tech-poker-squared>`, `<tech-poker>`, `<tech-tricks>`, `<tech-chess>`, `<tech-bughouse>` and `<tech-playing-card>` (a card of the standard deck).
 * This is `tech-deck/elements` for a bundled app; a page without a bundler loads `dist/cdn/tech-deck.js`
 * instead, the loader that fetches each element when its tag appears (loader.ts). Each tag is defined only
 * if the page has not defined it already, so loading both is harmless.
 */
export { TechCard } from './card/define.js';
export { TechGridPoker } from './grid-poker/define.js';
export { TechEffectDemo } from './effect-demo/define.js';
export { TechPokerSquared } from './poker-squared/define.js';
export { TechPoker } from './poker/define.js';
export { TechPlayingCard } from './playing-card/define.js';
export { TechTricks } from './tricks/define.js';
export { TechChess } from './chess/define.js';
export { TechBughouse } from './bughouse/define.js';
export { TechMoveEvent, TechGameOverEvent, TechErrorEvent } from './events.js';
export type { TechMoveDetail, TechGameOverDetail, TechErrorDetail } from './events.js';
