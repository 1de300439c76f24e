// Poker Squared's bots, `(view, legalActions, rng) => action`, reading only their seat's view.
// - `good`: places the card that leaves the best showdown hand and does the most for its grid lines
//   against the other grid; bets by hand strength, position and the grid outlook, reads how often the
//   other player bets and folds, and bluffs at a measured rate (more against a player who folds).
// - `call-everything`: places at random, checks when it can and calls every bet; never bets or folds.
// - `random`: the engine's uniform random bot.
// They read the choice's kind and its options' data (the card, the square, the bet, `answer: 'pass'`),
// never its words.
import { random, pendingOf, type Bot } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { Rng } from '../../engine/rng.js';
import type { PendingChoice } from '../../engine/state.js';
import type { SlotView } from '../../engine/view.js';
import { createOddsOf, lineWinChance, type Odds, type OddsOf } from './bot-odds.js';
import type { PokerSquaredGame } from './index.js';
import { LINES, type BetOption, type HandRecord, type PokerSquaredOption } from './state.js';
import type { PokerSquaredView } from './view.js';

type PSBot = Bot<PokerSquaredView, ChooseAction>;
const choose = (...picks: number[]): ChooseAction => ({ type: 'choose', picks });

/** How the good bot plays; the figures script and tests may try others. */
export interface GoodBotTuning {
  showdownWeight: number; // a showdown equity point against a grid line's win chance (in antes)
  valueBet: number; // equity from which it bets for value
  bluffRate: number; // bluffs per weak hand, before the other player's fold rate scales it
  raiseFrom: number; // equity from which it raises a bet
  riskPremium: number; // extra equity it wants to call a bet, per share of its chips the call costs
}

export const GOOD_TUNING: GoodBotTuning = {
  showdownWeight: 3,
  valueBet: 0.62,
  bluffRate: 0.3,
  raiseFrom: 0.82,
  riskPremium: 0.4,
};

const ids = (slots: SlotView[] | undefined) => (slots ?? []).map((s) => (s && 'card' in s ? s.card : null));

/** The cards of a line of a grid (indices into the odds), and whether it is full. */
function lineCards(odds: Odds, grid: (string | null)[], squares: readonly number[]): number[] {
  return squares
    .map((sq) => grid[sq])
    .filter((c): c is string => c !== null)
    .map((c) => odds.index.get(c)!);
}

/** The summed chance of winning each line of my grid against theirs, as the grids stand. */
function gridChance(
  odds: Odds,
  mine: (string | null)[],
  theirs: (string | null)[],
  lines = LINES.map((_, i) => i),
): number {
  let total = 0;
  for (const l of lines)
    total += lineWinChance(
      odds.line(lineCards(odds, mine, LINES[l].squares)),
      odds.line(lineCards(odds, theirs, LINES[l].squares)),
    );
  return total;
}

/** The best placement: the hand card and square that leave the best showdown hand and grid. */
function bestPlacement(
  oddsOf: OddsOf,
  view: PokerSquaredView,
  tuning: GoodBotTuning,
  onlyCard?: string,
): { card: string; square: number } {
  const odds = oddsOf(view.deck);
  const seat = view.seat;
  const hand = ids(view.zones[`hand:${seat}`]).filter((c): c is string => c !== null);
  const cards = onlyCard ? [onlyCard, ...hand] : hand;
  const mine = ids(view.zones[`grid:${seat}`]);
  const theirs = ids(view.zones[`grid:${1 - seat}`]);
  const free = mine.map((c, sq) => (c === null ? sq : -1)).filter((sq) => sq >= 0);
  let best = { card: cards[0], square: free[0], value: -Infinity };
  for (const card of onlyCard ? [onlyCard] : cards) {
    const rest = cards.filter((c) => c !== card).map((c) => odds.index.get(c)!);
    const show = rest.length >= 3 ? odds.equity(rest[0], rest[1], rest[2]) : 0.5;
    for (const square of free) {
      const through = LINES.map((l, i) => (l.squares.includes(square) ? i : -1)).filter((i) => i >= 0);
      const before = gridChance(odds, mine, theirs, through);
      const after = gridChance(
        odds,
        mine.map((c, sq) => (sq === square ? card : c)),
        theirs,
        through,
      );
      const value = tuning.showdownWeight * show + 2 * (after - before);
      if (value > best.value) best = { card, square, value };
    }
  }
  return best;
}

