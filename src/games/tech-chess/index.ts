/**
 * Tech Chess: the game module. The rules file (rules/tech-chess.rules) declares the numbers, zones, terms,
 * protections, setup, the one phase (a turn) and the house rulings C1-C5; this module supplies the
 * procedures it calls (`set-up-board`, `chess-turn`) and the public headless API.
 *
 * The board is the shared 6x6 grid zone `board`; its cards are pieces controlled by their owner
 * (`state.owners`). Every decision is a pending choice answered by `{ type: 'choose', picks: [i] }`:
 * - setup (C2): `chess/pick` (the 11 and the 12 for the board: card options), `chess/arrange` (the default
 *   order of the domains, answer yes, with its `placements`; or by hand, answer no), `chess/arrange-pair`
 *   (which card goes on the option's `square`);
 * - a turn: `chess/action`, one option per legal action, each carrying its `move` (a ChessMove with the
 *   squares, the instances and the notation); then `chess/capture-effect` (answer yes, with the capturing
 *   card, or no) after a capture by a card with an effect; card effects ask with the engine's `effect/…`
 *   kinds. Every option's meaning is in its data (see ChessOption); labels are for people.
 *
 * Move notation: see ./notation.ts (`12S c1-c4`, `11V d1xc3 (4T)*`, `use 7S`, `b2=9V (3V)`, `5S@d2`, `+`, `#`).
 * `perft` counts the legal piece-move tree of a position (./position.ts), for tests and benchmarks.
 */
import type { Card, Rules } from '../../dsl/runtime.js';
import { catalogueOf } from '../../engine/cards.js';
import type { ChooseAction } from '../../engine/choices.js';
import { checkConfig } from '../../engine/config.js';
import type { Env } from '../../engine/context.js';
import { runFlow, type FlowGame, type Procedure } from '../../engine/flow.js';
import { flowActions } from '../../engine/flow-actions.js';
import type { Game, GameConfig, Outcome } from '../../engine/game.js';
import { createRulesState } from '../../engine/rules-state.js';
import { termsFromRules } from '../../engine/rules-terms.js';
import { procedureNames, STEPS } from '../../engine/steps.js';
import type { Terms } from '../../engine/terms.js';
import { positionOf } from './actions.js';
import { configOf, turnLimit, type ChessConfig } from './config.js';
import { RuleError } from '../../engine/errors.js';
import { parsePosition } from './fen.js';
import { perft, type Position } from './position.js';
import { setUpBoard } from './setup.js';
import type { TechChessState } from './state.js';
import { chessTurn } from './turn.js';
import { techChessView, type TechChessView } from './view.js';

export type TechChessAction = ChooseAction;
export type { TechChessState, TechChessView };

/** The procedures rules/tech-chess.rules calls, by the names it calls them. */
const PROCEDURES = { 'set-up-board': setUpBoard, 'chess-turn': chessTurn } satisfies Record<
  string,
  Procedure<TechChessState>
>;

/** The rulings a match's options may set. */
const TURN_LIMIT_OPTIONS = ['turn-limit', 'turn-limit-counts'] as const;

/** The names a Tech Chess rules file may call: any other is refused when the file is checked. */
export const PROCEDURE_NAMES = procedureNames(PROCEDURES);

export type TechChessGame = Game<TechChessState, TechChessAction, TechChessView> & {
  env: Env;
  rules: Rules;
  procedures: readonly string[];
  config: ChessConfig;
  /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
  applyInPlace(state: TechChessState, action: TechChessAction): void;
  /** A position from FEN-like text (see `parsePosition`), or the board of a state with `seat` to move. */
  position(from: string | TechChessState, seat?: number): Position;
  /** The number of leaf nodes of the legal piece-move tree `depth` plies deep. */
  perft(from: string | Position, depth: number): number;
  /** The starting position's text (every pawn a 2: values don't change how pawns move). */
  startPosition: string;
};

/** The game's terms, with C4's "kings keep their value" as a protection the rules language can't state. */
export function chessTerms(rules: Rules, config: ChessConfig): Terms {
  const terms = termsFromRules(rules);
  if (config.kingsKeepTheirValue)
    terms.protections.push({
      verbs: ['count-as'],
      filter: { value: { min: config.kingValue, max: config.kingValue } },
    });
  return terms;
}

