/**
 * The element's attributes read into the settings of a game, with a polite message for each bad value
 * (an element on a blog must never go blank or throw because of a typo in its tag).
 */

/** The bot levels `bot-level` takes. */
export const BOT_LEVELS = ['random', 'greedy'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a game is started with. */
export interface GameSettings {
  players: number; // 1..6 seats
  humans: number; // seats 0..humans-1 are people (hot-seat when more than 1), the rest bots
  seed: number; // the shuffle's seed, a whole number
  bidding: boolean; // G11: a betting round each grid poker phase
}

/** The raw attribute values, as the element holds them. */
export interface SettingAttributes {
  players: string | null;
  humans: string | null;
  seed: string | null;
  bidding: boolean;
  botLevel: string | null;
}

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

/** The settings the attributes ask for, or the messages saying what is wrong with them. */
export function readSettings(attrs: SettingAttributes, randomSeed: () => number): { settings: GameSettings; level: BotLevel } | { problems: string[] } {
  const problems: string[] = [];
  const players = attrs.players === null ? 2 : wholeNumber(attrs.players);
  if (!(Number.isInteger(players) && players >= 1 && players <= 6)) {
    problems.push(`players should be a whole number from 1 to 6; it is "${attrs.players}".`);
  }
  const humans = attrs.humans === null ? 1 : wholeNumber(attrs.humans);
  if (!(Number.isInteger(humans) && humans >= 1)) problems.push(`humans should be a whole number from 1 to the number of players; it is "${attrs.humans}".`);
  else if (Number.isInteger(players) && humans > players) problems.push(`humans (${humans}) can't be more than players (${players}).`);
  const seed = attrs.seed === null || attrs.seed.trim() === '' ? randomSeed() : wholeNumber(attrs.seed);
  if (!Number.isSafeInteger(seed)) problems.push(`seed should be a whole number, such as 42; it is "${attrs.seed}".`);
  const level = (attrs.botLevel ?? 'greedy').trim().toLowerCase();
  if (!(BOT_LEVELS as readonly string[]).includes(level)) problems.push(`bot-level should be ${BOT_LEVELS.map((l) => `"${l}"`).join(' or ')}; it is "${attrs.botLevel}".`);
  if (attrs.bidding && players === 1) problems.push('bidding needs at least two players: a solo game has nobody to bet against.');
  if (problems.length > 0) return { problems };
  return { settings: { players, humans, seed, bidding: attrs.bidding }, level: level as BotLevel };
}
