// The four domains of the Tech Deck, once for every layer: their order, their names as players read
// them, and the symbol each is drawn with. The compiler, the engine, the games and the elements read
// them here; elements/domains.ts adds the drawings (SVG) to these names. The `Domain` type itself is
// generated from the schema (schema/effect.schema.json), so the schema stays the one source of the set.
import type { Card, Domain } from './schema-types.js';

export type { Domain };

/** A card's domain: one of the four, or `wild` for the two wild cards. */
export type CardDomain = Card['domain'];

/** The four domains in deck order (the rule book's order: Knowledge, Science, Technology, Services). */
export const DOMAINS: readonly Domain[] = ['knowledge', 'science', 'technology', 'services'];

/** The four domains in deck order, then `wild`: the order cards are listed and compared in. */
export const CARD_DOMAINS: readonly CardDomain[] = [...DOMAINS, 'wild'];

/** Each domain's name as a player reads it, e.g. "Science". */
export const DOMAIN_NAMES: Readonly<Record<CardDomain, string>> = {
  knowledge: 'Knowledge',
  science: 'Science',
  technology: 'Technology',
  services: 'Services',
  wild: 'Wild',
};

/** The symbol each domain is drawn with beside its colour, never colour alone (a star for wild). */
export const DOMAIN_SYMBOLS: Readonly<Record<CardDomain, 'book' | 'beaker' | 'gear' | 'globe' | 'star'>> = {
  knowledge: 'book',
  science: 'beaker',
  technology: 'gear',
  services: 'globe',
  wild: 'star',
};
