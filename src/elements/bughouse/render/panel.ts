// A board's panel: its name and whose it is, its two players (Tech Chess's players row: the side, kings,
// cards in hand, upgrades and builds left, check) and its squares (Tech Chess's board). Your board is the
// element's one keyboard grid, with what a decision offers under it and your hand; the other board is
// only watched (its squares take no input but a tap that reads a piece). On a phone the panel not shown
// by the tabs is hidden; on a wide screen both stand side by side.
import { html, nothing, type TemplateResult } from 'lit';
import type { Board } from '../../chess/board.js';
import { renderPlayers } from '../../chess/render/players.js';
import { renderSquares } from '../../chess/render/squares.js';
import { boardName, type Boards } from '../boards.js';
import { moverOf } from './tabs.js';

export interface PanelParts {
  shown: boolean; // drawn on a narrow screen (the tab picked)
  back: (() => void) | null; // your decision waits while you watch this board: the button back to yours
  grid: (content: TemplateResult) => TemplateResult; // the keyboard grid your board is drawn in
  beside: TemplateResult; // under your board: the choice's cards and buttons, your hand
  below: TemplateResult | typeof nothing; // under the grid: the gifts
}

export function renderPanel(t: Boards, b: number, parts: PanelParts): TemplateResult {
  const { view } = t;
  const board: Board = t.boards[b];
  const mine = b === view.board;
  // The boards take turns in the setup as in play: the board whose turn it is is played now in both.
  const now = view.phase !== 'over' && view.current === b;
  const mover = moverOf(view, b);
  const result = view.boards[b].result;
  const state =
    view.boards[b].phase === 'over'
      ? result?.winner === null || result?.winner === undefined
        ? 'drawn'
        : `won by ${board.name(result.winner)}`
      : view.phase === 'over'
        ? `stopped: the match was decided on ${boardName(1 - b)}`
        : now
          ? `${mover === null ? '' : `${t.name(mover)} to play now`}`
          : `waits for board ${b === 0 ? 'B' : 'A'}${mover === null ? '' : ` · ${t.name(mover)} next`}`;
  const squares = renderSquares(board);
  return html`<section class="board-panel ${mine ? 'mine' : 'other'} ${parts.shown ? 'shown' : ''} ${now ? 'now' : ''}"
    id="panel-${b}" role="tabpanel" aria-labelledby="tab-${b}" part="board-panel${mine ? ' mine' : ''}">
    <h3 class="panel-title">
      ${now ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${boardName(b)} ·
      <span class="whose">${mine ? 'your board' : `${t.partnerWord} board`}</span>
      <span class="panel-state">${state}</span>
    </h3>
    ${
      parts.back
        ? html`<button class="back-to-yours primary" @click=${parts.back}>Your turn is waiting: back to ${boardName(view.board)}</button>`
        : nothing
    }
    ${renderPlayers(board)}
    ${
      mine
        ? html`${parts.grid(html`<div class="table">${squares}<div class="beside">${parts.beside}</div></div>`)}${parts.below}`
        : html`<div role="grid" class="board watched" aria-readonly="true" aria-label="${boardName(b)}, watched only">
          <div class="table">${squares}</div>
        </div>`
    }
  </section>`;
}
