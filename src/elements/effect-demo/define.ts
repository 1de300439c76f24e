/** Registers `<tech-effect-demo>` (and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import { TechEffectDemo } from './effect-demo.js';

if (!customElements.get('tech-effect-demo')) customElements.define('tech-effect-demo', TechEffectDemo);

export { TechEffectDemo };
