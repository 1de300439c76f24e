import { LitElement, html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { standardCard, type StandardCard } from '../../engine/standard-deck.js';
import type { Suit } from '../../poker/index.js';
import { domains } from '../domains.js';
import { styles } from './playing-card.styles.js';

/** The suit pips, drawn as inline SVG (the suit characters render as emoji on some systems). */
const PIPS: Record<Suit, TemplateResult> = {
  clubs: html`<svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${domains.knowledge.pip}</svg>`,
  diamonds: html`<svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${domains.science.pip}</svg>`,
  hearts: html`<svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${domains.services.pip}</svg>`,
  spades: html`<svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${domains.technology.pip}</svg>`,
};

/** The suit pip of a standard card as an `<svg>` (decorative: the suit is always named beside it). */
export const playingSuitPip = (suit: Suit): TemplateResult => PIPS[suit];

/** The rank as printed in the corner: 2 … 10, J, Q, K, A. */
export const rankSymbol = (rank: number): string => ({ 11: 'J', 12: 'Q', 13: 'K', 14: 'A' })[rank] ?? String(rank);

/** The accessible name of a standard card: "Ace of Spades". */
export const playingCardLabel = (card: StandardCard): string => card.name;

/**
 * One card of the standard 52-card deck (French suits), the deck Poker Squared is played with.
 *
 * The rank and the suit's pip sit in the top corner and, upside down, in the bottom one; a large pip
 * (or, for a Jack, Queen or King, the rank letter in a frame) fills the middle. The suit is never told
 * by colour alone: each suit has its own pip shape, and the card's accessible name says rank and suit
 * in words ("Queen of Hearts"). Everything scales with the card's width, from 40 px to 300 px; below
 * about 72 px only the corner index and the middle pip are drawn, large.
 *
 * @summary One card of the standard 52-card deck, face up or face down.
 *
 * @csspart base - The card's box: the face, the back, or an empty outline while no card is set.
 * @csspart rank - The rank in the top corner.
 *
 * @cssproperty --tech-card-width - The card's width; its height follows the 5:7 ratio of a playing card. Default `6rem`.
 * @cssproperty --tech-card-radius - Corner radius. Default `7%` of the width.
 * @cssproperty --tech-card-face - The face's paper colour. Default `#fffdf8`.
 * @cssproperty --tech-card-back - The back's colour. Default `#26324a`.
 * @cssproperty --tech-suit-red - Hearts and diamonds. Default `#c0182e`.
 * @cssproperty --tech-suit-black - Clubs and spades. Default `#1c1b1a`.
 */
export class TechPlayingCard extends LitElement {
  static override styles = styles;

  /** The card by id, `<suit>-<rank>` with the rank 2 to 14 (11 Jack … 14 Ace), e.g. `spades-14`. */
  @property({ attribute: 'card-id' }) cardId = '';

  /** Shows the card's back instead of its face. */
  @property({ type: Boolean, attribute: 'face-down' }) faceDown = false;

  /** The card shown, or null when `card-id` names no card of the deck. */
  get shownCard(): StandardCard | null {
    return standardCard(this.cardId) ?? null;
  }

  override render(): TemplateResult {
    if (this.faceDown) {
      return html`<div part="base" class="base back" role="img" aria-label="Face-down card"><div class="back-panel" aria-hidden="true"></div></div>`;
    }
    const card = this.shownCard;
    if (!card) {
      const problem = this.cardId ? `No playing card "${this.cardId}"` : 'No card';
      return html`<div part="base" class="base empty" role="img" aria-label=${problem}></div>`;
    }
    const rank = rankSymbol(card.rank);
    const face = card.rank >= 11 && card.rank <= 13;
    // The rank is drawn by CSS from data-rank (attr()), so the card's only words are its accessible name.
    const index = html`<span class="rank" part="rank" data-rank=${rank}></span>${PIPS[card.suit]}`;
    return html`<div part="base" class="base face" data-suit=${card.suit} role="img" aria-label=${playingCardLabel(card)}>
      <div class="index index--top" aria-hidden="true">${index}</div>
      <div class="index index--bottom" aria-hidden="true">${index}</div>
      <div class="middle ${face ? 'court' : ''}" aria-hidden="true">
        ${face ? html`<span class="court-rank" data-rank=${rank}></span>` : ''}${PIPS[card.suit]}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-playing-card': TechPlayingCard;
  }
}
