/**
 * Where one game element keeps its game in the browser: the `save-key` it holds on the page, the save
 * written under it, the copies of saves it refused, and the note saying why a game is not being saved.
 * Storage itself (localStorage, each access in a try/catch) is persistence.ts; this is the element's
 * side of it: which key it may use, and what it tells the player when storage fails it.
 */
import type { ReactiveControllerHost } from 'lit';
import { TechErrorEvent } from '../events.js';
import {
  claimSaveKey,
  keepDamaged,
  readStored,
  releaseSaveKey,
  removeStored,
  writeStored,
  type StoredGame,
} from './persistence.js';

/** What the slot needs of its element: the `save-key` attribute, events and re-rendering. */
export interface SaveSlotHost extends ReactiveControllerHost, EventTarget {
  saveKey: string; // the localStorage key, or '' for no save
}

export class SaveSlot {
  /**
   * Whether the game is saved under the save key (and a save resumed, and forgotten by a new game). Off
   * while the element plays the built-in cards because the ones it was given failed to load: the save
   * belongs to the game with those cards and is kept as it was.
   */
  storing = true;
  /**
   * Why the game is not being saved, in words: storage refused a save (full, or turned off), or another
   * game on the page stores under the same key. Said once above the table (and by a `tech-error` of
   * source `save`), until dismissed.
   */
  note: string | null = null;
  /** The save key this slot holds on the page (see claimSaveKey), or ''. */
  private claimed = '';
  /** A save key another game on the page holds: this one never stores under it. */
  private refusedKey = '';
  /** Whether the note was said: it is said once. */
  private noted = false;

  constructor(
    private readonly host: SaveSlotHost,
    private readonly gameId: () => string,
  ) {}

  /**
   * The save key while the game is stored, else ''. The first game on the page to use a key holds it;
   * another game given the same key plays unsaved and says so, so neither loses its save to the other.
   */
  get key(): string {
    const key = this.host.saveKey;
    if (!this.storing || !key || key === this.refusedKey) return '';
    if (key === this.claimed) return key;
    this.release();
    if (!claimSaveKey(key, this)) {
      this.refusedKey = key;
      this.say(
        `Another game on this page is saved under the save-key "${key}", so this one is not saved: give each game its own save-key.`,
      );
      return '';
    }
    this.claimed = key;
    return key;
  }

  /** Gives the key back (the element left the page); it is taken again at the next save. */
  release(): void {
    if (this.claimed) releaseSaveKey(this.claimed, this);
    this.claimed = '';
  }

  /** The saved text under the key, or null when there is none (or no key). */
  read(): string | null {
    const key = this.key;
    return key ? readStored(key) : null;
  }

  /** Stores `game` under the key; when storage refuses it, says once that the game can't be saved here. */
  write(game: StoredGame): void {
    const key = this.key;
    if (key && !writeStored(key, game)) {
      this.say(
        "This game can't be saved here: this browser's storage is full or turned off, so the game is lost if the page is closed or reloaded.",
      );
    }
  }

  /** Removes the save under the key (a new game replaces it). */
  forget(): void {
    const key = this.key;
    if (key) removeStored(key);
  }

  /**
   * Moves the text of a save that can't be resumed to a key of its own, so nothing is lost (a save of
   * cards since changed can still be read, or replayed with the old cards), and says so: returns the
   * message, also fired as a `tech-error`.
   */
  refuse(text: string, error: string): string {
    const kept = keepDamaged(this.key, text);
    const message = kept ? `${error} Its text is kept in this browser's storage under "${kept}".` : error;
    this.host.dispatchEvent(new TechErrorEvent({ game: this.gameId(), source: 'save', messages: [message] }));
    return message;
  }

  /** Shows `text` above the table as the note, without a `tech-error` (it was fired already). */
  show(text: string): void {
    this.note = text;
  }

  /** Hides the note (it is not said again). */
  dismiss(): void {
    this.note = null;
    this.host.requestUpdate();
  }

  /** Says once why the game is not saved: above the table, and by a `tech-error` of source `save`. */
  private say(text: string): void {
    if (this.noted) return;
    this.noted = true;
    this.note = text;
    this.host.dispatchEvent(new TechErrorEvent({ game: this.gameId(), source: 'save', messages: [text] }));
    this.host.requestUpdate();
  }
}
