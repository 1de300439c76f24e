/** Registers `<tech-bughouse>` (and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import { TechBughouse } from './bughouse.js';

if (!customElements.get('tech-bughouse')) customElements.define('tech-bughouse', TechBughouse);

export { TechBughouse };
