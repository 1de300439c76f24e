// The end of the match: who won and why (one player holding every chip, or the most chips after the last
// hand, equal stacks sharing), each player's chips, and a new match.
import { html, type TemplateResult } from 'lit';
import { says, type Table } from '../table.js';

export function renderOver(t: Table, onNewGame: () => void): TemplateResult {
  const { view } = t;
  const outcome = view.outcome!;
  const winners = outcome.winners;
  const title =
    winners.length > 1
      ? `${winners.map(t.name).join(' and ')} share the win`
      : t.name(winners[0]) === 'You'
        ? 'You win the match!'
        : `${t.name(winners[0])} wins the match`;
  const why =
    view.endedBy === 'chips'
      ? `${says(t, winners[0], 'hold', 'holds')} every chip after hand ${view.hand}.`
      : `After hand ${view.hand} of ${view.hands}, the most chips win.`;
  const order = Array.from({ length: view.players }, (_, s) => s).sort((a, b) => outcome.scores[b] - outcome.scores[a]);
  return html`<section class="over" part="over" aria-labelledby="over-title">
    <h3 id="over-title">${title}</h3>
    <p>${why}</p>
    <ol class="final">
      ${order.map((seat) => html`<li class=${winners.includes(seat) ? 'winner' : ''}><span>${t.name(seat)}</span> <strong>${outcome.scores[seat]}</strong> chip${outcome.scores[seat] === 1 ? '' : 's'}</li>`)}
    </ol>
    <button class="primary" @click=${onNewGame}>New match</button>
  </section>`;
}
