/**
 * What every render piece of `<tech-tricks>` is given: the shared choice surface (the seat on screen,
 * names, the laid-out pending choice, what is selected, the handlers) and the view of that seat.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SlotView } from '../../engine/view.js';
import type { TricksView } from '../../games/tricks-of-the-trade/index.js';
import { DOMAIN_NAMES, type Domain } from '../../games/tricks-of-the-trade/state.js';
import { domainSymbol } from '../domains.js';
import { describeCard } from '../shared/render/card-cell.js';
import { isTouch } from '../shared/tap.js';
import type { ChoiceSurface } from '../shared/surface.js';

export interface TricksBoard extends ChoiceSurface {
  view: TricksView; // what the seat on screen may see
}

export { DOMAIN_NAMES };

/** A domain in words with its symbol (never colour alone). */
export const domainTag = (domain: Domain | null): TemplateResult =>
  domain
    ? html`<span class="domain domain--${domain}">${domainSymbol(domain)}${DOMAIN_NAMES[domain]}</span>`
    : html`<span class="domain">none</span>`;

/** The slots of a zone as the viewer sees them. */
export const zoneSlots = (view: TricksView, zone: string): SlotView[] => view.zones[zone] ?? [];

/** "Player 2" → "Player 2's", "You" → "your". */
export const possessive = (name: string) => (name === 'You' ? 'your' : `${name}'s`);

/**
 * A card that is no longer an instance on the table (a card of a finished trick, an offered card seen in
 * a trade): a grid cell the keyboard can reach and the inspector can show, never a target. A finger's
 * tap shows it large.
 */
export function seenCardCell(
  board: TricksBoard,
  card: string,
  size: string,
  where: string,
  key: string,
  extra?: TemplateResult,
): TemplateResult {
  return html`<div role="gridcell" class="slot slot--${size}">
    <button class="cell card-cell seen" data-cell=${key} tabindex="-1" aria-disabled="true"
      aria-label="${describeCard(board.card(card))} (${where})"
      @focus=${() => board.inspect(null, card)} @mouseenter=${() => board.inspect(null, card)}
      @click=${(e: MouseEvent) => isTouch(e) && board.read(null, card)}>
      <tech-card .card=${board.card(card)} aria-hidden="true"></tech-card>${extra ?? nothing}
    </button>
  </div>`;
}

/** An empty place for a card (a seat that has not played yet), with words for it. */
export function placeCell(size: string, text: string, key: string, label: string): TemplateResult {
  return html`<div role="gridcell" class="slot slot--${size}">
    <button class="cell place-cell" data-cell=${key} tabindex="-1" aria-disabled="true" aria-label=${label}><span>${text}</span></button>
  </div>`;
}
