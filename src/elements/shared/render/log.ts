// The move log: every public step of the game in words, and what only the seat on screen saw.
import { html, type TemplateResult } from 'lit';
import type { LogEntry } from '../../../engine/state.js';

/** The log of the view of `seat` (the view holds only the entries that seat may read). */
export function renderLog(entries: readonly LogEntry[], seat: number): TemplateResult {
  return html`<details class="log" part="log" open>
    <summary>Move log <span class="quiet">(${entries.length})</span></summary>
    <ol class="log-list" tabindex="0" aria-label="Move log">
      ${entries.map((e) => html`<li class=${e.seat === null ? 'game' : e.seat === seat ? 'mine' : ''}>${e.text}</li>`)}
    </ol>
  </details>`;
}
