// The prompt (what to do now, in words, and how), and the row of the board that holds the pending
// choice's buttons, its confirm button and any card it offers that is not on the table (a card in the
// discard, the top card of the deck that was revealed).
import { html, nothing, type TemplateResult } from 'lit';
import type { Board } from '../board.js';
import { choiceHint, confirmLabel } from '../choice.js';
import { cardCell } from './card-cell.js';

export interface PromptState {
  message: string | null; // why the last click was refused, shown until the next move
  waitingFor: string | null; // "Player 2 (bot)" while someone else decides
  phase: string;
}

export function renderPrompt(board: Board, state: PromptState): TemplateResult {
  const { layout, view } = board;
  let title: string;
  let hint = '';
  if (view.over) title = 'The game is over.';
  else if (layout) {
    title = `${board.name(board.seat) === 'You' ? 'Your turn' : `${board.name(board.seat)}, your turn`}: ${layout.pending.prompt}.`;
    hint = choiceHint(layout);
  } else title = state.waitingFor ? `${state.waitingFor} ${state.waitingFor === 'You' ? 'are' : 'is'} choosing…` : 'Waiting…';
  return html`<div class="prompt ${layout ? 'mine' : ''}" part="prompt" id="prompt">
    <p class="prompt-text">${title}</p>
    ${hint ? html`<p class="prompt-hint">${hint}</p>` : nothing}
    ${state.message ? html`<p class="refusal" part="refusal" role="alert">${state.message}</p>` : nothing}
  </div>`;
}

/** The choice's own row of the board grid: option buttons, the confirm button, and off-table cards. */
export function renderActions(board: Board, onTable: ReadonlySet<string>): TemplateResult {
  const { layout } = board;
  if (!layout) return html``;
  const tray = layout.pending.options
    .map((o, index) => ({ o, index }))
    .filter(({ o }) => o.instance && o.card && !onTable.has(o.instance));
  const count = board.selected.size;
  const { min, max } = layout.pending;
  return html`<div class="actions" part="actions">
    ${tray.length > 0
      ? html`<div role="row" class="cards-row tray" aria-label="Cards to choose from">
          ${tray.map(({ o }) => cardCell(board, { instance: o.instance!, card: o.card! }, 'hand', 'offered by the choice'))}
        </div>`
      : nothing}
    ${layout.buttons.length > 0 || layout.multi
      ? html`<div role="row" class="buttons-row" aria-label="Choices">
          ${layout.buttons.map(
            ({ index, label }) => html`<div role="gridcell">
              <button
                class="cell option ${layout.multi && board.selected.has(index) ? 'selected' : ''}"
                part="option"
                data-cell="option:${index}"
                tabindex="-1"
                aria-pressed=${layout.multi ? String(board.selected.has(index)) : nothing}
                @click=${() => board.pickOption(index)}
              >${label}</button>
            </div>`,
          )}
          ${layout.multi
            ? html`<div role="gridcell">
                <button class="cell confirm ${count >= min && count <= max ? 'ready' : ''}" part="confirm" data-cell="confirm" tabindex="-1" @click=${() => board.confirm()}>
                  ${confirmLabel(layout, count)}
                </button>
              </div>`
            : nothing}
        </div>`
      : nothing}
  </div>`;
}
