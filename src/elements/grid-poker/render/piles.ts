// The deck (its size), the discard (its top card; every card in it can be looked through, as it is
// public) and the cards expelled from the game: a row of the board grid.
import { html, nothing, type TemplateResult } from 'lit';
import { describeCard } from '../../shared/render/card-cell.js';
import type { Board } from '../board.js';
import { zoneCount, zoneSlots } from '../board.js';

type Seen = { instance: string; card: string };
const seen = (board: Board, zone: string) =>
  zoneSlots(board.view, zone).filter((s) => s !== null && !('hidden' in s)) as Seen[];

export function renderPiles(board: Board, browse: () => void): TemplateResult {
  const deck = zoneCount(board.view, 'deck');
  const discard = seen(board, 'discard');
  const expelled = zoneCount(board.view, 'expelled');
  const top = discard[0];
  return html`<div role="row" class="piles" part="piles" aria-label="Deck and discard">
    <div role="gridcell" class="pile">
      <button class="cell pile-button" data-cell="deck" tabindex="-1" aria-disabled="true" aria-label="Deck · ${deck} cards, face down">
        ${deck > 0 ? html`<tech-card face-down aria-hidden="true"></tech-card>` : html`<span class="pile-empty"></span>`}
      </button>
      <span class="pile-name" aria-hidden="true">Deck · ${deck}</span>
    </div>
    <div role="gridcell" class="pile">
      <button class="cell pile-button browse" data-cell="discard" tabindex="-1" part="browse" @click=${browse}
        aria-label="${top ? `${describeCard(board.card(top.card))}, on top of the discard` : 'The discard'} (${discard.length} card${discard.length === 1 ? '' : 's'}): look through it"
        @focus=${() => top && board.inspect(top.instance, top.card)}>
        ${top ? html`<tech-card .card=${board.card(top.card)} aria-hidden="true"></tech-card>` : html`<span class="pile-empty"></span>`}
      </button>
      <span class="pile-name browse-name" aria-hidden="true">Discard · ${discard.length}</span>
      ${expelled > 0 ? html`<span class="expelled">${expelled} expelled</span>` : nothing}
    </div>
  </div>`;
}

/** Every card of the discard, top first, for the discard dialog. */
export function renderDiscardCards(board: Board): TemplateResult {
  const discard = seen(board, 'discard');
  if (discard.length === 0) return html`<p>The discard is empty.</p>`;
  return html`<ul class="discard-list" aria-label="The discard, top card first">
    ${discard.map((s) => html`<li><tech-card .card=${board.card(s.card)}></tech-card></li>`)}
  </ul>`;
}
