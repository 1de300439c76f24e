// A full grid scored line by line (P4): both grids as they were, then each line in turn — rows, columns,
// diagonals — with both hands named, who won it and the chips it moved, and the totals at the end. The
// engine scored the grid at once; the element only shows the lines one after another (a person can show
// them all at once), so nothing in the game waits for it. The line being shown is outlined on both grids.
import { html, nothing, type TemplateResult } from 'lit';
import type { GridResult } from '../../../games/poker-squared/state.js';
import { LINES } from '../../../games/poker-squared/state.js';
import { plural, type Table } from '../table.js';
import { cardFace, cardShort } from './face.js';
import { gridOrder } from './grids.js';

/** The 9 cards of a seat's scored grid, square by square (the three rows' hands, in order). */
const squaresOf = (grid: GridResult, seat: number) =>
  grid.lines.slice(0, 3).flatMap((l) => l.hands.find((h) => h.seat === seat)!.cards);

function lineWords(t: Table, grid: GridResult, index: number): TemplateResult {
  const line = grid.lines[index];
  const [a, b] = gridOrder(t).map((seat) => line.hands.find((h) => h.seat === seat)!);
  const verdict = line.winner === null ? 'even' : line.winner === a.seat ? 'beats' : 'loses to';
  const hand = (h: typeof a) =>
    html`<span class="sl-hand ${line.winner === h.seat ? 'won' : ''}"><span class="sl-who">${t.name(h.seat)}</span> <strong>${h.name}</strong> <span class="sl-cards">(${h.cards.map((c) => cardShort(t, c)).join(' ')})</span></span>`;
  return html`<li class="scored-line ${line.winner === null ? 'tie' : line.winner === t.seat ? 'mine' : 'theirs'}">
    <span class="sl-name">${LINES[index].name}</span>
    ${hand(a)}
    <span class="sl-verdict">${line.winner === null ? html`<span aria-hidden="true">=</span> even, no chips move` : html`<span aria-hidden="true">${verdict === 'beats' ? '▶' : '◀'}</span> ${verdict}`}</span>
    ${hand(b)}
    ${line.winner !== null ? html`<span class="sl-paid">${t.name(line.winner)} ${t.name(line.winner) === 'You' ? 'take' : 'takes'} ${line.paid}</span>` : nothing}
  </li>`;
}

export interface ScoringState {
  shown: number; // lines shown so far, 0..8
  skip(): void; // show every line at once
  hide(): void; // put the panel away
}

export function renderScoring(t: Table, grid: GridResult, reveal: ScoringState): TemplateResult {
  const shown = Math.min(reveal.shown, grid.lines.length);
  const done = shown >= grid.lines.length;
  // While the lines come one by one, the newest is outlined on both grids.
  const current = !done && shown > 0 ? LINES[shown - 1].squares : [];
  const seats = gridOrder(t);
  return html`<section class="scoring" part="scoring" aria-labelledby="scoring-title">
    <div class="scoring-head">
      <h3 id="scoring-title">Grid ${grid.grid} scored · ${plural(grid.ante, 'chip')} a line</h3>
      ${
        done
          ? html`<button class="skip" @click=${() => reveal.hide()}>Hide</button>`
          : html`<button class="skip" part="skip" @click=${() => reveal.skip()}>Show all lines</button>`
      }
    </div>
    <div class="scored-grids" aria-hidden="true">
      ${seats.map(
        (seat) => html`<div class="scored-grid">
        <span class="scored-owner">${t.name(seat)}</span>
        <div class="mini-grid">
          ${squaresOf(grid, seat).map((c, sq) => html`<span class="mini-card ${current.includes(sq) ? 'in-line' : ''}">${cardFace(t, c)}</span>`)}
        </div>
      </div>`,
      )}
    </div>
    <ol class="scored-lines">${grid.lines.slice(0, shown).map((_, i) => lineWords(t, grid, i))}</ol>
    ${
      done
        ? html`<p class="scored-total">
          ${seats.map((seat) => `${t.name(seat)} ${t.name(seat) === 'You' ? 'win' : 'wins'} ${plural(grid.won[seat], 'line')}`).join(', ')}${8 - grid.won[0] - grid.won[1] > 0 ? `, ${8 - grid.won[0] - grid.won[1]} even` : ''}:
          <strong>${seats.map((seat) => `${t.name(seat)} ${grid.net[seat] >= 0 ? '+' : '−'}${Math.abs(grid.net[seat])}`).join(', ')}</strong> chips.
        </p>`
        : html`<p class="scored-progress">Line ${shown} of ${grid.lines.length}…</p>`
    }
  </section>`;
}
