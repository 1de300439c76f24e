/**
 * Where a game lives between page loads: a save under the page's `save-key` in localStorage, and a
 * share link that carries the seed and the moves in the URL fragment. Both hold only the settings and
 * the actions; the game is replayed from them (the engine is deterministic), so nothing else is kept.
 * Storage may be missing or full (private windows, blocked cookies): every access is in a try/catch.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { SavedMatch } from '../../engine/match.js';
import type { GameSettings } from './settings.js';

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

/** Where a save that could not be resumed is kept: the next game replaces the save, not this copy. */
export const damagedKey = (key: string) => `${key}.damaged`;

/** Keeps the text of a save that could not be resumed under `damagedKey(key)`; false when storage refused it. */
export function keepDamaged(key: string, text: string): boolean {
  try {
    globalThis.localStorage?.setItem(damagedKey(key), text);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing to remove, or no storage: either way there is no save
  }
}

/** A shared game read back from a link: its settings and moves, or what is wrong with the link. */
export type SharedGame<T extends GameSettings> = { settings: T; actions: ChooseAction[] } | { error: string };

/** A game's share link format: `#<param>=seed.players.humans[.options].moves`. */
export interface ShareCodec<T extends GameSettings> {
  param: string; // the fragment's name, e.g. "grid-poker"
  /** The fragment text (without `#`) of a game. */
  encode(settings: T, actions: readonly ChooseAction[]): string;
  /** The game a fragment carries, null when it carries none, or a message when it is damaged. */
  decode(fragment: string): SharedGame<T> | null;
}

/** A game's own settings in a share link: one dot-separated field each, between `humans` and the moves. */
export interface ShareOptions<T extends GameSettings> {
  fields: string[]; // a regular expression a field (no dots), e.g. ['[01]'] for a yes/no option
  write(settings: T): string[]; // the fields of a game's settings
  read(fields: string[]): Omit<T, keyof GameSettings>; // the settings the fields say
}

/**
 * The share link format of a game: `seed.players.humans[.options].moves`, each move its picks joined by
 * `-` (`x` for none), the moves joined by `_`; e.g. `grid-poker=42.2.1.0.0-3_1_x_4`. Short, and safe in
 * any URL. `players` bounds the seat counts a link may hold.
 */
export function shareCodec<T extends GameSettings>(param: string, players: { min: number; max: number }, options?: ShareOptions<T>): ShareCodec<T> {
  const fields = options?.fields ?? [];
  const pattern = new RegExp(`^(-?\\d+)\\.(\\d+)\\.(\\d+)\\.${fields.map((f) => `(${f})\\.`).join('')}([\\dx_-]*)$`);
  return {
    param,
    encode(settings, actions) {
      const moves = actions.map((a) => (a.picks.length === 0 ? 'x' : a.picks.join('-'))).join('_');
      return `${param}=${[settings.seed, settings.players, settings.humans, ...(options?.write(settings) ?? []), moves].join('.')}`;
    },
    decode(fragment) {
      const params = new URLSearchParams(fragment.replace(/^#/, ''));
      const text = params.get(param);
      if (text === null) return null;
      const m = text.match(pattern);
      const seats = m ? Number(m[2]) : NaN;
      const people = m ? Number(m[3]) : NaN;
      if (!m || seats < players.min || seats > players.max || people < 1 || people > players.max) return { error: 'The shared link is damaged: it does not hold a game.' };
      const moves = m[m.length - 1];
      const tokens = moves === '' ? [] : moves.split('_');
      if (tokens.some((move) => !/^(x|\d+(-\d+)*)$/.test(move))) return { error: 'The shared link is damaged: its moves are unreadable.' };
      const actions = tokens.map((move): ChooseAction => ({ type: 'choose', picks: move === 'x' ? [] : move.split('-').map(Number) }));
      const base: GameSettings = { seed: Number(m[1]), players: seats, humans: Math.min(people, seats) };
      return { settings: { ...base, ...(options?.read(m.slice(4, 4 + fields.length)) ?? {}) } as T, actions };
    },
  };
}
