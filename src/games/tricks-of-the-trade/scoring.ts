// Phase 7, SCORING, and the END OF GAME SCORING with its tie-breaks.
import type { Rules } from '../../dsl/runtime.js';
import type { Env } from '../../engine/context.js';
import type { Procedure } from '../../engine/flow.js';
import { seatName } from '../../engine/cards.js';
import { who } from '../../engine/log.js';
import { cardsIn } from '../../engine/zones.js';
import { higherCard } from './tricks.js';
import {
  DOMAIN_NAMES,
  TRUMP_DECK,
  domainOrder,
  goalDomain,
  plural,
  type Domain,
  type RoundScore,
  type ScoreLine,
  type TrickRecord,
  type TricksState,
} from './state.js';

/** The numbers of the rules file's `scoring:` section. */
export interface ScoringValues {
  trick: number;
  bidReached: number;
  bidExact: number;
  goalTrick: number;
  allOrNone: number;
  exactReplacesReached: boolean; // T4
}

export function scoringValues(rules: Rules, settings: Record<string, unknown>): ScoringValues {
  const s = rules.scoring;
  return {
    trick: s.trick ?? 1,
    bidReached: s['bid-reached'] ?? 1,
    bidExact: s['bid-exact'] ?? 3,
    goalTrick: s['goal-trick'] ?? 1,
    allOrNone: s['all-or-none'] ?? 2,
    exactReplacesReached: settings['exact-bid-replaces-reached-bonus'] !== false,
  };
}

/**
 * One player's round: "A player scores 1 base point per trick they win. A player winning at least their
 * bid scores +1 point. A player exactly making their bid scores +3 points [T4: in place of the +1]. A
 * player scores +1 point for every trick that has a card matching the domain of their goal card. A player
 * who wins all 6 or none of the tricks in the round scores +2 points."
 */
export function scoreRound(
  input: { round: number; seat: number; bid: number | null; goal: Domain | null; tricks: TrickRecord[] },
  v: ScoringValues,
): RoundScore {
  const { round, seat, bid, goal, tricks } = input;
  const won = tricks.filter((t) => t.winner === seat);
  const goalTricks = goal === null ? 0 : won.filter((t) => t.plays.some((p) => p.domain === goal)).length;
  const lines: ScoreLine[] = [
    { rule: 'trick', label: `${plural(won.length, 'trick')} won`, count: won.length, points: won.length * v.trick },
  ];
  if (bid !== null && won.length >= bid) {
    const exact = won.length === bid;
    if (!exact || !v.exactReplacesReached)
      lines.push({ rule: 'bid-reached', label: `Bid ${bid} reached`, count: 1, points: v.bidReached });
    if (exact) lines.push({ rule: 'bid-exact', label: `Bid ${bid} made exactly`, count: 1, points: v.bidExact });
  }
  if (goalTricks > 0) {
    lines.push({
      rule: 'goal-trick',
      label: `${plural(goalTricks, 'trick')} with a card of the goal domain`,
      count: goalTricks,
      points: goalTricks * v.goalTrick,
    });
  }
  if (tricks.length > 0 && (won.length === 0 || won.length === tricks.length)) {
    lines.push({
      rule: 'all-or-none',
      label: won.length === 0 ? 'No tricks won' : `All ${tricks.length} tricks won`,
      count: 1,
      points: v.allOrNone,
    });
  }
  return {
    round,
    seat,
    bid,
    tricks: won.length,
    goalTricks,
    base: won.length * v.trick,
    lines,
    total: lines.reduce((sum, l) => sum + l.points, 0),
  };
}

export const scoreRoundProcedure: Procedure<TricksState> = {
  start({ state, env, rules }) {
    const values = scoringValues(rules, state.settings);
    for (let seat = 0; seat < state.players; seat++) {
      const row = scoreRound(
        { round: state.round, seat, bid: state.bids[seat], goal: goalDomain(state, env, seat), tricks: state.tricks },
        values,
      );
      state.sheet.push(row);
      state.scores[seat] += row.total;
      state.log.push({
        seat,
        text: `${who(seat)} scores ${plural(row.total, 'point')} in round ${state.round}: ${row.lines.map((l) => `${l.label} +${l.points}`).join(', ')}.`,
      });
    }
    return null;
  },
  answer: () => null,
};

/** The winners after "END OF GAME SCORING" and its tie-breaks, with the tie-break that decided, if any. */
export interface Ranking {
  scores: number[];
  winners: number[];
  tieBreak: string | null; // how a tie was broken, in words; null when the scores alone decide
}

/**
 * "The highest score wins. In the case of tie, the player whose goal card matches the remaining card in
 * the Trump deck wins. Otherwise, the player who scored the most base points wins. If still tied, the
 * player who won the highest value card wins. Domain rank order is knowledge (lowest), science,
 * technology, service (highest)." T10: players still tied share the win.
 */
export function rankPlayers(state: TricksState, env: Env): Ranking {
  const scores = [...state.scores];
  const top = Math.max(...scores);
  let tied = scores.map((s, seat) => (s === top ? seat : -1)).filter((s) => s >= 0);
  if (tied.length === 1) return { scores, winners: tied, tieBreak: null };
  const names = (seats: number[]) => seats.map(seatName).join(' and ');
  const steps: string[] = [];
  const remaining = cardsIn(state, TRUMP_DECK).map((i) => env.catalogue[state.cards[i]].domain as Domain);
  const matching = tied.filter((seat) => {
    const g = goalDomain(state, env, seat);
    return g !== null && remaining.includes(g);
  });
  if (matching.length > 0 && matching.length < tied.length) {
    return {
      scores,
      winners: matching,
      tieBreak: `${names(tied)} tie on ${top}; ${names(matching)}'s goal card matches the remaining trump card (${remaining.map((d) => DOMAIN_NAMES[d]).join(', ')}).`,
    };
  }
  steps.push('no goal card matches the remaining trump card');
  const base = (seat: number) => state.sheet.filter((r) => r.seat === seat).reduce((sum, r) => sum + r.base, 0);
  const mostBase = Math.max(...tied.map(base));
  const byBase = tied.filter((seat) => base(seat) === mostBase);
  if (byBase.length < tied.length) {
    return {
      scores,
      winners: byBase,
      tieBreak: `${names(tied)} tie on ${top}; ${steps[0]}; ${names(byBase)} scored the most base points (${mostBase}).`,
    };
  }
  steps.push(`their base points are equal (${mostBase})`);
  tied = byBase;
  const order = domainOrder(state);
  let best: number[] = [];
  for (const seat of tied) {
    const card = state.best[seat] === null ? null : state.cards[state.best[seat]!];
    if (card === null) continue;
    const current = best.length ? state.cards[state.best[best[0]]!] : null;
    if (current === null || higherCard(env.catalogue, order, card, current)) best = [seat];
  }
  if (best.length === 1) {
    const card = env.catalogue[state.cards[state.best[best[0]]!]];
    return {
      scores,
      winners: best,
      tieBreak: `${names(tied)} tie on ${top}; ${steps.join('; ')}; ${names(best)} won the highest card (${card.name}, ${card.value} ${DOMAIN_NAMES[card.domain as Domain]}).`,
    };
  }
  return {
    scores,
    winners: tied,
    tieBreak: `${names(tied)} tie on ${top}; ${steps.join('; ')}; none of them won a card, so they share the win.`,
  };
}
