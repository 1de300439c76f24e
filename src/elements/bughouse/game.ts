/**
 * Bughouse as the element plays it: the game module built from the compiled Tech Deck and rules file
 * (only this game's code: a page ships no other game's rules), its bots by `bot-level` (their code,
 * Tech Chess's search, imported after the first frame; the hard one thinks in slices: ./bots.ts), the
 * settings as the engine's config, and the share link `#bughouse=seed.4.humans.moves`.
 */
import rules from '../../data/rules/bughouse.json' with { type: 'json' };
import type { BughouseGame, BughouseState, BughouseView } from '../../games/bughouse/index.js';
import { bughouse } from '../../games/bughouse/lazy-descriptor.js';
import { builtInGameOn, techDeck } from '../../games/built-in.js';
import { bughouseBots } from './bots.js';
import { shareCodec, type GameSpec } from '../shared/index.js';
import { readBughouseSettings, type BughouseSettings } from './settings.js';

/** The game, built from the compiled deck and its compiled rules. */
export const game: BughouseGame = builtInGameOn(bughouse, rules);

export const spec: GameSpec<BughouseState, BughouseView, BughouseSettings> = {
  game,
  loadBots: () => import('../../games/bughouse/bots.js').then((m) => bughouseBots(game, m)),
  config: (s) => ({ players: s.players, seed: s.seed, options: {} }),
  settings: (config, humans) => ({ players: config.players, humans, seed: config.seed }),
  share: shareCodec<BughouseSettings>(bughouse.share.param, readBughouseSettings),
  // Other cards or rules (`cards-src`, `rules-src`, the `deck` and `rules` properties, live reload in dev).
  create: (cards, gameRules) => bughouse.create(cards ?? techDeck, gameRules ?? game.rules),
};
