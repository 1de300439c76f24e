/**
 * The card editor's event. A typed `Event` subclass with an object `detail`, bubbling and composed, like
 * the game elements' events; fired when the designer's edit has been compiled, never for a property a
 * page sets.
 */
import type { Card } from '../../dsl/runtime.js';
import type { Problem } from '../../dsl/shared/problems.js';

/** What `tech-card-change` tells: the text, and what it compiled to. */
export interface TechCardChangeDetail {
  value: string; // the card file's text
  card: Card | null; // the compiled card, or null while the text has problems
  problems: Problem[]; // every problem of the text, located (1-based lines and columns, end exclusive)
}

/** Fired after an edit is compiled (after the typing pause, `delay`). */
export class TechCardChangeEvent extends Event {
  static readonly type = 'tech-card-change';
  constructor(readonly detail: TechCardChangeDetail) {
    super(TechCardChangeEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tech-card-change': TechCardChangeEvent;
  }
}
