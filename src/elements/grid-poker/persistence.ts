/**
 * Grid Poker's share link: `#grid-poker=seed.players.humans.options.moves`, the options as bits (1
 * bidding, 2 one deck; see the descriptor). The format and the save
 * under `save-key` are the shared ones, ../shared/persistence.ts).
 */
import type { ChooseAction } from '../../engine/choices.js';
import { gridPoker } from '../../games/grid-poker/lazy-descriptor.js';
import { shareCodec } from '../shared/persistence.js';
import { readSettings, type GameSettings, type SettingAttributes } from './settings.js';

/** The fragment's name for a shared Grid Poker game: `#grid-poker=…`. */
export const SHARE_PARAM = gridPoker.share.param;

/**
 * The game's link format (its descriptor's) read as the tag is (`readSettings`): a link of a solo game
 * with bidding is refused as `bidding` would be.
 */
export const share = shareCodec<GameSettings, SettingAttributes>(SHARE_PARAM, readSettings, {
  fields: [...gridPoker.share.fields],
  write: (s) => gridPoker.share.write({ bidding: s.bidding, oneDeck: s.oneDeck === true }),
  attributes: (fields) => {
    const options = gridPoker.share.read(fields);
    return { bidding: options.bidding === true, oneDeck: options.oneDeck === true };
  },
});

/** The fragment text of a game, e.g. `grid-poker=42.2.1.0.0-3_1_x_4`. */
export const encodeShare = (settings: GameSettings, actions: readonly ChooseAction[]) =>
  share.encode(settings, actions);

/** The game a fragment carries, null when it carries none, or a message when it is damaged. */
export const decodeShare = (fragment: string) => share.decode(fragment);
