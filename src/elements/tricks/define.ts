/** Registers `<tech-tricks>` (and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import { TechTricks } from './tricks.js';

if (!customElements.get('tech-tricks')) customElements.define('tech-tricks', TechTricks);

export { TechTricks };
