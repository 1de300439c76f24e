// The rules file read once into what the module runs on: how each value moves, the limits of upgrades and
// builds, the setup ranks and the check rules. Everything here comes from rules/tech-chess.rules, so a
// changed number or ruling there changes the game without a TypeScript change.
import type { Domain, Rules } from '../../dsl/runtime.js';

/** How a piece moves: what its card's value makes it. */
export const PAWN = 1;
export const ROOK = 2;
export const KNIGHT = 3;
export const QUEEN = 4;
export const KING = 5;
export type Kind = typeof PAWN | typeof ROOK | typeof KNIGHT | typeof QUEEN | typeof KING;
export const KIND_NAMES = ['', 'pawn', 'rook', 'knight', 'queen', 'king'] as const;
export type KindName = Exclude<(typeof KIND_NAMES)[number], ''>;

/** The piece a card of `value` stands as on the board (a value that makes no piece is shown as a pawn). */
export const pieceKind = (config: Pick<ChessConfig, 'kindOfValue'>, value: number): KindName =>
  KIND_NAMES[config.kindOfValue[value]!] || 'pawn';

/** A step of a pawn, for the first player (rank +1 is forward); the second player's are mirrored. */
export interface Step {
  file: number;
  rank: number;
}

export interface ChessConfig {
  files: number; // 6: the board's columns, a-f
  ranks: number; // 6: the board's rows, 1-6
  kindOfValue: number[]; // card value (1..13) → PAWN … KING, 0 for a value that can't be a piece
  kingRange: number; // 2: "one or two spaces", not through pieces
  pawnRange: number; // 1
  pawnSteps: Step[]; // C1: forward, diagonally forward, sideways (first player's view)
  upgrades: number; // 2 a game
  highestUpgradable: number; // 4: "one of his 2, 3, or 4 value figures"
  lowestPawn: number; // 2
  highestPawn: number; // 10
  builds: number; // 3 a game
  buildRanks: number; // 2: "on their first or second row"
  domains: [Domain[], Domain[]]; // by side: 0 the first player, 1 the second
  boardCards: number[]; // the values each player takes from both their domains: 1, 2, 3, 4, 11, 12, 13
  firstRanks: [number[], number[]]; // by side, each read from its owner's left
  secondRank: number[]; // 2, 3, 4, 4, 3, 2
  fromOwnersLeft: boolean; // ranks read from each owner's left (the second player's left is file f)
  shuffleUnpicked: boolean; // C2: the 11 and 12 not picked go into the deck (else they are expelled)
  defaultLowerLeft: boolean; // the default arrangement puts the lower domain (domain order) on the left
  guard: [boolean, boolean]; // [with two kings, with one king]: an action may not leave a king attacked (C5)
  stalemate: 'draw' | 'loses' | 'wins'; // one king, not attacked, no legal action
  stalemateActions: boolean; // "no legal action" counts every action (true) or piece moves only
  checkmate: 'loses' | 'draw'; // one king, attacked, no legal action
  twoLoneKingsDraw: boolean;
  effectsWhileLoneKingAttacked: boolean; // a guarded king already attacked: may a hand card's effect be used?
  discardUsedCard: boolean; // C3
  drawAfterHandEffect: boolean; // C3: no
  kingsKeepTheirValue: boolean; // C4: a count-as effect can't change a 13
  kingValue: number; // 13
  capturedTo: string | null; // the zone a captured piece (not a king) goes to; null: the discard (Bughouse's B3 sends it on to a partner)
}

const DOMAINS: Domain[] = ['knowledge', 'science', 'technology', 'services'];

function ruling(rules: Rules, name: string): unknown {
  const r = Object.hasOwn(rules.rulings, name) ? rules.rulings[name] : undefined;
  if (!r) throw new Error(`rules/${rules.id}.rules has no ruling "${name}"`);
  return r.value;
}

function number(rules: Rules, name: string): number {
  const n = Object.hasOwn(rules.numbers, name) ? rules.numbers[name] : undefined;
  if (n === undefined) throw new Error(`rules/${rules.id}.rules has no number "${name}"`);
  return n;
}

/** A number of the rules file that names a card value, 1 to 13 (the pieces' values loop over them). */
function cardValue(rules: Rules, name: string): number {
  const n = number(rules, name);
  if (!Number.isInteger(n) || n < 1 || n > 13)
    throw new Error(`rules/${rules.id}.rules: the number "${name}" is ${n}, not a card value from 1 to 13`);
  return n;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);
const values = (value: unknown): number[] =>
  list(value).map((v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 13) throw new Error(`"${v}" is no card value`);
    return n;
  });
const domains = (value: unknown): Domain[] =>
  list(value).map((d) => {
    if (!DOMAINS.includes(d as Domain)) throw new Error(`"${d}" is no domain`);
    return d as Domain;
  });

/**
 * Word rulings with more than one reading this module plays: each reading's compiled value and its words
 * as a rules file writes them. Any other value is refused when the game is made, naming the ruling and
 * the readings, never played as one of these.
 */
