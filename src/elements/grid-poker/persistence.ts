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

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing to remove, or no storage: either way there is no save
  }
}

/** The fragment's name for a shared Grid Poker game: `#grid-poker=…`. */
export const SHARE_PARAM = 'grid-poker';

/**
 * The fragment text of a game: `seed.players.humans.bidding.moves`, each move its picks joined by `-`
 * (`x` for none), the moves joined by `_`; e.g. `42.2.1.0.0-3_1_x_4`. Short, and safe in any URL.
 */
export function encodeShare(settings: GameSettings, actions: readonly ChooseAction[]): string {
  const moves = actions.map((a) => (a.picks.length === 0 ? 'x' : a.picks.join('-'))).join('_');
  return `${SHARE_PARAM}=${settings.seed}.${settings.players}.${settings.humans}.${settings.bidding ? 1 : 0}.${moves}`;
}

/** The game a fragment carries, null when it carries none, or a message when it is damaged. */
export function decodeShare(fragment: string): { settings: GameSettings; actions: ChooseAction[] } | { error: string } | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const text = params.get(SHARE_PARAM);
  if (text === null) return null;
  const m = text.match(/^(-?\d+)\.([1-6])\.([1-6])\.([01])\.([\dx_-]*)$/);
  if (!m) return { error: 'The shared link is damaged: it does not hold a game.' };
  const [, seed, players, humans, bidding, moves] = m;
  const actions = moves === '' ? [] : moves.split('_').map((move): ChooseAction => ({ type: 'choose', picks: move === 'x' ? [] : move.split('-').map(Number) }));
  if (actions.some((a) => a.picks.some((p) => !Number.isInteger(p)))) return { error: 'The shared link is damaged: its moves are unreadable.' };
  return { settings: { seed: Number(seed), players: Number(players), humans: Math.min(Number(humans), Number(players)), bidding: bidding === '1' }, actions };
}
