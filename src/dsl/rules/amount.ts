// Reading a compiled rules number that may depend on the player count.
import type { Amount } from '../rules-types.js';

/** The number for this many players: the first case whose range holds them, else the amount's value. */
export function amountFor(amount: Amount, players: number): number {
  return amount.cases.find((c) => c.players.min <= players && players <= c.players.max)?.value ?? amount.value;
}
