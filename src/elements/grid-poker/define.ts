/** Registers `<tech-grid-poker>` (and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import { TechGridPoker } from './grid-poker.js';

if (!customElements.get('tech-grid-poker')) customElements.define('tech-grid-poker', TechGridPoker);

export { TechGridPoker };
