/** Registers `<tech-poker>` (and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import { TechPoker } from './poker.js';

if (!customElements.get('tech-poker')) customElements.define('tech-poker', TechPoker);

export { TechPoker };
