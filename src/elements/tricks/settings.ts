/**
 * `<tech-tricks>`'s attributes read into the settings of a game: the shared ones (players in the rules file's range, humans,
 * seed, bot-level; see ../shared/settings.ts), with a polite message for each bad value.
 */
import type { PlayerCount } from '../../engine/descriptor.js';
import rules from '../../data/rules/tricks-of-the-trade.json' with { type: 'json' };
import { builtInPlayers } from '../../games/built-in.js';
import { tricksOfTheTrade } from '../../games/tricks-of-the-trade/lazy-descriptor.js';
import { readBaseSettings, type BaseAttributes, type GameSettings, type SettingsRead } from '../shared/settings.js';

/** The bot levels `bot-level` takes: the game's own bots (src/games/tricks-of-the-trade/bots.ts). */
export const BOT_LEVELS = ['random', 'greedy'] as const;

/** The players `players` takes: the rules file's range, and the descriptor's count unless told. */
const PLAYERS = builtInPlayers(tricksOfTheTrade, rules);

/** What a game of Tricks of the Trade is started with. */
export type TricksSettings = GameSettings;

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readSettings(
  attrs: BaseAttributes,
  randomSeed?: () => number,
  players: PlayerCount = PLAYERS,
): SettingsRead<TricksSettings> {
  const base = readBaseSettings(
    attrs,
    {
      minPlayers: players.min,
      maxPlayers: players.max,
      defaultPlayers: players.default,
      levels: BOT_LEVELS,
      defaultLevel: tricksOfTheTrade.defaultBot,
    },
    randomSeed,
  );
  if (base.problems.length > 0) return { problems: base.problems };
  return { settings: base.settings, level: base.level };
}
