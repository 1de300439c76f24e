// A board's checkmate, stalemate and pass are judged on every action its player has, the gifts' free builds
// (B4) among them: rules/bughouse.rules, `stalemate-means: no legal action  # ruling: C6 — no move, build,
// upgrade, gift build or hand effect`, and `first-board` (B2): "a board's checkmate or stalemate is judged
// as its turn begins, right after its other player's action, with the cards then in hand". Each test sets
// board A up by hand, plays its first player's action, and looks at its second player's turn.
import { describe as suite, expect, it } from 'vitest';
import type { Card } from '../../../src/dsl/runtime.js';
import { checkConservation } from '../../../src/engine/zones.js';
import { tablePending } from '../../../src/games/bughouse/boards.js';
import { refreshTurn } from '../../../src/games/bughouse/gifts.js';
import { createBughouse, type BughouseGame, type BughouseState } from '../../../src/games/bughouse/index.js';
import { techDeck } from '../../../src/games/index.js';
import type { ChessOption } from '../../../src/games/tech-chess/index.js';
import { game, started } from './driver.js';

/** Board A as a test lays it out: its pieces by square, and what board A's second player (seat 2) holds. */
interface Scene {
  pieces: Record<string, string>; // square → card id of board A's deck; services and science are its first player's
  gifts: string[]; // card ids of board B's deck, received from the partner: seat 2's whole hand
  builds?: number; // seat 2's builds used
  upgrades?: number; // seat 2's upgrades used
}

const square = (name: string) => (Number(name[1]) - 1) * 6 + name.charCodeAt(0) - 97;

/** The match with board A laid out as `scene`, board A's first player (seat 1) to act. */
function scene(spec: Scene, g: BughouseGame = game): BughouseState {
  const s = structuredClone(started(1));
  const a = s.boards[0];
  const zones = ['a/deck', 'a/discard', 'a/board', 'hand:0', 'hand:1'];
  const pool = zones.flatMap((z) => s.zones[z].filter((i): i is string => i !== null));
  const take = (from: string[], id: string) => {
    const at = from.findIndex((i) => s.cards[i] === id);
    if (at < 0) throw new Error(`no ${id} left`);
    return from.splice(at, 1)[0];
  };
  s.zones['a/board'] = Array(36).fill(null);
  s.zones['a/discard'] = [];
  s.zones['hand:0'] = [];
  a.owners = {};
  for (const [name, id] of Object.entries(spec.pieces)) {
    const i = take(pool, id);
    s.zones['a/board'][square(name)] = i;
    a.owners[i] = /^(services|science)-/.test(id) ? 0 : 1;
  }
  s.zones['a/deck'] = pool;
  // A gift comes from board B's deck, or from where it lies on board B (its first player's turn is listed again).
  const fromB = (id: string) => {
    const zone = ['b/deck', 'b/discard', 'b/board', 'hand:3', 'hand:2'].find((z) =>
      s.zones[z].some((i) => i !== null && s.cards[i] === id),
    )!;
    const at = s.zones[zone].findIndex((i) => i !== null && s.cards[i] === id);
    const i = s.zones[zone][at]!;
    if (zone === 'b/board') s.zones[zone][at] = null;
    else s.zones[zone].splice(at, 1);
    return i;
  };
  s.zones['hand:1'] = spec.gifts.map(fromB);
  a.gifts = [...s.zones['hand:1']] as string[];
  a.builds = [0, spec.builds ?? 0];
  a.upgrades = [0, spec.upgrades ?? 0];
  a.check = [];
  expect(checkConservation(s)).toEqual([]);
  // Each board's turn lists its actions again on the boards as laid out.
  refreshTurn(g.board(s, 0), g.boardEnv, g.boardRules);
  refreshTurn(g.board(s, 1), g.boardEnv, g.boardRules);
  s.pending = tablePending(a.pending!, g.config.boards[0]);
  return s;
}

/** Plays board A's first player's move `from`-`to`, then one action on board B: board A's turn again. */
function afterMove(s: BughouseState, from: string, to: string, g: BughouseGame = game): BughouseState {
  const options = s.pending!.options as ChessOption[];
  const k = options.findIndex(
    (o) => o.move?.type === 'move' && o.move.from === square(from) && o.move.to === square(to),
  );
  expect(k, `${from}-${to} among the first player's actions`).toBeGreaterThanOrEqual(0);
  const next = g.apply(s, { type: 'choose', picks: [k] });
  if (next.result || next.current !== 1) return next;
  return g.apply(next, g.legalActions(next)[0]);
}

/** What board A's second player may do now: each action's type, card id and square. */
const actionsOf = (s: BughouseState) =>
  (s.pending!.options as ChessOption[]).map((o) => {
    const m = o.move!;
    return `${m.type}${m.free ? ' (free)' : ''} ${m.card ? s.cards[m.card] : ''} ${m.to === undefined ? '' : m.to}`;
  });

