// The seat on screen's hand (four cards while choosing the grid card, three after it) and the card
// chosen for the grid, face down to the other player until both have chosen: a row of the board grid.
import { html, nothing, type TemplateResult } from 'lit';
import type { SlotView } from '../../../engine/view.js';
import { possessive, possessiveLower, type Table } from '../table.js';
import { faceUpCardButton } from '../../shared/render/card-cell.js';
import { cardFace, cardWords } from './face.js';

function handCard(t: Table, slot: SlotView, where: string, badge?: string): TemplateResult {
  if (!slot || !('card' in slot)) return html``;
  return html`<div role="gridcell" class="hand-slot">
    ${faceUpCardButton(t, slot, {
      part: 'card',
      words: `${cardWords(t, slot.card, true)} (${where})`,
      selectedPart: false,
      content: () =>
        html`${cardFace(t, slot.card)}${badge ? html`<span class="badge" data-badge=${badge} aria-hidden="true"></span>` : nothing}`,
    })}
  </div>`;
}

export function renderHand(t: Table): TemplateResult {
  const { view, seat } = t;
  const hand = (view.zones[`hand:${seat}`] ?? []).filter((s) => s !== null);
  const placing = view.placing;
  const mine = possessive(t, seat);
  const square = placing?.square ?? null;
  return html`<div role="row" class="hand-row" aria-label="${mine} hand, ${hand.length} card${hand.length === 1 ? '' : 's'}">
    <div role="gridcell" class="zone-name">${mine} hand</div>
    ${hand.length === 0 && !placing ? html`<div role="gridcell" class="none">No cards</div>` : nothing}
    ${hand.map((slot, i) => handCard(t, slot, `in ${possessiveLower(t, seat)} hand, card ${i + 1}`))}
    ${
      placing
        ? handCard(
            t,
            { instance: placing.instance, card: placing.card },
            square === null
              ? 'chosen for your grid: choose its square'
              : `chosen for square ${'ABCDEFGHI'[square]}, face down until both players have chosen`,
            square === null ? 'to place' : 'waiting',
          )
        : nothing
    }
  </div>`;
}
