/**
 * Grid Poker's share link: `#grid-poker=seed.players.humans.bidding.moves` (the format and the save
 * under `save-key` are the shared ones, ../shared/persistence.ts).
 */
import type { ChooseAction } from '../../engine/choices.js';
import { shareCodec } from '../shared/persistence.js';
import type { GameSettings } from './settings.js';

/** The fragment's name for a shared Grid Poker game: `#grid-poker=…`. */
export const SHARE_PARAM = 'grid-poker';

export const share = shareCodec<GameSettings>(SHARE_PARAM, { min: 1, max: 6 }, {
  fields: ['[01]'],
  write: (s) => [s.bidding ? '1' : '0'],
  read: ([bidding]) => ({ bidding: bidding === '1' }),
});

/** The fragment text of a game, e.g. `grid-poker=42.2.1.0.0-3_1_x_4`. */
export const encodeShare = (settings: GameSettings, actions: readonly ChooseAction[]) => share.encode(settings, actions);

/** The game a fragment carries, null when it carries none, or a message when it is damaged. */
export const decodeShare = (fragment: string) => share.decode(fragment);
