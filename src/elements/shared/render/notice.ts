// The element's notices, in place of the game: what is wrong with its attributes (it never goes blank),
// and a save or a link that could not be resumed, with a button for a new game.
import { html, nothing, type TemplateResult } from 'lit';
import { moreProblems, PROBLEMS_SHOWN } from '../../../dsl/shared/limits.js';

/** What is wrong with the attributes: the first PROBLEMS_SHOWN, then how many more, as every problem list says it. */
export function renderProblems(problems: readonly string[]): TemplateResult {
  const more = problems.length - PROBLEMS_SHOWN;
  return html`<div class="notice" part="notice" role="status">
    <p><strong>This game can't start yet.</strong></p>
    <ul>${problems.slice(0, PROBLEMS_SHOWN).map((p) => html`<li>${p}</li>`)}</ul>
    ${more > 0 ? html`<p class="more">${moreProblems(more)}.</p>` : nothing}
  </div>`;
}

export function renderNotice(text: string, onNewGame: () => void): TemplateResult {
  return html`<div class="notice" part="notice" role="status">
    <p>${text}</p>
    <button class="primary" @click=${onNewGame}>Start a new game</button>
  </div>`;
}
