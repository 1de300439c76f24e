// The note of a card or rules file being mended while the bots wait (live reload in dev): drawn whatever
// code has loaded, as live reload sets `fileChange` before the changed cards arrive.
import { html, nothing, type TemplateResult } from 'lit';
import { moreProblems, PROBLEMS_SHOWN } from '../../../dsl/shared/limits.js';

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
