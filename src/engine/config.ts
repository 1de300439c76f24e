// A game's config (`{ players, seed, options }`) checked once, the same way by every game, before anything
// is dealt: the config often comes from JSON (a save, a share link, a bug report), so nothing in it is
// trusted. A mistake is refused with a RuleError (code `config/…`) that says what is wrong and what to
// give instead; nothing is silently replaced (a seed that isn't a whole number used to deal seed 0).
import { RuleError } from './errors.js';
import type { GameConfig } from './game.js';

/** What a game accepts: its name for messages, its player range and the names of its options. */
export interface ConfigSpec {
  game: string; // 'Grid Poker'
  players?: { min: number; max: number }; // none: any whole number from 1
  options: readonly string[]; // every option name the game reads; any other is refused
}

/** A config that passed `checkConfig`: `options` holds only the game's own option names. */
export interface CheckedConfig extends GameConfig {
  options: Record<string, unknown>;
}

/** Words for a value in a message: short, whatever its type. */
function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' || value == null)
    return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/**
 * Refuses a seed that is not a safe integer (NaN, Infinity, 1e300, 1.5, "42"): each safe integer, negative
 * ones too, deals its own game (see seedRng), and nothing else is a seed.
 */
export function checkSeed(seed: unknown): asserts seed is number {
  if (!Number.isSafeInteger(seed)) {
    throw new RuleError(
      'config/seed',
      `The seed must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, not ${shown(seed)}.`,
    );
  }
}

const list = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(', ');

/**
 * Checks `config` against what the game accepts and returns it with a clean copy of its options. Option
 * names are compared as own keys only, so `__proto__`, `constructor` or `toString` (from JSON) is an
 * unknown option like any other, never a property every object inherits.
 */
export function checkConfig(config: unknown, spec: ConfigSpec): CheckedConfig {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new RuleError(
      'config/not-an-object',
      `${spec.game} is set up with { players, seed, options }, not ${shown(config)}.`,
    );
  }
  const { players, seed, options } = config as Partial<GameConfig>;
  const range = spec.players;
  if (!Number.isSafeInteger(players) || players! < (range?.min ?? 1) || (range && players! > range.max)) {
    throw new RuleError(
      'config/players',
      range
        ? `${spec.game} is for ${range.min} to ${range.max} players, not ${shown(players)}.`
        : `The number of players must be a whole number from 1, not ${shown(players)}.`,
    );
  }
  checkSeed(seed);
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new RuleError(
      'config/options',
      `The options of ${spec.game} are an object of option names and values, not ${shown(options)}.`,
    );
  }
  const given = Object.keys(options ?? {});
  const unknown = given.filter((name) => !spec.options.includes(name));
  if (unknown.length > 0) {
    const known = spec.options.length > 0 ? `its options are ${list(spec.options)}` : 'it takes no options';
    throw new RuleError('config/unknown-option', `${spec.game} has no option ${list(unknown)}: ${known}.`);
  }
  // fromEntries defines each key (never assigns it), so no key can reach a prototype.
  return {
    players: players!,
    seed,
    options: Object.fromEntries(given.map((name) => [name, (options as Record<string, unknown>)[name]])),
  };
}
