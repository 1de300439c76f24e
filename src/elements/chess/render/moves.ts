// The move log in the game's notation (see the help, and src/games/tech-chess/notation.ts): one line a
// round, the first player's turn then the second's, as a chess score sheet, with the result at the end.
import { html, nothing, type TemplateResult } from 'lit';
import type { TechChessView } from '../../../games/tech-chess/index.js';

export function renderMoves(view: TechChessView, name: (seat: number) => string): TemplateResult {
  const rounds: { n: number; first?: string; second?: string }[] = [];
  for (const m of view.moves) {
    const n = Math.ceil(m.turn / 2);
    let row = rounds[n - 1];
    if (!row) rounds[n - 1] = row = { n };
    if (m.seat === view.firstPlayer) row.first = m.notation;
    else row.second = m.notation;
  }
  const rows = rounds.filter(Boolean);
  return html`<section class="moves" part="moves" aria-labelledby="moves-title">
    <h3 id="moves-title" class="panel-title">Moves <span class="quiet">(${view.moves.length})</span></h3>
    ${
      rows.length === 0
        ? html`<p class="quiet">No move yet.</p>`
        : html`<div class="sheet" tabindex="0" aria-label="Moves in notation"><table class="score-sheet">
          <thead><tr><th scope="col"><span class="visually-hidden">Round</span></th><th scope="col">${name(view.firstPlayer)}</th><th scope="col">${name(1 - view.firstPlayer)}</th></tr></thead>
          <tbody>
            ${rows.map((r) => html`<tr><th scope="row">${r.n}.</th><td>${r.first ?? '…'}</td><td>${r.second ?? nothing}</td></tr>`)}
          </tbody>
        </table></div>`
    }
    ${view.score ? html`<p class="result"><strong>${view.score}</strong></p>` : nothing}
  </section>`;
}
