// Who is who at a game element's table, and what its live region says, without a browser: the seat
// spoken to as "you", the hot-seat hand-off, seat names, refusals, and the live region's words after
// each update (new entries only, private ones kept from a hand-off screen).
import { describe, expect, it } from 'vitest';
import { Announcer } from '../../../src/elements/shared/announcer.js';
import { handOffOf, refusalWords, seatName, youOf, type SeatSource } from '../../../src/elements/shared/seats.js';
import type { LogEntry } from '../../../src/engine/state.js';

const table = (humans: number, actor: number | null, bots: number[] = []): SeatSource => ({
  settings: { humans },
  remote: null,
  actor,
  isBot: (seat) => bots.includes(seat),
});

describe('seats', () => {
  it('speaks to seat 0 as you in a one-person game, to no one in hot-seat, to the room seat online', () => {
    expect(youOf(table(1, 0))).toBe(0);
    expect(youOf(table(2, 0))).toBeNull();
    expect(youOf({ ...table(1, 0), remote: { you: 2 } })).toBe(2);
    expect(seatName(table(1, 0, [1]), 0)).toBe('You');
    expect(seatName(table(1, 0, [1]), 1)).toBe('Player 2 (bot)');
    expect(seatName({ ...table(1, 0), settings: null }, 0)).toBe('Player 1');
  });

  it('hands off only between people of a hot-seat game, to the person not on screen', () => {
    expect(handOffOf(table(2, 1), 0)).toBe(1);
    expect(handOffOf(table(2, 1), 1)).toBeNull();
    expect(handOffOf(table(1, 1), 0)).toBeNull();
    expect(handOffOf(table(3, 2, [2]), 0)).toBeNull();
    expect(handOffOf(table(2, null), 0)).toBeNull();
  });

  it('says why a click does nothing', () => {
    const name = (seat: number) => (seat === 0 ? 'You' : `Player ${seat + 1}`);
    expect(refusalWords(null, 1, name)).toBe('It is not your turn: Player 2 is choosing.');
    expect(refusalWords(null, 0, name)).toBe('It is not your turn: You are choosing.');
    expect(refusalWords(null, null, name)).toBe('The game is over.');
    const layout = {} as Parameters<typeof refusalWords>[0];
    expect(refusalWords(layout, 0, name, 'That place')).toBe(
      "That place can't be chosen now: choose one of the highlighted cards or buttons.",
    );
  });
});

describe('the live region', () => {
  const entry = (text: string, to?: number[]): LogEntry => ({ text, ...(to ? { to } : {}) }) as LogEntry;
  const region = { textContent: '' };
  const moment = (log: LogEntry[], handOff: number | null = null) => ({
    log,
    seat: 0,
    handOff,
    name: (seat: number) => (seat === 0 ? 'You' : `Player ${seat + 1}`),
    words: (entries: readonly LogEntry[]) => entries.map((e) => e.text).join(' '),
  });

  it('says the entries since it last spoke, once', () => {
    const live = new Announcer(() => region as HTMLElement);
    const log = [entry('Player 2 draws.'), entry('You draw the 7.', [0])];
    live.update(moment(log));
    expect(region.textContent).toBe('Player 2 draws. You draw the 7.');
    region.textContent = '';
    live.update(moment(log));
    expect(region.textContent).toBe('');
    live.update(moment([...log, entry('Player 2 passes.')]));
    expect(region.textContent).toBe('Player 2 passes.');
  });

  it('keeps private entries from a hand-off screen, and names the next person', () => {
    const live = new Announcer(() => region as HTMLElement);
    // Hot-seat: no one is "you".
    live.update({
      ...moment([entry('Player 1 bids 3.', [0]), entry('Player 1 passes.')], 1),
      name: (s) => `Player ${s + 1}`,
    });
    expect(region.textContent).toBe(
      "Player 1 passes. Player 2's turn. Pass the device to Player 2; the others look away.",
    );
  });

  it('counts a replayed log as said: the note says what changed', () => {
    const live = new Announcer(() => region as HTMLElement);
    live.skipTo(2);
    live.say('The cards changed.', null);
    live.update(moment([entry('a'), entry('b')]));
    expect(region.textContent).toBe('The cards changed.');
  });
});
