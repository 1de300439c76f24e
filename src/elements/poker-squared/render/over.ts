// The end of the match: who won and why (a concession, a player out of chips, or the chips after the last hand, with
// the grid lines won when the chips are equal), each player's chips, and a new match.
import { html, type TemplateResult } from 'lit';
import { plural, verb, type Table } from '../table.js';
import { gridOrder } from './grids.js';

export function renderOver(t: Table, onNewGame: () => void): TemplateResult {
  const { view } = t;
  const outcome = view.outcome!;
  const winners = outcome.winners;
  const title =
    winners.length > 1
      ? 'The match is a draw'
      : t.name(winners[0]) === 'You'
        ? 'You win the match!'
        : `${t.name(winners[0])} wins the match`;
  const broke = view.chips.map((c, seat) => (c === 0 ? seat : -1)).filter((s) => s >= 0);
  const tied = view.chips[0] === view.chips[1];
  const why =
    view.endedBy === 'concede' && view.conceded !== null
      ? `${t.name(view.conceded)} conceded during hand ${view.hand}; the chips stay as they are.`
      : view.endedBy === 'chips'
        ? `${broke.map((s) => verb(t, s, 'have', 'has')).join(' and ')} no chips left after hand ${view.hand}.`
        : `After hand ${view.hand} of ${view.hands}${
            tied
              ? `, with equal chips: ${gridOrder(t)
                  .map((s) => `${t.name(s)} ${plural(view.linesWon[s], 'grid line')} won`)
                  .join(', ')}`
              : ''
          }.`;
  return html`<section class="over" part="over" aria-labelledby="over-title">
    <h3 id="over-title">${title}</h3>
    <p>${why}</p>
    <ol class="final">
      ${gridOrder(t)
        .sort((a, b) => outcome.scores[b] - outcome.scores[a])
        .map(
          (seat) => html`<li class=${winners.includes(seat) ? 'winner' : ''}>
        <span>${t.name(seat)}</span> <strong>${outcome.scores[seat]}</strong> chip${outcome.scores[seat] === 1 ? '' : 's'}
        <span class="quiet">· ${plural(view.linesWon[seat], 'grid line')} won</span>
      </li>`,
        )}
    </ol>
    <button class="primary" @click=${onNewGame}>New match</button>
  </section>`;
}
