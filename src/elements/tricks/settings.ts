/**
 * `<tech-tricks>`'s attributes read into the settings of a game: the shared ones (players 2-4, humans,
 * seed, bot-level; see ../shared/settings.ts), with a polite message for each bad value.
 */
import { readBaseSettings, type BaseAttributes, type GameSettings, type SettingsRead } from '../shared/settings.js';

/** The bot levels `bot-level` takes: the game's own bots (src/games/tricks-of-the-trade/bots.ts). */
export const BOT_LEVELS = ['random', 'greedy'] as const;

/** What a game of Tricks of the Trade is started with. */
export type TricksSettings = GameSettings;

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readSettings(attrs: BaseAttributes, randomSeed?: () => number): SettingsRead<TricksSettings> {
  const base = readBaseSettings(attrs, { minPlayers: 2, maxPlayers: 4, defaultPlayers: 3, levels: BOT_LEVELS, defaultLevel: 'greedy' }, randomSeed);
  if (base.problems.length > 0) return { problems: base.problems };
  return { settings: base.settings, level: base.level };
}
