// Game soak: seeded bot games of every game and player count, the seats played by the game's bots (random
// and good, mixed seat by seat as the seed says), checking after every action that every card is in one
// zone, chips are neither made nor lost, someone who must act has a legal action, every seat's view leaks
// nothing and the state is plain JSON; at the end, that the game ended within a bound and replaying its
// log gives the same state.
// `npm run soak -- --games 100000` is the long run; `npm test` runs a few thousand (its `soak` step) and
// test/games/soak.test.ts a handful in the unit tests.
import { isDeepStrictEqual } from 'node:util';
import { ACTION_LIST_LIMIT, botActions, countChoiceActions, type Bot } from '../../src/engine/bots.js';
import type { Game } from '../../src/engine/game.js';
import { replay } from '../../src/engine/match.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { RulesState } from '../../src/engine/rules-state.js';
import { checkConservation } from '../../src/engine/zones.js';
import { bots, descriptors, games, techDeck } from '../../src/games/index.js';
import { builtInRules } from '../../src/games/built-in.js';
import { checkCardZones, compileEffectText, type Card } from '../../src/dsl/index.js';
import { EFFECT_TEXTS } from '../dsl/effect-texts.js';
import { createTechChessBot } from '../../src/games/tech-chess/bots.js';
import { createBughouseBot } from '../../src/games/bughouse/bots.js';
import type { BughouseGame } from '../../src/games/bughouse/index.js';
import { leaks } from './leaks.js';
import { jsonProblem } from './plain-json.js';

export type GameId = keyof typeof games;
export interface SoakFailure {
  game: string;
  deck: SoakDeck;
  players: number;
  seed: number;
  bots: string[];
  actions: unknown[];
  problem: string;
}

/**
 * The deck a seed plays: the built-in one, or (one game in four) the built-in cards with every effect
 * replaced in turn by the card language's shapes (test/dsl/effect-texts.ts), so the soak covers the steps
 * no built-in card uses: repetition, quantities, conditions on the table, chosen values …
 */
export type SoakDeck = 'built-in' | 'every-shape';
export const soakDeck = (seed: number): SoakDeck => (seed % 4 === 3 ? 'every-shape' : 'built-in');

type SoakGame = Game<RulesState, unknown, unknown> & { env: { terms: Parameters<typeof leaks>[1] } };

const SHAPES = EFFECT_TEXTS.map((text) => compileEffectText(text).effect).filter((effect) => effect !== null);

/** Each game built on the every-shape deck (the shapes its zones allow), with its bots, made once. */
const everyShape = new Map<GameId, { game: SoakGame; bots: Record<string, Bot> }>();
function everyShapeGame(id: GameId): { game: SoakGame; bots: Record<string, Bot> } {
  let built = everyShape.get(id);
  if (!built) {
    const rules = builtInRules(id);
    const usable = SHAPES.filter((effect) => checkCardZones({ effect }, rules).length === 0);
    let next = 0;
    const deck = techDeck.map((card) => (card.effect ? { ...card, effect: usable[next++ % usable.length] } : card));
    const descriptor = descriptors[id] as unknown as {
      create(deck: Card[], rules: unknown): SoakGame;
      bots(game: unknown): Record<string, Bot>;
    };
    const game = descriptor.create(deck, rules);
    const own = descriptor.bots(game);
    built = {
      game,
      bots:
        id === 'tech-chess'
          ? { ...own, hard: createTechChessBot(game as never, 'hard', { nodes: 1_500, depth: 4 }) as Bot }
          : id === 'bughouse'
            ? {
                ...own,
                hard: createBughouseBot(game as unknown as BughouseGame, 'hard', { nodes: 1_500, depth: 4 }) as Bot,
              }
            : own,
    };
    everyShape.set(id, built);
  }
  return built;
}

const MAX_ACTIONS = 20_000;

/** Each game's options, varied with the seed so the soak covers them. */
const OPTIONS: Partial<Record<GameId, (seed: number, players: number) => Record<string, unknown>>> = {
  'grid-poker': (seed, players) => ({
    bidding: players > 1 && seed % 3 === 0,
    wildChoice: seed % 5 === 0 ? 'owner' : 'best',
  }),
  // Card effects (P7) on the every-shape deck, which is a Tech Deck.
  'poker-squared': (seed) => (soakDeck(seed) === 'every-shape' ? { deck: 'tech', cardEffects: true } : {}),
};

/**
 * The bots a soak seats, by name: every bot of the game. Tech Chess's hard bot searches 40,000 nodes a
 * move, so here it gets a small budget: the same code, a shallower search.
 */
const SOAK_BOTS: Record<GameId, Record<string, Bot>> = {
  'grid-poker': bots['grid-poker'] as unknown as Record<string, Bot>,
  'poker-squared': bots['poker-squared'] as unknown as Record<string, Bot>,
  'tricks-of-the-trade': bots['tricks-of-the-trade'] as unknown as Record<string, Bot>,
  'tech-chess': {
    ...bots['tech-chess'],
    hard: createTechChessBot(games['tech-chess'], 'hard', { nodes: 1_500, depth: 4 }),
  } as unknown as Record<string, Bot>,
  bughouse: {
    ...bots.bughouse,
    hard: createBughouseBot(games.bughouse, 'hard', { nodes: 1_500, depth: 4 }),
  } as unknown as Record<string, Bot>,
  poker: bots.poker as unknown as Record<string, Bot>,
};

