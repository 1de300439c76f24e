/** Registers `<tech-card-editor>` (and `<tech-card>`, which it shows). Does nothing if the tag is taken. */
import { TechCardEditor } from './card-editor.js';

if (!customElements.get('tech-card-editor')) customElements.define('tech-card-editor', TechCardEditor);

export { TechCardEditor };
export { TechCardChangeEvent } from './events.js';
export type { TechCardChangeDetail } from './events.js';
