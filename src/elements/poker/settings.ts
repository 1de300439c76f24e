/**
 * `<tech-poker>`'s attributes read into the settings of a match, with a polite message for each bad
 * value (an element on a blog never goes blank or throws because of a typo in its tag): the shared ones
 * (`players` 2 to 6, `humans`, `seed`, `bot-level`).
 */
import type { PlayerCount } from '../../engine/descriptor.js';
import rules from '../../data/rules/poker.json' with { type: 'json' };
import { builtInPlayers } from '../../games/built-in.js';
import { poker } from '../../games/poker/lazy-descriptor.js';
import { readBaseSettings, type BaseAttributes, type GameSettings, type SettingsRead } from '../shared/index.js';

/** The bot levels `bot-level` takes: the game's good bot and the uniform random bot. */
export const BOT_LEVELS = ['good', 'random'] as const;

/** The players `players` takes: the rules file's range, and the descriptor's count unless told. */
const PLAYERS = builtInPlayers(poker, rules);

export type PokerSettings = GameSettings;

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readPokerSettings(
  attrs: BaseAttributes,
  seedOf?: () => number,
  players: PlayerCount = PLAYERS,
): SettingsRead<PokerSettings> {
  const base = readBaseSettings(
    attrs,
    {
      minPlayers: players.min,
      maxPlayers: players.max,
      defaultPlayers: players.default,
      levels: BOT_LEVELS,
      defaultLevel: poker.defaultBot,
    },
    seedOf,
  );
  if (base.problems.length > 0) return { problems: base.problems };
  return { settings: base.settings, level: base.level };
}
