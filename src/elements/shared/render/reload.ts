// What a change of the cards or rules did to the game under way (live reload in dev, the card editor's
// "try it" as the card is edited): the note above the table, in the players' words. Part of the code
// imported once the cards or rules change (cards-change.ts); the note of a file being mended while the
// bots wait is render/file-change.ts.
import { html, type TemplateResult } from 'lit';
import type { ChooseAction } from '../../../engine/choices.js';
import type { ReplayDiff } from '../../../engine/replay-diff.js';
import type { PendingChoice } from '../../../engine/state.js';
import { refusedMove, type Naming } from '../reload-words.js';

/** A replay with changed cards or rules: what it found, and the choice the refused move answered before the change. */
export type Reload = ReplayDiff<unknown, ChooseAction> & {
  was: PendingChoice | null;
  state: { pending: PendingChoice | null };
};

/**
 * The note for a replay with changed cards or rules, or null when the game so far plays the same:
 * "From move 13 the game goes differently: Player 2 can no longer choose Robotics, it is not among the
 * cards on offer. The game goes on after move 12."
 */
export function reloadMessage(reload: Reload, naming: Naming): string | null {
  if (reload.differsFrom === null) return null;
  const from = reload.differsFrom === 0 ? 'From the deal' : `From move ${reload.differsFrom}`;
  const refused = reload.refused;
  if (!refused)
    return `${from} the game goes differently with the new text. Every move still fits; the table shows the game as the new text plays it.`;
  const kept = refused.move - 1;
  const goesOn = `The game goes on after move ${kept}${kept === 0 ? ', the deal' : ''}.`;
  const why = refusedMove(reload.was, refused.action, reload.state.pending, naming);
  const at = refused.move === reload.differsFrom ? '' : `, and at move ${refused.move} `;
  return at
    ? `${from} the game goes differently${at}${why}. ${goesOn}`
    : `${from} the game goes differently: ${why}. ${goesOn}`;
}

/** The note, with a button to dismiss it. */
export function renderReload(text: string, onDismiss: () => void): TemplateResult {
  return html`<div class="notice reload" part="reload" role="status">
    <p>${text}</p>
    <button @click=${onDismiss}>Dismiss</button>
  </div>`;
}
