/**
 * `<tech-chess>`'s attributes read into the settings of a game: the shared ones (see
 * ../shared/settings.ts: `players`, which can only be 2, `humans` 1 or 2, `seed`, `bot-level`), with a
 * polite message for each bad value. Tech Chess has three bot levels.
 */
import type { PlayerCount } from '../../engine/descriptor.js';
import rules from '../../data/rules/tech-chess.json' with { type: 'json' };
import { builtInPlayers } from '../../games/built-in.js';
import { techChess } from '../../games/tech-chess/lazy-descriptor.js';
import { readBaseSettings, type BaseAttributes, type GameSettings, type SettingsRead } from '../shared/index.js';

/** The bot levels `bot-level` takes: the engine's random and one-ply greedy bots, and the alpha-beta search. */
export const BOT_LEVELS = ['random', 'greedy', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The players `players` takes: the rules file's range (a duel). */
const PLAYERS = builtInPlayers(techChess, rules);

/** What a game of Tech Chess is started with (no options of its own: the rulings are in the rules file). */
export type ChessSettings = GameSettings;

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readSettings(
  attrs: BaseAttributes,
  randomSeed?: () => number,
  players: PlayerCount = PLAYERS,
): SettingsRead<ChessSettings> {
  const base = readBaseSettings(
    attrs,
    {
      minPlayers: players.min,
      maxPlayers: players.max,
      defaultPlayers: players.default,
      levels: BOT_LEVELS,
      defaultLevel: techChess.defaultBot,
    },
    randomSeed,
  );
  if (base.problems.length > 0) {
    // "from 2 to 2" reads oddly: say it plainly.
    const range = `players should be a whole number from ${players.min} to ${players.max}`;
    return {
      problems: base.problems.map((p) =>
        players.min === players.max && p.startsWith(range)
          ? `players can only be ${players.min} (Tech Chess is a duel)${p.slice(range.length)}`
          : p,
      ),
    };
  }
  return { settings: base.settings, level: base.level };
}
