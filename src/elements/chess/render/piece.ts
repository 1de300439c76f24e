// A piece: a small card face on its square. It shows what a player needs at a glance — the value it
// moves by, the domain's pip and symbol (never colour alone), the piece kind as a silhouette (and its
// name when the square is large enough) — and whose piece it is by more than colour: the first player's
// cards are light, the second player's dark, and every piece carries a chevron pointing the way its
// side moves (up the board or down it). All of it is decorative: the square's button holds the words,
// and the face's own letters are drawn by CSS (\`content: attr(data-text)\`), so a cell's visible text
// never disagrees with its name.
import { html, type TemplateResult } from 'lit';
import type { Card } from '../../../dsl/runtime.js';
import { domainSymbol, suitPip } from '../../domains.js';
import { kindIcon, KIND_WORDS, type KindName } from '../pieces.js';

export interface PieceLook {
  card: Card; // the printed card
  value: number; // the value it moves by now
  kind: KindName;
  side: 0 | 1; // 0: the first player's (light), 1: the second player's (dark)
  up: boolean; // its side moves up the board as drawn
  ghost?: boolean; // a preview (the default arrangement), not a piece yet
}

const chevron = html`<svg class="chevron" viewBox="0 0 12 8" aria-hidden="true" focusable="false"><path d="M1 7 6 1.5 11 7z"/></svg>`;

export function pieceFace(p: PieceLook): TemplateResult {
  const domain = p.card.domain;
  const changed = p.card.value !== null && p.card.value !== p.value;
  return html`<span class="piece side-${p.side} ${p.up ? 'up' : 'down'} ${p.ghost ? 'ghost' : ''}" data-domain=${domain} aria-hidden="true">
    <span class="piece-corner">
      <span class="piece-value" data-text=${p.value}></span>
      ${suitPip(domain)}
    </span>
    <span class="piece-domain">${domainSymbol(domain)}</span>
    ${kindIcon(p.kind)}
    <span class="piece-kind" data-text="${KIND_WORDS[p.kind]}${changed ? ` (was ${p.card.value})` : ''}"></span>
    ${chevron}
  </span>`;
}
