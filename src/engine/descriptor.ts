// One object per game, declared once and read by everyone: the `games` map, the elements' settings and
// share links, the command line's registry and the card editor's trial games all derive from a game's
// descriptor instead of keeping their own table of ids, factories, player counts, link formats and bots
// (boardgame.io's `Game` config plays this part). The player range is not here: it is the rules file's (`players: 1-6`), so that a designer
// who narrows it in the file narrows it everywhere; the descriptor only says which count a new game starts
// with, and `playersOf` reads the two together.
import type { Card, Rules } from '../dsl/runtime.js';
import type { Rng } from './rng.js';

/** What every game module built from a deck and a rules file holds: the rules it was built on. */
export interface BuiltGame {
  id: string;
  name: string;
  rules: Rules;
  procedures: readonly string[]; // the procedures a rules file may call in it, as its descriptor's `procedures`
}

/** A game's bots by name (`random`, `greedy`, …), each a `Bot`: `(view, legalActions, rng) => action`. */
export type BotTable = Readonly<Record<string, (view: never, actions: never[], rng: Rng) => unknown>>;

export interface GameDescriptor<G extends BuiltGame = BuiltGame, B extends BotTable = BotTable> {
  id: string; // the rules file's id and the command line's name for the game: 'grid-poker'
  name: string; // its short name in lists and buttons: 'Grid Poker' (a built game's `name` is its rules file's title: 'Tech Grid Poker')
  defaultPlayers: number; // how many play a new game unless told; kept inside the rules file's range by `playersOf`
  options: readonly string[]; // the names of the setup options the game takes besides its rules file's rulings
  /**
   * The procedures its rules file may call (`procedure grid-poker`, `call choose-company`), by name: the
   * game module's own and the steps' `check-game-end`. A rules file that names any other is refused when
   * it is checked (`tech-deck check`, simulate, a game element's `rules-src`), not when a game reaches it.
   */
  procedures: readonly string[];
  /** The game module on a deck and its compiled rules (both already checked by the compiler). */
  create(deck: Card[], rules: Rules): G;
  /**
   * The bots that play `game`, made for it: a bot that reasons about cards reads them from the game as
   * built (an edited deck gets bots that know the edited cards), never from the deck of the last build.
   */
  bots(game: NoInfer<G>): B;
  /**
   * The same factory as `bots`, imported on demand: the bots' code is a chunk of its own for a page that
   * draws the table first and plays the bots once their code has arrived (the elements). Optional for a
   * game declared by a user; the built-in games have it.
   */
  loadBots?(): Promise<BotsFactory<G, B>>;
  defaultBot: string; // the bot a new game seats unless told (a key of `bots`)
  share: ShareFormat; // how a share link carries a game of it
}

/**
 * A game's descriptor without its bots' code, which `loadBots` imports when asked: what the elements
 * import, so a page's first frame waits for the game and not for its bots. The full descriptor
 * (src/games/<game>/descriptor.ts) is this one with `bots` beside `loadBots`.
 */
export interface LazyGameDescriptor<G extends BuiltGame = BuiltGame, B extends BotTable = BotTable>
  extends Omit<GameDescriptor<G, B>, 'bots' | 'loadBots'> {
  loadBots(): Promise<BotsFactory<G, B>>;
}

/** A game's bots factory, as `bots` is (a method's parameter, so a descriptor of a narrower game fits the wider type as `bots` does). */
export type BotsFactory<G, B> = { make(game: NoInfer<G>): B }['make'];

/**
 * How a share link carries a game: `#<param>=seed.players.humans[.fields].moves`. The fields are the
 * game's options, written from the engine's config options and read back into them; an element turns
 * them into its attributes, so a link is checked as its tag is (src/elements/shared/persistence.ts).
 */
export interface ShareFormat {
  param: string; // the fragment's name: `#grid-poker=…`
  fields: readonly string[]; // a regular expression per field (no dots), e.g. '[01]' for a yes/no option
  /** The fields of a game's config options. */
  write(options: Readonly<Record<string, unknown>>): string[];
  /** The config options the fields (each matched by its expression) stand for. */
  read(fields: readonly string[]): Record<string, unknown>;
}

/** The share format of a game without options in its links. */
export const plainShare = (param: string): ShareFormat => ({ param, fields: [], write: () => [], read: () => ({}) });

/** The player range of a game on a rules file, and the count a new game starts with inside it. */
export interface PlayerCount {
  min: number;
  max: number;
  default: number;
}

/**
 * Declares a game. The descriptor is returned as it is; the function is where the types meet, so a bots
 * factory that expects another game than `create` builds is refused by the compiler.
 */
export function defineGame<G extends BuiltGame, B extends BotTable>(
  descriptor: GameDescriptor<G, B>,
): GameDescriptor<G, B> {
  return descriptor;
}

/** Declares a game whose bots are imported on demand (see `LazyGameDescriptor`); returned as it is. */
export function defineLazyGame<G extends BuiltGame, B extends BotTable>(
  descriptor: LazyGameDescriptor<G, B>,
): LazyGameDescriptor<G, B> {
  return descriptor;
}

/** The players of `rules` (the file's range) with the descriptor's default count kept inside it. */
export function playersOf(
  descriptor: Pick<GameDescriptor, 'defaultPlayers'>,
  rules: Pick<Rules, 'players'>,
): PlayerCount {
  const { min, max } = rules.players;
  return { min, max, default: Math.min(max, Math.max(min, descriptor.defaultPlayers)) };
}
