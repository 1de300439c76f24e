/**
 * `<tech-poker-squared>`'s attributes read into the settings of a match, with a polite message for each
 * bad value (an element on a blog never goes blank or throws because of a typo in its tag): the shared
 * ones (`humans`, `seed`, `bot-level`; `players` may only be 2) and `variant`.
 */
import type { PlayerCount } from '../../engine/descriptor.js';
import rules from '../../data/rules/poker-squared.json' with { type: 'json' };
import { builtInPlayers } from '../../games/built-in.js';
import { pokerSquared } from '../../games/poker-squared/lazy-descriptor.js';
import { readBaseSettings, type BaseAttributes, type GameSettings, type SettingsRead } from '../shared/index.js';

/** The bot levels `bot-level` takes: the game's good bot, the uniform random bot, and one that calls everything. */
export const BOT_LEVELS = ['good', 'random', 'call-everything'] as const;

/** The players `players` takes: the rules file's range (a duel). */
const PLAYERS = builtInPlayers(pokerSquared, rules);

/** The variants `variant` takes: the standard 52-card deck, or the Tech Deck with card effects (P7). */
export const VARIANTS = ['standard', 'tech'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface PokerSquaredSettings extends GameSettings {
  variant: Variant; // 'tech': the Tech Deck variant (P7), with one card effect per player per hand
}

export interface PokerSquaredAttributes extends BaseAttributes {
  variant: string | null;
}

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readPokerSquaredSettings(
  attrs: PokerSquaredAttributes,
  seedOf?: () => number,
  players: PlayerCount = PLAYERS,
): SettingsRead<PokerSquaredSettings> {
  const base = readBaseSettings(
    attrs,
    {
      minPlayers: players.min,
      maxPlayers: players.max,
      defaultPlayers: players.default,
      levels: BOT_LEVELS,
      defaultLevel: pokerSquared.defaultBot,
    },
    seedOf,
  );
  const problems = [...base.problems];
  const variant = (attrs.variant ?? '').trim().toLowerCase() || 'standard';
  if (!(VARIANTS as readonly string[]).includes(variant))
    problems.push(`variant should be "standard" or "tech"; it is "${attrs.variant}".`);
  if (problems.length > 0) return { problems };
  return { settings: { ...base.settings, variant: variant as Variant }, level: base.level };
}
