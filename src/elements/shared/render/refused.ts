// The `deck` or `rules` a page set that can't be played, above the table: what is wrong, and that the
// built-in ones are played instead (the game goes on; the page's value is kept as it was set).
import { html, nothing, type TemplateResult } from 'lit';

/** One refused property and its problems, in words. */
export interface RefusedProperty {
  source: 'deck' | 'rules';
  messages: string[];
}

const BUILT_IN = { deck: 'cards', rules: 'rules' } as const;

export function renderRefused(refused: readonly RefusedProperty[]): TemplateResult | typeof nothing {
  if (refused.length === 0) return nothing;
  const names = refused.map((r) => r.source);
  const what = names.length === 1 ? `The ${names[0]} property` : 'The deck and rules properties';
  return html`<div class="notice refused" part="notice refused" role="status">
    <p><strong>${what} can't be used</strong>, so this game is played with the built-in ${names.map((n) => BUILT_IN[n]).join(' and ')}.</p>
    <ul>${refused.flatMap((r) => r.messages).map((m) => html`<li>${m}</li>`)}</ul>
  </div>`;
}
