// "7. SCORING PHASE" and "END OF GAME SCORING", with every example computed by hand in the comments: a
// whole stacked round played through the game module, scoreRound on made-up tricks, and the tie-breaks.
import { describe as suite, expect, it } from 'vitest';
import { scoreRound, scoringValues } from '../../../src/games/tricks-of-the-trade/scoring.js';
import type { Domain, Play, TrickRecord, TricksState } from '../../../src/games/tricks-of-the-trade/state.js';
import { cardsIn } from '../../../src/engine/zones.js';
import { answer, atTricks, first, game, instanceOf, playUntil, setup, stack } from './driver.js';

const values = scoringValues(game.rules, { 'exact-bid-replaces-reached-bonus': true });

/** A trick won by `winner`, holding cards of the given domains. */
function trick(number: number, winner: number, domains: Domain[]): TrickRecord {
  const plays: Play[] = domains.map((domain, seat) => ({
    seat,
    instance: `c${number * 10 + seat}`,
    card: `${domain}-5`,
    value: 5,
    domain,
  }));
  return { number, leader: 0, led: domains[0], trump: 'science', plays, winner, by: 'led' };
}
const round = (winners: number[], domains: Domain[][] = winners.map(() => ['knowledge', 'knowledge'])) =>
  winners.map((w, i) => trick(i + 1, w, domains[i]));

suite('scoring a round (rule 7, T4)', () => {
  it('"1 base point per trick" + "+3 for exactly making the bid" (T4: in place of the +1) + "+1 for every trick that has a card matching the domain of their goal card"', () => {
    // Seat 0 bids 2 and wins tricks 1 and 4; trick 4 holds a Technology card, its goal domain.
    // 2 tricks (+2) + exact bid (+3) + 1 goal trick (+1) = 6.
    const tricks = round(
      [0, 1, 1, 0, 1, 1],
      [
        ['knowledge', 'science'],
        ['knowledge', 'knowledge'],
        ['science', 'science'],
        ['services', 'technology'],
        ['knowledge', 'technology'],
        ['services', 'services'],
      ],
    );
    const row = scoreRound({ round: 1, seat: 0, bid: 2, goal: 'technology', tricks }, values);
    expect(row.lines.map((l) => [l.label, l.points])).toEqual([
      ['2 tricks won', 2],
      ['Bid 2 made exactly', 3],
      ['1 trick with a card of the goal domain', 1],
    ]);
    expect(row.total).toBe(6);
    // Seat 1 bids 2 and wins 4 tricks (2, 3, 5, 6); 5 holds a Technology card, not its goal (Services):
    // tricks 6 holds Services. 4 tricks (+4) + bid reached (+1) + 1 goal trick (+1) = 6.
    const other = scoreRound({ round: 1, seat: 1, bid: 2, goal: 'services', tricks }, values);
    expect(other.lines.map((l) => [l.rule, l.points])).toEqual([
      ['trick', 4],
      ['bid-reached', 1],
      ['goal-trick', 1],
    ]);
    expect(other.total).toBe(6);
  });

  it('"A player winning at least their bid scores +1 point" — and nothing for falling short', () => {
    // Bid 1, won 3: 3 + 1 = 4. Bid 4, won 3: 3 only.
    const tricks = round([0, 0, 0, 1, 1, 1]);
    expect(scoreRound({ round: 1, seat: 0, bid: 1, goal: 'services', tricks }, values).total).toBe(4);
    expect(scoreRound({ round: 1, seat: 0, bid: 4, goal: 'services', tricks }, values).total).toBe(3);
  });

  it('"A player who wins all 6 or none of the tricks in the round scores +2 points."', () => {
    // Bid 0, won none: 0 + exact (+3) + none (+2) = 5.
    const allToOne = round([1, 1, 1, 1, 1, 1], Array(6).fill(['science', 'services']));
    const none = scoreRound({ round: 1, seat: 0, bid: 0, goal: 'services', tricks: allToOne }, values);
    expect(none.lines.map((l) => [l.label, l.points])).toEqual([
      ['0 tricks won', 0],
      ['Bid 0 made exactly', 3],
      ['No tricks won', 2],
    ]);
    expect(none.total).toBe(5);
    // Bid 6, won all six, each with a Services card (its goal): 6 + 3 + 6 + 2 = 17.
    const all = scoreRound({ round: 1, seat: 1, bid: 6, goal: 'services', tricks: allToOne }, values);
    expect(all.total).toBe(17);
    expect(all.base).toBe(6);
    // Bid 5, won all six, goal Knowledge (none): 6 + 1 (reached) + 2 = 9.
    expect(scoreRound({ round: 1, seat: 1, bid: 5, goal: 'knowledge', tricks: allToOne }, values).total).toBe(9);
  });

  it('T4 is a ruling: with `exact-bid-replaces-reached-bonus: no` an exact bid scores +1 and +3', () => {
    const both = scoringValues(game.rules, { 'exact-bid-replaces-reached-bonus': false });
    // Bid 2, won 2, no goal tricks: 2 + 1 + 3 = 6.
    expect(
      scoreRound({ round: 1, seat: 0, bid: 2, goal: 'services', tricks: round([0, 0, 1, 1, 1, 1]) }, both).total,
    ).toBe(6);
  });
});

