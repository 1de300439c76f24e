// What a change of the cards or rules did to the game under way (live reload in dev, the card editor's
// "try it" as the card is edited): the note above the table, in the players' words, and the note of a
// file being mended while the bots wait.
import { html, nothing, type TemplateResult } from 'lit';
import { moreProblems, PROBLEMS_SHOWN } from '../../../dsl/limits.js';
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

/**
 * While a card or rules file is being changed (live reload): nothing when it is only being saved, and
 * while it has mistakes, each located as `tech-deck check` prints it, and that the bots wait.
 */
export function renderFileChange(problems: readonly string[]): TemplateResult | typeof nothing {
  if (problems.length === 0) return nothing;
  const more = problems.length - PROBLEMS_SHOWN;
  return html`<div class="notice reload file-problems" part="file-problems" role="status">
    <p>A card or rules file has a mistake. This game waits, as it was, until the file is mended and saved:</p>
    ${problems.slice(0, PROBLEMS_SHOWN).map((p) => html`<pre>${p}</pre>`)}
    ${more > 0 ? html`<p class="more">${moreProblems(more)}.</p>` : nothing}
  </div>`;
}
