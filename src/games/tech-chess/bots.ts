// Tech Chess bots, reading only their view: `random` (the engine's, uniform over the legal actions),
// `greedy` (one ply: the action whose resulting position evaluates best, card effects and the hand
// weighed in) and `hard` (alpha-beta with iterative deepening over every legal action of the turn; a
// hand effect is searched as a pass plus the effect's worth, a capture gains the capturing card's
// effect's worth). The opponent's hand is hidden, so the search plays the board only after the root.
//
// Budgets: by default the hard bot searches a fixed number of nodes, so the same game and seeds always
// give the same moves (tests, figure scripts, replays). A page may give it a time budget instead:
// `createTechChessBot(game, 'hard', { timeMs: 500, clock: () => performance.now() })`.
//
// A page that must stay responsive thinks in slices: `createThinkingTechChessBot` gives, for a view, a
// `Thinking` that searches a little at each `advance` (see Searcher.advance); its move is the one the
// plain bot makes from the same view, rng and node budget.
import type { Card } from '../../dsl/runtime.js';
import { legalOr, pendingOf, random, type Bot } from '../../engine/bots.js';
import type { Rng } from '../../engine/rng.js';
import { answerOther } from './bot-choices.js';
import { CARD_IN_HAND, effectWorth, handWorth, SPARE_CARD } from './bot-worth.js';
import type { ChessConfig } from './config.js';
import { BUILD, encodeMove, geometry, PASS, Position, UPGRADE } from './position.js';
import { evaluate, MATE, Searcher, type Budget, type RootMove } from './search.js';
import type { ChessMove, ChessOption } from './state.js';
import type { TechChessAction, TechChessGame, TechChessView } from './index.js';

export type TechChessBot = Bot<TechChessView, TechChessAction>;
export type Level = 'random' | 'greedy' | 'hard';

/** The hard bot's default budget: about 40,000 nodes a move, reproducible. */
export const HARD_BUDGET: Budget = { nodes: 40_000, depth: 12 };

interface Seen {
  config: ChessConfig;
  catalogue: Record<string, Card>;
  pos: Position; // the board with the bot to move
  side: number;
  hand: Card[];
  buildsLeft: number;
  upgradesLeft: number;
}

function read(game: TechChessGame, view: TechChessView): Seen {
  const config = game.config;
  const pos = new Position(geometry(config));
  view.board.forEach((p, sq) => p && pos.put(sq, p.side, p.value));
  const side = view.seat === view.firstPlayer ? 0 : 1;
  pos.side = side;
  const catalogue = game.env.catalogue;
  const hand = (view.zones[`${game.env.terms.hand}:${view.seat}`] ?? []).flatMap((s) =>
    s && 'card' in s ? [catalogue[s.card]] : [],
  );
  return {
    config,
    catalogue,
    pos,
    side,
    hand,
    buildsLeft: view.buildsLeft[view.seat],
    upgradesLeft: view.upgradesLeft[view.seat],
  };
}

/** The turn's options as root moves of the search, each with its bonus. */
function rootMoves(seen: Seen, options: ChessOption[], cardOf: (instance: string) => Card | undefined): RootMove[] {
  const { config, pos, side } = seen;
  const upgradable = (_hand: Card[]) =>
    pos.value.some(
      (v, sq) =>
        v >= config.lowestPawn && v <= config.highestUpgradable && pos.board[sq] >> 3 === side && pos.board[sq] !== 0,
    );
  const worth = (hand: Card[], builds: number, upgrades: number) =>
    handWorth(config, side, hand, builds, upgrades, upgradable(hand));
  const before = worth(seen.hand, seen.buildsLeft, seen.upgradesLeft);
  // Cards are worth a piece later only while builds or upgrades are left.
  const perCard = seen.buildsLeft > 0 || (seen.upgradesLeft > 0 && upgradable(seen.hand)) ? CARD_IN_HAND : SPARE_CARD;
  const without = (instance: string | undefined) => {
    const card = instance ? cardOf(instance) : undefined;
    const i = card ? seen.hand.indexOf(card) : -1;
    return i < 0 ? seen.hand : [...seen.hand.slice(0, i), ...seen.hand.slice(i + 1)];
  };
  return options.map((o) => {
    const m = o.move as ChessMove;
    switch (m.type) {
      case 'move':
        return {
          move: encodeMove(m.from!, m.to!),
          bonus: m.captures ? Math.max(0, effectWorth(cardOf(m.piece!), perCard)) : 0,
        };
      case 'build':
        return {
          move: encodeMove(0, m.to!, BUILD, cardOf(m.card!)!.value!),
          bonus: worth(without(m.card), seen.buildsLeft - 1, seen.upgradesLeft) - before,
        };
      case 'upgrade': {
        const hand = [...without(m.card), cardOf(m.piece!)!];
        return {
          move: encodeMove(0, m.to!, UPGRADE, cardOf(m.card!)!.value!),
          bonus: worth(hand, seen.buildsLeft, seen.upgradesLeft - 1) - before,
        };
      }
      case 'use':
        return {
          move: encodeMove(0, 0, PASS),
          bonus:
            effectWorth(cardOf(m.card!), perCard) + worth(without(m.card), seen.buildsLeft, seen.upgradesLeft) - before,
        };
      case 'pass':
        return { move: encodeMove(0, 0, PASS), bonus: 0 };
    }
  });
}

