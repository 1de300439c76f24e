// What one player sees of a Tricks of the Trade game: the table as the engine shows it (no other hands,
// no deck or trump deck order, no other goal cards), plus everything a player needs to decide: their hand
// as it counts now and what they may play, the trump, their goal, bids, the trick on the table, the
// tricks of the round, trade offers they are part of, and the score sheet with each line explained.
import { amountFor, type Rules } from '../../dsl/runtime.js';
import type { Env } from '../../engine/context.js';
import { handZone } from '../../engine/terms.js';
import { tableView, type TableView } from '../../engine/view.js';
import { cardsIn } from '../../engine/zones.js';
import { rankPlayers, type Ranking } from './scoring.js';
import { playable } from './tricks.js';
import {
  TRUMP_CARD,
  TRUMP_DECK,
  bidsArePublic,
  domainOrder,
  factsOf,
  domainOf,
  goalZone,
  tricksPerRound,
  type CardFacts,
  type Domain,
  type Play,
  type RoundScore,
  type Trick,
  type TrickRecord,
  type TricksState,
} from './state.js';
import { clonePlain } from '../../engine/clone.js';

/** A card of the viewer's hand. */
export interface HandCard extends CardFacts {
  playable: boolean; // the viewer may play it to the trick now
}

/** A finished trick as the viewer sees it: cards by id (the instances may be back in the deck by now). */
export interface TrickRecordView extends Omit<TrickRecord, 'plays'> {
  plays: Omit<Play, 'instance'>[];
}

/** A trade offer as the viewer may see it: the cards only for the two players in it. */
export interface TradeView {
  from: number;
  to: number;
  ask: Domain | null; // the domain asked for, or null for any card
  offered: string | null; // card id offered, when the viewer is `from` or `to`
  given: string | null; // card id given back, when accepted and the viewer is `from` or `to`
  accepted: boolean | null; // null while `to` decides
}

export interface TricksView extends TableView {
  round: number; // 1..rounds; 0 during setup
  rounds: number; // 3
  tricksPerRound: number; // 6
  phase: string; // the phase's title from the rules file ('bid', 'tricks' …), or 'setup' / 'over'
  over: boolean;
  firstPlayer: number; // seat
  leader: number; // the seat that leads the next trick (the trick winner, T3)
  trump: { card: string | null; domain: Domain | null; revealed: string | null }; // the trump card now, its domain, and the card revealed from the trump deck this round
  trumpDeck: number; // cards left in the trump deck
  goal: CardFacts | null; // the viewer's goal card
  goals: (string | null)[]; // by seat: goal card ids, others' only once the game is over
  hand: HandCard[]; // the viewer's hand, sorted by domain order, then value
  handCounts: number[]; // by seat
  bids: (number | null)[]; // by seat, this round; null before a seat bids (or, with `bids-are-public: no`, for others' bids)
  bidding: { seat: number; bids: { number: number; label: string }[] } | null; // the seat bidding now and the bids it may make: every seat sees the scale (a table says who is bidding, and the rules say how many)
  tricksWon: number[]; // by seat, this round
  trick: Trick | null; // the trick on the table: who led, the led domain, who played what
  tricks: TrickRecordView[]; // this round's finished tricks: who played what, who won and how
  offer: TradeView | null; // the trade offer waiting for an answer, if any
  trades: TradeView[]; // this round's offers
  scores: number[]; // totals, by seat
  sheet: RoundScore[]; // by round, then seat: bid, tricks, and each scoring line explained
  bestCards: (string | null)[]; // by seat: the highest card won so far (the last tie-break)
  remainingTrump: string[]; // the trump deck's cards, shown once the game is over (the first tie-break)
  ranking: Ranking | null; // once the game is over: scores, winners, and how a tie was broken
}

export function tricksView(state: TricksState, env: Env, rules: Rules, seat: number): TricksView {
  const over = state.flow.stage === 'over';
  const order = domainOrder(state);
  const hand = cardsIn(state, handZone(env.terms, seat));
  const mine =
    state.pending?.seat === seat && state.pending.kind === 'tricks/play'
      ? new Set(playable(state, env, seat))
      : new Set<string>();
  const [trumpCard] = cardsIn(state, TRUMP_CARD);
  const [goal] = cardsIn(state, goalZone(seat));
  const tradeView = (t: TricksState['trades'][number]): TradeView => {
    const party = seat === t.from || seat === t.to;
    return {
      from: t.from,
      to: t.to,
      ask: t.ask,
      accepted: t.accepted,
      offered: party ? state.cards[t.offered] : null,
      given: party && t.given ? state.cards[t.given] : null,
    };
  };
  const open = state.trades.at(-1);
  return {
    ...tableView(state, env, seat),
    round: state.round,
    rounds: rules.rounds ? amountFor(rules.rounds, state.players) : 0,
    tricksPerRound: tricksPerRound(rules),
    phase: state.flow.stage === 'setup' ? 'setup' : over ? 'over' : rules.phases[state.flow.index].title,
    over,
    firstPlayer: state.markers['first-player'] ?? 0,
    leader: state.markers['trick-winner'] ?? 0,
    trump: {
      card: trumpCard ? state.cards[trumpCard] : null,
      domain: trumpCard ? domainOf(state, env, trumpCard) : null,
      revealed: state.trumpRevealed ? state.cards[state.trumpRevealed] : null,
    },
    trumpDeck: cardsIn(state, TRUMP_DECK).length,
    goal: goal ? factsOf(state, env, goal) : null,
    goals: Array.from({ length: state.players }, (_, s) => {
      const [g] = cardsIn(state, goalZone(s));
      return g && (over || s === seat) ? state.cards[g] : null;
    }),
    hand: hand
      .map((i) => ({ ...factsOf(state, env, i), playable: mine.has(i) }))
      .sort((a, b) => order.indexOf(a.domain) - order.indexOf(b.domain) || a.value - b.value),
    handCounts: Array.from({ length: state.players }, (_, s) => cardsIn(state, handZone(env.terms, s)).length),
    bids: state.bids.map((b, s) => (s === seat || bidsArePublic(state) ? b : null)),
    bidding:
      state.pending?.kind === 'tricks/bid'
        ? {
            seat: state.pending.seat,
            bids: state.pending.options.map((o) => ({ number: o.number!, label: o.label })),
          }
        : null,
    tricksWon: Array.from({ length: state.players }, (_, s) => state.tricks.filter((t) => t.winner === s).length),
    trick: clonePlain(state.trick),
    tricks: state.tricks.map((t) => ({ ...t, plays: t.plays.map(({ instance: _, ...play }) => play) })),
    offer: open && open.accepted === null ? tradeView(open) : null,
    trades: state.trades.map(tradeView),
    scores: [...state.scores],
    sheet: clonePlain(state.sheet),
    bestCards: state.best.map((i) => (i === null ? null : state.cards[i])),
    remainingTrump: over ? cardsIn(state, TRUMP_DECK).map((i) => state.cards[i]) : [],
    ranking: over ? rankPlayers(state, env) : null,
  };
}