// Board A's first player brings its queen from f2 to a2: the second player's lone king on a6 is attacked
// along the a-file, and the rooks on b1 and c1 and the queen hold every square it could go to. Only a piece
// built on a5 saves it, and only a gift can be built there (the second player's own builds are of its hand).
const mateInOne: Scene['pieces'] = {
  e1: 'services-13',
  f1: 'science-13',
  b1: 'services-1',
  c1: 'science-1',
  f2: 'science-12',
  a6: 'knowledge-13',
};

suite('C6 and B4: a gift build is a legal action', () => {
  for (const [gift, piece] of [
    ['technology-1', 'rook'],
    ['technology-11', 'knight'],
    ['knowledge-12', 'queen'],
  ]) {
    it(`C6: "no move, build, upgrade, gift build or hand effect" — a lone king in check saved only by a gifted ${gift.split('-')[1]} (a ${piece}) is not mated`, () => {
      const s = afterMove(scene({ pieces: mateInOne, gifts: [gift] }), 'f2', 'a2');
      expect(s.result).toBeNull();
      expect(s.boards[0].result).toBeNull();
      expect([s.current, s.pending!.seat]).toEqual([0, 1]);
      // Hand effects are barred while a lone king is attacked (`lone-king-in-check-may-use-hand-cards: no`).
      expect(actionsOf(s)).toEqual([`build (free) ${gift} ${square('a5')}`]);
      const saved = game.apply(s, { type: 'choose', picks: [0] });
      expect(saved.result).toBeNull();
      expect(saved.boards[0].result).toBeNull();
      expect(saved.zones['a/board'][square('a5')]).toBe(s.zones['hand:1'][0]);
    });
  }

  it('C6 and B4: "such builds do not count against the three builds" — a gifted pawn saves the king after the three builds', () => {
    const s = afterMove(scene({ pieces: mateInOne, gifts: ['knowledge-5'], builds: 3 }), 'f2', 'a2');
    expect(s.result).toBeNull();
    expect(actionsOf(s)).toEqual([`build (free) knowledge-5 ${square('a5')}`]);
  });

  it('C6: "Checkmate (one king, attacked, no legal action) loses." — without the gift it is mate', () => {
    const s = afterMove(scene({ pieces: mateInOne, gifts: [] }), 'f2', 'a2');
    expect(s.boards[0].result).toEqual({ winner: 0, reason: 'checkmate' });
    expect(s.result).toEqual({ winners: [0, 2], board: 0 });
  });

  // Every card of the Tech Deck but the wild ones (expelled at setup) has an effect, and a gift's effect is an action whenever a lone king is not
  // attacked; a catalogue whose gift has none shows the stalemate and the pass judged on the gift builds too.
  const withoutEffect = (id: string) => {
    const deck = techDeck.map((c): Card => (c.id === id ? { ...c, effect: null } : c));
    return createBughouse(deck, game.rules);
  };

  it('C6: "a player who can still build … is not stalemated" — a lone king with only gift builds is offered them', () => {
    const g = withoutEffect('technology-1');
    // The king on a6 is not attacked; the rooks and queens hold a5, a4, b5, b6, c4 and c6.
    const pieces = {
      e1: 'services-13',
      f1: 'science-13',
      b1: 'services-1',
      c1: 'science-1',
      f4: 'services-12',
      f5: 'science-12',
      a6: 'knowledge-13',
    };
    const s = afterMove(scene({ pieces, gifts: ['technology-1'] }, g), 'e1', 'e2', g);
    expect(s.boards[0].result).toBeNull();
    expect([s.current, s.pending!.seat]).toEqual([0, 1]);
    const actions = actionsOf(s);
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect(a).toMatch(/^build \(free\) technology-1 /);
  });

  it('C6: "A player with two kings and no legal action passes." — one whose only actions are gift builds does not pass', () => {
    const g = withoutEffect('technology-1');
    // The second player's pieces fill ranks 1 and 2 and hold one another: none can move.
    const pieces: Record<string, string> = {
      a1: 'knowledge-13',
      b1: 'technology-13',
      e5: 'services-13',
      f5: 'science-13',
    };
    const pawns = ['c1', 'd1', 'e1', 'f1', 'a2', 'b2', 'c2', 'd2', 'e2', 'f2'];
    pawns.forEach((sq, k) => (pieces[sq] = `${k < 5 ? 'knowledge' : 'technology'}-${(k % 5) + 5}`));
    const s = afterMove(scene({ pieces, gifts: ['technology-1'], upgrades: 2 }, g), 'e5', 'e4', g);
    expect([s.current, s.pending!.seat]).toEqual([0, 1]);
    const actions = actionsOf(s);
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect(a).toMatch(/^build \(free\) technology-1 /);
    expect(s.log.map((e) => e.text)).not.toContain('Board A: Player 2 has no legal action and passes.');
  });
});
