// The end of a match (B5): which team won and on which board, and how that board ended (Tech Chess's
// reasons: both kings captured, checkmate …), or the draw of both boards, or of the board whose draw drew the
// match (the ruling `drawn-board: the match is drawn`); and a new game.
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
  const reason = b === null ? '' : (REASONS[t.view.boards[b].result?.reason ?? ''] ?? 'the game ended');
  // A named board with no winners: the ruling `drawn-board: the match is drawn` ended the match on its draw.
  const how =
    b === null
      ? 'Both boards were drawn.'
      : result.winners.length === 0
        ? `${boardName(b)} was drawn by ${reason}: the match is a draw.`
        : `${team} won ${boardName(b)}: ${reason}.`;
  return html`<section class="over" part="over" aria-labelledby="over-title">
    <h3 id="over-title">${title}</h3>
    <p>${how} A team wins when either of its players wins a board.</p>
    <button class="primary" @click=${onNewGame}>New game</button>
  </section>`;
}
