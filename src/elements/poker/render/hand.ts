// The seat on screen's hand, a row of the board grid, and the card whose effect is being used (R3).
import { html, nothing, type TemplateResult } from 'lit';
import { cardCell } from '../../shared/render/card-cell.js';
import type { Table } from '../table.js';

export function renderHand(t: Table): TemplateResult {
  const { view, seat } = t;
  const hand = (view.zones[`hand:${seat}`] ?? []).filter((s) => s !== null);
  const resolving = (view.zones.resolving ?? []).filter((s) => s !== null);
  const mine = t.name(seat) === 'You' ? 'Your' : `${t.name(seat)}'s`;
  return html`<div role="row" class="cards-row hand-row" aria-label="${mine} hand, ${hand.length} card${hand.length === 1 ? '' : 's'}">
      <div role="gridcell" class="zone-name">${mine} hand</div>
      ${hand.length === 0 ? html`<div role="gridcell" class="none">${view.live[seat] ? 'No cards' : view.out[seat] ? 'Out of the match' : 'Folded'}</div>` : nothing}
      ${hand.map((slot, i) => cardCell(t, slot, 'hand', `in ${mine.toLowerCase()} hand, card ${i + 1}`))}
    </div>
    ${
      resolving.length > 0
        ? html`<div role="row" class="cards-row resolving-row" aria-label="Revealed for its effect">
          <div role="gridcell" class="zone-name">Revealed</div>
          ${resolving.map((slot) => cardCell(t, slot, 'hand', 'revealed: its effect is being used'))}
        </div>`
        : nothing
    }`;
}