/** The bots of each seat for a seed: all random, all of one good bot, or a mix, in turn. */
export function soakBots(id: GameId, players: number, seed: number): string[] {
  const names = Object.keys(SOAK_BOTS[id]);
  const good = names.filter((n) => n !== 'random');
  // Hashed, so the seating does not march in step with the player count (both follow the seed).
  const h = Math.imul(seed, 2654435761) >>> 0;
  const style = h % 3;
  const shift = h >>> 8;
  return Array.from({ length: players }, (_, seat) => {
    if (style === 0) return 'random';
    if (style === 1) return good[shift % good.length];
    return names[(seat + shift) % names.length];
  });
}

/** The chips in the middle: Grid Poker's bets (G11) or Poker Squared's pot. */
function potOf(state: RulesState): number {
  const s = state as { bets?: { pot: number } | null; pot?: unknown };
  return (s.bets?.pot ?? 0) + (typeof s.pot === 'number' ? s.pot : 0);
}

/** Plays one seeded game; returns what went wrong (with what reproduces it), or null. */
export function soakOne(
  id: GameId,
  players: number,
  seed: number,
  seatBots = soakBots(id, players, seed),
): SoakFailure | null {
  const deck = soakDeck(seed);
  const { game, bots: table } =
    deck === 'every-shape' ? everyShapeGame(id) : { game: games[id] as unknown as SoakGame, bots: SOAK_BOTS[id] };
  const config = { players, seed, options: OPTIONS[id]?.(seed, players) ?? {} };
  const actions: unknown[] = [];
  const fail = (problem: string): SoakFailure => ({ game: id, deck, players, seed, bots: seatBots, actions, problem });
  const playing = seatBots.map((name) => table[name]);
  const rngs = seatBots.map((_, seat) => new Rng({ rng: seedRng(seed * 7919 + seat) }));
  // Log entries are written once and shared by every later state (copyState): each is checked once.
  const checkedEntries = new WeakSet<object>();
  const shown = seatBots.map(() => new WeakSet<object>());
  try {
    let state = game.setup(config);
    // Chips are handed out once, by a setup step (G11: "each player starts with 20 chips", which may come
    // after the setup's first choice); from then on they only move: the players' plus whatever pot the
    // game keeps.
    const chipsOnTable = (s: RulesState) => s.chips.reduce((a, b) => a + b, 0) + potOf(s);
    let chips = chipsOnTable(state);
    for (;;) {
      const conservation = checkConservation(state);
      if (conservation.length > 0) return fail(`cards not conserved: ${conservation.join('; ')}`);
      if (chips === 0) chips = chipsOnTable(state);
      if (chipsOnTable(state) !== chips)
        return fail(`chips appeared or vanished: ${chips} became ${chipsOnTable(state)}`);
      const notJson = jsonProblem(state, checkedEntries);
      for (const entry of state.log) checkedEntries.add(entry);
      if (notJson) return fail(`the state is not plain JSON: ${notJson}`);
      const views: unknown[] = [];
      for (let seat = 0; seat < players; seat++) {
        views.push(game.view(state, seat));
        const leaked = leaks(state, game.env.terms, views[seat], seat, shown[seat]);
        if (leaked.length > 0) return fail(`the view of seat ${seat} shows ${leaked.join(', ')}`);
        for (const entry of (views[seat] as { log?: object[] }).log ?? []) shown[seat].add(entry);
      }
      const seat = game.actor(state);
      if (seat === null) break;
      if (actions.length > MAX_ACTIONS) return fail(`no end after ${MAX_ACTIONS} actions`);
      // Someone must act: the game lists their legal actions (or, for a choice of more answers than a
      // list holds, says how many there are: see ACTION_LIST_LIMIT), and there is at least one.
      const answers = state.pending ? countChoiceActions(state.pending) : 0;
      const legal = botActions(game, state);
      if (answers === 0 || (legal.length === 0 && answers <= ACTION_LIST_LIMIT))
        return fail(`seat ${seat} must act but has no legal action`);
      const action = playing[seat](views[seat], legal, rngs[seat]);
      actions.push(action);
      state = game.apply(state, action);
    }
    if (!isDeepStrictEqual(replay(game, config, actions), state)) return fail('replaying the log gives another state');
    return null;
  } catch (error) {
    return fail(`threw ${error instanceof Error ? `${error.message}\n${error.stack}` : String(error)}`);
  }
}

/** The k-th game of a campaign: the games in turn, each cycling through its player counts. */
export function soakGame(k: number, seed: number): { id: GameId; players: number; seed: number } {
  const ids = Object.keys(games) as GameId[];
  const id = ids[k % ids.length];
  const round = Math.floor(k / ids.length);
  const { min, max } = games[id].rules.players;
  return { id, players: min + (round % (max - min + 1)), seed: seed + round };
}

/** `gamesPerCount` games for each game and player count, seeds from `seed` on. */
export function soak(gamesPerCount: number, seed = 1, only?: string): SoakFailure[] {
  const failures: SoakFailure[] = [];
  for (const id of Object.keys(games) as GameId[]) {
    if (only && id !== only) continue;
    const { min, max } = games[id].rules.players;
    for (let players = min; players <= max; players++) {
      for (let k = 0; k < gamesPerCount; k++) {
        const failure = soakOne(id, players, seed + k);
        if (failure) failures.push(failure);
      }
    }
  }
  return failures;
}

/** A failure, as the campaign and the tests print it: enough to reproduce it. */
export function describeFailure(f: SoakFailure): string {
  return `${f.game}${f.deck === 'built-in' ? '' : ` (${f.deck} deck)`}, ${f.players} players (${f.bots.join(', ')}), seed ${f.seed}: ${f.problem}\n  actions: ${JSON.stringify(f.actions)}`;
}
