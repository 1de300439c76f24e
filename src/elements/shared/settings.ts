/**
 * A game element's attributes read into the settings of a game, with a polite message for each bad
 * value (an element on a blog must never go blank or throw because of a typo in its tag). The
 * attributes every game element shares are read here (`players`, `humans`, `seed`, `bot-level`); a game
 * reads its own on top and adds its problems to the list. A share link is read by the same function as
 * the tag (see `shareCodec`), so a link is held to the same ranges and gets the same messages.
 */

/** What every game is started with; a game's settings extend it with its options. */
export interface GameSettings {
  players: number; // seats, within the game's limits
  humans: number; // seats 0..humans-1 are people (hot-seat when more than 1), the rest bots
  seed: number; // the shuffle's seed, a whole number
}

/** The raw attribute values every game element holds. */
export interface BaseAttributes {
  players: string | null;
  humans: string | null;
  seed: string | null;
  botLevel: string | null;
}

/** What a game allows: its player counts and its bot levels. */
export interface SettingLimits {
  minPlayers: number;
  maxPlayers: number;
  defaultPlayers: number;
  levels: readonly string[]; // `bot-level` values, e.g. ['random', 'greedy']
  defaultLevel: string;
}

/** The settings the attributes ask for and the bot level, or the messages saying what is wrong. */
export type SettingsRead<T extends GameSettings = GameSettings> =
  | { settings: T; level: string }
  | { problems: string[] };

/** A value as a message quotes it: a long one (a share link's 400-digit seed, say) cut to its start. */
export const quoted = (text: string | null) =>
  text !== null && text.length > 40 ? `"${text.slice(0, 40)}…"` : `"${text}"`;

/** A whole number written in an attribute, or NaN. */
export const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

/** A random seed for a game whose `seed` attribute is not set (the page's crypto, never in the engine). */
export const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;

/**
 * Reads the shared attributes. `problems` is empty when they are all good; the game then adds its own
 * settings and problems and returns `{ settings, level }` or `{ problems }`.
 */
export function readBaseSettings(
  attrs: BaseAttributes,
  limits: SettingLimits,
  seedOf: () => number = randomSeed,
): { settings: GameSettings; level: string; problems: string[] } {
  const problems: string[] = [];
  const { minPlayers: min, maxPlayers: max } = limits;
  const players = attrs.players === null ? limits.defaultPlayers : wholeNumber(attrs.players);
  if (!(Number.isInteger(players) && players >= min && players <= max)) {
    problems.push(`players should be a whole number from ${min} to ${max}; it is ${quoted(attrs.players)}.`);
  }
  const humans = attrs.humans === null ? 1 : wholeNumber(attrs.humans);
  if (!(Number.isInteger(humans) && humans >= 1))
    problems.push(`humans should be a whole number from 1 to the number of players; it is ${quoted(attrs.humans)}.`);
  else if (Number.isInteger(players) && humans > players)
    problems.push(`humans (${humans}) can't be more than players (${players}).`);
  const seed = attrs.seed === null || attrs.seed.trim() === '' ? seedOf() : wholeNumber(attrs.seed);
  if (!Number.isSafeInteger(seed))
    problems.push(`seed should be a whole number, such as 42; it is ${quoted(attrs.seed)}.`);
  const level = (attrs.botLevel ?? limits.defaultLevel).trim().toLowerCase();
  if (!limits.levels.includes(level))
    problems.push(
      `bot-level should be ${limits.levels.map((l) => `"${l}"`).join(' or ')}; it is ${quoted(attrs.botLevel)}.`,
    );
  return { settings: { players, humans, seed }, level, problems };
}
