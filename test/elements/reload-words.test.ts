// The live-reload note's words for a move that no longer fits, built from the choices' data: the choice
// the move answered before the change, the options it picked, and what the changed game asks there.
import { describe, expect, it } from 'vitest';
import type { PendingChoice } from '../../src/engine/state.js';
import { refusedMove, type Naming } from '../../src/elements/shared/reload-words.js';

const naming: Naming = {
  seat: (seat) => (seat === 0 ? 'you' : `Player ${seat + 1}`),
  card: (id) => ({ 'technology-13': 'Robotics', 'science-1': 'Geometry' })[id] ?? null,
};
const robotics = { label: 'Robotics (13 Technology) in your hand', card: 'technology-13', instance: 'c13' };
const geometry = { label: 'Geometry (1 Science) in your hand', card: 'science-1', instance: 'c1' };
const choice = (over: Partial<PendingChoice>): PendingChoice => ({
  seat: 1,
  kind: 'effect/cards',
  prompt: 'Choose a card to exchange',
  options: [robotics, geometry],
  min: 1,
  max: 1,
  ...over,
});
const pick = (...picks: number[]) => ({ type: 'choose' as const, picks });

describe('refusedMove', () => {
  it('names the card no longer on offer', () => {
    expect(refusedMove(choice({}), pick(0), choice({ options: [geometry] }), naming)).toBe(
      'Player 2 can no longer choose Robotics (it is not on offer now)',
    );
  });

  it('names whose turn it is instead', () => {
    expect(refusedMove(choice({}), pick(1), choice({ seat: 2 }), naming)).toBe(
      "Player 2 can no longer choose Geometry (it is Player 3's turn there now)",
    );
    expect(refusedMove(choice({}), pick(1), choice({ seat: 0 }), naming)).toBe(
      'Player 2 can no longer choose Geometry (it is your turn there now)',
    );
  });

  it('says the new text asks something else, in the prompt the player would read', () => {
    const now = choice({
      seat: 0,
      kind: 'effect/player',
      prompt: 'Choose a player',
      options: [{ label: 'Player 3', seat: 2 }],
    });
    expect(refusedMove(choice({ seat: 0 }), pick(0), now, naming)).toBe(
      'you can no longer choose Robotics (the new text asks something else there: Choose a player)',
    );
  });

  it('says how many the choice takes now', () => {
    const was = choice({ kind: 'discard', min: 2, max: 2 });
    expect(refusedMove(was, pick(0, 1), choice({ kind: 'discard', min: 1, max: 1 }), naming)).toBe(
      'Player 2 can no longer discard Robotics and Geometry (the choice now takes exactly 1)',
    );
  });

  it('says when the game is over before the move', () => {
    expect(refusedMove(choice({}), pick(0), null, naming)).toBe(
      'Player 2 can no longer choose Robotics (the game is over before that move)',
    );
  });

  it('names answers, players, domains and numbers by their data, not by their labels', () => {
    const yesNo = choice({
      kind: 'effect/may',
      options: [
        { label: 'Yes, exchange', answer: 'yes' },
        { label: 'No', answer: 'no' },
      ],
    });
    expect(refusedMove(yesNo, pick(0), choice({}), naming)).toBe(
      'Player 2 can no longer choose "Yes" (the new text asks something else there: Choose a card to exchange)',
    );
    const domains = choice({ kind: 'effect/domain', options: [{ label: '♦', domain: 'science' }] });
    expect(
      refusedMove(
        domains,
        pick(0),
        choice({ kind: 'effect/domain', options: [{ label: '♣', domain: 'knowledge' }] }),
        naming,
      ),
    ).toBe('Player 2 can no longer choose Science (it is not on offer now)');
  });
});
