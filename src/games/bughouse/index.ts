/**
 * Bughouse Tech Chess: the game module. Two boards, two Tech Decks, two teams of two (B1): each board is a
 * game of Tech Chess for two, played by Tech Chess's own setup and turn (src/games/tech-chess), with the
 * turns alternating between the boards (B2), captured cards passed to the capturer's partner (B3), gifts
 * built free (B4) and the match won by a team that wins either board (B5). The rules file is
 * rules/bughouse.rules; ./boards.ts keeps both boards' cards in one table.
 *
 * Every decision is a board's pending choice, answered by `{ type: 'choose', picks: [i] }`, with the
 * board's Tech Chess choice kinds (`chess/pick`, `chess/arrange`, `chess/action` …): the table's pending
 * choice is the current board's, in the table's seats. A gift's free build is a `chess/action` option
 * whose `move` is a build with `free: true`.
 */
import type { Card, Rules } from '../../dsl/runtime.js';
import { catalogueOf } from '../../engine/cards.js';
import { checkChooseAction, choiceActions, type ChooseAction } from '../../engine/choices.js';
import { clonePlain } from '../../engine/clone.js';
import { checkConfig } from '../../engine/config.js';
import type { Env } from '../../engine/context.js';
import { RuleError } from '../../engine/errors.js';
import { answerFlow, runFlow, type FlowGame } from '../../engine/flow.js';
import type { Game, GameConfig, Outcome } from '../../engine/game.js';
import { freshTable } from '../../engine/state.js';
import { createRulesState } from '../../engine/rules-state.js';
import { procedureNames, STEPS } from '../../engine/steps.js';
import type { Terms } from '../../engine/terms.js';
import { tableView, type TableView } from '../../engine/view.js';
import { setUpBoard } from '../tech-chess/setup.js';
import { chessTerms } from '../tech-chess/index.js';
import { configOf, type ChessConfig } from '../tech-chess/config.js';
import { techChessView, type TechChessView } from '../tech-chess/view.js';
import { fromBoard, sharedZones, tablePending, toBoard } from './boards.js';
import { boardRules, bughouseConfigOf, type BughouseConfig } from './config.js';
import { giftTurn, passGifts, refreshTurn } from './gifts.js';
import { BOARD_LETTERS, type BoardState, type BughouseState, type MatchResult, type StoredBoard } from './state.js';
import { seatZone } from '../../engine/terms.js';

export type BughouseAction = ChooseAction;
export type { BughouseState, BoardState, MatchResult };

/** The procedures rules/bughouse.rules calls, by the names it calls them: Tech Chess's, its turn with gifts. */
const PROCEDURES = { 'set-up-board': setUpBoard, 'chess-turn': giftTurn };

export const PROCEDURE_NAMES = procedureNames(PROCEDURES);

/** What one player sees: the table (their own hand), and each board as Tech Chess shows it to its player or to an onlooker. */
export interface BughouseView extends TableView {
  phase: 'setup' | 'play' | 'over';
  current: number; // the board whose turn it is (0: A, 1: B)
  board: number; // the board this seat plays on
  boardSeats: number[][]; // by board: its seats, the first player's side first
  partner: number[]; // by seat
  boards: TechChessView[]; // by board; on its own board the seat sees as its player (seat 0 or 1 of that board), elsewhere as an onlooker
  gifts: string[]; // instances in this seat's hand received from its partner (B3), to be built free (B4)
  result: MatchResult | null;
}

export type BughouseGame = Game<BughouseState, BughouseAction, BughouseView> & {
  env: Env; // the table's: a view of both boards' zones
  boardEnv: Env; // a board's, as Tech Chess plays it
  rules: Rules;
  boardRules: Rules;
  procedures: readonly string[];
  config: BughouseConfig;
  chess: ChessConfig;
  teams: number[][]; // B1: the seats of each team, who win or draw together (the tools count a team's win for each partner)
  /** Board `b` of a state as a game of Tech Chess for two (its seats 0 and 1: `config.boards[b]`). */
  board(state: BughouseState, b: number): BoardState;
};

/** A copy for `apply`: the log entries and move records are shared (never changed once written). */
function copyTable(state: BughouseState): BughouseState {
  const { log, boards, ...rest } = state;
  const next = clonePlain(rest) as BughouseState;
  next.log = log.slice();
  next.boards = boards.map(({ moves, log: boardLog, ...board }) => ({
    ...clonePlain(board),
    moves: moves.slice(),
    log: boardLog.slice(),
  })) as [StoredBoard, StoredBoard];
  return next;
}

