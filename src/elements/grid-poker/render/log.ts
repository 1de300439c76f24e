// The move log: every public step of the game in words, and what only the seat on screen saw.
import { html, type TemplateResult } from 'lit';
import type { Board } from '../board.js';

export function renderLog(board: Board): TemplateResult {
  const entries = board.view.log;
  return html`<details class="log" part="log" open>
    <summary>Move log <span class="quiet">(${entries.length})</span></summary>
    <ol class="log-list" tabindex="0" aria-label="Move log">
      ${entries.map((e) => html`<li class=${e.seat === null ? 'game' : e.seat === board.seat ? 'mine' : ''}>${e.text}</li>`)}
    </ol>
  </details>`;
}