/** How the other player has bet so far: how often they bet or raise, and how often they fold to a bet. */
function readOpponent(history: HandRecord[], seat: number): { aggression: number; foldRate: number } {
  let decisions = 1;
  let aggressive = 0.5;
  let facing = 2;
  let folds = 0.6;
  for (const hand of history) {
    hand.bets.forEach((move, i) => {
      if (move.seat === seat) return;
      decisions++;
      if (move.kind === 'bet' || move.kind === 'raise') aggressive++;
      const before = hand.bets[i - 1];
      if (before && (before.kind === 'bet' || before.kind === 'raise')) {
        facing++;
        if (move.kind === 'fold') folds++;
      }
    });
  }
  return { aggression: aggressive / decisions, foldRate: folds / facing };
}

/** The bet option closest to `size` chips over the stake, of the given kind. */
function sized(options: (BetOption | undefined)[], kind: 'bet' | 'raise', size: number): number {
  let found = -1;
  options.forEach((o, i) => {
    if (o?.kind !== kind) return;
    if (found < 0 || Math.abs(o.by! - size) < Math.abs(options[found]!.by! - size)) found = i;
  });
  return found;
}

/** The equity of a hand's best 3 cards (a Tech Deck effect may leave more or fewer). */
function handEquity(odds: Odds, hand: number[]): number {
  if (hand.length < 3) return 0.5;
  let e = 0;
  for (let a = 0; a < hand.length; a++)
    for (let b = a + 1; b < hand.length; b++)
      for (let c = b + 1; c < hand.length; c++) e = Math.max(e, odds.equity(hand[a], hand[b], hand[c]));
  return e;
}

function goodBet(
  oddsOf: OddsOf,
  view: PokerSquaredView,
  pending: PendingChoice,
  rng: Rng,
  tuning: GoodBotTuning,
): ChooseAction {
  const odds = oddsOf(view.deck);
  const seat = view.seat;
  const options = (pending.options as PokerSquaredOption[]).map((o) => o.bet);
  const hand = ids(view.zones[`hand:${seat}`])
    .filter((c): c is string => c !== null)
    .map((c) => odds.index.get(c)!);
  // The best 3 cards (a Tech Deck effect may leave more).
  const e = handEquity(odds, hand);
  const them = 1 - seat;
  const { aggression, foldRate } = readOpponent(view.history, seat);
  // The grid outlook and the chip lead: ahead late in the match, it takes fewer risks; behind, more.
  const mine = ids(view.zones[`grid:${seat}`]);
  const theirs = ids(view.zones[`grid:${them}`]);
  const outlook = view.ante * (2 * gridChance(odds, mine, theirs) - LINES.length);
  const lead = view.chips[seat] + view.stakes[seat] - view.chips[them] - view.stakes[them] + outlook;
  const lateness = view.hands > 0 ? view.hand / view.hands : 0;
  const caution = Math.max(-1, Math.min(1, lead / 30)) * lateness; // -1 (gamble) .. 1 (protect the lead)
  const owe = view.betting!.owe;
  const pot = view.pot;
  const chips = view.chips[seat];
  const record = view.record!;
  const inPosition = record.bets.length > 0 && record.bets[record.bets.length - 1].kind === 'check';
  if (owe === 0) {
    const threshold = tuning.valueBet - (inPosition ? 0.06 : 0) + 0.06 * caution;
    if (e >= threshold) {
      const size = Math.max(1, Math.round(((2 * e - 1) * chips * 0.5 + pot * 0.5) * (1 - 0.4 * caution)));
      const i = sized(options, 'bet', size);
      if (i >= 0) return choose(i);
    }
    const bluff = tuning.bluffRate * foldRate * (inPosition ? 1.5 : 1);
    if (e < 0.3 && rng.int(0, 999) < bluff * 1000) {
      const i = sized(options, 'bet', Math.max(1, Math.round(pot * 0.75)));
      if (i >= 0) return choose(i);
    }
    return choose(options.findIndex((o) => o?.kind === 'check'));
  }
  // Facing a bet: its equity against the hands the other player bets with (the top `range` of hands).
  const range = Math.max(0.2, Math.min(1, aggression * 1.3));
  const against = Math.max(0, (e - (1 - range)) / range);
  const need = owe / (pot + owe);
  const call = options.findIndex((o) => o?.kind === 'call');
  if (against >= tuning.raiseFrom + 0.05 * caution) {
    const i = sized(
      options,
      'raise',
      Math.max(1, Math.round(((2 * against - 1) * chips * 0.5 + pot * 0.5) * (1 - 0.4 * caution))),
    );
    if (i >= 0) return choose(i);
  }
  if (against >= need + 0.04 * caution + tuning.riskPremium * Math.min(1, owe / Math.max(1, chips)))
    return choose(call);
  const fold = options.findIndex((o) => o?.kind === 'fold');
  return choose(fold >= 0 ? fold : call);
}

