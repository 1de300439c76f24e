/**
 * The live region of a game element: what a screen reader hears after each update. It says what
 * happened since it last spoke, then what to do now (the words are the game's, see the element's
 * `announcement`). Behind a hot-seat hand-off screen it says only public things: its text stays readable
 * after the device is passed on, so the last person's own entries (a card looked at, a secret bid) are
 * not said there.
 */
import type { LogEntry } from '../../engine/state.js';
import { handOffWords } from './render/handoff.js';
import { nameSeats } from './render/log.js';
import { sentence } from './render/prompt.js';

/** The moment an update is announced at: the log, who is on screen and who the hand-off screen waits for. */
export interface AnnouncedMoment {
  log: readonly LogEntry[]; // the whole log of the game
  seat: number; // the seat on screen
  handOff: number | null; // the seat the hand-off screen passes to, or null when none shows
  name(seat: number): string; // a seat's name: "You", "Player 2 (bot)"
  /** The words for the entries since the last announcement, with what to do now. */
  words(entries: readonly LogEntry[]): string;
}

/**
 * The words of an announcement: the last `recent` things said, then what to do now and how the game
 * ended (each a sentence after a space, or empty).
 */
export const announcementWords = (said: readonly string[], now: string, over: string, recent = 8): string =>
  `${said.slice(-recent).join(' ')}${now}${over}`;

/** " Your turn: Choose a card." for the seat whose choice it is, else nothing. */
export const yourTurnWords = (pending: unknown, mine: boolean): string =>
  mine ? ` Your turn: ${sentence((pending as { prompt: string }).prompt)}` : '';

/** " Final chips: You 40, Player 2 (bot) 0." from each seat's score, or nothing before the end. */
export const finalWords = (what: string, scores: readonly number[] | null, name: (seat: number) => string): string =>
  scores ? ` Final ${what}: ${scores.map((s, seat) => `${name(seat)} ${s}`).join(', ')}.` : '';

export class Announcer {
  /** The length of the log when the live region last spoke of it. */
  private announced = 0;
  /** The seat the hand-off screen passed to when the live region last spoke, null when none showed. */
  private announcedHandOff: number | null = null;

  /** `region`: the element's live region (null before its first render). */
  constructor(private readonly region: () => HTMLElement | null) {}

  /** Says `text` now (text any person at the table may hear, behind a hand-off screen too). */
  say(text: string, handOff: number | null): void {
    const live = this.region();
    if (live) live.textContent = text;
    this.announcedHandOff = handOff;
  }

  /** Forgets what was said (a new game): its whole log is new. */
  reset(): void {
    this.announced = 0;
    this.announcedHandOff = null;
  }

  /** Counts the log up to `length` as said (a replayed game: the note says what changed, not the log). */
  skipTo(length: number): void {
    this.announced = length;
  }

  /** After an update: says the entries since the last time, and the hand-off screen when it just showed. */
  update(at: AnnouncedMoment): void {
    const { log, handOff } = at;
    if (log.length === this.announced && (handOff === null || this.announcedHandOff === handOff)) return;
    const readable = (e: LogEntry) => !e.to || (handOff === null && e.to.includes(at.seat));
    const entries = log
      .slice(this.announced)
      .filter(readable)
      .map((e) => ({ ...e, text: nameSeats(e.text, at.name) }));
    this.announced = log.length;
    const said = at.words(entries);
    this.say(handOff === null ? said : `${said} ${handOffWords(at.name(handOff))}`.trim(), handOff);
  }
}