const READINGS: Record<string, Record<string, string>> = {
  // C2 reads each rank "from its owner's left"; the other reading reads both from the first player's left.
  'ranks-read-from': { 'the-owners-left': "the owner's left", 'the-first-players-left': "the first player's left" },
  // CX3: C2 asks for a default arrangement, not which one.
  'default-arrangement': {
    'lower-domain-on-the-left': 'lower domain on the left',
    'higher-domain-on-the-left': 'higher domain on the left',
  },
  stalemate: { draw: 'draw', loses: 'loses', wins: 'wins' }, // C5: for the stalemated player
  'stalemate-means': { 'no-legal-action': 'no legal action', 'no-legal-move': 'no legal move' }, // C6, or C5's words
  checkmate: { loses: 'loses', draw: 'draw' }, // C6
  // C5: a draw; or the game goes on (a lone king may still build from hand) to the turn limit.
  'two-lone-kings': { draw: 'draw', 'play-on': 'play on' },
};

/** The value of a ruling of READINGS, or a refusal that names the ruling and the readings it may have. */
function reading(rules: Rules, name: string): string {
  const value = ruling(rules, name);
  const readings = READINGS[name];
  if (typeof value === 'string' && Object.hasOwn(readings, value)) return value;
  const written = Array.isArray(value) ? value.join(', ') : String(value);
  const choices = Object.values(readings).map((w) => `"${w}"`);
  throw new Error(
    `rules/${rules.id}.rules: ${name}: "${written.replace(/-/g, ' ')}" is no reading ${rules.game} plays; write ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`,
  );
}

/** C1's words for pawn steps, as the first player sees them. */
const PAWN_WORDS: Record<string, Step[]> = {
  forward: [{ file: 0, rank: 1 }],
  'diagonally-forward': [
    { file: -1, rank: 1 },
    { file: 1, rank: 1 },
  ],
  sideways: [
    { file: -1, rank: 0 },
    { file: 1, rank: 0 },
  ],
  backward: [{ file: 0, rank: -1 }],
  'diagonally-backward': [
    { file: -1, rank: -1 },
    { file: 1, rank: -1 },
  ],
};

