// The reveal of a grid poker phase: every hand formed, named ("Four of a kind, 9s"), with its cards,
// its line and whose it is; the best row and the best column marked with the points they scored. It is
// folded to one line that says who won (opened on tap) while the table above needs the screen: during
// the rest of the grid poker phase, whose decisions (a market card to discard, hand cards to take back)
// are about the table.
import { html, nothing, type TemplateResult } from 'lit';
import { lineName } from '../../../games/grid-poker/state.js';
import type { GridResult } from '../../../games/grid-poker/state.js';
import { cardAccessibleName } from '../../card/card.js';
import type { Board } from '../board.js';

/** `open`: shown whole at first (the reveal below the table); folded to its summary line otherwise. */
export function renderReveal(board: Board, result: GridResult, final = false, open = true): TemplateResult {
  const winnerOf = (seat: number, orientation: 'row' | 'column') =>
    (orientation === 'row' ? result.rowWinners : result.columnWinners).includes(seat);
  const bestScore = (orientation: 'row' | 'column') => {
    const hands = result.hands.filter((h) => h.line.orientation === orientation);
    return hands.length ? Math.max(...hands.map((h) => h.score)) : null;
  };
  const top = { row: bestScore('row'), column: bestScore('column') };
  const points = { row: result.rowPoints, column: result.columnPoints };
  const best = (orientation: 'row' | 'column') => {
    const seats = orientation === 'row' ? result.rowWinners : result.columnWinners;
    return seats.length
      ? `best ${orientation} ${seats.map(board.name).join(' and ')} +${points[orientation]}`
      : `no ${orientation} hand`;
  };
  return html`<details class="reveal" part="reveal" ?open=${open}>
    <summary><h3 id="reveal-title">${final ? 'Last reveal' : 'Reveal'} · round ${result.round}</h3>
      <span class="reveal-summary">${best('row')} · ${best('column')}</span></summary>
    ${result.hands.length === 0 ? html`<p class="quiet">Nobody formed a hand this round.</p>` : nothing}
    <div class="orientations">
      ${(['row', 'column'] as const).map(
        (orientation) => html`<div>
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
              <ul class="formed-cards" aria-label=${h.cards.map((id) => cardAccessibleName(board.card(id))).join(', ')}>
                ${h.cards.map((id, i) => html`<li class=${i < h.cards.length - 3 ? 'own' : ''}><tech-card .card=${board.card(id)}></tech-card></li>`)}
              </ul>
            </li>`;
          })}
        ${result.hands.some((h) => h.line.orientation === orientation) ? nothing : html`<li class="quiet">No ${orientation} hand.</li>`}
        </ul>
      </div>`,
      )}
    </div>
  </details>`;
}
