// Where the cards and rules of `cards-src` and `rules-src` stand, above the table: on their way, in
// play, or refused with every problem located in the file (and the built-in ones played instead).
import { html, nothing, type TemplateResult } from 'lit';
import { moreProblems, PROBLEMS_SHOWN } from '../../../dsl/shared/limits.js';
import { problemCount, type SourceProblem } from '../../../dsl/shared/source-text.js';
import type { SourceController, SourceFailure } from '../source-controller.js';

const KIND = { 'cards-src': 'cards', 'rules-src': 'rules' } as const;

/** "cards from A and rules from B". */
function from(cards: string, rules: string): string {
  return [cards && `cards from ${cards}`, rules && `rules from ${rules}`].filter(Boolean).join(' and ');
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** "Plate Tectonics, Papyrus and Open Standards". */
function list(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The panel in place of the table while the first cards or rules are on their way (never a blank element). */
export function renderLoading(loading: { cards: string; rules: string }): TemplateResult {
  return html`<div class="notice source" part="notice source" role="status">
    <p>Loading ${from(loading.cards, loading.rules)}…</p>
  </div>`;
}

/**
 * The note above the table: the cards or rules loading for the game under way, the ones in play, or
 * why they were refused. `saving`: whether the element has a save key (its save is then kept aside).
 */
export function renderSourceNote(sources: SourceController, saving: boolean): TemplateResult | typeof nothing {
  if (sources.failures.length > 0) return renderFailures(sources.failures, saving);
  if (sources.loading)
    return html`<p class="source-note" part="source" role="status">Loading ${from(sources.loading.cards, sources.loading.rules)}…</p>`;
  const loaded = sources.loaded;
  if (!loaded) return nothing;
  const cards = !loaded.cards
    ? ''
    : loaded.names.length <= 4
      ? `Cards from ${loaded.cards}: ${list(loaded.names)} in place of the built-in ${loaded.names.length === 1 ? 'card' : 'cards'} of the same value and domain.`
      : `Cards from ${loaded.cards}: ${loaded.names.length} cards in place of the built-in ones of the same value and domain.`;
  const rules = loaded.rules ? `Rules from ${loaded.rules}.` : '';
  return html`<p class="source-note" part="source">${[cards, rules].filter(Boolean).join(' ')}</p>`;
}

function renderFailures(failures: readonly SourceFailure[], saving: boolean): TemplateResult {
  const what = from(
    ...((['cards-src', 'rules-src'] as const).map((a) => failures.find((f) => f.attribute === a)?.url ?? '') as [
      string,
      string,
    ]),
  );
  return html`<div class="notice source failed" part="notice source" role="status">
    <p><strong>${capital(what)} can't be used</strong>, so this game is played with the built-in cards and rules${saving ? ' and is not saved (the saved game is kept for when they load)' : ''}.</p>
    ${failures.map((f) => renderProblemList(KIND[f.attribute], f.problems))}
  </div>`;
}

/**
 * One file's problems: the first PROBLEMS_SHOWN of them (the loaders tell no more), then the line that
 * counts the rest, "and 98,958 more problems" (the list's last entry, when it has `more`).
 */
function renderProblemList(kind: string, problems: readonly SourceProblem[]): TemplateResult {
  const count = problemCount(problems);
  const shown = problems.filter((p) => !p.more).slice(0, PROBLEMS_SHOWN);
  const more = count - shown.length;
  return html`<p>The ${kind} file's ${count === 1 ? 'problem' : `${count.toLocaleString('en')} problems`}:</p>
    <ul>${shown.map(
      (p) => html`<li>
      <span class="where">${p.at}</span>: ${p.message}
      ${p.excerpt ? html`<pre aria-hidden="true">${p.excerpt}</pre>` : nothing}
      ${p.hint ? html`<span class="hint">${capital(p.hint)}</span>` : nothing}
      ${p.example ? html`<span class="example">For example: <q>${p.example}</q></span>` : nothing}
    </li>`,
    )}</ul>
    ${more > 0 ? html`<p class="more">${capital(moreProblems(more))}.</p>` : nothing}`;
}
