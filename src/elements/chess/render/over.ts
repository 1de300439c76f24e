// The end of a game of Tech Chess: who won and how (both kings captured, checkmate, stalemate, two lone
// kings, the turn limit), the score as a chess result (1-0, 0-1, ½-½), and a new game.
import { html, type TemplateResult } from 'lit';
import type { TechChessView } from '../../../games/tech-chess/index.js';

const REASONS: Record<string, string> = {
  'kings-captured': 'both kings captured',
  checkmate: "checkmate: the last king is attacked and can't escape",
  stalemate: 'stalemate: a lone king, not attacked, with no legal action',
  'two-lone-kings': 'each player has only one king left and nothing else',
  'turn-limit': 'the turn limit is reached',
};

export function renderChessOver(
  view: TechChessView,
  name: (seat: number) => string,
  onNewGame: () => void,
): TemplateResult {
  const result = view.result!;
  const winner = result.winner;
  const title = winner === null ? 'Draw' : name(winner) === 'You' ? 'You win!' : `${name(winner)} wins`;
  return html`<section class="over" part="over" aria-labelledby="over-title">
    <h3 id="over-title">${title}</h3>
    <p><strong class="final-score">${view.score}</strong> · ${REASONS[result.reason] ?? result.reason}</p>
    <button class="primary" @click=${onNewGame}>New game</button>
  </section>`;
}
