// `tech-deck balance <game> --focus <card>`: one card's effect on the win rate, measured by paired games.
// Each seed is played twice: with the card as it is, and with it replaced (by a plain card of its value and
// domain, or by its earlier text with --compare), everything else the same — the deal, the bots, their
// random choices. The card is dealt to the focus player (forced-deal.ts), a seat that turns with the seed.
// The difference of the focus player's wins, seed by seed, is the card's effect; games are added until its
// 95% interval is narrow enough, or a cap is reached.
import { Worker } from 'node:worker_threads';
import type { Card, Rules } from '../dsl/index.js';
import { winShare, type Interval } from './balance.js';
import { dealTo, keepInPlay, swapped } from './forced-deal.js';
import { buildGame, gameBots, type GameId } from './game-registry.js';
import { playRecord, type BatchSpec } from './simulate-core.js';

export interface FocusSpec {
  game: GameId;
  players: number;
  bots: string[]; // rotated through the seats game by game, as in simulate
  rules: Rules;
  options?: Record<string, unknown>;
  card: string; // the id of the card measured
  deck: Card[]; // the deck played, with the card as it is
  baseline: Card[]; // the same deck, in the same order, with the card replaced
  seed: number; // pair k plays seed + k
  maxGames: number; // the cap on games (two a pair)
  maxSeconds: number; // the cap on time
  target: number; // the half-width of the interval that ends the run: 0.03 is ±3 points
  checkEvery: number; // pairs between two looks at the interval
  minPairs: number; // pairs played before the interval may end the run
  workers: number; // 0: in this thread
}

/** One seed played twice. */
export interface FocusPair {
  k: number; // the pair's number: seed = spec.seed + k
  seat: number; // the focus player
  dealt: boolean; // the focus player held the card when play started
  used: boolean; // the focus player used the card's effect, in the game with the card
  win: number; // the focus player's share of the win with the card (ties shared) …
  baseWin: number; // … and with the card replaced
  error?: string; // either game broke: the pair is left out of the figures
}

/** Plays pair `k`: the same seed, deal and bots with the card and with its replacement. */
export function playPair(spec: FocusSpec, k: number): FocusPair {
  const seed = spec.seed + k;
  const deal = dealTo(
    spec.game,
    spec.deck,
    spec.rules,
    { players: spec.players, seed, options: spec.options },
    spec.card,
    k % spec.players,
  );
  const seat = deal?.seat ?? k % spec.players;
  const batch: BatchSpec = {
    game: spec.game,
    players: spec.players,
    bots: spec.bots,
    rotate: true,
    seeds: [],
    deck: spec.deck,
    rules: spec.rules,
    options: spec.options,
  };
  const play = (deck: Card[]) => {
    const game = buildGame(spec.game, swapped(deck, deal?.swap ?? null), spec.rules);
    const bots = gameBots(spec.game, game);
    return playRecord(
      game,
      (name, at) => (at === seat ? keepInPlay(spec.game, spec.card, bots(name)) : bots(name)),
      batch,
      seed,
      k,
    );
  };
  const withCard = play(spec.deck);
  const without = play(spec.baseline);
  const error = withCard.error ?? without.error;
  return {
    k,
    seat,
    dealt: deal?.dealt ?? false,
    used: !withCard.error && (withCard.used[seat] ?? []).includes(spec.card),
    win: withCard.error ? 0 : winShare(withCard, seat),
    baseWin: without.error ? 0 : winShare(without, seat),
    ...(error ? { error: `seed ${seed}: ${error}` } : {}),
  };
}

export interface FocusEstimate {
  pairs: number; // pairs counted (broken ones left out)
  broken: number; // pairs left out because a game broke
  effect: Interval; // mean of win − baseWin with its 95% interval
  half: number; // the interval's half-width
  dealt: number; // pairs whose focus player held the card when play started
  used: number; // pairs whose focus player used its effect
  win: number; // the focus player's win rate with the card …
  baseWin: number; // … and with it replaced
}

/**
 * The card's effect over `pairs`: the mean paired difference and its 95% interval (normal approximation).
 * The half-width is at least 3/n: when no pair differs yet, "no difference in n pairs" only bounds the
 * share of games the card changes by about 3/n (the rule of three), not by 0.
 */