/** The start position from the rules' ranks (ranks 6 to 1, then the first player to move). */
export function startPositionOf(config: ChessConfig): string {
  const letters = ['', 'P', 'R', 'N', 'Q', 'K'];
  const row = (values: number[], side: number, mirrored: boolean) => {
    const ordered = mirrored ? [...values].reverse() : values;
    const text = ordered.map((v) => letters[config.kindOfValue[v]]).join('');
    return side === 0 ? text : text.toLowerCase();
  };
  const mirrored = config.fromOwnersLeft;
  const rows = [row(config.firstRanks[1], 1, mirrored), row(config.secondRank, 1, mirrored)];
  for (let r = 0; r < config.ranks - 4; r++) rows.push(String(config.files));
  rows.push(row(config.secondRank, 0, false), row(config.firstRanks[0], 0, false));
  return `${rows.join('/')} w`;
}

export function createTechChess(deck: Card[], rules: Rules): TechChessGame {
  const config = configOf(rules);
  const env: Env = { catalogue: catalogueOf(deck, rules), terms: chessTerms(rules, config) };
  const flow: FlowGame<TechChessState> = {
    rules,
    env,
    procedures: { ...(STEPS as FlowGame<TechChessState>['procedures']), ...PROCEDURES },
  };
  const position = (from: string | TechChessState, seat?: number) => {
    if (typeof from === 'string') return parsePosition(config, from);
    const first = from.markers['first-player'] ?? 0;
    return positionOf(from, env, config, seat === undefined ? 0 : seat === first ? 0 : 1);
  };
  return {
    id: rules.id,
    name: rules.game,
    env,
    rules,
    procedures: PROCEDURE_NAMES,
    config,
    setup(given: GameConfig) {
      // Every ruling is read once from the rules file (see ./config.ts), so an option would go unheeded;
      // but C6's turn limit, read from the state's settings, may be set by a match (a save made under
      // the reading before C6 replays with `turn-limit-counts: every turn`).
      const cfg = checkConfig(given, { game: rules.game, players: rules.players, options: [...TURN_LIMIT_OPTIONS] });
      const base = createRulesState(rules, env, deck, cfg);
      try {
        turnLimit(base.settings['turn-limit'], base.settings['turn-limit-counts']);
      } catch (error) {
        throw new RuleError('config/ruling', `${rules.game}: ${(error as Error).message}.`);
      }
      const state: TechChessState = {
        ...base,
        upgrades: [0, 0],
        builds: [0, 0],
        turn: 0,
        moves: [],
        check: [],
        result: null,
      };
      runFlow(state, flow);
      return state;
    },
    // Move records are replaced, never changed (turn.ts amendLast): copies share them, as they share the log.
    ...flowActions<TechChessState>(() => flow, 'The game is over.', ['moves']),
    view: (state, seat) => techChessView(state, env, rules, seat),
    outcome(state): Outcome | null {
      if (state.flow.stage !== 'over') return null;
      const winner = state.result?.winner ?? null;
      // A draw is a tie: both players share it.
      if (winner === null) return { scores: [0.5, 0.5], winners: [0, 1] };
      return { scores: [0, 1].map((s) => (s === winner ? 1 : 0)), winners: [winner] };
    },
    position,
    perft: (from, depth) => perft(typeof from === 'string' ? parsePosition(config, from) : from.clone(), depth),
    startPosition: startPositionOf(config),
  };
}

export { perft, divide, Position } from './position.js';
export { parsePosition, formatPosition } from './fen.js';
export { matchAction, cardCode, formatNotation } from './notation.js';
export type { ChessMove, ChessOption, MoveRecord, Placement, Result, EndReason } from './state.js';
export type { PieceView } from './view.js';
export type { ChessConfig } from './config.js';
// The bots are imported from ./bots.js itself: a re-export here would put their code (the search) in
// every page that plays the game, before its first frame (the element imports them after it).
export type { TechChessBot, ThinkingTechChessBot, Thinking, Level } from './bots.js';
export type { Budget } from './search.js';
