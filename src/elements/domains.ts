/**
 * What every element shows for a domain: its name, its traditional suit, and the two symbols drawn
 * beside the value (the domain symbol and the suit pip), so a domain is never told by colour alone.
 *
 * The symbols are inline SVG rather than font glyphs: the suit characters (♣ ♦ ♠ ♥) render as
 * emoji on some systems and are missing from others, and a game board must look the same everywhere.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { CARD_DOMAINS, type CardDomain, DOMAIN_NAMES, DOMAIN_SYMBOLS, DOMAINS, type Domain } from '../dsl/runtime.js';

export type { CardDomain };

/** How a domain is named and drawn. */
export interface DomainInfo {
  label: string; // shown on the card and read by screen readers, e.g. "Science"
  suit: string; // the traditional suit it stands for, e.g. "diamonds" ("" for wild)
  symbol: SVGTemplateResult; // the domain symbol (book, beaker, gear, globe; a star for wild), 24×24
  pip: SVGTemplateResult; // the suit pip (a star for wild), 24×24
}

const book = svg`<path d="M3 5.2c2.8-1.1 5.8-.9 9 1.3 3.2-2.2 6.2-2.4 9-1.3v13.4c-2.8-1.1-5.8-.9-9 1.3-3.2-2.2-6.2-2.4-9-1.3z"/><path d="M12 6.5v13.4"/>`;
const beaker = svg`<path d="M8.5 3h7"/><path d="M10 3v6.2L4.6 18.4A1.7 1.7 0 0 0 6.1 21h11.8a1.7 1.7 0 0 0 1.5-2.6L14 9.2V3"/><path d="M6.8 15h10.4"/>`;
const gear = svg`<path d="M19.42 9.94L22.01 10.05L22.01 13.95L19.42 14.06L18.70 15.79L20.46 17.70L17.70 20.46L15.79 18.70L14.06 19.42L13.95 22.01L10.05 22.01L9.94 19.42L8.21 18.70L6.30 20.46L3.54 17.70L5.30 15.79L4.58 14.06L1.99 13.95L1.99 10.05L4.58 9.94L5.30 8.21L3.54 6.30L6.30 3.54L8.21 5.30L9.94 4.58L10.05 1.99L13.95 1.99L14.06 4.58L15.79 5.30L17.70 3.54L20.46 6.30L18.70 8.21Z"/><circle cx="12" cy="12" r="3.2"/>`;
const globe = svg`<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.6 2.5 3.8 5.5 3.8 9s-1.2 6.5-3.8 9c-2.6-2.5-3.8-5.5-3.8-9S9.4 5.5 12 3z"/>`;
const star = svg`<path d="m12 2.6 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"/>`;

const club = svg`<circle cx="12" cy="7.2" r="4.2"/><circle cx="6.9" cy="13.4" r="4.2"/><circle cx="17.1" cy="13.4" r="4.2"/><path d="M10.2 10h3.6v3H10.2zM12 12.5l-2.4 9h4.8z"/>`;
const diamond = svg`<path d="M12 1.8 19.6 12 12 22.2 4.4 12z"/>`;
const spade = svg`<path d="M12 1.8c-2.8 3.4-8.4 7.2-8.4 11.7a4.2 4.2 0 0 0 7.3 2.8L9.6 22h4.8l-1.3-5.7a4.2 4.2 0 0 0 7.3-2.8c0-4.5-5.6-8.3-8.4-11.7z"/>`;
const heart = svg`<path d="M12 21.2C7.7 17.9 2.8 14 2.8 9A4.8 4.8 0 0 1 12 6.6 4.8 4.8 0 0 1 21.2 9c0 5-4.9 8.9-9.2 12.2z"/>`;

/** The drawing of each symbol DOMAIN_SYMBOLS names. */
const drawings = { book, beaker, gear, globe, star };

/** The four domains in deck order. */
export const fourDomains: readonly Domain[] = DOMAINS;

/** The four domains in deck order, then `wild`. */
export const domainOrder: readonly CardDomain[] = CARD_DOMAINS;

/** Names and symbols per domain. */
export const domains: Readonly<Record<CardDomain, DomainInfo>> = {
  knowledge: { label: DOMAIN_NAMES.knowledge, suit: 'clubs', symbol: drawings[DOMAIN_SYMBOLS.knowledge], pip: club },
  science: { label: DOMAIN_NAMES.science, suit: 'diamonds', symbol: drawings[DOMAIN_SYMBOLS.science], pip: diamond },
  technology: {
    label: DOMAIN_NAMES.technology,
    suit: 'spades',
    symbol: drawings[DOMAIN_SYMBOLS.technology],
    pip: spade,
  },
  services: { label: DOMAIN_NAMES.services, suit: 'hearts', symbol: drawings[DOMAIN_SYMBOLS.services], pip: heart },
  wild: { label: DOMAIN_NAMES.wild, suit: '', symbol: drawings[DOMAIN_SYMBOLS.wild], pip: star },
};

/** The domain symbol as an `<svg>` element (stroked, decorative: the name is always written beside it). */
export function domainSymbol(domain: CardDomain): TemplateResult {
  return html`<svg class="symbol" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${domains[domain].symbol}</svg>`;
}

/** The suit pip as an `<svg>` element (filled, decorative). */
export function suitPip(domain: CardDomain): TemplateResult {
  return html`<svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${domains[domain].pip}</svg>`;
}
