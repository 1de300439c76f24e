/** Registers `<tech-chess>` (and `<tech-card>`, which it uses). Does nothing for a tag already taken. */
import '../card/define.js';
import { TechChess } from './chess.js';

if (!customElements.get('tech-chess')) customElements.define('tech-chess', TechChess);

export { TechChess };
