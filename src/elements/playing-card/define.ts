/** Registers `<tech-playing-card>`. Importing this module is the side effect; it does nothing if the tag is taken. */
import { TechPlayingCard } from './playing-card.js';

if (!customElements.get('tech-playing-card')) customElements.define('tech-playing-card', TechPlayingCard);

export { TechPlayingCard };
