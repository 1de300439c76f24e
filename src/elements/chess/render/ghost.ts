// What follows the pointer while a piece or a hand card is dragged (see ../controllers/drag.ts): a copy
// of the piece's face, or the hand card drawn whole.
import type { Card } from '../../../dsl/runtime.js';
import type { SlotView } from '../../../engine/view.js';
import { handKey } from '../layout.js';

/** The ghost of the source `key` dragged from `origin`; `hand`: the seat's hand, to find a hand card in. */
export function dragGhost(
  key: string,
  origin: HTMLElement,
  hand: readonly SlotView[],
  card: (id: string) => Card,
): HTMLElement {
  const face = origin.querySelector<HTMLElement>('.piece');
  if (face) {
    const ghost = document.createElement('div');
    ghost.append(face.cloneNode(true));
    ghost.className = 'ghost-square';
    return ghost;
  }
  const ghost = document.createElement('tech-card') as HTMLElement & { card: unknown };
  const slot = hand.find((s) => s && 'instance' in s && handKey(s.instance) === key);
  if (slot && 'card' in slot) ghost.card = card(slot.card);
  return ghost;
}
