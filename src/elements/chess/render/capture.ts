// The capture-effect prompt: the capturing card shown whole, so its effect can be read before deciding;
// the Yes and No buttons are the choice's own (../../shared/render/prompt.ts, in the board grid). It is a
// row of the board grid itself (a grid holds only rows): one cell, the card drawn (hidden from screen
// readers) and its words.
import { html, type TemplateResult } from 'lit';
import type { Board } from '../board.js';

export function renderCapture(board: Board): TemplateResult {
  const capture = board.layout?.capture;
  if (!capture) return html``;
  const card = board.card(capture.card);
  return html`<div role="row" class="capture-row">
    <div role="gridcell" class="capture" part="capture">
      <tech-card .card=${card} aria-hidden="true"></tech-card>
      <p class="capture-text">Your capture was made by <strong>${card.name}</strong>. You may use its effect now:
        <strong>${card.effect?.keyword}</strong> – ${card.effect?.text}</p>
    </div>
  </div>`;
}

/** The hand card whose effect is resolving (revealed, then discarded), while its choices are asked. */
export function renderResolving(board: Board): TemplateResult {
  const slot = (board.view.zones.resolving ?? []).find((s) => s && 'card' in s) as { card: string } | undefined;
  if (!slot) return html``;
  const card = board.card(slot.card);
  return html`<div class="capture resolving" part="resolving">
    <tech-card .card=${card} aria-hidden="true"></tech-card>
    <p class="capture-text">Resolving <strong>${card.name}</strong> from ${board.view.active === board.seat ? 'your' : "the other player's"} hand:
      <strong>${card.effect?.keyword}</strong> – ${card.effect?.text}</p>
  </div>`;
}
