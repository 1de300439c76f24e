// One card on the board as a grid cell: a button holding a <tech-card>, highlighted when it is a legal
// target of the pending choice, pressed when selected, and inert (aria-disabled) otherwise.
import { html, nothing, type TemplateResult } from 'lit';
import { cardLabel } from '../../card/card.js';
import type { Card } from '../../../dsl/runtime.js';
import type { SlotView } from '../../../engine/view.js';
import type { Board } from '../board.js';

/** A card in words, effect included: what a screen reader says for a card on the table. */
export function describeCard(card: Card): string {
  return `${cardLabel(card)}${card.effect ? `. ${card.effect.keyword} – ${card.effect.text}` : ''}`;
}

export type CardSize = 'market' | 'hand' | 'small' | 'tiny';

/** A card cell. `where` is read after the card's name ("in your hand"); `extra` adds a badge. */
export function cardCell(board: Board, slot: SlotView, size: CardSize, where: string, extra?: TemplateResult): TemplateResult {
  if (slot === null) {
    return html`<div role="gridcell" class="slot slot--${size}">
      <button class="cell empty" data-cell="empty:${where}" tabindex="-1" aria-disabled="true" aria-label="Empty slot ${where}"></button>
    </div>`;
  }
  if ('hidden' in slot) {
    return html`<div role="gridcell" class="slot slot--${size}">
      <button class="cell" data-cell="hidden:${where}" tabindex="-1" aria-disabled="true" aria-label="Face-down card ${where}">
        <tech-card face-down aria-hidden="true"></tech-card>${extra ?? nothing}
      </button>
    </div>`;
  }
  const card = board.card(slot.card);
  const option = board.layout?.byInstance.get(slot.instance);
  const target = option !== undefined;
  const selected = target && board.selected.has(option);
  const state = selected ? ', selected' : target ? ', can be chosen' : '';
  return html`<div role="gridcell" class="slot slot--${size}">
    <button
      class="cell card-cell ${target ? 'target' : ''} ${selected ? 'selected' : ''}"
      part="cell${target ? ' target' : ''}${selected ? ' selected' : ''}"
      data-cell="card:${slot.instance}"
      data-instance=${slot.instance}
      tabindex="-1"
      aria-disabled=${target ? 'false' : 'true'}
      aria-pressed=${board.layout?.multi && target ? String(selected) : nothing}
      aria-label="${describeCard(card)} (${where})${state}"
      @click=${() => board.pickCard(slot.instance)}
      @focus=${() => board.inspect(slot.instance, slot.card)}
      @mouseenter=${() => board.inspect(slot.instance, slot.card)}
    >
      <tech-card .card=${card} aria-hidden="true"></tech-card>${selected ? html`<span class="check"></span>` : nothing}${extra ?? nothing}
    </button>
  </div>`;
}
