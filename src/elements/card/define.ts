/** Registers `<tech-card>`. Importing this module is the side effect; it does nothing if the tag is taken. */
import { TechCard } from './card.js';

if (!customElements.get('tech-card')) customElements.define('tech-card', TechCard);

export { TechCard };