export function createBughouse(deck: Card[], rules: Rules): BughouseGame {
  const config = bughouseConfigOf(rules);
  const onBoard = boardRules(rules);
  const chess = configOf(onBoard);
  const boardEnv: Env = {
    catalogue: catalogueOf(deck, rules),
    terms: chessTerms(onBoard, chess),
  };
  const shared = sharedZones(onBoard);
  const letter = (name: string, b: number) => `${BOARD_LETTERS[b]}/${name}`;
  // The table's terms: board A's deck is "the deck" and board B's a secret zone, so no view shows either.
  const hidden = [boardEnv.terms.deck, ...boardEnv.terms.secret];
  const terms: Terms = {
    ...boardEnv.terms,
    deck: letter(boardEnv.terms.deck, 0),
    discard: letter(boardEnv.terms.discard, 0),
    secret: [...hidden.map((z) => letter(z, 1)), ...boardEnv.terms.secret.map((z) => letter(z, 0))],
  };
  const env: Env = { catalogue: boardEnv.catalogue, terms };
  const flow: FlowGame<BoardState> = {
    rules: onBoard,
    env: boardEnv,
    procedures: { ...(STEPS as FlowGame<BoardState>['procedures']), ...PROCEDURES },
  };
  const board = (state: BughouseState, b: number) => toBoard(state, b, config, shared);

  /** The table's derived fields after a board moved: whose choice it is, what is revealed, the stage. */
  function sync(state: BughouseState): void {
    state.revealed = state.boards.flatMap((b) => b.revealed);
    state.looked = {};
    state.boards.forEach((b, i) => {
      for (const [instance, seats] of Object.entries(b.looked))
        state.looked[instance] = seats.map((s) => config.boards[i][s]);
    });
    state.round = Math.max(...state.boards.map((b) => b.round));
    if (state.result) {
      state.flow.stage = 'over';
      state.pending = null;
      return;
    }
    const current = state.boards[state.current];
    state.flow.stage = state.boards.some((b) => b.flow.stage === 'setup') ? 'setup' : 'rounds';
    state.pending = current.pending ? tablePending(current.pending, config.boards[state.current]) : null;
    if (state.pending) state.active = state.pending.seat;
  }

  /**
   * B5: a team wins when its player wins either board; a drawn board leaves the other; two draws draw.
   * The ruling `drawn-board: the match is drawn` ends the match with the first board drawn instead.
   */
  function decide(state: BughouseState): void {
    for (let b = 0; b < 2; b++) {
      const winner = state.boards[b].result?.winner;
      if (winner === null || winner === undefined) continue;
      const seat = config.boards[b][winner];
      state.result = { winners: [...config.teams.find((t) => t.includes(seat))!], board: b };
      state.log.push({
        seat: null,
        text: `${state.result.winners.map((s) => `Player ${s + 1}`).join(' and ')} win the match on board ${BOARD_LETTERS[b].toUpperCase()}.`,
      });
      return;
    }
    const drawn = state.boards.findIndex((b) => b.flow.stage === 'over');
    if (config.drawnBoardDrawsMatch && drawn >= 0) {
      state.result = { winners: [], board: drawn };
      state.log.push({
        seat: null,
        text: `Board ${BOARD_LETTERS[drawn].toUpperCase()} is drawn: the match is a draw.`,
      });
      return;
    }
    if (state.boards.every((b) => b.flow.stage === 'over')) {
      state.result = { winners: [], board: null };
      state.log.push({ seat: null, text: 'Both boards are drawn: the match is a draw.' });
    }
  }

  return {
    id: rules.id,
    name: rules.game,
    env,
    boardEnv,
    rules,
    boardRules: onBoard,
    procedures: PROCEDURE_NAMES,
    config,
    chess,
    teams: config.teams.map((team) => [...team]),
    board,
    setup(given: GameConfig) {
      // No options: every ruling is read from the rules file, so an option would go unheeded.
      const cfg = checkConfig(given, { game: rules.game, players: rules.players, options: [] });
      const state: BughouseState = {
        game: rules.id,
        players: cfg.players,
        cards: {},
        zones: {},
        ...freshTable(cfg.seed),
        round: 0,
        markers: {},
        scores: Array(cfg.players).fill(0),
        chips: [],
        settings: Object.fromEntries(Object.entries(rules.rulings).map(([name, r]) => [name, r.value])),
        flow: { stage: 'setup', index: 0, part: 0, repeat: 0, queue: null, running: null },
        boards: [] as unknown as [StoredBoard, StoredBoard],
        current: config.firstBoard,
        result: null,
      };
      for (let b = 0; b < 2; b++) {
        // Each board from its own Tech Deck (B1), shuffled by its own seed; board B's instances follow board A's.
        const seed = b === 0 ? cfg.seed : cfg.seed === Number.MAX_SAFE_INTEGER ? cfg.seed - 1 : cfg.seed + 1;
        const base = createRulesState(onBoard, boardEnv, deck, { players: 2, seed, options: {} });
        if (b === 1) {
          const offset = Object.keys(state.cards).length;
          const renamed = (i: string) => `c${Number(i.slice(1)) + offset}`;
          base.cards = Object.fromEntries(Object.entries(base.cards).map(([i, card]) => [renamed(i), card]));
          base.zones[boardEnv.terms.deck] = base.zones[boardEnv.terms.deck].map((i) => i && renamed(i));
        }
        state.cards = { ...state.cards, ...base.cards };
        const one: BoardState = {
          ...base,
          cards: state.cards,
          upgrades: [0, 0],
          builds: [0, 0],
          turn: 0,
          moves: [],
          check: [],
          result: null,
          gifts: [],
        };
        runFlow(one, flow);
        state.boards[b] = one as StoredBoard;
        fromBoard(state, b, one, config, shared);
      }
      sync(state);
      return state;
    },
    actor: (state) => (state.flow.stage === 'over' ? null : (state.pending?.seat ?? null)),
    legalActions: (state) => (state.pending && state.flow.stage !== 'over' ? choiceActions(state.pending) : []),
    apply(state, action) {
      if (state.flow.stage === 'over') throw new RuleError('action/game-over', 'The match is over.');
      checkChooseAction(state.pending, action);
      // A state built by hand: every list of seats is as long as the rules' number of players.
      const { min, max } = rules.players;
      if (!Number.isSafeInteger(state.players) || state.players < min || state.players > max) {
        throw new RuleError(
          'state/bad-players',
          `The state is damaged: ${rules.game} is for ${min === max ? min : `${min} to ${max}`} players, not ${String(state.players)}.`,
        );
      }
      const next = copyTable(state);
      const b = next.current;
      const one = board(next, b);
      const turn = one.turn;
      answerFlow(one, flow, action.picks);
      fromBoard(next, b, one, config, shared);
      passGifts(next, b, config, env.catalogue);
      decide(next);
      if (!next.result && (one.turn !== turn || one.flow.stage === 'over')) {
        // B2: the turn passes to the other board, unless that board is over (a drawn board: B5).
        const other = 1 - b;
        if (next.boards[other].flow.stage !== 'over') next.current = other;
      }
      if (!next.result) refreshTurn(board(next, next.current), boardEnv, onBoard);
      sync(next);
      return next;
    },
    view(state, seat) {
      const mine = config.boards[0].includes(seat) ? 0 : 1;
      const result = state.result ? { ...state.result, winners: [...state.result.winners] } : null;
      const inHand = new Set(state.zones[seatZone('hand', seat)] ?? []);
      return {
        ...tableView(state, env, seat),
        phase: state.flow.stage === 'setup' ? 'setup' : state.flow.stage === 'over' ? 'over' : 'play',
        current: state.current,
        board: mine,
        boardSeats: config.boards.map((s) => [...s]),
        partner: [...config.partner],
        boards: [0, 1].map((b) =>
          techChessView(board(state, b), boardEnv, onBoard, b === mine ? config.boards[b].indexOf(seat) : -1),
        ),
        gifts: state.boards[mine].gifts.filter((i) => inHand.has(i)),
        result,
      };
    },
    outcome(state): Outcome | null {
      if (!state.result) return null;
      const { winners } = state.result;
      // A drawn match is a tie: all four share it.
      if (winners.length === 0) return { scores: [0.5, 0.5, 0.5, 0.5], winners: [0, 1, 2, 3] };
      return { scores: [0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 : 0)), winners: [...winners] };
    },
  };
}
