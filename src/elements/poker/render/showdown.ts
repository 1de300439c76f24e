// The end of the last hand played: at a showdown each hand named ("Full house, 7s over 2s") with its
// cards and who took (a share of) the pot, or, when all but one folded, who took it unshown.
import { html, nothing, type TemplateResult } from 'lit';
import type { HandRecord } from '../../../games/poker/state.js';
import { describeCard } from '../../shared/render/card-cell.js';
import { plural, says, type Table } from '../table.js';

/** The last hand that ended, or null before any. */
export function lastEnded(t: Table): HandRecord | null {
  const { history } = t.view;
  for (let i = history.length - 1; i >= 0; i--) if (history[i].winners.length > 0) return history[i];
  return null;
}

export function renderShowdown(t: Table, record: HandRecord): TemplateResult {
  const result =
    record.shown.length === 0
      ? `${says(t, record.winners[0], 'take', 'takes')} the pot of ${record.pot}; no hand is shown.`
      : record.winners.length === 1
        ? `${says(t, record.winners[0], 'win', 'wins')} the pot of ${record.pot} with ${record.shown.find((h) => h.seat === record.winners[0])?.name ?? 'the last hand'}.`
        : `Equal hands split the pot of ${record.pot}: ${record.winners.map((s) => `${says(t, s, 'take', 'takes')} ${record.won[s]}`).join(', ')}.`;
  return html`<section class="showdown" part="showdown" aria-labelledby="showdown-title">
    <h3 id="showdown-title">Hand ${record.hand} · ${record.shown.length > 0 ? 'Showdown' : 'All but one folded'}</h3>
    <p class="result">${result}</p>
    ${
      record.shown.length > 0
        ? html`<ul class="shown">
          ${record.shown.map((hand) => {
            const won = record.winners.includes(hand.seat);
            return html`<li class="shown-hand ${won ? 'won' : ''}">
              <span class="shown-who">${t.name(hand.seat)}</span>
              <strong class="hand-name">${hand.name}</strong>
              ${won ? html`<span class="win" part="win">+${plural(record.won[hand.seat], 'chip')}</span>` : nothing}
              <span class="shown-cards" role="img" aria-label=${hand.cards.map((c) => describeCard(t.card(c))).join(', ')}>
                ${hand.cards.map((c) => html`<span class="mini-card"><tech-card .card=${t.card(c)} aria-hidden="true"></tech-card></span>`)}
              </span>
            </li>`;
          })}
        </ul>`
        : nothing
    }
  </section>`;
}
