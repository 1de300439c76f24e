// The grid poker phase, 1a-1f. Each player commits up to two hand cards face down beside a row or a
// column, then places their company beside a line of the other orientation; the hands are revealed,
// the best row hand and the best column hand score, their winners each discard a market card of their
// line, the market is refilled, and hand cards are redrawn or taken back.
import { DOMAINS } from '../../dsl/runtime.js';
import { cardLabel } from '../../engine/cards.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption, withFields } from '../../engine/options.js';
import { Rng } from '../../engine/rng.js';
import { drawOne, turnOrder } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, drop, lift, move } from '../../engine/zones.js';
import { answerBetting, openBetting, payPot, type BettingData } from './betting.js';
import { companyZone, SOLO_COMPANY } from './company.js';
import { bestHands, formHand, linePoints, marketPicker, scoringWinners } from './hands.js';
import { gridRulings } from './rulings.js';
import { playSolo, SOLO_COMMITTED } from './solo.js';
import {
  ALL_LINES,
  committedZone,
  lineName,
  lineSlots,
  MARKET,
  SOLO_SEAT,
  type FormedHand,
  type GridOption,
  type GridPokerState,
  type Line,
} from './state.js';

type Call = ProcedureCall<GridPokerState>;

type Data =
  | { stage: 'hand-cards'; queue: number[] }
  | { stage: 'hand-line'; queue: number[]; cards: string[] }
  | { stage: 'company-line'; queue: number[]; lines: Line[] }
  | { stage: 'betting'; betting: BettingData }
  | { stage: 'wild-value' | 'wild-domain'; wilds: { seat: number; instance: string }[]; value: number | null }
  | { stage: 'market'; orientation: Line['orientation']; picker: number; line: Line }
  | { stage: 'return'; queue: number[] };

export const gridPoker: Procedure<GridPokerState> = {
  start(call) {
    const { state } = call;
    state.commitments = Array.from({ length: state.players }, () => ({ hand: null, company: null }));
    if (state.solo) state.solo.commitment = { hand: null, company: null };
    return askHandCards(call, turnOrder(state));
  },
  answer(call, raw, picks) {
    const data = raw as Data;
    const { state, env } = call;
    switch (data.stage) {
      case 'hand-cards': {
        const seat = data.queue[0];
        const hand = cardsIn(state, handZone(env.terms, seat));
        if (picks.length === 0) {
          state.log.push({ seat, text: `${who(seat)} commits no hand cards.` });
          return askHandCards(call, data.queue.slice(1));
        }
        const cards = picks.map((i) => hand[i]);
        state.pending = {
          seat,
          kind: 'grid/hand-line',
          prompt: `Place ${cards.length === 1 ? 'the card' : 'the cards'} beside a row or a column`,
          min: 1,
          max: 1,
          options: ALL_LINES.map((line): GridOption => ({ label: lineName(line), line })),
        };
        return { stage: 'hand-line', queue: data.queue, cards };
      }
      case 'hand-line': {
        const seat = data.queue[0];
        const line = ALL_LINES[picks[0]];
        data.cards.forEach((instance, slot) => {
          lift(state, env.terms, instance);
          drop(state, instance, committedZone(seat), slot);
        });
        state.commitments[seat].hand = line;
        state.log.push({
          seat,
          text: `${who(seat)} commits ${data.cards.length === 1 ? 'a card' : `${data.cards.length} cards`} face down beside the ${lineName(line).toLowerCase()}.`,
        });
        return askHandCards(call, data.queue.slice(1));
      }
      case 'company-line': {
        const seat = data.queue[0];
        const line = data.lines[picks[0]];
        if (line) {
          state.commitments[seat].company = line;
          state.log.push({
            seat,
            text: `${who(seat)} places their company beside the ${lineName(line).toLowerCase()}.`,
          });
        } else state.log.push({ seat, text: `${who(seat)} keeps their company out of grid poker.` });
        return askCompanyLine(call, data.queue.slice(1));
      }
      case 'betting': {
        const betting = answerBetting(call, data.betting, picks);
        return betting ? { stage: 'betting', betting } : reveal(call);
      }
      case 'wild-value':
        return askWild(call, data.wilds, VALUES[picks[0]]);
      case 'wild-domain': {
        const { seat, instance } = data.wilds[0];
        state.wildPicks[instance] = { value: data.value!, domain: DOMAINS[picks[0]] };
        state.log.push({ seat, text: `${who(seat)}'s wild card counts as ${data.value} ${DOMAINS[picks[0]]}.` });
        return askWild(call, data.wilds.slice(1), null);
      }
      case 'market': {
        const slots = lineSlots(data.line).filter((s) => state.zones[MARKET][s] !== null);
        discardMarketCard(call, data.picker, slots[picks[0]]);
        return data.orientation === 'row' ? askMarket(call, 'column') : afterMarket(call);
      }
      case 'return': {
        const seat = data.queue[0];
        settleHandCards(call, seat, picks[0] === 1, loserRedraw(call, cardsIn(state, committedZone(seat)).length));
        return askReturn(call, data.queue.slice(1));
      }
    }
  },
};

