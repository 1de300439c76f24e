import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Card } from '../../dsl/runtime.js';
import { domainSymbol, domains, fourDomains, suitPip } from '../domains.js';
import { cardById } from './catalogue.js';
import { readCardText } from './card-text.js';
import { fitLength, styles } from './card.styles.js';
import { longestRun, NameFitController } from './name-fit.js';

/**
 * One Tech Deck card, face up or face down.
 *
 * It shows what the printed card shows: the value with the suit pip in the corners, the domain's
 * symbol and name (book for Knowledge, beaker for Science, gear for Technology, globe for Services,
 * so the domain is never told by colour alone), the name, the year and the people behind it, the
 * effect's keyword and text, and the one-line fact. The two wild cards get a look of their own.
 * Name a card of the deck with `card-id="technology-13"`, give it the text of a `.card` file in
 * `card-text`, or a compiled card (the JSON a `.card` file becomes through the Vite plugin) in `card`.
 * Everything inside scales with the card's width, from 60 px to 400 px: below about 150 px the card
 * keeps its value, pips, domain symbol, name and keyword; below about 72 px, its value, pip and symbol
 * (the accessible name always holds the whole card).
 *
 * @summary One Tech Deck card, face up or face down.
 *
 * @csspart base - The card's box: the face, the back, or an empty outline while no card is set.
 * @csspart value - The value (or the wild star) in the top corner.
 * @csspart domain - The domain symbol and name.
 * @csspart name - The card's name.
 * @csspart effect - The effect's keyword and text.
 * @csspart fact - The one-line fact.
 *
 * @cssproperty --tech-card-width - The card's width; its height follows the 5:7 ratio of a playing card. Default `15rem`.
 * @cssproperty --tech-card-radius - Corner radius, as a fraction-friendly length. Default `0.06 × width`.
 * @cssproperty --tech-card-face - The face's paper colour. Default `#fffdf8`.
 * @cssproperty --tech-card-ink - The face's text colour. Default `#1c1b1a`.
 * @cssproperty --tech-card-back - The back's colour. Default `#26324a`.
 * @cssproperty --tech-color-knowledge - Knowledge's colour (global token). Default `#2848a8`.
 * @cssproperty --tech-color-science - Science's colour (global token). Default `#0b6e4f`.
 * @cssproperty --tech-color-technology - Technology's colour (global token). Default `#9a3412`.
 * @cssproperty --tech-color-services - Services' colour (global token). Default `#9d174d`.
 */
export class TechCard extends LitElement {
  static override styles = styles;

  /** Shrinks the name further than the styles' estimate while a word of it sticks out (name-fit.ts). */
  protected readonly nameFit = new NameFitController(
    this,
    () => this.renderRoot?.querySelector<HTMLElement>('.name') ?? null,
  );

  /** The card to show, as compiled from its `.card` file. While unset, an empty outline is drawn. */
  @property({ attribute: false }) card: Card | null = null;

  /** A card of the deck by id, e.g. `technology-13` or `wild-1`; used when `card` is not set. */
  @property({ attribute: 'card-id' }) cardId = '';

  /** The text of a `.card` file to show; used when neither `card` nor `card-id` is set. */
  @property({ attribute: 'card-text' }) cardText = '';

  /** Shows the card's back instead of its face; nothing of the face is rendered then. */
  @property({ type: Boolean, attribute: 'face-down' }) faceDown = false;

  /** The card shown: `card`, else the deck's card named by `card-id`, else the one `card-text` describes. */
  get shownCard(): Card | null {
    if (this.card) return this.card;
    if (this.cardId) return cardById(this.cardId) ?? null;
    if (this.cardText) {
      const read = readCardText(this.cardText);
      return 'card' in read ? read.card : null;
    }
    return null;
  }

  override render(): TemplateResult {
    if (this.faceDown) return this.renderBack();
    const card = this.shownCard;
    if (!card)
      return html`<div part="base" class="base empty" role="img" aria-label=${this.problem() ?? 'No card'}><span class="problem" aria-hidden="true">${this.problem() ?? ''}</span></div>`;
    return this.renderFace(card);
  }

  /** Why a card-id or card-text gives no card, in words shown on the empty outline. */
  private problem(): string | null {
    if (this.cardId && !this.card) return `No card "${this.cardId}" in the deck`;
    if (this.cardText && !this.card) {
      const read = readCardText(this.cardText);
      return 'error' in read ? read.error : null;
    }
    return null;
  }

  private renderFace(card: Card): TemplateResult {
    const wild = card.domain === 'wild';
    const corner = html`
      <span class=${card.value === 6 || card.value === 9 ? 'value turnable' : 'value'} part="value">${wild ? suitPip('wild') : card.value}</span>
      ${wild ? nothing : suitPip(card.domain)}
    `;
    return html`
      <article part="base" class="base face" data-domain=${card.domain} aria-label=${cardAccessibleName(card)}>
        <div class="corner corner--top" aria-hidden="true">${corner}</div>
        <div class="corner corner--bottom" aria-hidden="true">${corner}</div>
        <div class="domain" part="domain">${domainSymbol(card.domain)}<span>${domains[card.domain].label}</span></div>
        <div class="mini" aria-hidden="true">${domainSymbol(card.domain)}</div>
        <p class="name" part="name" data-fit=${fitLength(longestRun(card.name)) ?? nothing}>${card.name}</p>
        <p class="meta"><span class="year">${formatYear(card.year)}</span><span class="dot" aria-hidden="true"> · </span><span class="people">${card.people}</span></p>
        <div class="art" aria-hidden="true">
          ${
            wild
              ? fourDomains.map((d) => html`<span data-domain=${d}>${domainSymbol(d)}</span>`)
              : domainSymbol(card.domain)
          }
        </div>
        ${
          card.effect
            ? html`<p class="effect" part="effect">
              <strong class="keyword">${card.effect.keyword}</strong><span class="visually-hidden"> – </span>
              <span class="text">${card.effect.text}</span>
            </p>`
            : nothing
        }
        <p class="fact" part="fact">${card.fact}</p>
        ${card.source === 'provisional' ? html`<p class="source" title="Text authored for this project, not from a rule book">provisional</p>` : nothing}
      </article>
    `;
  }

  private renderBack(): TemplateResult {
    return html`
      <div part="base" class="base back" role="img" aria-label="Face-down card">
        <div class="back-panel" aria-hidden="true">
          <div class="back-symbols">
            ${fourDomains.map((d) => domainSymbol(d))}
          </div>
          <span class="wordmark">Tech Deck</span>
        </div>
      </div>
    `;
  }
}

/**
 * A card's accessible name: domain and value first, as a player says them ("Technology 13 (spades):
 * Robotics"). Not the engine's `cardLabel` ("Robotics (13 Technology)"), which names a card in options
 * and log lines, name first.
 */
export function cardAccessibleName(card: Card): string {
  if (card.domain === 'wild') return `Wild card: ${card.name}`;
  const { label, suit } = domains[card.domain];
  return `${label} ${card.value} (${suit}): ${card.name}`;
}

/** A year as printed on the cards: negative years are BCE. */
export function formatYear(year: number): string {
  return year < 0 ? `${-year} BCE` : String(year);
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-card': TechCard;
  }
}
