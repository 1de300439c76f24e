// The move log: every public step of the game in words, and what only the seat on screen saw.
import { html, type TemplateResult } from 'lit';
import type { LogEntry } from '../../../engine/state.js';

/**
 * The log of the view of `seat` (the view holds only the entries that seat may read). The engine names
 * seats "Player 2"; here each is named as the rest of the element names it, without changing a sentence:
 * "Player 1 (you) draws a card", "Player 2 (bot) discards …" (`name` gives "You" or "Player 2 (bot)").
 */
export function renderLog(entries: readonly LogEntry[], seat: number, name: (seat: number) => string): TemplateResult {
  return html`<details class="log" part="log" open>
    <summary>Move log <span class="quiet">(${entries.length})</span></summary>
    <ol class="log-list" tabindex="0" aria-label="Move log">
      ${entries.map((e) => html`<li class=${e.seat === null ? 'game' : e.seat === seat ? 'mine' : ''}>${nameSeats(e.text, name)}</li>`)}
    </ol>
  </details>`;
}

/**
 * A sentence of the engine's with its seats named as the element names them (see renderLog). What is
 * yours is said so: "Player 1's king is attacked" is "Your king is attacked" to Player 1, not
 * "Player 1 (you)'s king".
 */
export function nameSeats(text: string, name: (seat: number) => string): string {
  return text.replace(
    /\bPlayer (\d+)\b(?! \()('s\b)?/g,
    (_match, n: string, possessive: string | undefined, at: number) => {
      const player = `Player ${n}`;
      const shown = name(Number(n) - 1);
      if (shown === 'You')
        return possessive ? (/^\s*$|[.!?:]\s+$/.test(text.slice(0, at)) ? 'Your' : 'your') : `${player} (you)`;
      return `${shown.startsWith(player) ? shown : player}${possessive ?? ''}`;
    },
  );
}
