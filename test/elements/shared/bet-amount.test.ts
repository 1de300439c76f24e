// The amount the poker games' bet controls show, without a browser: half the pot within the sizes
// offered until a person sets one, the keys stepping through the sizes, and each new decision starting
// from half the pot again.
import { describe, expect, it } from 'vitest';
import { BetAmount, type BetLayout } from '../../../src/elements/shared/bet-controls.js';

const bet: BetLayout = {
  check: 0,
  fold: null,
  call: null,
  sizes: [2, 4, 8, 16].map((by, i) => ({ index: i + 1, by, amount: by })),
  raise: false,
};

/** A key event as the betting row gets it; `prevented` says whether the page's scrolling was stopped. */
const key = (k: string) => {
  const event = { key: k, prevented: false, preventDefault: () => (event.prevented = true) };
  return event;
};

describe('the bet amount', () => {
  it('shows half the pot, the nearest size offered, until one is set', () => {
    const updates: number[] = [];
    const amount = new BetAmount({ requestUpdate: () => updates.push(1) });
    expect(amount.of(bet, 16)).toBe(8);
    expect(amount.of(bet, 100)).toBe(16);
    amount.set(4);
    expect(amount.of(bet, 16)).toBe(4);
    expect(updates).toHaveLength(1);
  });

  it('steps through the sizes with + and − (and Page Up, Page Down), never past the ends', () => {
    const amount = new BetAmount({ requestUpdate: () => {} });
    const plus = key('+');
    amount.step(plus as unknown as KeyboardEvent, bet, 16);
    expect(plus.prevented).toBe(true);
    expect(amount.of(bet, 16)).toBe(16);
    amount.step(key('PageUp') as unknown as KeyboardEvent, bet, 16);
    expect(amount.of(bet, 16)).toBe(16);
    for (let i = 0; i < 5; i++) amount.step(key('-') as unknown as KeyboardEvent, bet, 16);
    expect(amount.of(bet, 16)).toBe(2);
    const other = key('a');
    amount.step(other as unknown as KeyboardEvent, bet, 16);
    expect(other.prevented).toBe(false);
  });

  it('starts each new decision from half the pot again', () => {
    const amount = new BetAmount({ requestUpdate: () => {} });
    expect(amount.follow(3)).toBe(true);
    amount.set(2);
    expect(amount.follow(3)).toBe(false);
    expect(amount.of(bet, 16)).toBe(2);
    expect(amount.follow(4)).toBe(true);
    expect(amount.of(bet, 16)).toBe(8);
    amount.set(2);
    amount.clear();
    expect(amount.of(bet, 16)).toBe(8);
  });
});