suite('a whole round, stacked and scored by hand', () => {
  it('two players: the tricks, the goal tricks, the bids and the sheet', () => {
    // Science is trump (Zero). The first player (F) holds a Technology goal (Wheel), the other (O) a
    // Services goal (Coinage). F bids 3, O bids 2; no trades, no effects. The tricks:
    //   1. F leads Robotics (13 Tech), O follows Automobile (7 Tech): F wins — a Tech card: F's goal.
    //   2. F leads Internet (10 Services), O follows E-Commerce (11 Services): O wins — Services: O's goal.
    //   3. O leads Television (7 Services), F has no Services and trumps with DNA Double Helix (12 Science): F wins.
    //   4. F leads Relativity (11 Science, trump), O follows Algebra (3 Science): F wins.
    //   5. F leads Writing (1 Knowledge, an Ace: value 1), O follows Printing Press (3 Knowledge): O wins.
    //   6. O leads Telegraph (5 Knowledge), F follows Encyclopedia (4 Knowledge): O wins.
    // F: 3 tricks (+3), bid 3 made exactly (+3), 1 goal trick (+1) = 7.
    // O: 3 tricks (+3), bid 2 reached (+1), 1 goal trick (+1) = 5.
    let s = setup(2, 0);
    const f = first(s);
    const o = 1 - f;
    s = stack(s, {
      [`goal:${f}`]: ['Wheel'],
      [`goal:${o}`]: ['Coinage'],
      'trump-card': ['Zero'],
      [`hand:${f}`]: [
        'Robotics',
        'Internet',
        'DNA Double Helix',
        'Relativity',
        'Writing',
        'Encyclopedia',
        'Steam Engine',
        'Electric Light',
        'Heliocentrism',
        'Hypertext',
      ],
      [`hand:${o}`]: [
        'Automobile',
        'E-Commerce',
        'Television',
        'Algebra',
        'Printing Press',
        'Telegraph',
        'Transistor',
        'Radio Broadcasting',
        'Evolution',
        'Information Theory',
      ],
    });
    s.trumpRevealed = instanceOf(s, 'Zero');
    s = answer(s, '3 tricks');
    s = answer(s, '2 tricks');
    s = playUntil(s, atTricks); // no offers, no effects
    for (const card of [
      'Robotics',
      'Automobile',
      'Internet',
      'E-Commerce',
      'Television',
      'DNA Double Helix',
      'Relativity',
      'Algebra',
      'Writing',
      'Printing Press',
      'Telegraph',
      'Encyclopedia',
    ]) {
      s = answer(s, card);
    }
    expect(s.round).toBe(2);
    const sheet = (seat: number) => s.sheet.find((r) => r.round === 1 && r.seat === seat)!;
    expect(sheet(f)).toMatchObject({ bid: 3, tricks: 3, goalTricks: 1, base: 3, total: 7 });
    expect(sheet(f).lines.map((l) => `${l.label} +${l.points}`)).toEqual([
      '3 tricks won +3',
      'Bid 3 made exactly +3',
      '1 trick with a card of the goal domain +1',
    ]);
    expect(sheet(o)).toMatchObject({ bid: 2, tricks: 3, goalTricks: 1, base: 3, total: 5 });
    expect(sheet(o).lines.map((l) => `${l.label} +${l.points}`)).toEqual([
      '3 tricks won +3',
      'Bid 2 reached +1',
      '1 trick with a card of the goal domain +1',
    ]);
    expect(s.scores[f]).toBe(7);
    expect(s.scores[o]).toBe(5);
    // The view's score sheet is the same for both players (the goal domain is not named in it).
    expect(game.view(s, o).sheet).toEqual(game.view(s, f).sheet);
    // Zero, the trump card of round 1, is expelled at cleanup.
    expect(cardsIn(s, 'expelled')).toContain(instanceOf(s, 'Zero'));
  });
});

