// Why the game on screen is not being saved (storage full or turned off, or another game on the page
// holds the same save-key): a note above the table, said once, with a button to dismiss it.
import { html, type TemplateResult } from 'lit';

export function renderSaveNote(text: string, onDismiss: () => void): TemplateResult {
  return html`<div class="notice reload" part="notice" role="status">
    <p>${text}</p>
    <button @click=${onDismiss}>Dismiss</button>
  </div>`;
}
