// The end of the game: who won, the final scores (highest first), and a new game.
import { html, nothing, type TemplateResult } from 'lit';
import type { Outcome } from '../../../engine/game.js';

/** `details` is shown under the scores (how a tie was broken, say). */
export function renderOver(
  outcome: Outcome,
  name: (seat: number) => string,
  onNewGame: () => void,
  details?: TemplateResult,
): TemplateResult {
  const seats = outcome.scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score);
  const winners = outcome.winners.map(name);
  const you = winners.includes('You');
  return html`<section class="over" part="over" aria-labelledby="over-title">
    <h3 id="over-title">${you && winners.length === 1 ? 'You win!' : winners.length > 1 ? `${winners.join(' and ')} share the win` : `${winners[0]} wins`}</h3>
    <ol class="final">
      ${seats.map(({ seat, score }) => html`<li class=${outcome.winners.includes(seat) ? 'winner' : ''}><span>${name(seat)}</span> <strong>${score}</strong> point${score === 1 ? '' : 's'}</li>`)}
    </ol>
    ${details ?? nothing}
    <button class="primary" @click=${onNewGame}>New game</button>
  </section>`;
}
