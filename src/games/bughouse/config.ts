// The rules file read once into what the Bughouse module runs on: who plays which board and side, the
// teams, the order of the boards, where captured cards go and how gifts are built (B1-B5), and the rules
// each board plays (Tech Chess for two, from the same file). Every value comes from rules/bughouse.rules.
import type { Rules } from '../../dsl/runtime.js';

export interface BughouseConfig {
  boards: [number[], number[]]; // by board (A, B): its seats (0-based), the first player's side first (B1)
  teams: [number[], number[]]; // the seats of each team (B1)
  partner: number[]; // by seat: its partner's seat
  firstBoard: number; // 0: board A moves first (B2)
  drawnBoardDrawsMatch: boolean; // false: a drawn board leaves the other to decide (B5); true: the match is drawn
  capturedZone: string; // a board's zone a captured card waits in before it goes to the partner (B3)
  giftBuildRanks: number; // 2: a gift is built on the receiver's first two ranks (B4)
  giftBuildsCount: boolean; // false: gift builds don't count against the three builds (B4)
  giftPawnsOnLastRank: boolean; // false: "never on the last rank" (B4)
  giftsAsTheirPiece: boolean; // true: a gift of 1, 11 or 12 is built as that piece, not only 2-10 (B4)
}

function ruling(rules: Rules, name: string): unknown {
  const r = Object.hasOwn(rules.rulings, name) ? rules.rulings[name] : undefined;
  if (!r) throw new Error(`rules/${rules.id}.rules has no ruling "${name}"`);
  return r.value;
}

/**
 * A word ruling with a few readings the module plays (`readings`: compiled value → the words a file
 * writes): its value, or a refusal naming the ruling and its readings, never one reading played for another.
 */
function oneOf(rules: Rules, name: string, readings: Record<string, string>, pointer: string): string {
  const value = ruling(rules, name);
  if (typeof value === 'string' && Object.hasOwn(readings, value)) return value;
  const choices = Object.values(readings).map((w) => `"${w}"`);
  throw new Error(
    `rules/${rules.id}.rules: ${name}: "${String(value).replace(/-/g, ' ')}" is no reading Bughouse plays; write ${choices.join(' or ')} (${pointer})`,
  );
}

/** A list of seats as the file numbers them (1-4), 0-based. */
function seats(rules: Rules, name: string, count: number): number[] {
  const value = ruling(rules, name);
  const list = (Array.isArray(value) ? value : [value]).map(Number);
  if (list.length !== count || list.some((s) => !Number.isInteger(s) || s < 1 || s > 4))
    throw new Error(`rules/${rules.id}.rules: ${name} must name ${count} seats from 1 to 4`);
  return list.map((s) => s - 1);
}

export function bughouseConfig(rules: Rules): BughouseConfig {
  const boards: [number[], number[]] = [seats(rules, 'board-a', 2), seats(rules, 'board-b', 2)];
  const teams: [number[], number[]] = [seats(rules, 'team-1', 2), seats(rules, 'team-2', 2)];
  const all = [...boards[0], ...boards[1]];
  if (new Set(all).size !== 4)
    throw new Error(`rules/${rules.id}.rules: board-a and board-b must seat the four players once each (B1)`);
  const partner = Array<number>(4).fill(-1);
  for (const [a, b] of teams) [partner[a], partner[b]] = [b, a];
  if (partner.includes(-1))
    throw new Error(`rules/${rules.id}.rules: team-1 and team-2 must hold the four players once each (B1)`);
  // B1: partners play on different boards, in opposite colours, so a gift is of the receiver's domains.
  for (const [a, b] of teams) {
    const [ba, bb] = [boards[0].includes(a) ? 0 : 1, boards[0].includes(b) ? 0 : 1];
    if (ba === bb || boards[ba].indexOf(a) === boards[bb].indexOf(b))
      throw new Error(`rules/${rules.id}.rules: partners play on different boards with opposite colours (B1)`);
  }
  const captured = String(ruling(rules, 'captured-pieces-go-to'));
  if (!Object.hasOwn(rules.zones, captured))
    throw new Error(`rules/${rules.id}.rules: captured-pieces-go-to names "${captured}", which is no zone`);
  if (ruling(rules, 'captured-cards-to-partner') !== true)
    throw new Error(`rules/${rules.id}.rules: captured-cards-to-partner: yes is the only value Bughouse plays (B3)`);
  if (ruling(rules, 'turn-order') !== 'alternate-boards')
    throw new Error(`rules/${rules.id}.rules: turn-order: alternate boards is the only value Bughouse plays (B2)`);
  if (ruling(rules, 'team-wins-with-either-board') !== true)
    throw new Error(`rules/${rules.id}.rules: team-wins-with-either-board: yes is the only value Bughouse plays (B5)`);
  const gift = Object.hasOwn(rules.numbers, 'gift-build-ranks') ? rules.numbers['gift-build-ranks'] : undefined;
  if (gift === undefined) throw new Error(`rules/${rules.id}.rules has no number "gift-build-ranks"`);
  // B4's "never on the last rank" decides something only when the gift build ranks reach it: a "yes"
  // that no gift could ever use would be an edit that changes nothing, so it is refused with the way out.
  const ranks = rules.zones.board?.shape.kind === 'grid' ? rules.zones.board.shape.rows : 0;
  const onLastRank = ruling(rules, 'gift-pawns-on-last-rank');
  if (onLastRank === true && gift < ranks)
    throw new Error(
      `rules/${rules.id}.rules: gift-pawns-on-last-rank: yes changes nothing while gift build ranks (${gift}) stop short of the last rank (${ranks}): raise gift build ranks to ${ranks}, or write no (B4)`,
    );
  if (typeof onLastRank !== 'boolean')
    throw new Error(`rules/${rules.id}.rules: gift-pawns-on-last-rank: write yes or no (B4)`);
  return {
    boards,
    teams,
    partner,
    firstBoard: oneOf(rules, 'first-board', { 'board-a': 'board a', 'board-b': 'board b' }, 'B2') === 'board-b' ? 1 : 0,
    drawnBoardDrawsMatch:
      oneOf(
        rules,
        'drawn-board',
        { 'the-other-board-decides': 'the other board decides', 'the-match-is-drawn': 'the match is drawn' },
        'B5',
      ) === 'the-match-is-drawn',
    capturedZone: captured,
    giftBuildRanks: gift,
    giftBuildsCount: ruling(rules, 'gift-builds-count') === true,
    giftPawnsOnLastRank: onLastRank,
    giftsAsTheirPiece: ruling(rules, 'gifts-build-as-their-piece') === true,
  };
}

/**
 * The rules one board plays: the file as it stands, for its two players and its one Tech Deck (B1). A new
 * object; the compiled file is not changed.
 */
export function boardRules(rules: Rules): Rules {
  return { ...rules, players: { min: 2, max: 2 }, decks: { ...rules.decks, count: { value: 1, cases: [] } } };
}

const configs = new WeakMap<Rules, BughouseConfig>();

export function bughouseConfigOf(rules: Rules): BughouseConfig {
  let config = configs.get(rules);
  if (!config) configs.set(rules, (config = bughouseConfig(rules)));
  return config;
}
