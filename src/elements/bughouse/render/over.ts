// The end of a match (B5): which team won and on which board, and how that board ended (Tech Chess's
// reasons: both kings captured, checkmate …), or the draw of both boards; and a new game.
import { html, type TemplateResult } from 'lit';
import { boardName, type Boards } from '../boards.js';

const REASONS: Record<string, string> = {
  'kings-captured': 'both kings captured',
  checkmate: "checkmate: the last king is attacked and can't escape",
  stalemate: 'stalemate',
  'two-lone-kings': 'two lone kings',
  'turn-limit': 'the turn limit',
};

export function renderBughouseOver(t: Boards, onNewGame: () => void): TemplateResult {
  const result = t.view.result!;
  const won = result.winners.includes(t.seat);
  const team = result.winners.map((s) => t.name(s)).join(' and ');
  const title = result.winners.length === 0 ? 'Draw' : won ? 'Your team wins!' : `${team} win`;
  const b = result.board;
  const how =
    b === null
      ? 'Both boards were drawn.'
      : `${team} won ${boardName(b)}: ${REASONS[t.view.boards[b].result?.reason ?? ''] ?? 'the game ended'}.`;
  return html`<section class="over" part="over" aria-labelledby="over-title">
    <h3 id="over-title">${title}</h3>
    <p>${how} A team wins when either of its players wins a board.</p>
    <button class="primary" @click=${onNewGame}>New game</button>
  </section>`;
}