/** 1a: "all players may commit up to two cards from their hand (face-down) by placing them next to either a row or column". */
function askHandCards(call: Call, queue: number[]): unknown {
  const { state, env } = call;
  const most = call.rules.numbers['committed-hand-cards'] ?? 2;
  for (; queue.length > 0; queue = queue.slice(1)) {
    const seat = queue[0];
    const hand = cardsIn(state, handZone(env.terms, seat));
    if (hand.length === 0) continue;
    state.active = seat;
    state.pending = {
      seat,
      kind: 'grid/hand-cards',
      prompt: `Commit up to ${most} hand cards face down, or none`,
      min: 0,
      max: Math.min(most, hand.length),
      options: hand.map((i) => cardOption(state, env, i)),
    };
    return { stage: 'hand-cards', queue };
  }
  return askCompanyLine(call, turnOrder(state));
}

/** 1a-1b: company cards beside a line; "If company cards are used for a poker hand with a row, then hand cards must be used in columns and vice versa." */
function askCompanyLine(call: Call, queue: number[]): unknown {
  const { state } = call;
  for (; queue.length > 0; queue = queue.slice(1)) {
    const seat = queue[0];
    if (cardsIn(state, companyZone(seat)).length === 0) continue;
    const hand = state.commitments[seat].hand;
    const lines = ALL_LINES.filter((l) => !hand || l.orientation !== hand.orientation);
    state.active = seat;
    state.pending = {
      seat,
      kind: 'grid/company-line',
      prompt: 'Place your company beside a line, or keep it out',
      min: 1,
      max: 1,
      options: [
        ...lines.map((line): GridOption => ({ label: lineName(line), line })),
        { label: 'Keep your company out', answer: 'pass' },
      ],
    };
    return { stage: 'company-line', queue, lines };
  }
  if (state.settings.bidding === true && state.chips.length > 0) {
    const betting = openBetting(call);
    if (betting) return { stage: 'betting', betting };
  }
  return reveal(call);
}

/** 1c: "After all players have placed their cards, player-hand cards are revealed." */
function reveal(call: Call): unknown {
  const { state, env } = call;
  if (state.solo) playSolo(call);
  const wilds: { seat: number; instance: string }[] = [];
  for (const seat of turnOrder(state)) {
    if (state.bets?.folded[seat]) continue;
    const committed = cardsIn(state, committedZone(seat));
    state.revealed.push(...committed);
    if (committed.length > 0)
      state.log.push({
        seat,
        text: `${who(seat)} reveals ${committed.map((i) => cardLabel(env.catalogue[state.cards[i]])).join(' and ')}.`,
      });
    const c = state.commitments[seat];
    const used = [...(c.hand ? committed : []), ...(c.company ? cardsIn(state, companyZone(seat)) : [])];
    for (const instance of used)
      if (env.catalogue[state.cards[instance]].domain === 'wild') wilds.push({ seat, instance });
  }
  // G7: a wild takes the value and domain that make its owner's hand best, unless the owner picks.
  return state.settings['wild-card-choice'] === 'owner-picks' ? askWild(call, wilds, null) : score(call);
}

