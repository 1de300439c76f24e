// The switch between the two boards on a narrow screen (a phone shows one board at a time): two tabs,
// "Board A" and "Board B", each saying whose board it is (yours, your partner's) and whose turn it is
// there now, with the board being played marked by shape (▶) and words, not colour alone. On a wide
// screen both boards are drawn side by side and the switch is hidden (see bughouse.styles.ts).
import { html, nothing, type TemplateResult } from 'lit';
import type { BughouseView } from '../../../games/bughouse/index.js';
import { boardName, type Boards } from '../boards.js';

export function renderTabs(t: Boards, shown: number, onShow: (b: number) => void): TemplateResult {
  const { view } = t;
  return html`<div class="board-tabs" role="tablist" aria-label="Boards">
    ${[view.board, 1 - view.board].map((b) => {
      const on = b === shown;
      const mover = moverOf(view, b);
      const now = view.phase !== 'over' && view.current === b; // in the setup too: the boards take turns
      return html`<button role="tab" class="board-tab ${on ? 'on' : ''} ${now ? 'now' : ''}" id="tab-${b}"
        aria-selected=${String(on)} aria-controls="panel-${b}" @click=${() => onShow(b)}>
        <span class="tab-name">${now ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${boardName(b)}
          · ${b === view.board ? 'yours' : t.partnerShort}</span>
        <span class="tab-turn">${mover === null ? (view.boards[b].phase === 'over' ? 'over' : view.phase === 'over' ? 'stopped' : '') : `${t.name(mover)} to play`}${now ? html`<span class="visually-hidden">, now</span>` : nothing}</span>
      </button>`;
    })}
  </div>`;
}

/** The table seat whose move it is on board `b` (its own order of play), or null when it is over. */
export function moverOf(view: BughouseView, b: number): number | null {
  const board = view.boards[b];
  if (board.phase === 'over' || view.phase === 'over') return null;
  const pending = board.pending;
  if (pending && 'seat' in pending && typeof pending.seat === 'number') return view.boardSeats[b][pending.seat];
  return null;
}
