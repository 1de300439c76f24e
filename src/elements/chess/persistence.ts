/**
 * Tech Chess's share link: `#tech-chess=seed.2.humans.moves` (the format and the save under `save-key`
 * are the shared ones, ../shared/persistence.ts).
 */
import type { ChooseAction } from '../../engine/choices.js';
import { techChess } from '../../games/tech-chess/lazy-descriptor.js';
import { shareCodec } from '../shared/index.js';
import { readSettings, type ChessSettings } from './settings.js';

/** The fragment's name for a shared Tech Chess game: `#tech-chess=…`. */
export const SHARE_PARAM = techChess.share.param;

export const share = shareCodec<ChessSettings>(SHARE_PARAM, readSettings);

/** The fragment text of a game, e.g. `tech-chess=42.2.1.0_1_0_3-0`. */
export const encodeShare = (settings: ChessSettings, actions: readonly ChooseAction[]) =>
  share.encode(settings, actions);

/** The game a fragment carries, null when it carries none, or a message when it is damaged. */
export const decodeShare = (fragment: string) => share.decode(fragment);