const valueName = (value: number) => (value === 1 ? 'Ace (1)' : String(value));
const VALUES = Array.from({ length: 13 }, (_, i) => i + 1);

/** The owner of each wild in a hand picks its value, then its domain. */
function askWild(call: Call, wilds: { seat: number; instance: string }[], value: number | null): unknown {
  const { state, env } = call;
  if (wilds.length === 0) return score(call);
  const { seat, instance } = wilds[0];
  const name = cardLabel(env.catalogue[state.cards[instance]]);
  state.active = seat;
  // Each option says what the wild counts as: a value, then that value in a domain.
  state.pending =
    value === null
      ? {
          seat,
          kind: 'grid/wild-value',
          prompt: `Choose the value of your wild card, ${name}`,
          min: 1,
          max: 1,
          options: VALUES.map((v): GridOption => ({ label: valueName(v), number: v, wild: instance })),
        }
      : {
          seat,
          kind: 'grid/wild-domain',
          prompt: `Choose the domain of your wild card, ${name} (value ${value})`,
          min: 1,
          max: 1,
          options: DOMAINS.map(
            (d): GridOption => ({ label: d[0].toUpperCase() + d.slice(1), domain: d, number: value, wild: instance }),
          ),
        };
  return { stage: value === null ? 'wild-value' : 'wild-domain', wilds, value };
}

/** 1d: form every hand; the best row hand and the best column hand score. */
function score(call: Call): unknown {
  const { state, env } = call;
  const hands: FormedHand[] = [];
  for (const seat of turnOrder(state)) {
    if (state.bets?.folded[seat]) continue;
    const c = state.commitments[seat];
    const committed = cardsIn(state, committedZone(seat));
    if (c.hand) pushHand(hands, formHand(state, env, seat, 'hand', committed, c.hand));
    if (c.company) pushHand(hands, formHand(state, env, seat, 'company', cardsIn(state, companyZone(seat)), c.company));
  }
  if (state.solo) {
    const c = state.solo.commitment;
    const committed = cardsIn(state, SOLO_COMMITTED);
    if (c.hand) pushHand(hands, formHand(state, env, SOLO_SEAT, 'hand', committed, c.hand));
    if (c.company) pushHand(hands, formHand(state, env, SOLO_SEAT, 'company', cardsIn(state, SOLO_COMPANY), c.company));
  }
  for (const hand of hands)
    state.log.push({
      seat: hand.seat === SOLO_SEAT && state.solo ? null : hand.seat,
      text: `${seatLabel(state, hand.seat)}: ${hand.name} (${lineName(hand.line).toLowerCase()}, ${hand.source === 'hand' ? 'hand cards' : 'company'}).`,
    });

  const rulings = gridRulings(state.settings);
  const order = [...turnOrder(state), ...(state.solo ? [SOLO_SEAT] : [])];
  const result = {
    round: state.round,
    hands,
    rowWinners: [] as number[],
    columnWinners: [] as number[],
    rowPoints: 0,
    columnPoints: 0,
  };
  for (const orientation of ['row', 'column'] as const) {
    const best = bestHands(hands, orientation);
    if (best.length === 0) continue;
    const points = linePoints(best[0].category, call.rules.scoring, rulings.strongHandFrom);
    // G4: "Where the named tie-break leaves players equal, they are tied: all of them score" (ruling
    // `tied-winners-all-score`; with `no`, only the tied player who picks the market card).
    const winners = scoringWinners(state, [...new Set(best.map((h) => h.seat))], order);
    for (const seat of winners) addScore(state, seat, points);
    if (orientation === 'row') Object.assign(result, { rowWinners: winners, rowPoints: points });
    else Object.assign(result, { columnWinners: winners, columnPoints: points });
    const scored = best.filter((h) => winners.includes(h.seat));
    state.log.push({
      seat: null,
      text: `Best ${orientation}: ${scored.map((h) => `${seatLabel(state, h.seat)} with ${h.name}`).join(', ')} — ${points} point${points === 1 ? '' : 's'} each.`,
    });
  }
  state.results.push(result);
  if (state.settings.bidding === true) payPot(state, result.rowWinners, result.columnWinners);
  return askMarket(call, 'row');
}

