// The Rules dialog's "House rulings": every ruling of the rules file the game is played with, read from
// its compiled data (so a designer's rules file, or a `rules-src`, shows its own), each with its value,
// its pointer and its reason (the words the file gives after the pointer). A pointer of a game letter and
// X (GX1, PX2 …) marks one of this project's own rulings, made where the rule books and the published
// house rulings are silent: its reason says why it was needed.
import { html, type TemplateResult } from 'lit';
import type { Rules } from '../../../dsl/runtime.js';

/** A compiled name or value in words: `fold-only-facing-a-bet` → "fold only facing a bet". */
const words = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(words).join(', ')
    : value === true
      ? 'yes'
      : value === false
        ? 'no'
        : String(value).replace(/-/g, ' ');

/** Is this pointer one of this project's own rulings (a game letter, X, a number)? */
export const isInvented = (pointer: string) => /^[A-Z]X\d+$/.test(pointer);

export function renderHouseRulings(rules: Rules): TemplateResult {
  const rulings = Object.entries(rules.rulings);
  const reasons = rules.reasons ?? {};
  return html`<section class="house-rulings" part="house-rulings" aria-labelledby="house-rulings-title">
    <h3 id="house-rulings-title">House rulings</h3>
    <p>Where the rules are unclear or silent, this game plays by these rulings of its rules file. The marked ones are
      this project's own, made where the published house rulings say nothing.</p>
    <ul>
      ${rulings.map(
        ([name, { value, ruling }]) => html`<li data-ruling=${name}>
        <strong>${words(name)}</strong>: ${words(value)}
        <span class="quiet">(${ruling}${isInvented(ruling) ? html`, <em>this project's</em>` : ''})</span>${
          Object.hasOwn(reasons, name) ? html` — <span class="reason">${reasons[name]}</span>` : ''
        }
      </li>`,
      )}
    </ul>
  </section>`;
}
