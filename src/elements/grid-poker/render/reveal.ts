// The reveal of a grid poker phase: every hand formed, named ("Four of a kind, 9s"), with its cards,
// its line and whose it is; the best row and the best column marked with the points they scored.
import { html, nothing, type TemplateResult } from 'lit';
import { lineName } from '../../../games/grid-poker/state.js';
import type { GridResult } from '../../../games/grid-poker/state.js';
import { cardLabel } from '../../card/card.js';
import type { Board } from '../board.js';

export function renderReveal(board: Board, result: GridResult, final = false): TemplateResult {
  const winnerOf = (seat: number, orientation: 'row' | 'column') => (orientation === 'row' ? result.rowWinners : result.columnWinners).includes(seat);
  const best = (orientation: 'row' | 'column') => {
    const hands = result.hands.filter((h) => h.line.orientation === orientation);
    return hands.length ? Math.max(...hands.map((h) => h.score)) : null;
  };
  const top = { row: best('row'), column: best('column') };
  const points = { row: result.rowPoints, column: result.columnPoints };
  return html`<section class="reveal" part="reveal" aria-labelledby="reveal-title">
    <h3 id="reveal-title">${final ? 'Last reveal' : 'Reveal'} · round ${result.round}</h3>
    ${result.hands.length === 0 ? html`<p class="quiet">Nobody formed a hand this round.</p>` : nothing}
    <div class="orientations">
      ${(['row', 'column'] as const).map((orientation) => html`<div>
        <h4>${orientation === 'row' ? 'Rows' : 'Columns'}</h4>
        <ul class="hands">
        ${result.hands
          .filter((h) => h.line.orientation === orientation)
          .sort((a, b) => b.score - a.score)
          .map((h) => {
            const won = h.score === top[orientation] && winnerOf(h.seat, orientation);
            return html`<li class="formed ${won ? 'won' : ''}">
              <div class="formed-head">
                <strong class="hand-name">${h.name}</strong>
                <span class="formed-who">${board.name(h.seat)} · ${lineName(h.line)} · ${h.source === 'hand' ? 'hand cards' : 'company'}</span>
                ${won ? html`<span class="win" part="win">Best ${orientation} · +${points[orientation]} point${points[orientation] === 1 ? '' : 's'}</span>` : nothing}
              </div>
              <ul class="formed-cards" aria-label=${h.cards.map((id) => cardLabel(board.card(id))).join(', ')}>
                ${h.cards.map((id, i) => html`<li class=${i < h.cards.length - 3 ? 'own' : ''}><tech-card .card=${board.card(id)}></tech-card></li>`)}
              </ul>
            </li>`;
          })}
        ${result.hands.some((h) => h.line.orientation === orientation) ? nothing : html`<li class="quiet">No ${orientation} hand.</li>`}
        </ul>
      </div>`)}
    </div>
  </section>`;
}