function pushHand(hands: FormedHand[], hand: FormedHand | null) {
  if (hand) hands.push(hand);
}

function addScore(state: GridPokerState, seat: number, points: number) {
  if (state.solo && seat === SOLO_SEAT) state.solo.score += points;
  else state.scores[seat] += points;
}

export const seatLabel = (state: GridPokerState, seat: number) =>
  state.solo && seat === SOLO_SEAT ? 'The artificial player' : who(seat);

/**
 * 1d: "The player who won from among the rows discards a market card from among the three market row
 * cards that were used in the winning hand." Tied winners: "the first of them in turn order picks the
 * market card" (G4, ruling `tied-market-pick`); the artificial player discards a random one (G9).
 */
function askMarket(call: Call, orientation: Line['orientation']): unknown {
  const { state, env } = call;
  const result = state.results[state.results.length - 1];
  const winners = orientation === 'row' ? result.rowWinners : result.columnWinners;
  if (winners.length === 0) return orientation === 'row' ? askMarket(call, 'column') : afterMarket(call);
  const order = [...turnOrder(state), ...(state.solo ? [SOLO_SEAT] : [])];
  const picker = marketPicker(state, winners, order);
  const hand = result.hands.find(
    (h) =>
      h.seat === picker &&
      h.line.orientation === orientation &&
      result.hands.filter((x) => x.line.orientation === orientation).every((x) => x.score <= h.score),
  )!;
  const slots = lineSlots(hand.line).filter((s) => state.zones[MARKET][s] !== null);
  if (slots.length === 0) return orientation === 'row' ? askMarket(call, 'column') : afterMarket(call);
  if (state.solo && picker === SOLO_SEAT) {
    // G9: "when it wins it discards a random market card of that line" (ruling
    // `solo-opponent-discards-random-market-card`; with `no`, the line's cards stay).
    if (gridRulings(state.settings).soloDiscards)
      discardMarketCard(call, picker, slots[new Rng(state).int(0, slots.length - 1)]);
    else state.log.push({ seat: null, text: 'The artificial player leaves the market as it is.' });
    return orientation === 'row' ? askMarket(call, 'column') : afterMarket(call);
  }
  state.active = picker;
  state.pending = {
    seat: picker,
    kind: 'grid/market',
    prompt: `You won the best ${orientation}: discard a market card of the ${lineName(hand.line).toLowerCase()}`,
    min: 1,
    max: 1,
    options: slots.map((slot): GridOption => withFields(cardOption(state, env, state.zones[MARKET][slot]!), { slot })),
  };
  return { stage: 'market', orientation, picker, line: hand.line };
}

function discardMarketCard(call: Call, seat: number, slot: number) {
  const { state, env } = call;
  const instance = state.zones[MARKET][slot]!;
  move(state, env.terms, instance, env.terms.discard, 'top');
  state.log.push({
    seat: state.solo && seat === SOLO_SEAT ? null : seat,
    text: `${seatLabel(state, seat)} discards ${cardLabel(env.catalogue[state.cards[instance]])} from the market.`,
  });
}

/** 1f: "replace the discarded market cards with cards from the top of the deck" — first, by G1. */
function refillMarket(call: Call) {
  const { state } = call;
  state.zones[MARKET].forEach((instance, slot) => {
    if (instance === null) drawOne(state, call, MARKET, slot);
  });
}

function afterMarket(call: Call): unknown {
  if (call.state.settings['refill-market-before-hand-cards'] !== false) refillMarket(call);
  return askReturn(call, turnOrder(call.state));
}

/**
 * 1e: "The player(s) who won in grid poker with hand cards … must discard their two hand cards … Then,
 * they draw two new cards". "All the players who did not win … may either return them back to their
 * hand or discard and redraw".
 */
