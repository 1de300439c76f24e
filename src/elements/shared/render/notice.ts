// The element's notices, in place of the game: what is wrong with its attributes (it never goes blank),
// and a save or a link that could not be resumed, with a button for a new game.
import { html, type TemplateResult } from 'lit';

export function renderProblems(problems: readonly string[]): TemplateResult {
  return html`<div class="notice" part="notice" role="status">
    <p><strong>This game can't start yet.</strong></p>
    <ul>${problems.map((p) => html`<li>${p}</li>`)}</ul>
  </div>`;
}

export function renderNotice(text: string, onNewGame: () => void): TemplateResult {
  return html`<div class="notice" part="notice" role="status">
    <p>${text}</p>
    <button class="primary" @click=${onNewGame}>Start a new game</button>
  </div>`;
}
