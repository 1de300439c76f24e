// `tech-deck balance <game> --focus <card-id> [--compare DIR] [--games N] [--seconds S]`: one card's
// question answered by paired games (focus.ts), printed in words (focus-report.ts).
import type { Card } from '../dsl/index.js';
import type { Io } from './cli.js';
import { FLAG_THRESHOLD } from './balance.js';
import { plainDeck, runFocus, type FocusSpec } from './focus.js';
import { formatFocus, type Baseline } from './focus-report.js';
import { dealTo } from './forced-deal.js';
import { describePlayed, type Played } from './played-files.js';
import type { SimulationSpec } from './simulate.js';
import { printable, terminalJson } from './terminal.js';
import { ToolError } from './tool-error.js';

/** The caps of a focus run unless told: enough for ±3 points on most cards, and a minute or two. */
export const FOCUS_GAMES = 4000;
export const FOCUS_SECONDS = 120;

export interface FocusOptions {
  card: string; // the card's id, as given
  games?: number; // --games: the cap on games
  seconds?: number; // --seconds: the cap on time
  json: boolean;
  compared?: Played; // --compare: the folder of the card's earlier text
}

/** The card of `deck` named `id`, or a ToolError that says which ids there are. */
function focusCard(deck: Card[], id: string, folder: string): Card {
  const card = deck.find((c) => c.id === id);
  if (card) return card;
  const near = deck
    .filter((c) => c.name.toLowerCase() === id.toLowerCase() || c.id.startsWith(id.split('-')[0] ?? ''))
    .slice(0, 4);
  throw new ToolError(
    `--focus ${printable(id)}: no card of that id in ${folder}; a card's id is its domain and value${near.length ? `, e.g. ${near.map((c) => `${c.id} (${printable(c.name)})`).join(', ')}` : ' (technology-13)'}`,
  );
}

/** A progress line of pairs played and seconds, redrawn at most five times a second. */
function progress(io: Io, cap: number) {
  let last = -Infinity;
  return (pairs: number, seconds: number, end = false) => {
    if (!end && seconds - last < 0.2) return;
    last = seconds;
    io.err(
      `\r${pairs.toLocaleString('en')} of at most ${cap.toLocaleString('en')} pairs of games, ${seconds.toFixed(1)} s${end ? '\n' : ''}`,
    );
  };
}

export async function focusCommand(
  spec: SimulationSpec,
  played: Played,
  options: FocusOptions,
  io: Io,
): Promise<number> {
  const card = focusCard(played.deck, options.card, played.folders.cards);
  let baseline: Card[];
  let against: Baseline;
  if (options.compared) {
    const earlier = options.compared.deck.find((c) => c.id === card.id);
    if (!earlier)
      throw new ToolError(`--focus ${card.id}: ${options.compared.folders.cards} has no such card to compare with`);
    if (JSON.stringify(earlier) === JSON.stringify(card))
      throw new ToolError(
        `--focus ${card.id}: its text is the same in ${played.folders.cards} and ${options.compared.folders.cards}; there is no change to measure`,
      );
    // The played deck with only this card's earlier text: the rest of the deck is the same on both sides.
    baseline = played.deck.map((c) => (c.id === card.id ? earlier : c));
    against = { kind: 'earlier', folder: options.compared.folders.cards };
  } else {
    if (!card.effect)
      throw new ToolError(
        `--focus ${card.id}: ${printable(card.name)} has no effect, so it is a plain card already; to measure a change of its text, add --compare with the folder of its earlier text`,
      );
    baseline = plainDeck(played.deck, card.id);
    against = { kind: 'plain' };
  }
  if (!dealTo(spec.game, played.deck, played.rules, { players: spec.players, seed: spec.seed }, card.id, 0)) {
    throw new ToolError(
      `--focus ${card.id}: ${spec.game} does not deal ${printable(card.name)} (its games are played without it); nothing was played`,
    );
  }
  const focus: FocusSpec = {
    game: spec.game,
    players: spec.players,
    bots: spec.bots,
    rules: played.rules,
    card: card.id,
    deck: played.deck,
    baseline,
    seed: spec.seed,
    maxGames: options.games ?? FOCUS_GAMES,
    maxSeconds: options.seconds ?? FOCUS_SECONDS,
    target: FLAG_THRESHOLD,
    checkEvery: 50,
    minPairs: 100,
    workers: spec.workers,
  };
  const lines = [
    describePlayed(played, io.cwd),
    ...(options.compared ? [describePlayed(options.compared, io.cwd, 'Compared with')] : []),
  ];
  const shown = progress(io, Math.floor(focus.maxGames / 2));
  const result = await runFocus(focus, (pairs, seconds) => shown(pairs, seconds));
  shown(result.pairs + result.broken, result.seconds, true);
  if (options.json) {
    io.out(
      `${terminalJson({ card: card.id, name: card.name, against: against.kind === 'plain' ? 'plain' : against.folder, ...result, spec: { game: spec.game, players: spec.players, bots: spec.bots, seed: spec.seed, maxGames: focus.maxGames, maxSeconds: focus.maxSeconds, target: focus.target } })}\n`,
    );
    io.err(`${lines.join('\n')}\n`);
  } else io.out(`${lines.join('\n')}\n\n${formatFocus(card, against, focus, result, spec.workers)}`);
  return result.broken > 0 ? 1 : 0;
}