function askReturn(call: Call, queue: number[]): unknown {
  const { state } = call;
  const result = state.results[state.results.length - 1];
  for (; queue.length > 0; queue = queue.slice(1)) {
    const seat = queue[0];
    const committed = cardsIn(state, committedZone(seat));
    if (committed.length === 0) continue;
    const won = result.hands.some(
      (h) =>
        h.seat === seat &&
        h.source === 'hand' &&
        (h.line.orientation === 'row' ? result.rowWinners : result.columnWinners).includes(seat) &&
        result.hands.filter((x) => x.line.orientation === h.line.orientation).every((x) => x.score <= h.score),
    );
    if (won) {
      // "Then, they draw two new cards from the deck into their hand": the rules file's `winner redraw`,
      // however many cards won (a one-card hand, G2, draws two as well).
      settleHandCards(call, seat, true, call.rules.numbers['winner-redraw'] ?? 2);
      continue;
    }
    const options: GridOption[] = [
      { label: 'Take them back', settle: 'take-back' },
      { label: `Discard them and draw ${loserRedraw(call, committed.length)}`, settle: 'redraw' },
    ];
    state.active = seat;
    state.pending = {
      seat,
      kind: 'grid/return',
      prompt: 'Your hand cards did not win: take them back, or discard them and draw new ones',
      min: 1,
      max: 1,
      options,
    };
    return { stage: 'return', queue };
  }
  return finish(call);
}

/**
 * How many cards a player whose hand cards did not win draws for the `committed` they discard: ruling
 * `loser-redraw` (GX9), as many, or a winner's `winner redraw`.
 */
function loserRedraw(call: Call, committed: number): number {
  return gridRulings(call.state.settings).loserRedrawsAsWinner ? (call.rules.numbers['winner-redraw'] ?? 2) : committed;
}

/**
 * Discards and redraws a player's committed cards (drawing `draw` cards: a winner's `winner redraw`, a
 * loser as many as they discard), or returns them to their hand. Wilds are expelled (G7).
 */
function settleHandCards(call: Call, seat: number, redraw: boolean, draw?: number) {
  const { state, env } = call;
  const hand = handZone(env.terms, seat);
  const committed = cardsIn(state, committedZone(seat));
  for (const instance of committed) {
    const wild =
      env.catalogue[state.cards[instance]].domain === 'wild' &&
      state.settings['wild-cards-expelled-after-grid-poker'] !== false;
    move(state, env.terms, instance, wild ? env.terms.expelled : redraw ? env.terms.discard : hand, 'top');
  }
  const kept = committed.filter((i) => cardsIn(state, hand).includes(i)).length;
  if (redraw) {
    const count = draw ?? committed.length;
    for (let i = 0; i < count; i++) drawOne(state, call, hand);
    state.log.push({ seat, text: `${who(seat)} discards their hand cards and draws ${count}.` });
  } else
    state.log.push({ seat, text: `${who(seat)} takes ${kept === 1 ? 'their hand card' : 'their hand cards'} back.` });
}

/** The end of the phase: a wild company card used in a hand is expelled (G7); the market is refilled now if G1 is turned off. */
function finish(call: Call): unknown {
  const { state, env } = call;
  if (state.settings['refill-market-before-hand-cards'] === false) refillMarket(call);
  if (state.settings['wild-cards-expelled-after-grid-poker'] !== false) {
    const companies = [
      ...state.commitments.map((c, seat) => (c.company ? companyZone(seat) : null)),
      state.solo?.commitment.company ? SOLO_COMPANY : null,
    ];
    for (const zone of companies) {
      if (!zone) continue;
      for (const instance of cardsIn(state, zone)) {
        if (env.catalogue[state.cards[instance]].domain === 'wild') {
          move(state, env.terms, instance, env.terms.expelled, 'top');
          state.log.push({
            seat: null,
            text: `${cardLabel(env.catalogue[state.cards[instance]])} is expelled after grid poker.`,
          });
        }
      }
    }
  }
  for (const instance of cardsIn(state, SOLO_COMMITTED)) {
    const wild =
      env.catalogue[state.cards[instance]].domain === 'wild' &&
      state.settings['wild-cards-expelled-after-grid-poker'] !== false;
    move(state, env.terms, instance, wild ? env.terms.expelled : env.terms.discard, 'top');
  }
  state.revealed = [];
  state.wildPicks = {};
  return null;
}
