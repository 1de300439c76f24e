// The log's sentences as the element shows them (src/elements/shared/render/log.ts): the engine's
// "Player 2" named as the table names the seat, and what is the reader's said to be theirs.
import { describe as suite, expect, it } from 'vitest';
import { nameSeats } from '../../src/elements/shared/render/log.js';

const name = (seat: number) => (seat === 0 ? 'You' : `Player ${seat + 1} (bot)`);

suite('nameSeats', () => {
  it('names the seats as the table does', () => {
    expect(nameSeats('Player 1 draws a card. Player 2 discards Paper.', name)).toBe(
      'Player 1 (you) draws a card. Player 2 (bot) discards Paper.',
    );
    expect(nameSeats('Player 2 (bot) passes.', name)).toBe('Player 2 (bot) passes.');
  });

  it('says "your" for what is yours, never "Player 1 (you)\'s"', () => {
    expect(nameSeats("Check! Player 1's king is attacked.", name)).toBe('Check! Your king is attacked.');
    expect(nameSeats("Player 1's company wins.", name)).toBe('Your company wins.');
    expect(nameSeats("Player 2 takes Paper from Player 1's hand.", name)).toBe(
      'Player 2 (bot) takes Paper from your hand.',
    );
    expect(nameSeats("Check! Player 2's king is attacked.", name)).toBe("Check! Player 2 (bot)'s king is attacked.");
  });
});
