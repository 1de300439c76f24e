// One simulated game, as a record the simulation and the balance report aggregate: who sat where with
// which bot, the outcome, its length, which cards each seat used and held — or, when the game threw or
// broke an invariant, what reproduces it.
import { playOut, type Bot } from '../engine/bots.js';
import type { TableState } from '../engine/state.js';
import { checkConservation } from '../engine/zones.js';
import { controllerOf } from '../engine/terms.js';
import type { Card, Rules } from '../dsl/index.js';
import { buildGame, gameBots, type AnyGame, type GameId } from './game-registry.js';

export interface GameRecord {
  seed: number;
  bots: string[]; // the bot of each seat
  scores: number[];
  winners: number[];
  teams?: number[][]; // a game played by teams (Bughouse): the seats of each; a team's win is each of its players'
  length: number; // actions
  used: string[][]; // by seat: card ids whose effect the seat used (or copied)
  held: string[][]; // by seat: card ids in the seat's hand or in play under its control when it decided
  error?: string;
  actions?: unknown[]; // only for a game with an error: what `tech-deck replay` needs
}

export interface BatchSpec {
  game: GameId;
  players: number;
  bots: string[]; // rotated through the seats game by game when `rotate`
  rotate: boolean;
  seeds: number[];
  deck: Card[]; // the compiled deck played: plain JSON, handed to the worker threads as it is
  rules: Rules; // the game's compiled rules file, likewise
  options?: Record<string, unknown>;
}

/** The bots of each seat in game `k`: the list repeated to fill the seats, shifted by `k` when rotating. */
export function seatBots(spec: Pick<BatchSpec, 'bots' | 'players' | 'rotate'>, k: number): string[] {
  return Array.from(
    { length: spec.players },
    (_, seat) =>
      spec.bots[(((spec.rotate ? seat + k : seat) % spec.bots.length) + spec.bots.length) % spec.bots.length],
  );
}

/** One game: `bot` makes the bot of each seat from its name (and the seat, for a bot made for one seat). */
export function playRecord(
  game: AnyGame,
  bot: (name: string, seat: number) => Bot,
  spec: BatchSpec,
  seed: number,
  k: number,
): GameRecord {
  const names = seatBots(spec, k);
  const bots = names.map((name, seat) => bot(name, seat));
  const used: Set<string>[] = names.map(() => new Set());
  const held: Set<string>[] = names.map(() => new Set());
  const holds = holdings(game, names.length);
  const actions: unknown[] = [];
  const teams = game.teams ? { teams: game.teams.map((t) => [...t]) } : {};
  let length = 0;
  let state: unknown;
  try {
    state = game.setup({ players: spec.players, seed, options: spec.options });
    state = playOut(game as never, state, bots as unknown as Bot<never, unknown>[], {
      botSeed: seed,
      ...(game.applyInPlace ? { applyInPlace: (s: unknown, a: unknown) => game.applyInPlace!(s, a) } : {}),
      // A bot that answers from the list alone (the random one) is handed no view: nothing here reads it.
      views: 'needed',
      onAction: (s, seat, _view, _actions, action) => {
        actions.push(action);
        length++;
        holds(s as TableState, seat, held[seat]);
      },
      afterAction: (s) => {
        const problems = checkConservation(s as TableState);
        if (problems.length > 0) throw new Error(`cards not conserved: ${problems.join('; ')}`);
      },
      maxActions: 50_000,
    });
  } catch (error) {
    return {
      seed,
      bots: names,
      scores: [],
      winners: [],
      ...teams,
      length,
      used: [],
      held: [],
      error: error instanceof Error ? error.message : String(error),
      actions,
    };
  }
  for (const entry of (state as TableState).log)
    if ((entry.event === 'use' || entry.event === 'copy') && entry.seat !== null && entry.card && used[entry.seat])
      used[entry.seat].add(entry.card);
  const outcome = game.outcome(state)!;
  return {
    seed,
    bots: names,
    scores: outcome.scores.slice(0, spec.players),
    winners: outcome.winners.filter((w) => w < spec.players),
    ...teams,
    length,
    used: used.map((s) => [...s]),
    held: held.map((s) => [...s]),
  };
}

/**
 * Adds the cards a seat holds to `into`: its hand, and the cards in play it controls, zone by zone in the
 * state's order. The zone ids that are a seat's are worked out once per game, not per zone and action.
 */
function holdings(game: AnyGame, players: number): (state: TableState, seat: number, into: Set<string>) => void {
  const { terms } = game.env;
  const owned = new Set(terms.ownedZones);
  const ownZones = Array.from(
    { length: players },
    (_, seat) => new Set([`${terms.hand}:${seat}`, ...terms.controlled.map((p) => `${p}:${seat}`)]),
  );
  return (state, seat, into) => {
    for (const zone of Object.keys(state.zones)) {
      const shared = owned.has(zone);
      if (!shared && !ownZones[seat].has(zone)) continue;
      for (const instance of state.zones[zone]) {
        if (instance === null) continue;
        if (shared && controllerOf(terms, zone, instance, state.owners) !== seat) continue;
        into.add(state.cards[instance]);
      }
    }
  };
}

/**
 * Plays a batch in this thread (the worker runs this too), with the game built from the spec's compiled
 * deck and rules: every thread plays what the command compiled, never a deck of its own.
 */
export function runBatch(spec: BatchSpec, onGame?: (record: GameRecord) => void): GameRecord[] {
  const game = buildGame(spec.game, spec.deck, spec.rules);
  const bot = gameBots(spec.game, game);
  return spec.seeds.map((seed) => {
    const record = playRecord(game, bot, spec, seed, seed);
    onGame?.(record);
    return record;
  });
}
