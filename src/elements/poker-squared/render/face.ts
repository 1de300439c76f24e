// A card of either deck, drawn and named: a standard card as <tech-playing-card>, a Tech Deck card (the
// P7 variant) as <tech-card>, from the element's deck (which the page may replace). The drawing is
// decorative inside a cell; the cell's name says the card.
import { html, type TemplateResult } from 'lit';
import { standardCard } from '../../../engine/standard-deck.js';
import { cardAccessibleName } from '../../card/card.js';
import type { Table } from '../table.js';

type Cards = Pick<Table, 'view' | 'card'>;

/** The card drawn (aria-hidden: its words are in the cell around it). */
export function cardFace(t: Cards, id: string): TemplateResult {
  if (t.view.deck === 'standard') return html`<tech-playing-card card-id=${id} aria-hidden="true"></tech-playing-card>`;
  return html`<tech-card .card=${t.card(id) ?? null} aria-hidden="true"></tech-card>`;
}

/** A card back. */
export function cardBack(t: Cards): TemplateResult {
  if (t.view.deck === 'standard') return html`<tech-playing-card face-down aria-hidden="true"></tech-playing-card>`;
  return html`<tech-card face-down aria-hidden="true"></tech-card>`;
}

/** A card in words: "Queen of Hearts", or "Technology 13 (spades): Robotics" (and its effect, with `effect`). */
export function cardWords(t: Cards, id: string, effect = false): string {
  if (t.view.deck === 'standard') return standardCard(id)?.name ?? id;
  const card = t.card(id);
  if (!card) return id;
  return `${cardAccessibleName(card)}${effect && card.effect ? `. ${card.effect.keyword} – ${card.effect.text}` : ''}`;
}

/** A card in a few characters, for hands: "Q♥", or "13 Technology". */
export function cardShort(t: Cards, id: string): string {
  if (t.view.deck === 'standard') return standardCard(id)?.short ?? id;
  const card = t.card(id);
  return card ? `${card.value} ${card.domain[0].toUpperCase()}${card.domain.slice(1)}` : id;
}
