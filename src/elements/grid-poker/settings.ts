/**
 * `<tech-grid-poker>`'s attributes read into the settings of a game: the shared ones (players in the rules file's range,
 * humans, seed, bot-level; see ../shared/settings.ts), `bidding` and `one-deck`, with a polite message
 * for each bad value.
 */
import type { PlayerCount } from '../../engine/descriptor.js';
import rules from '../../data/rules/grid-poker.json' with { type: 'json' };
import { builtInPlayers } from '../../games/built-in.js';
import { gridPoker } from '../../games/grid-poker/lazy-descriptor.js';
import {
  readBaseSettings,
  type BaseAttributes,
  type GameSettings as BaseSettings,
  type SettingsRead,
} from '../shared/settings.js';

/** The bot levels `bot-level` takes. */
export const BOT_LEVELS = ['random', 'greedy'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The players `players` takes: the rules file's range, and the descriptor's count unless told. */
const PLAYERS = builtInPlayers(gridPoker, rules);

/** What a game of Grid Poker is started with. */
export interface GameSettings extends BaseSettings {
  bidding: boolean; // G11: a betting round each grid poker phase
  oneDeck?: boolean; // G13: one Tech Deck with 5 or 6 players (two otherwise); absent is false
}

/** The raw attribute values, as the element holds them. */
export interface SettingAttributes extends BaseAttributes {
  bidding: boolean;
  oneDeck?: boolean;
}

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readSettings(
  attrs: SettingAttributes,
  randomSeed?: () => number,
  players: PlayerCount = PLAYERS,
): SettingsRead<GameSettings> {
  const base = readBaseSettings(
    attrs,
    {
      minPlayers: players.min,
      maxPlayers: players.max,
      defaultPlayers: players.default,
      levels: BOT_LEVELS,
      defaultLevel: gridPoker.defaultBot,
    },
    randomSeed,
  );
  const problems = [...base.problems];
  if (attrs.bidding && base.settings.players === 1)
    problems.push('bidding needs at least two players: a solo game has nobody to bet against.');
  if (problems.length > 0) return { problems };
  return {
    settings: { ...base.settings, bidding: attrs.bidding, ...(attrs.oneDeck ? { oneDeck: true } : {}) },
    level: base.level,
  };
}
