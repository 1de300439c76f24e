// What a change of the cards or rules did to the game under way (live reload in dev, the card editor's
// "try it" as the card is edited): the note above the table, in the designer's words.
import { html, type TemplateResult } from 'lit';
import type { ReplayDiff } from '../../../engine/replay-diff.js';

/**
 * The note for a replay with changed cards or rules, or null when the game so far plays the same.
 * `who` names the seat whose move no longer fits.
 */
export function reloadMessage(diff: ReplayDiff<unknown, unknown>, who: string | null): string | null {
  if (diff.differsFrom === null) return null;
  const from = diff.differsFrom === 0 ? 'from the deal on' : `from move ${diff.differsFrom} on`;
  if (diff.refused) {
    const whose = who ? `, ${who === 'You' ? 'yours' : `by ${who}`},` : '';
    const kept = diff.refused.move - 1;
    return `With the changed cards or rules this game goes differently ${from}. Move ${diff.refused.move}${whose} no longer fits: ${diff.refused.message.replace(/\.?$/, '.')} The game goes on after move ${kept}${kept === 0 ? ', the deal' : ''}.`;
  }
  return `With the changed cards or rules this game goes differently ${from}. Every move still fits; the table shows the game as the new text plays it.`;
}

/** The note, with a button to dismiss it. */
export function renderReload(text: string, onDismiss: () => void): TemplateResult {
  return html`<div class="notice reload" part="reload" role="status">
    <p>${text}</p>
    <button @click=${onDismiss}>Dismiss</button>
  </div>`;
}
