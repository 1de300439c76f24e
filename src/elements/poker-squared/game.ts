/**
 * Poker Squared as the element plays it: the game module built from the compiled Tech Deck and rules
 * file (only this game's code: a page ships no other game), its bots by `bot-level`, how the element's
 * settings become the engine's config, and the share link format `#poker-squared=seed.2.humans.variant.moves`.
 */
import deck from '../../data/deck.json' with { type: 'json' };
import rules from '../../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../../dsl/runtime.js';
import type { GameConfig } from '../../engine/game.js';
import { pokerSquaredBots } from '../../games/poker-squared/bots.js';
import { createPokerSquared, type PokerSquaredState, type PokerSquaredView } from '../../games/poker-squared/index.js';
import { shareCodec, type GameSpec } from '../shared/index.js';
import { readPokerSquaredSettings, type PokerSquaredAttributes, type PokerSquaredSettings } from './settings.js';

/** The game, built from the compiled deck and rules. */
export const game = createPokerSquared(deck as Card[], (rules as unknown as Record<string, Rules>)['poker-squared']);

/** The engine's options of a variant: the Tech Deck with card effects (P7), or none (the standard deck). */
export const variantOptions = (variant: PokerSquaredSettings['variant']) => (variant === 'tech' ? { deck: 'tech' as const, cardEffects: true } : {});

export const spec: GameSpec<PokerSquaredState, PokerSquaredView, PokerSquaredSettings> = {
  game,
  bots: { good: pokerSquaredBots.good, random: pokerSquaredBots.random, 'call-everything': pokerSquaredBots.callEverything },
  config: (s): GameConfig => ({ players: 2, seed: s.seed, options: variantOptions(s.variant) }),
  settings: (config, humans) => ({
    players: 2, humans, seed: config.seed,
    variant: (config.options as { deck?: string } | undefined)?.deck === 'tech' ? 'tech' : 'standard',
  }),
  share: shareCodec<PokerSquaredSettings, PokerSquaredAttributes>('poker-squared', readPokerSquaredSettings, {
    fields: ['[st]'],
    write: (s) => [s.variant === 'tech' ? 't' : 's'],
    attributes: ([v]) => ({ variant: v === 't' ? 'tech' : 'standard' }),
  }),
  // Other cards or rules (the card editor, live reload in dev): the Tech Deck variant plays with the cards.
  create: (cards, gameRules) => createPokerSquared(cards ?? (deck as Card[]), gameRules ?? game.rules),
};
