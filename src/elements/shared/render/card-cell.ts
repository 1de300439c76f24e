// One card on the board as a grid cell: a button holding a <tech-card>, highlighted when it is a legal
// target of the pending choice, pressed when selected, and inert (aria-disabled) otherwise.
import { html, nothing, type TemplateResult } from 'lit';
import { cardAccessibleName } from '../../card/card.js';
import type { Card } from '../../../dsl/runtime.js';
import type { SlotView } from '../../../engine/view.js';
import type { ChoiceSurface } from '../surface.js';
import { isTouch } from '../tap.js';

/** A card in words, effect included: what a screen reader says for a card on the table. */
export function describeCard(card: Card): string {
  return `${cardAccessibleName(card)}${card.effect ? `. ${card.effect.keyword} – ${card.effect.text}` : ''}`;
}

/**
 * A card cell. `size` names the cell's size class (`slot--<size>`, sized by the game's styles); `where`
 * is read after the card's name ("in your hand"); `extra` adds a badge.
 */
export function cardCell(
  surface: ChoiceSurface,
  slot: SlotView,
  size: string,
  where: string,
  extra?: TemplateResult,
): TemplateResult {
  return html`<div role="gridcell" class="slot slot--${size}">${cardButton(surface, slot, where, extra)}</div>`;
}

/**
 * The button of a card cell alone, for a grid cell that holds more (a caption above the card, say):
 * an empty slot, a face-down card, or a card that is a target of the pending choice or inert.
 */
export function cardButton(
  surface: ChoiceSurface,
  slot: SlotView,
  where: string,
  extra?: TemplateResult,
): TemplateResult {
  if (slot === null) {
    return html`<button class="cell empty" data-cell="empty:${where}" tabindex="-1" aria-disabled="true" aria-label="Empty slot ${where}"></button>`;
  }
  if ('hidden' in slot) {
    return html`<button class="cell" data-cell="hidden:${where}" tabindex="-1" aria-disabled="true" aria-label="Face-down card ${where}">
        <tech-card face-down aria-hidden="true"></tech-card>${extra ?? nothing}
      </button>`;
  }
  const card = surface.card(slot.card);
  return faceUpCardButton(surface, slot, {
    part: 'cell',
    words: `${describeCard(card)} (${where})`,
    selectedPart: true,
    content: (selected) =>
      html`<tech-card .card=${card} aria-hidden="true"></tech-card>${selected ? html`<span class="check"></span>` : nothing}${extra ?? nothing}`,
  });
}

/** How a face-up card's button looks and reads: its part names, its words, and what it holds. */
export interface CardButtonLook {
  part: string; // the part name of the button ("cell"), with " target" added when it is a target
  selectedPart: boolean; // whether " selected" is added to the part when it is selected
  words: string; // the card in words and where it is; ", selected" or ", can be chosen" follows
  content(selected: boolean): TemplateResult; // the card's face and any badge
}

/**
 * The button of a face-up card, whatever face it has (a <tech-card>, a playing card): a target of the
 * pending choice when it is one, pressed when selected in a multiple choice, inert (aria-disabled)
 * otherwise; activating it picks the card, focusing or hovering it shows it in the inspector. A finger's
 * tap reads the card before it plays it, and a long press (the touch `contextmenu`) only reads it.
 */
export function faceUpCardButton(
  surface: ChoiceSurface,
  slot: { instance: string; card: string },
  look: CardButtonLook,
): TemplateResult {
  const option = surface.layout?.byInstance.get(slot.instance);
  const target = option !== undefined;
  const selected = target && surface.selected.has(option);
  const state = selected ? ', selected' : target ? ', can be chosen' : '';
  return html`<button
      class="cell card-cell ${target ? 'target' : ''} ${selected ? 'selected' : ''}"
      part="${look.part}${target ? ' target' : ''}${look.selectedPart && selected ? ' selected' : ''}"
      data-cell="card:${slot.instance}"
      data-instance=${slot.instance}
      tabindex="-1"
      aria-disabled=${target ? 'false' : 'true'}
      aria-pressed=${surface.layout?.multi && target ? String(selected) : nothing}
      aria-label="${look.words}${state}"
      @click=${(e: MouseEvent) => surface.pickCard(slot.instance, isTouch(e))}
      @contextmenu=${(e: MouseEvent) => {
        if (!isTouch(e)) return;
        e.preventDefault();
        surface.read(slot.instance, slot.card);
      }}
      @focus=${() => surface.inspect(slot.instance, slot.card)}
      @mouseenter=${() => surface.inspect(slot.instance, slot.card)}
    >
      ${look.content(selected)}
    </button>`;
}
