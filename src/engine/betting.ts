// A betting round of the poker games, as plain arithmetic on a table of chips: who owes what, the
// largest bet, the answers a player has (check, bet, call, raise, fold, each with what it pays), paying
// one, and who must act after it. Regular poker (src/games/poker) plays it for 2 to 6 players; Poker
// Squared reads its bet sizes. The games keep their own choices, prompts and logs: this holds no words a
// decision is read from, only numbers.

/** One answer of a betting choice: what it does and what it pays into the pot. */
export interface BetOption {
  kind: 'check' | 'bet' | 'call' | 'raise' | 'fold';
  amount: number; // chips it pays: 0 to check or fold, what is owed to call, what is owed plus `by` to raise
  by?: number; // a bet's or raise's size over the stake to match
}

/** The chips a betting round reads and moves. Every list is by seat. */
export interface BettingTable {
  chips: number[]; // what each player has behind
  stakes: number[]; // what each has put in the pot this hand
  live: boolean[]; // still in the hand: dealt in and not folded
}

/** The betting rules a game plays: its rulings, read once. */
export interface BettingRules {
  actions: readonly BetOption['kind'][]; // which of check, bet, call, raise, fold are played
  smallestBet: number; // chips
  foldOnlyFacingABet: boolean; // a player who may check does not fold
}

/** What `seat` owes to match the highest stake. */
export const owedBy = (table: Pick<BettingTable, 'stakes'>, seat: number) =>
  Math.max(...table.stakes) - table.stakes[seat]!;

/**
 * The largest bet or raise: the smallest stack of the players still in the hand, once each has matched
 * the highest stake. Every bet can then be called by all, so no side pot is ever needed.
 */
export function largestBet(table: BettingTable): number {
  let least = Infinity;
  table.live.forEach((live, seat) => {
    if (live) least = Math.min(least, table.chips[seat]! - owedBy(table, seat));
  });
  return least === Infinity ? 0 : least;
}

/** Every size is listed up to this many; past it they thin out (see betSizes). */
export const LISTED_BET_SIZES = 100;

/**
 * The bet and raise sizes a choice offers, smallest first: every whole number from `smallest` to
 * `largest` while there are at most LISTED_BET_SIZES of them. With more chips than that (a rules file's
 * `give each player 1000000 chips`, or a state built by hand), the first LISTED_BET_SIZES sizes, then 1, 2
 * and 5 times the powers of ten, then all in: a short list however many chips there are, with the
 * largest bet still offered.
 */
export function betSizes(smallest: number, largest: number): number[] {
  const top = Math.min(largest, Number.MAX_SAFE_INTEGER); // NaN stays NaN: no size at all
  const sizes: number[] = [];
  for (let n = smallest; n <= top && sizes.length < LISTED_BET_SIZES; n++) sizes.push(n);
  if (sizes.length < LISTED_BET_SIZES) return sizes;
  for (let power = 10; power < top; power *= 10) {
    for (const n of [power, 2 * power, 5 * power]) if (n > sizes[sizes.length - 1]! && n < top) sizes.push(n);
  }
  if (top > sizes[sizes.length - 1]!) sizes.push(top);
  return sizes;
}

/** The legal answers of `seat`, in the order a choice lists them. */
export function betOptions(table: BettingTable, seat: number, rules: BettingRules): BetOption[] {
  const allowed = new Set(rules.actions);
  const owe = owedBy(table, seat);
  const sizes = betSizes(rules.smallestBet, largestBet(table));
  if (owe === 0) {
    return [
      { kind: 'check', amount: 0 },
      ...(allowed.has('bet') ? sizes.map((by) => ({ kind: 'bet' as const, amount: by, by })) : []),
      ...(allowed.has('fold') && !rules.foldOnlyFacingABet ? [{ kind: 'fold' as const, amount: 0 }] : []),
    ];
  }
  return [
    ...(allowed.has('fold') ? [{ kind: 'fold' as const, amount: 0 }] : []),
    { kind: 'call', amount: Math.min(owe, table.chips[seat]!) },
    ...(allowed.has('raise') ? sizes.map((by) => ({ kind: 'raise' as const, amount: owe + by, by })) : []),
  ];
}

const BET_WORDS: Record<BetOption['kind'], string> = {
  check: 'Check',
  fold: 'Fold',
  call: 'Call',
  bet: 'Bet',
  raise: 'Raise by',
};

/** A bet in words, for people: "Check", "Call 2", "Bet 3", "Raise by 4"; `size` is what is called, bet or raised by. */
export const betWords = (kind: BetOption['kind'], size: number) =>
  kind === 'check' || kind === 'fold' ? BET_WORDS[kind] : `${BET_WORDS[kind]} ${size}`;

/** An answer in words, for people. */
export const betLabel = (o: BetOption) => betWords(o.kind, o.kind === 'call' ? o.amount : (o.by ?? o.amount));

/** Pays `option` for `seat`: its chips go to its stake (the caller adds them to the pot); a fold leaves the hand. */
export function payBet(table: BettingTable, seat: number, option: BetOption): void {
  table.chips[seat]! -= option.amount;
  table.stakes[seat]! += option.amount;
  if (option.kind === 'fold') table.live[seat] = false;
}

/** The seats after `seat` in turn order (`order` lists every seat once, in turn). */
const after = (order: readonly number[], seat: number) => {
  const at = order.indexOf(seat);
  return [...order.slice(at + 1), ...order.slice(0, at)];
};

/**
 * Who acts next once `seat` has answered with `option`: after a bet or raise, every other player still
 * in with chips to bet, in turn from the bettor; else the rest of `toAct`. Empty when the round is over:
 * everyone has acted since the last bet, or one player is left in the hand.
 */
export function nextToAct(
  table: BettingTable,
  order: readonly number[],
  toAct: readonly number[],
  seat: number,
  option: BetOption,
): number[] {
  const rest = option.kind === 'bet' || option.kind === 'raise' ? after(order, seat) : toAct.filter((s) => s !== seat);
  if (table.live.filter(Boolean).length <= 1) return [];
  return rest.filter((s) => table.live[s] && table.chips[s]! > 0);
}

/**
 * The players who act first in a round, in turn: those still in with chips. None when no one can bet:
 * fewer than two players in, or, with nothing owed, no chips for the smallest bet.
 */
export function openingOrder(table: BettingTable, order: readonly number[], rules: BettingRules): number[] {
  if (table.live.filter(Boolean).length <= 1) return [];
  const nobodyOwes = order.every((s) => !table.live[s] || owedBy(table, s) === 0);
  if (nobodyOwes && largestBet(table) < rules.smallestBet) return [];
  return order.filter((s) => table.live[s] && table.chips[s]! > 0);
}
