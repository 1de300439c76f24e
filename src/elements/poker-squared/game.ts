/**
 * Poker Squared as the element plays it: the game module built from the compiled Tech Deck and rules
 * file (only this game's code: a page ships no other game), its bots by `bot-level` (their code imported
 * after the first frame), how the element's settings become the engine's config, and the share link
 * format `#poker-squared=seed.2.humans.variant.moves`.
 */
import rules from '../../data/rules/poker-squared.json' with { type: 'json' };
import { builtInGameOn, techDeck } from '../../games/built-in.js';
import type { GameConfig } from '../../engine/game.js';
import { pokerSquared } from '../../games/poker-squared/lazy-descriptor.js';
import type { PokerSquaredState, PokerSquaredView } from '../../games/poker-squared/index.js';
import { specBots } from '../shared/bots.js';
import { shareCodec, type GameSpec } from '../shared/index.js';
import { readPokerSquaredSettings, type PokerSquaredAttributes, type PokerSquaredSettings } from './settings.js';

/** The game, built from the compiled deck and its compiled rules (that file alone, so no other game's rules come with it). */
export const game = builtInGameOn(pokerSquared, rules);

/** The engine's options of a variant: the Tech Deck with card effects (P7), or none (the standard deck). */
export const variantOptions = (variant: PokerSquaredSettings['variant']) =>
  variant === 'tech' ? { deck: 'tech' as const, cardEffects: true } : {};

export const spec: GameSpec<PokerSquaredState, PokerSquaredView, PokerSquaredSettings> = {
  game,
  // By `bot-level`, their code imported after the first frame; the good bot reads the odds of the game's own cards.
  loadBots: () => pokerSquared.loadBots().then((make) => specBots(game, make)),
  config: (s): GameConfig => ({ players: 2, seed: s.seed, options: variantOptions(s.variant) }),
  settings: (config, humans) => ({
    players: 2,
    humans,
    seed: config.seed,
    variant: (config.options as { deck?: string } | undefined)?.deck === 'tech' ? 'tech' : 'standard',
  }),
  share: shareCodec<PokerSquaredSettings, PokerSquaredAttributes>(pokerSquared.share.param, readPokerSquaredSettings, {
    fields: [...pokerSquared.share.fields],
    write: (s) => pokerSquared.share.write(variantOptions(s.variant)),
    attributes: (fields) => ({ variant: pokerSquared.share.read(fields).deck === 'tech' ? 'tech' : 'standard' }),
  }),
  // Other cards or rules (the card editor, live reload in dev): the Tech Deck variant plays with the cards.
  create: (cards, gameRules) => pokerSquared.create(cards ?? techDeck, gameRules ?? game.rules),
};
