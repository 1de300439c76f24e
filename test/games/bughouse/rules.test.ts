// Bughouse Tech Chess against its rules: Tech Chess v4's "Chess Variants" ("Bughouse can be played using
// two Tech Decks. Two teams of two players play on two boards. Allies use opposite colors and give
// captured pieces to their partner.") and the house rulings B1-B5. Each test quotes what it checks and
// plays the real game module from a seed (./driver.ts).
import { describe as suite, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors.js';
import { checkConservation } from '../../../src/engine/zones.js';
import type { BughouseState } from '../../../src/games/bughouse/index.js';
import type { ChessOption } from '../../../src/games/tech-chess/index.js';
import { game, playOut, playUntil, started, zoneOf } from './driver.js';

/** The pending choice's options with their moves (Tech Chess's `chess/action` options). */
const optionsOf = (s: BughouseState) => s.pending!.options as ChessOption[];

const pieces = (s: BughouseState, b: number, seat: number) => {
  const board = game.board(s, b);
  const sub = game.config.boards[b].indexOf(seat);
  return board.zones.board.filter((i) => i !== null && board.owners[i] === sub).map((i) => s.cards[i!]);
};

suite('B1: teams, boards and decks', () => {
  it('B1: "Four players in two teams." — partners are seats 1 and 3, 2 and 4', () => {
    expect(() => game.setup({ players: 2, seed: 1 })).toThrow(RuleError);
    expect(game.config.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(game.config.partner).toEqual([2, 3, 0, 1]);
  });

  it("B1: \"Board A: seat 1 plays the first player's domains against seat 2; board B: seat 3 (seat 1's partner) plays the second player's domains against seat 4 (seat 2's partner), so partners play opposite colours.\"", () => {
    const s = started(3);
    const domains = (ids: string[]) => new Set(ids.map((id) => id.split('-')[0]));
    expect(domains(pieces(s, 0, 0))).toEqual(new Set(['services', 'science']));
    expect(domains(pieces(s, 0, 1))).toEqual(new Set(['knowledge', 'technology']));
    expect(domains(pieces(s, 1, 2))).toEqual(new Set(['knowledge', 'technology']));
    expect(domains(pieces(s, 1, 3))).toEqual(new Set(['services', 'science']));
    for (const seat of [0, 1, 2, 3]) expect(pieces(s, seat < 2 ? 0 : 1, seat)).toHaveLength(12);
  });

  it('B1: "Each board is set up from its own Tech Deck as in Tech Chess." — 108 cards, each deck\'s on its own board, every card in one zone', () => {
    const s = started(5);
    expect(Object.keys(s.cards)).toHaveLength(108);
    expect(checkConservation(s)).toEqual([]);
    const deckOf = (i: string) => (Number(i.slice(1)) < 54 ? 'a' : 'b');
    for (const [zone, items] of Object.entries(s.zones)) {
      if (zone.startsWith('hand:')) continue;
      for (const i of items) if (i) expect(deckOf(i), `${i} in ${zone}`).toBe(zone[0]);
    }
    // Both boards' wild cards expelled, each board's hands dealt 3 cards.
    expect(s.zones['a/expelled'].map((i) => s.cards[i!]).sort()).toEqual(['wild-1', 'wild-2']);
    expect(s.zones['b/expelled'].map((i) => s.cards[i!]).sort()).toEqual(['wild-1', 'wild-2']);
    for (const seat of [0, 1, 2, 3]) expect(s.zones[`hand:${seat}`]).toHaveLength(3);
  });
});

suite('B2: turns', () => {
  it('B2: "Turns alternate between the boards (board A, board B, board A, …), each board keeping its own order of play."', () => {
    let s = started(7);
    const order: [number, number][] = []; // [board, seat] of each turn's action
    for (let k = 0; k < 40 && game.actor(s) !== null; k++) {
      if (s.pending!.kind === 'chess/action') order.push([s.current, s.pending!.seat]);
      s = game.apply(s, game.legalActions(s)[0]);
    }
    expect(order.length).toBeGreaterThan(10);
    order.forEach(([board], k) => expect(board).toBe(k % 2)); // A, B, A, B …
    const onA = order.filter(([b]) => b === 0).map(([, seat]) => seat);
    const onB = order.filter(([b]) => b === 1).map(([, seat]) => seat);
    onA.forEach((seat, k) => expect(seat).toBe(k % 2 === 0 ? 0 : 1)); // seat 1, seat 2, …
    onB.forEach((seat, k) => expect(seat).toBe(k % 2 === 0 ? 3 : 2)); // seat 4 (the first player\'s domains), seat 3, …
  });
});

suite('B3: captured cards', () => {
  it('B3: "A captured card (not a king) goes to the capturing player\'s partner\'s hand instead of the discard."', () => {
    const found = playUntil(
      1,
      (s, o) => o?.move?.captures !== undefined && !s.cards[o.move.captures].endsWith('-13'),
      (o) => o.move?.captures !== undefined,
    );
    expect(found).not.toBeNull();
    const { state, action } = found!;
    const captured = optionsOf(state)[action.picks[0]].move!.captures!;
    const capturer = state.pending!.seat;
    const partner = game.config.partner[capturer];
    const discard = `${state.current === 0 ? 'a' : 'b'}/discard`;
    const after = game.apply(state, action);
    expect(zoneOf(after, captured)).toBe(`hand:${partner}`);
    expect(after.zones[discard]).not.toContain(captured);
    expect(game.view(after, partner).gifts).toContain(captured);
    expect(game.view(after, capturer).gifts).not.toContain(captured);
    expect(checkConservation(after)).toEqual([]);
  });

  it('B3: "A king captured is expelled as in Tech Chess."', () => {
    let found = null;
    for (let seed = 1; seed < 40 && !found; seed++)
      found = playUntil(
        seed,
        (s, o) => o?.move?.captures !== undefined && s.cards[o.move.captures].endsWith('-13'),
        (o) => o.move?.captures !== undefined,
      );
    expect(found).not.toBeNull();
    const { state, action } = found!;
    const king = optionsOf(state)[action.picks[0]].move!.captures!;
    const after = game.apply(state, action);
    expect(zoneOf(after, king)).toBe(`${state.current === 0 ? 'a' : 'b'}/expelled`);
  });
});

suite('B4: building gifts', () => {
  /** A turn whose player holds a gift of value `low`-`high`, with its options. */
  function giftTurn(low: number, high: number) {
    for (let seed = 1; seed < 60; seed++) {
      const found = playUntil(
        seed,
        (s) => {
          if (s.pending?.kind !== 'chess/action') return false;
          const gifts = game.view(s, s.pending.seat).gifts;
          return gifts.some((i) => {
            const v = Number(s.cards[i].split('-')[1]);
            return v >= low && v <= high;
          });
        },
        (o) => o.move?.captures !== undefined,
      );
      if (found) return found.state;
    }
    throw new Error('no such turn');
  }

  it('B4: "A card received from the partner may be built, on the receiver\'s turn, as the piece its value makes, on any empty square of the receiver\'s first two ranks … such builds do not count against the three builds."', () => {
    const s = giftTurn(1, 12);
    const seat = s.pending!.seat;
    const b = s.current;
    const sub = game.config.boards[b].indexOf(seat);
    const side = sub; // seat 0 of a board is its first player
    const gift = game.view(s, seat).gifts[0];
    const frees = optionsOf(s)
      .map((o, k) => ({ o, k }))
      .filter(({ o }) => o.move?.free && o.move.card === gift);
    expect(frees.length).toBeGreaterThan(0);
    const firstRanks = side === 0 ? ['1', '2'] : ['6', '5'];
    const board = game.board(s, b);
    for (const { o } of frees) {
      expect(board.zones.board[o.move!.to!]).toBeNull();
      expect(firstRanks).toContain(String(Math.floor(o.move!.to! / 6) + 1));
    }
    // The gift is never offered as a counted build.
    expect(optionsOf(s).some((o) => o.move?.type === 'build' && o.move.card === gift && !o.move.free)).toBe(false);
    const builds = board.builds[sub];
    const after = game.apply(s, { type: 'choose', picks: [frees[0].k] });
    const then = game.board(after, b);
    expect(then.zones.board[frees[0].o.move!.to!]).toBe(gift);
    expect(then.owners[gift]).toBe(sub);
    expect(then.builds[sub]).toBe(builds);
    expect(game.view(after, seat).gifts).not.toContain(gift);
  });

  it('B4: "as the piece its value makes" — a gift of 1, 11 or 12 is built as a rook, knight or queen', () => {
    const s = giftTurn(11, 12);
    const gifts = game.view(s, s.pending!.seat).gifts.filter((i) => Number(s.cards[i].split('-')[1]) >= 11);
    expect(optionsOf(s).some((o) => o.move?.free && gifts.includes(o.move.card!))).toBe(true);
  });

  it('B4: "It may also be used for its effect or an upgrade as any hand card."', () => {
    const s = giftTurn(1, 12);
    const gift = game.view(s, s.pending!.seat).gifts[0];
    expect(optionsOf(s).some((o) => o.move?.type === 'use' && o.move.card === gift)).toBe(true);
  });
});

suite('B5: the match', () => {
  it('B5: "A team wins when its player wins either board."', () => {
    let s: BughouseState | null = null;
    for (let seed = 1; seed < 20 && !s?.result?.winners.length; seed++) s = playOut(seed);
    const { winners, board } = s!.result!;
    const winner = game.config.boards[board!][s!.boards[board!].result!.winner!];
    expect(winners).toContain(winner);
    expect(winners).toContain(game.config.partner[winner]);
    expect(game.outcome(s!)).toEqual({ scores: [0, 1, 2, 3].map((p) => (winners.includes(p) ? 1 : 0)), winners });
    expect(game.actor(s!)).toBeNull();
  });

  it('B5: "a draw on one board leaves the other to decide; two draws draw the match."', () => {
    let s = started(2);
    // Board A is drawn (as by its turn limit): board B plays on alone.
    s = {
      ...s,
      boards: [
        {
          ...s.boards[0],
          result: { winner: null, reason: 'turn-limit' },
          flow: { ...s.boards[0].flow, stage: 'over' },
          pending: null,
        },
        s.boards[1],
      ],
    };
    s = {
      ...s,
      current: 1,
      pending: { ...s.boards[1].pending!, seat: game.config.boards[1][s.boards[1].pending!.seat] },
    };
    for (let k = 0; k < 6; k++) {
      expect(s.current).toBe(1);
      s = game.apply(s, game.legalActions(s)[0]);
    }
    expect(s.result).toBeNull();
    let drawn: BughouseState | null = null;
    for (let seed = 1; seed < 20 && drawn?.result?.winners.length !== 0; seed++) drawn = playOut(seed);
    expect(drawn!.result).toEqual({ winners: [], board: null });
    expect(drawn!.boards.map((b) => b.result?.winner)).toEqual([null, null]);
    expect(game.outcome(drawn!)).toEqual({ scores: [0.5, 0.5, 0.5, 0.5], winners: [0, 1, 2, 3] });
  });
});