export function chessConfig(rules: Rules): ChessConfig {
  const board = rules.zones.board;
  if (board?.shape.kind !== 'grid') throw new Error('Tech Chess needs a `board` zone that is a grid');
  const kindOfValue = Array(14).fill(0);
  // Every card value from 1 to 13 is one piece: a value two numbers claim, or none, would be a card that
  // can't be played, found only when it comes to the board. Refused here, naming the numbers.
  const claims: string[][] = Array.from({ length: 14 }, () => []);
  const claim = (value: number, kind: number, name: string) => {
    kindOfValue[value] = kind;
    claims[value].push(name);
  };
  for (let v = cardValue(rules, 'lowest-pawn'); v <= cardValue(rules, 'highest-pawn'); v++)
    claim(v, PAWN, 'the pawns (lowest pawn to highest pawn)');
  claim(cardValue(rules, 'rook'), ROOK, 'rook');
  claim(cardValue(rules, 'knight'), KNIGHT, 'knight');
  claim(cardValue(rules, 'queen'), QUEEN, 'queen');
  claim(cardValue(rules, 'king'), KING, 'king');
  for (let v = 1; v <= 13; v++) {
    if (claims[v].length === 0)
      throw new Error(
        `rules/${rules.id}.rules: no piece has the value ${v}: rook, knight, queen, king and the pawns must give every value from 1 to 13 a piece`,
      );
    if (claims[v].length > 1)
      throw new Error(
        `rules/${rules.id}.rules: the value ${v} is given to two pieces (${claims[v].join(' and ')}): each value is one piece`,
      );
  }
  const words = list(ruling(rules, 'pawn-moves'));
  if (ruling(rules, 'pawns-move-backward') === true) words.push('backward', 'diagonally-backward');
  const pawnSteps: Step[] = [];
  for (const word of words) {
    const steps = Object.hasOwn(PAWN_WORDS, word) ? PAWN_WORDS[word] : undefined;
    if (!steps) throw new Error(`pawn-moves: "${word}" is none of ${Object.keys(PAWN_WORDS).join(', ')}`);
    for (const s of steps) if (!pawnSteps.some((p) => p.file === s.file && p.rank === s.rank)) pawnSteps.push(s);
  }
  // Rulings stated for the reader that this module can only play one way: refuse the other at load.
  for (const [name, only] of [
    ['pieces-keep-their-owner', true],
    ['pawn-promotion', false],
    ['two-kings-no-legal-action', 'pass'],
  ] as const) {
    if (ruling(rules, name) !== only)
      throw new Error(
        `rules/${rules.id}.rules: ${name}: ${only === true ? 'yes' : only === false ? 'no' : only} is the only value Tech Chess plays (C1, C4, C6)`,
      );
  }
  turnLimit(rules.rulings['turn-limit']?.value, rules.rulings['turn-limit-counts']?.value);
  // The board rulings (C2), refused at load with the ruling named when no setup could follow them.
  const named = <T>(name: string, read: (value: unknown) => T): T => {
    try {
      return read(ruling(rules, name));
    } catch (error) {
      throw new Error(`rules/${rules.id}.rules: ${name}: ${(error as Error).message}`);
    }
  };
  const sides: [Domain[], Domain[]] = [named('first-player-domains', domains), named('second-player-domains', domains)];
  const boardCards = named('board-cards', values);
  const firstRanks: [number[], number[]] = [
    named('first-player-first-rank', values),
    named('second-player-first-rank', values),
  ];
  const secondRank = named('second-rank', values);
  for (const side of [0, 1]) {
    const ranks = [...firstRanks[side], ...secondRank];
    for (const value of new Set(ranks)) {
      const need = ranks.filter((v) => v === value).length;
      if (!boardCards.includes(value))
        throw new Error(
          `rules/${rules.id}.rules: the setup ranks place a card of value ${value}, which board-cards does not list`,
        );
      // A Tech Deck has one card of each value in each domain: a side has as many of a value as domains.
      if (need > sides[side].length)
        throw new Error(
          `rules/${rules.id}.rules: the setup ranks need ${need} cards of value ${value}, a player has ${sides[side].length}`,
        );
    }
  }
  const stalemate = reading(rules, 'stalemate') as ChessConfig['stalemate'];
  const checkmate = reading(rules, 'checkmate') as ChessConfig['checkmate'];
  return {
    files: board.shape.columns,
    ranks: board.shape.rows,
    kindOfValue,
    kingRange: number(rules, 'king-range'),
    pawnRange: number(rules, 'pawn-range'),
    pawnSteps,
    upgrades: number(rules, 'upgrades-per-game'),
    highestUpgradable: number(rules, 'highest-upgradable-pawn'),
    lowestPawn: number(rules, 'lowest-pawn'),
    highestPawn: number(rules, 'highest-pawn'),
    builds: number(rules, 'builds-per-game'),
    buildRanks: number(rules, 'build-ranks'),
    domains: sides,
    boardCards,
    firstRanks,
    secondRank,
    fromOwnersLeft: reading(rules, 'ranks-read-from') === 'the-owners-left',
    shuffleUnpicked: ruling(rules, 'unpicked-cards-shuffled-into-deck') === true,
    defaultLowerLeft: reading(rules, 'default-arrangement') === 'lower-domain-on-the-left',
    guard: [
      ruling(rules, 'two-kings-may-stand-attacked') !== true,
      ruling(rules, 'one-king-must-not-stay-attacked') === true,
    ],
    stalemate,
    stalemateActions: reading(rules, 'stalemate-means') === 'no-legal-action',
    checkmate,
    twoLoneKingsDraw: reading(rules, 'two-lone-kings') === 'draw',
    effectsWhileLoneKingAttacked: ruling(rules, 'lone-king-in-check-may-use-hand-cards') === true,
    discardUsedCard: ruling(rules, 'used-hand-card-is-discarded') === true,
    drawAfterHandEffect: ruling(rules, 'draw-after-hand-effect') === true,
    kingsKeepTheirValue: ruling(rules, 'kings-keep-their-value') === true,
    kingValue: number(rules, 'king'),
    // Tech Chess's file has no such ruling (the discard, as the rule book says); Bughouse's names its zone.
    capturedTo: Object.hasOwn(rules.rulings, 'captured-pieces-go-to')
      ? String(rules.rulings['captured-pieces-go-to'].value)
      : null,
  };
}

/** C6's draw: after `turns` full turns (one of each player) counted as `counts` says. */
export interface TurnLimit {
  turns: number; // 100
  counts: 'quiet' | 'every'; // turns with no capture, build or upgrade (C6), or every turn (the reading before C6)
}

/**
 * The rulings `turn-limit` and `turn-limit-counts` (a match's options may set them, so they are read from
 * the state's settings): throws a message naming the ruling when a value is none this module plays.
 */
export function turnLimit(turns: unknown, counts: unknown): TurnLimit {
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1)
    throw new Error(`turn-limit: "${String(turns)}" is not a number of turns of 1 or more`);
  if (counts === 'quiet-turns') return { turns, counts: 'quiet' };
  if (counts === 'every-turn') return { turns, counts: 'every' };
  throw new Error(
    `turn-limit-counts: "${String(counts)}" is neither "quiet turns" (no capture, build or upgrade) nor "every turn"`,
  );
}

/** The domain order, lowest first, for the default arrangement and tie-breaks. */
export const DOMAIN_ORDER: Domain[] = DOMAINS;

const configs = new WeakMap<Rules, ChessConfig>();

/** The configuration of a compiled rules object, read once. */
export function configOf(rules: Rules): ChessConfig {
  let config = configs.get(rules);
  if (!config) configs.set(rules, (config = chessConfig(rules)));
  return config;
}
