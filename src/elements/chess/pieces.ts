/**
 * The piece kinds as small silhouettes, drawn on every piece's card face beside its value, so a player
 * sees at a glance how a card moves (a 12 is a queen) without knowing the table by heart. Inline SVG, not
 * the chess characters of a font: those render as emoji on some systems and are missing on others.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { PieceView } from '../../games/tech-chess/index.js';

/** How a piece moves: 'pawn', 'rook', 'knight', 'queen' or 'king'. */
export type KindName = PieceView['piece'];

const shapes: Record<KindName, SVGTemplateResult> = {
  pawn: svg`<circle cx="12" cy="6.6" r="3.3"/><path d="M9.3 10.6h5.4l1.6 6.6H7.7z"/><rect x="5.8" y="18" width="12.4" height="3.2" rx="0.8"/>`,
  rook: svg`<path d="M6 3.2h2.6v2.2h2.1V3.2h2.6v2.2h2.1V3.2H18v5.2l-2.1 1.7v7.1H8.1v-7.1L6 8.4z"/><rect x="5" y="18" width="14" height="3.2" rx="0.8"/>`,
  knight: svg`<path d="M7.6 21.2h11.2V19c0-5.9-1.7-11-7.3-13.6L10.6 3 9.3 5.7 6.4 8.1 4.8 12.1l1.7 1.5 2.8-1.5 1.7.1c-.6 2.7-2.9 4.4-3.4 7.3z"/><circle cx="9.6" cy="8.6" r="0.9" fill="var(--_face, #fff)"/>`,
  queen: svg`<circle cx="3.8" cy="7.2" r="1.8"/><circle cx="12" cy="4.2" r="1.8"/><circle cx="20.2" cy="7.2" r="1.8"/><circle cx="7.8" cy="5.2" r="1.5"/><circle cx="16.2" cy="5.2" r="1.5"/><path d="M4.3 9l2.9 8.2h9.6L19.7 9l-4.1 3.6-1-5.6L12 12.4 9.4 7l-1 5.6z"/><rect x="6" y="18" width="12" height="3.2" rx="0.8"/>`,
  king: svg`<path d="M10.9 1.8h2.2v2.1h2.1v2.2h-2.1v2.2h-2.2V6.1H8.8V3.9h2.1z"/><path d="M4.6 11.6c0-2.4 3.3-3.7 7.4-1.5 4.1-2.2 7.4-.9 7.4 1.5 0 2.5-2 4.3-3 5.6H7.6c-1-1.3-3-3.1-3-5.6z"/><rect x="6" y="18" width="12" height="3.2" rx="0.8"/>`,
};

/** The names players say: "queen", and the notation's absent piece letters are not needed. */
export const KIND_WORDS: Record<KindName, string> = {
  pawn: 'pawn',
  rook: 'rook',
  knight: 'knight',
  queen: 'queen',
  king: 'king',
};

/** A kind's silhouette (filled, decorative: the kind is always in the cell's name too). */
export function kindIcon(kind: KindName): TemplateResult {
  return html`<svg class="kind-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${shapes[kind]}</svg>`;
}