export function estimate(pairs: FocusPair[], z = 1.96): FocusEstimate {
  const ok = pairs.filter((p) => !p.error);
  const n = ok.length;
  const diffs = ok.map((p) => p.win - p.baseWin);
  const mean = n ? diffs.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n > 1 ? diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = n ? Math.max(z * Math.sqrt(variance / n), 3 / n) : Infinity;
  const count = (f: (p: FocusPair) => boolean) => ok.filter(f).length;
  return {
    pairs: n,
    broken: pairs.length - n,
    effect: { d: mean, low: mean - half, high: mean + half },
    half,
    dealt: count((p) => p.dealt),
    used: count((p) => p.used),
    win: n ? ok.reduce((a, p) => a + p.win, 0) / n : 0,
    baseWin: n ? ok.reduce((a, p) => a + p.baseWin, 0) / n : 0,
  };
}

/** Why a run ended: its interval was narrow enough, or it reached the cap on games or on time. */
export type FocusStop = 'interval' | 'games' | 'time';

/**
 * Whether a run may stop after `pairs` (the pairs 0 … n−1): its interval is narrower than ±target after
 * at least `minPairs` pairs, or another pair would pass the cap on games. Time is the caller's to add.
 */
export function stopRule(
  spec: Pick<FocusSpec, 'maxGames' | 'target' | 'minPairs'>,
  pairs: FocusPair[],
): Exclude<FocusStop, 'time'> | null {
  if (pairs.length >= spec.minPairs && estimate(pairs).half < spec.target) return 'interval';
  if (2 * (pairs.length + 1) > spec.maxGames) return 'games';
  return null;
}

export interface FocusResult extends FocusEstimate {
  stop: FocusStop;
  seconds: number;
  errors: string[]; // what broke, seed by seed
}

/**
 * Plays pairs until the stop rule holds. The rule is looked at every `checkEvery` pairs, on the pairs
 * 0 … n−1 only (workers finish out of order), so the same command ends on the same pairs whatever the
 * threads' timing — unless the time cap ends it first. `onProgress` hears the pairs done so far.
 */
export async function runFocus(
  spec: FocusSpec,
  onProgress?: (pairs: number, seconds: number) => void,
): Promise<FocusResult> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const maxPairs = Math.max(1, Math.floor(spec.maxGames / 2));
  const done: FocusPair[] = [];
  let next = Math.min(spec.checkEvery, maxPairs); // the next checkpoint: pairs 0 … next−1
  const look = (): FocusResult | null => {
    for (; prefix(done) >= next; next = Math.min(next + spec.checkEvery, maxPairs)) {
      const stop = stopRule(spec, done.slice(0, next));
      if (stop) return result(done.slice(0, next), stop);
    }
    return seconds() >= spec.maxSeconds ? result(done.slice(0, prefix(done)), 'time') : null;
  };
  const result = (pairs: FocusPair[], stop: FocusStop): FocusResult => ({
    ...estimate(pairs),
    stop,
    seconds: seconds(),
    errors: pairs.filter((p) => p.error).map((p) => p.error!),
  });
  if (spec.workers <= 0) {
    for (let k = 0; ; k++) {
      done[k] = playPair(spec, k);
      onProgress?.(k + 1, seconds());
      const ended = look();
      if (ended) return ended;
    }
  }
  const count = Math.max(1, Math.min(spec.workers, maxPairs));
  return new Promise<FocusResult>((resolve, reject) => {
    const workers: Worker[] = [];
    let over = false;
    const end = (outcome: FocusResult | Error) => {
      if (over) return;
      over = true;
      for (const w of workers) void w.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    for (let w = 0; w < count; w++) {
      const worker = new Worker(new URL('./focus-worker.js', import.meta.url), {
        workerData: { spec, first: w, step: count, last: maxPairs - 1 },
      });
      workers.push(worker);
      worker.on('message', (message: { pair?: FocusPair; failed?: string }) => {
        if (over) return;
        if (message.failed) return end(new Error(message.failed));
        if (!message.pair) return;
        done[message.pair.k] = message.pair;
        onProgress?.(prefix(done), seconds());
        const ended = look();
        if (ended) end(ended);
      });
      worker.on('error', (error) => end(error));
    }
  });
}

/** How many pairs from the first are all done: 0 … n−1. */
function prefix(done: FocusPair[]): number {
  let n = 0;
  while (n < done.length && done[n] !== undefined) n++;
  return n;
}

/** The deck with `card` made plain: the same card, value, domain and place in the deck, with no effect. */
export function plainDeck(deck: Card[], card: string): Card[] {
  return deck.map((c) => (c.id === card ? { ...c, effect: null } : c));
}
