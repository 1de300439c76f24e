/** Registers `<tech-poker-squared>` (and `<tech-playing-card>` and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import '../playing-card/define.js';
import { TechPokerSquared } from './poker-squared.js';

if (!customElements.get('tech-poker-squared')) customElements.define('tech-poker-squared', TechPokerSquared);

export { TechPokerSquared };