/** The greedy bot's choice: the best position one ply ahead, ties broken at random. */
function greedyPick(seen: Seen, roots: RootMove[], rng: Rng): number {
  let best = -Infinity;
  let picks: number[] = [];
  roots.forEach((root, i) => {
    seen.pos.make(root.move);
    const over = seen.pos.over();
    const score = (over === 'lost' ? MATE : over === 'draw' ? 0 : -evaluate(seen.pos)) + root.bonus;
    seen.pos.unmake();
    if (score > best) {
      best = score;
      picks = [i];
    } else if (score === best) picks.push(i);
  });
  return picks[rng.int(0, picks.length - 1)];
}

/** A bot of a level. `budget` is the hard bot's (default HARD_BUDGET). */
export function createTechChessBot(
  game: TechChessGame,
  level: Level,
  budget: Budget = HARD_BUDGET,
  weigh?: WeighRoots,
): TechChessBot {
  if (level === 'random') return random as TechChessBot;
  const think = createThinkingTechChessBot(game, level, budget, weigh);
  return (view, actions, rng) => think(view, actions, rng).advance()!;
}

/** A bot's move being worked out, a slice at a time. */
export interface Thinking {
  /**
   * Thinks on until the move is decided (then returns it) or `enough()` says the slice is over (asked
   * every few hundred nodes of search; then returns null, and the next call goes on from there).
   */
  advance(): TechChessAction;
  advance(enough: () => boolean): TechChessAction | null;
}

/** A bot whose move is thought over as many slices as its caller likes (only the hard bot needs more than one). */
export type ThinkingTechChessBot = (view: TechChessView, actions: TechChessAction[], rng: Rng) => Thinking;

const decided = (action: TechChessAction): Thinking => ({ advance: () => action });

/** A bot of a level that thinks in slices (see `Thinking`); it moves as `createTechChessBot`'s does. */
/**
 * Changes the bonuses of a turn's root moves (one per option, in order) for a game played on this board
 * with more at stake than the board: Bughouse's gifts to and from a partner.
 */
export type WeighRoots = (roots: RootMove[], options: ChessOption[], view: TechChessView) => void;

export function createThinkingTechChessBot(
  game: TechChessGame,
  level: Level,
  budget: Budget = HARD_BUDGET,
  weigh?: WeighRoots,
): ThinkingTechChessBot {
  return (view, actions, rng) => {
    const pending = pendingOf(view);
    if (level === 'random' || !pending) return decided(random(view, actions, rng) as TechChessAction);
    const seen = read(game, view);
    if (pending.kind !== 'chess/action')
      return decided(
        legalOr({ type: 'choose', picks: answerOther(game, view, pending, seen.side) }, actions, pending, rng),
      );
    // Every card the bot can see by instance: the pieces and its hand.
    const ids = new Map<string, string>();
    for (const b of view.board) if (b) ids.set(b.instance, b.card);
    for (const slot of view.zones[`${game.env.terms.hand}:${view.seat}`] ?? [])
      if (slot && 'instance' in slot) ids.set(slot.instance, slot.card);
    const cardOf = (instance: string) => (ids.has(instance) ? game.env.catalogue[ids.get(instance)!] : undefined);
    const roots = rootMoves(seen, pending.options as ChessOption[], cardOf);
    weigh?.(roots, pending.options as ChessOption[], view);
    const answer = (pick: number) => legalOr({ type: 'choose', picks: [pick] }, actions, pending, rng);
    if (level === 'greedy') return decided(answer(greedyPick(seen, roots, rng)));
    return hardThinking(seen, roots, budget, rng, answer);
  };
}

/** The hard bot's search over the turn's options, run by `advance`. */
function hardThinking(
  seen: Seen,
  roots: RootMove[],
  budget: Budget,
  rng: Rng,
  answer: (pick: number) => TechChessAction,
): Thinking {
  if (roots.length === 1) return decided(answer(0));
  // Shuffled first, so equal moves are chosen among at random (reproducibly: the rng is the bot's own).
  const order = roots.map((_, i) => i);
  rng.shuffle(order);
  const searcher = new Searcher(seen.pos, budget);
  searcher.start(order.map((i) => roots[i]));
  let action: TechChessAction | null = null;
  return {
    advance: (enough?: () => boolean) => {
      if (action) return action;
      const result = searcher.advance(enough);
      if (result) action = answer(order[result.best]);
      return action!;
    },
  };
}

/** The three levels with their default budgets. */
export function createTechChessBots(game: TechChessGame): Record<Level, TechChessBot> {
  return {
    random: createTechChessBot(game, 'random'),
    greedy: createTechChessBot(game, 'greedy'),
    hard: createTechChessBot(game, 'hard'),
  };
}
