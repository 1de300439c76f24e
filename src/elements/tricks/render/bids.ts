// While another player bids, the scale of the bids the rules allow, drawn where the reader's own bid
// buttons go but inert. The reader sees what is being decided, and the board keeps the room of their
// bid, so nothing below it moves when their turn comes: a post that opens on a bot's bid would otherwise
// jump as the bots play (the layout-shift goal of the blog page).
import { html, type TemplateResult } from 'lit';
import type { TricksBoard } from '../board.js';

export function renderBidScale(board: TricksBoard): TemplateResult {
  const bidding = board.view.bidding;
  if (!bidding || board.layout) return html``;
  const who = board.name(bidding.seat);
  const label =
    bidding.seat === board.you
      ? 'The bids you may make: you are bidding'
      : `The bids ${who} may make: ${who} is bidding`;
  return html`<div class="actions bid-scale" part="bid-scale">
    <div role="row" class="buttons-row" aria-label=${label}>
      ${bidding.bids.map(({ label }) => html`<div role="gridcell"><button class="option" disabled>${label}</button></div>`)}
    </div>
  </div>`;
}
