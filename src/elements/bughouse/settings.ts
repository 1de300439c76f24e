/**
 * `<tech-bughouse>`'s attributes read into the settings of a match: the shared ones (see
 * ../shared/settings.ts: `players`, which can only be 4, `humans` 1 to 4 taking turns on one device,
 * `seed`, `bot-level`), with a polite message for each bad value. The bots are Tech Chess's three levels.
 */
import rules from '../../data/rules/bughouse.json' with { type: 'json' };
import type { PlayerCount } from '../../engine/descriptor.js';
import { bughouse } from '../../games/bughouse/lazy-descriptor.js';
import { builtInPlayers } from '../../games/built-in.js';
import { readBaseSettings, type BaseAttributes, type GameSettings, type SettingsRead } from '../shared/index.js';

/** The bot levels `bot-level` takes: the engine's random bot, and Tech Chess's greedy and hard bots with the gifts weighed. */
export const BOT_LEVELS = ['random', 'greedy', 'hard'] as const;

/** The players `players` takes: the rules file's range (four: two teams of two, B1). */
const PLAYERS = builtInPlayers(bughouse, rules);

/** What a match of Bughouse is started with (no options of its own: the rulings are in the rules file). */
export type BughouseSettings = GameSettings;

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readBughouseSettings(
  attrs: BaseAttributes,
  seedOf?: () => number,
  players: PlayerCount = PLAYERS,
): SettingsRead<BughouseSettings> {
  const base = readBaseSettings(
    attrs,
    {
      minPlayers: players.min,
      maxPlayers: players.max,
      defaultPlayers: players.default,
      levels: BOT_LEVELS,
      defaultLevel: bughouse.defaultBot,
    },
    seedOf,
  );
  if (base.problems.length > 0) {
    // "from 4 to 4" reads oddly: say it plainly.
    const range = `players should be a whole number from ${players.min} to ${players.max}`;
    return {
      problems: base.problems.map((p) =>
        players.min === players.max && p.startsWith(range)
          ? `players can only be ${players.min} (Bughouse is two teams of two)${p.slice(range.length)}`
          : p,
      ),
    };
  }
  return { settings: base.settings, level: base.level };
}
