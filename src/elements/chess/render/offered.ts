// Cards a choice offers that are on neither the board nor your hand — your 11s and 12s at setup, the top
// cards of the deck an effect reveals, cards in the discard — each with its effect written under it, so
// it can be read before choosing on any screen (a small card shows only its keyword). The words under a
// card are hidden from screen readers: the card's button says the whole card already.
import { html, nothing, type TemplateResult } from 'lit';
import { describeCard, isTouch } from '../../shared/index.js';
import { readOnLongPress } from './hand.js';
import type { Board } from '../board.js';

/** The instances of the offered cards (to keep the shared tray from drawing them a second time). */
export function offeredInstances(board: Board, onTable: ReadonlySet<string>): string[] {
  const layout = board.layout;
  if (!layout || layout.plan) return [];
  return layout.pending.options.flatMap((o, index) =>
    o.instance && o.card && !onTable.has(o.instance) && layout.byInstance.get(o.instance) === index ? [o.instance] : [],
  );
}

export function renderOffered(board: Board, onTable: ReadonlySet<string>): TemplateResult {
  const layout = board.layout;
  const instances = offeredInstances(board, onTable);
  if (!layout || instances.length === 0) return html``;
  return html`<div role="row" class="cards-row tray offered" aria-label="Cards to choose from">
    ${instances.map((instance) => {
      const index = layout.byInstance.get(instance)!;
      const card = board.card(layout.pending.options[index].card!);
      const selected = board.selected.has(index);
      return html`<div role="gridcell" class="slot slot--pick">
        <button
          class="cell card-cell target ${selected ? 'selected' : ''}"
          part="cell target${selected ? ' selected' : ''}"
          data-cell="card:${instance}"
          data-instance=${instance}
          tabindex="-1"
          aria-pressed=${layout.multi ? String(selected) : nothing}
          aria-label="${describeCard(card)} (offered by the choice)${selected ? ', selected' : ', can be chosen'}"
          @click=${(e: MouseEvent) => board.pickCard(instance, isTouch(e))}
          @contextmenu=${(e: MouseEvent) => readOnLongPress(e, board, instance, card.id)}
          @focus=${() => board.inspect(instance, card.id)}
          @mouseenter=${() => board.inspect(instance, card.id)}
        >
          <tech-card .card=${card} aria-hidden="true"></tech-card>${selected ? html`<span class="check"></span>` : nothing}
        </button>
        ${card.effect ? html`<p class="caption" aria-hidden="true"><strong>${card.effect.keyword}</strong> – ${card.effect.text}</p>` : nothing}
      </div>`;
    })}
  </div>`;
}
