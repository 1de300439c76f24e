// The end of the last hand played: at a showdown both hands named ("Pair of Kings") with their cards and
// who took the pot, or after a fold who took it without a showdown.
import { html, nothing, type TemplateResult } from 'lit';
import type { HandRecord } from '../../../games/poker-squared/state.js';
import { plural, type Table } from '../table.js';
import { cardFace, cardShort, cardWords } from './face.js';
import { gridOrder } from './grids.js';

/** The last hand that ended, or null before any. */
export function lastEnded(t: Table): HandRecord | null {
  const { history } = t.view;
  for (let i = history.length - 1; i >= 0; i--) if (history[i].winners.length > 0) return history[i];
  return null;
}

export function renderShowdown(t: Table, record: HandRecord, fresh: boolean): TemplateResult {
  const winner = record.winners.length === 1 ? record.winners[0] : null;
  const takes = (seat: number) => `${t.name(seat)} ${t.name(seat) === 'You' ? 'take' : 'takes'}`;
  let result: string;
  if (record.folded !== null)
    result = `${t.name(record.folded)} folded: ${takes(1 - record.folded)} the pot of ${record.pot}. Neither hand is shown.`;
  else if (winner === null) result = `The hands tie: each player takes back their chips.`;
  else result = `${takes(winner)} the pot of ${record.pot} with ${record.shown.find((h) => h.seat === winner)!.name}.`;
  return html`<section class="showdown ${fresh ? 'fresh' : ''}" part="showdown" aria-labelledby="showdown-title">
    <h3 id="showdown-title">Hand ${record.hand} · ${record.folded !== null ? 'Fold' : 'Showdown'}</h3>
    <p class="result">${result}</p>
    ${
      record.shown.length > 0
        ? html`<ul class="shown">
          ${gridOrder(t).map((seat) => {
            const hand = record.shown.find((h) => h.seat === seat);
            if (!hand) return nothing;
            const won = record.winners.includes(seat) && winner !== null;
            return html`<li class="shown-hand ${won ? 'won' : ''}">
              <span class="shown-who">${t.name(seat)}</span>
              <strong class="hand-name">${hand.name}</strong>
              ${won ? html`<span class="win" part="win">Wins ${plural(record.pot, 'chip')}</span>` : nothing}
              <span class="shown-cards" role="img" aria-label=${hand.cards.map((c) => cardWords(t, c)).join(', ')}>
                ${hand.cards.map((c) => html`<span class="mini-card" title=${cardShort(t, c)}>${cardFace(t, c)}</span>`)}
              </span>
            </li>`;
          })}
        </ul>`
        : nothing
    }
  </section>`;
}
