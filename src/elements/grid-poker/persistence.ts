/**
 * Grid Poker's share link: `#grid-poker=seed.players.humans.bidding.moves` (the format and the save
 * under `save-key` are the shared ones, ../shared/persistence.ts).
 */
import type { ChooseAction } from '../../engine/choices.js';
import { shareCodec } from '../shared/persistence.js';
import { readSettings, type GameSettings, type SettingAttributes } from './settings.js';

/** The fragment's name for a shared Grid Poker game: `#grid-poker=…`. */
export const SHARE_PARAM = 'grid-poker';

/** Read as the tag is (`readSettings`): a link of a solo game with bidding is refused as `bidding` would be. */
export const share = shareCodec<GameSettings, SettingAttributes>(SHARE_PARAM, readSettings, {
  fields: ['[01]'],
  write: (s) => [s.bidding ? '1' : '0'],
  attributes: ([bidding]) => ({ bidding: bidding === '1' }),
});

/** The fragment text of a game, e.g. `grid-poker=42.2.1.0.0-3_1_x_4`. */
export const encodeShare = (settings: GameSettings, actions: readonly ChooseAction[]) => share.encode(settings, actions);

/** The game a fragment carries, null when it carries none, or a message when it is damaged. */
export const decodeShare = (fragment: string) => share.decode(fragment);
