/**
 * Where a game lives between page loads: a save under the page's `save-key` in localStorage, and a
 * share link that carries the seed and the moves in the URL fragment. Both hold only the settings and
 * the actions; the game is replayed from them (the engine is deterministic), so nothing else is kept.
 * Storage may be missing or full (private windows, blocked cookies): every access is in a try/catch.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { SavedMatch } from '../../engine/match.js';
import type { BaseAttributes, GameSettings, SettingsRead } from './settings.js';

/** What is stored under the save key: the engine's save plus who the people are. */
export interface StoredGame extends SavedMatch<ChooseAction> {
  humans: number;
}

/** The stored text under `key`, or null when there is none or storage can't be read. */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `game` under `key`; false when storage refused it (the game goes on, unsaved). */
export function writeStored(key: string, game: StoredGame): boolean {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a save that could not be resumed is kept, by when it was refused: `<key>.damaged.<ISO time>`,
 * e.g. `my-game.damaged.2025-01-31T09:30:00.000Z` (`.2`, `.3` … after it for two in one millisecond).
 * Each refused save keeps its own copy; the next game takes the key.
 */
export const damagedKey = (key: string, when: Date) => `${key}.damaged.${when.toISOString()}`;

/**
 * Moves the text of a save that could not be resumed from `key` to a key of its own (`damagedKey`), so
 * that nothing is lost and the next load does not refuse it again. Returns the key it is kept under,
 * or null when storage refused it (the text then stays under `key`).
 */
export function keepDamaged(key: string, text: string, when = new Date()): string | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const base = damagedKey(key, when);
    let kept = base;
    for (let n = 2; storage.getItem(kept) !== null && storage.getItem(kept) !== text; n++) kept = `${base}.${n}`;
    storage.setItem(kept, text);
    storage.removeItem(key);
    return kept;
  } catch {
    return null;
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing to remove, or no storage: either way there is no save
  }
}

/**
 * The save keys in use on the page, each with the game that stores under it: two elements given one
 * `save-key` would otherwise overwrite (or, by "New game", delete) each other's save. Kept on
 * `globalThis` so that elements from separate bundles on one page see each other.
 */
const keysInUse: Map<string, object> = ((globalThis as Record<symbol, unknown>)[Symbol.for('tech-deck.save-keys')] ??=
  new Map()) as Map<string, object>;

/** Takes `key` for `owner`; false when another game on the page stores under it. */
export function claimSaveKey(key: string, owner: object): boolean {
  const holder = keysInUse.get(key);
  if (holder !== undefined && holder !== owner) return false;
  keysInUse.set(key, owner);
  return true;
}

/** Gives `key` back (its element left the page). */
export function releaseSaveKey(key: string, owner: object): void {
  if (keysInUse.get(key) === owner) keysInUse.delete(key);
}

/** A shared game read back from a link: its settings and moves, or what is wrong with the link. */
export type SharedGame<T extends GameSettings> = { settings: T; actions: ChooseAction[] } | { error: string };

/** A game's share link format: `#<param>=seed.players.humans[.options].moves`. */
export interface ShareCodec<T extends GameSettings> {
  param: string; // the fragment's name, e.g. "grid-poker"
  /** The fragment text (without `#`) of a game. */
  encode(settings: T, actions: readonly ChooseAction[]): string;
  /** The game a fragment carries, null when it carries none, or a message when it is damaged or refused. */
  decode(fragment: string): SharedGame<T> | null;
}

/** A game's own settings in a share link: one dot-separated field each, between `humans` and the moves. */
export interface ShareOptions<T extends GameSettings, A extends BaseAttributes> {
  fields: string[]; // a regular expression a field (no dots), e.g. ['[01]'] for a yes/no option
  write(settings: T): string[]; // the fields of a game's settings
  /** The attributes the fields stand for, e.g. `([b]) => ({ bidding: b === '1' })`: the game's reader checks them. */
  attributes(fields: string[]): Omit<A, keyof BaseAttributes>;
}

/**
 * The longest fragment a share link may be, in characters: far above any game played (a six-player Grid
 * Poker game with bidding is about 1,000), and small enough that reading and replaying it never holds
 * the page up. A longer fragment is refused before it is parsed.
 */
export const MAX_SHARE_LENGTH = 20_000;
/** The most moves a share link may hold (the longest games played by bots have about 400). */
export const MAX_SHARE_MOVES = 5_000;

/**
 * The share link format of a game: `seed.players.humans[.options].moves`, each move its picks joined by
 * `-` (`x` for none), the moves joined by `_`; e.g. `grid-poker=42.2.1.0.0-3_1_x_4`. Short, and safe in
 * any URL. A link is read as the element's tag is: its numbers and options become attribute values
 * given to `read`, the game's own attribute reader (see settings.ts), so a link is held to the same
 * ranges and its problems are said in the same words.
 */
export function shareCodec<T extends GameSettings, A extends BaseAttributes = BaseAttributes>(
  param: string,
  read: (attrs: A) => SettingsRead<T>,
  options?: ShareOptions<T, A>,
): ShareCodec<T> {
  const fields = options?.fields ?? [];
  const pattern = new RegExp(`^([^.]+)\\.([^.]+)\\.([^.]+)\\.${fields.map((f) => `(${f})\\.`).join('')}([\\dx_-]*)$`);
  return {
    param,
    encode(settings, actions) {
      const moves = actions.map((a) => (a.picks.length === 0 ? 'x' : a.picks.join('-'))).join('_');
      return `${param}=${[settings.seed, settings.players, settings.humans, ...(options?.write(settings) ?? []), moves].join('.')}`;
    },
    decode(fragment) {
      // Measured before anything reads it: a hostile link of megabytes costs one comparison.
      if (fragment.length > MAX_SHARE_LENGTH) {
        if (!fragment.includes(`${param}=`)) return null;
        return {
          error: `The shared link is too long (${fragment.length.toLocaleString('en')} characters; a link holds at most ${MAX_SHARE_LENGTH.toLocaleString('en')}).`,
        };
      }
      const text = new URLSearchParams(fragment.replace(/^#/, '')).get(param);
      if (text === null) return null;
      const m = text.match(pattern);
      if (!m) return { error: 'The shared link is damaged: it does not hold a game.' };
      const moves = m[m.length - 1];
      const tokens = moves === '' ? [] : moves.split('_');
      if (tokens.length > MAX_SHARE_MOVES) {
        return {
          error: `The shared link holds too many moves (${tokens.length.toLocaleString('en')}; a link holds at most ${MAX_SHARE_MOVES.toLocaleString('en')}).`,
        };
      }
      if (tokens.some((move) => !/^(x|\d+(-\d+)*)$/.test(move)))
        return { error: 'The shared link is damaged: its moves are unreadable.' };
      const own = options?.attributes(m.slice(4, 4 + fields.length)) ?? {};
      const settings = read({ seed: m[1], players: m[2], humans: m[3], botLevel: null, ...own } as A);
      if ('problems' in settings) return { error: `The shared link is refused: ${settings.problems.join(' ')}` };
      const actions = tokens.map(
        (move): ChooseAction => ({ type: 'choose', picks: move === 'x' ? [] : move.split('-').map(Number) }),
      );
      return { settings: settings.settings, actions };
    },
  };
}
