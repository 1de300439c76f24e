// What the prompt says when a game ends (src/elements/shared/render/prompt.ts): who won, read from the
// outcome's seats, speaking to the one person at the table as "you".
import { describe as suite, expect, it } from 'vitest';
import { winnersWords } from '../../src/elements/shared/render/prompt.js';

const name = (seat: number) => (seat === 0 ? 'You' : `Player ${seat + 1} (bot)`);
const hotSeat = (seat: number) => `Player ${seat + 1}`;

suite('winnersWords', () => {
  it('says who won, "you" for the one person at the table', () => {
    expect(winnersWords({ scores: [1, 0], winners: [0] }, name, 0)).toBe('you win');
    expect(winnersWords({ scores: [0, 1], winners: [1] }, name, 0)).toBe('Player 2 (bot) wins');
    expect(winnersWords({ scores: [0, 1], winners: [1] }, hotSeat, null)).toBe('Player 2 wins');
  });

  it('names a shared win, you first; a win every player shares is a draw', () => {
    expect(winnersWords({ scores: [3, 1, 3], winners: [2, 0] }, name, 0)).toBe('you and Player 3 (bot) share the win');
    expect(winnersWords({ scores: [1, 3, 3, 3], winners: [1, 2, 3] }, hotSeat, null)).toBe(
      'Player 2, Player 3 and Player 4 share the win',
    );
    expect(winnersWords({ scores: [0.5, 0.5], winners: [0, 1] }, name, 0)).toBe('a draw');
  });
});