/** The good bot with a given tuning, reading the odds of the game's decks (`createOddsOf(game)`). */
export function goodBot(oddsOf: OddsOf, tuning: GoodBotTuning = GOOD_TUNING): PSBot {
  return (view, actions, rng) => {
    const pending = pendingOf(view);
    if (!pending) return random(view, actions, rng) as ChooseAction;
    switch (pending.kind) {
      case 'poker-squared/place-card': {
        const { card } = bestPlacement(oddsOf, view, tuning);
        return choose(
          Math.max(
            0,
            pending.options.findIndex((o) => o.card === card),
          ),
        );
      }
      case 'poker-squared/place-square': {
        const { square } = bestPlacement(oddsOf, view, tuning, view.placing!.card);
        return choose(
          Math.max(
            0,
            (pending.options as PokerSquaredOption[]).findIndex((o) => o.square === square),
          ),
        );
      }
      case 'poker-squared/bet':
        return goodBet(oddsOf, view, pending, rng, tuning);
      case 'poker-squared/effect-card': {
        // A weak hand: spend its lowest card on its effect (the card is replaced); else keep the hand.
        const odds = oddsOf(view.deck);
        const hand = pending.options.flatMap((o, i) =>
          o.card === undefined ? [] : [{ i, card: odds.index.get(o.card)! }],
        );
        const e = handEquity(
          odds,
          ids(view.zones[`hand:${view.seat}`])
            .filter((c): c is string => c !== null)
            .map((c) => odds.index.get(c)!),
        );
        if (e >= 0.45 || hand.length === 0) return choose(passIndex(pending.options));
        let low = hand[0];
        for (const c of hand) if (odds.rank[c.card] < odds.rank[low.card]) low = c;
        return choose(low.i);
      }
      default:
        return random(view, actions, rng) as ChooseAction;
    }
  };
}

/** The option that passes (the last one, when a choice has none). */
function passIndex(options: PokerSquaredOption[]): number {
  const pass = options.findIndex((o) => o.answer === 'pass');
  return pass >= 0 ? pass : options.length - 1;
}

/** Checks when it can and calls every bet; places its card at random; passes on card effects. */
export const callEverything: PSBot = (view, actions, rng) => {
  const pending = pendingOf(view);
  if (pending?.kind === 'poker-squared/bet') {
    const i = (pending.options as PokerSquaredOption[]).findIndex(
      (o) => o.bet?.kind === 'check' || o.bet?.kind === 'call',
    );
    return choose(i);
  }
  if (pending?.kind === 'poker-squared/effect-card') return choose(passIndex(pending.options));
  return random(view, actions, rng) as ChooseAction;
};

/** Poker Squared's bots, made for `game`: the good bot reads the odds of the game's own Tech Deck cards. */
export function pokerSquaredBots(game: Pick<PokerSquaredGame, 'envs'>) {
  // Named as `bot-level` and `--bots` name them: one name for each bot everywhere.
  return { good: goodBot(createOddsOf(game)), random: random as PSBot, 'call-everything': callEverything };
}