suite('end of game scoring: the tie-breaks', () => {
  /** A finished three-player game whose result we then arrange. */
  const finished = () => playUntil(setup(3, 17), (x) => game.actor(x) === null);
  const arrange = (s: TricksState, scores: number[], base: number[], best: (string | null)[], goals?: string[]) => {
    let t = structuredClone(s);
    t.scores = scores;
    t.sheet = t.sheet.filter((r) => r.round === 1).map((r) => ({ ...r, base: base[r.seat] }));
    t.best = best.map((name) => (name === null ? null : instanceOf(t, name)));
    if (goals) t = stack(t, Object.fromEntries(goals.map((g, seat) => [`goal:${seat}`, [g]])));
    return t;
  };
  const remainingDomain = (s: TricksState) => game.env.catalogue[s.cards[cardsIn(s, 'trump-deck')[0]]].domain;
  const goalOf: Record<string, string> = {
    knowledge: 'Writing',
    science: 'Geometry',
    technology: 'Wheel',
    services: 'Coinage',
  };

  it('"The highest score wins."', () => {
    const s = arrange(finished(), [20, 18, 19], [5, 5, 5], [null, null, null]);
    expect(game.outcome(s)).toEqual({ scores: [20, 18, 19], winners: [0] });
    expect(game.ranking(s)!.tieBreak).toBeNull();
  });

  it('"In the case of tie, the player whose goal card matches the remaining card in the Trump deck wins."', () => {
    const base = finished();
    const left = remainingDomain(base);
    const others = Object.keys(goalOf).filter((d) => d !== left);
    // Seats 0 and 2 tie on 20; seat 2's goal matches the trump card left; seat 0 has more base points.
    const s = arrange(
      base,
      [20, 12, 20],
      [9, 4, 6],
      [null, null, null],
      [goalOf[others[0]], goalOf[others[1]], goalOf[left]],
    );
    expect(game.outcome(s)!.winners).toEqual([2]);
    expect(game.ranking(s)!.tieBreak).toMatch(/Player 3's goal card matches the remaining trump card/);
  });

  it('"Otherwise, the player who scored the most base points wins."', () => {
    const base = finished();
    const left = remainingDomain(base);
    const others = Object.keys(goalOf).filter((d) => d !== left);
    const s = arrange(
      base,
      [20, 20, 12],
      [6, 9, 4],
      [null, null, null],
      others.map((d) => goalOf[d]),
    );
    expect(game.outcome(s)!.winners).toEqual([1]);
    expect(game.ranking(s)!.tieBreak).toMatch(
      /no goal card matches the remaining trump card; Player 2 scored the most base points \(9\)/,
    );
  });

  it('"If still tied, the player who won the highest value card wins. Domain rank order is knowledge (lowest), science, technology, service (highest)."', () => {
    const base = finished();
    const left = remainingDomain(base);
    const others = Object.keys(goalOf).filter((d) => d !== left);
    // Equal values: Robotics (13 Technology) beats Artificial Intelligence (13 Knowledge) by domain.
    const s = arrange(
      base,
      [20, 20, 20],
      [6, 6, 6],
      ['Artificial Intelligence', 'Robotics', 'Relativity'],
      others.map((d) => goalOf[d]),
    );
    expect(game.outcome(s)!.winners).toEqual([1]);
    expect(game.ranking(s)!.tieBreak).toMatch(/Player 2 won the highest card \(Robotics, 13 Technology\)/);
    // T10: players still tied share the win.
    const shared = arrange(
      base,
      [20, 20, 3],
      [6, 6, 1],
      [null, null, 'Relativity'],
      others.map((d) => goalOf[d]),
    );
    expect(game.outcome(shared)!.winners).toEqual([0, 1]);
  });

  it('the highest card won is tracked through the game', () => {
    const s = finished();
    for (let seat = 0; seat < 3; seat++) {
      const won = s.sheet.filter((r) => r.seat === seat).reduce((n, r) => n + r.tricks, 0);
      expect(s.best[seat] === null).toBe(won === 0);
    }
  });
});
