/**
 * The games a card can be tried in from the editor: each deals a game against bots from the compiled
 * deck with the edited card in it, on the first seed that puts the card in your hand, and shows it with
 * the game's own element (given the deck as a property, so the game and its cards are the edited ones).
 * A game's code, element and the compiled deck are loaded when a card is first tried.
 */
import { html, type TemplateResult } from 'lit';
import type { Card } from '../../dsl/runtime.js';
import type { GameDescriptor } from '../../engine/descriptor.js';
import { RuleError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';
import { dealWithCardInHand, deckWith } from './try-it.js';

/** What a game's module for "try it" gives: the game's descriptor, the deck to put the card in, and the game on a deck (its element registered). */
interface TryModule {
  descriptor: Pick<GameDescriptor, 'id' | 'name'>;
  baseDeck: Card[];
  create(deck: Card[]): Game<TableState, unknown>;
}

/** A game to try a card in. */
export interface TryGame {
  id: string; // the game's id, e.g. "grid-poker"
  title: string; // its name in the button, before its code is loaded: "Try it in Grid Poker" (the trial itself is titled by the descriptor)
  players: number; // you and the bots
  tries: number; // how many deals to look through for one with the card in your hand
  load(): Promise<TryModule>; // the game on a deck, with its element registered
  render(trial: Trial, botPace: number): TemplateResult; // the game's element, dealt and given the deck
}

/** A game dealt to try a card. */
export interface Trial {
  game: string; // the TryGame's id
  title: string;
  card: Card; // the card being tried
  deck: Card[]; // the deck with the card in it
  seed: number; // the deal that puts the card in seat 0's hand …
  moves: unknown[]; // … after these setup moves (often none)
  players: number;
  /** The trial with the card edited again: the same deal, the new deck (the element replays its moves). */
  withCard(card: Card): Pick<Trial, 'card' | 'deck'>;
  render(botPace: number): TemplateResult;
}

export const TRY_GAMES: TryGame[] = [
  {
    id: 'grid-poker',
    title: 'Grid Poker',
    players: 3,
    tries: 1000, // a card is in your hand in about one deal in eight
    load: () => import('./try-grid-poker.js'),
    render: (trial, botPace) => html`<tech-grid-poker
      players=${trial.players}
      seed=${trial.seed}
      bot-pace=${botPace}
      .deck=${trial.deck}
      .moves=${trial.moves}
    ></tech-grid-poker>`,
  },
  {
    id: 'tech-chess',
    title: 'Tech Chess',
    players: 2,
    tries: 200, // some cards start on the board as pieces and are never in a hand: give up sooner
    load: () => import('./try-tech-chess.js'),
    render: (trial, botPace) => html`<tech-chess
      seed=${trial.seed}
      bot-pace=${botPace}
      .deck=${trial.deck}
      .moves=${trial.moves}
    ></tech-chess>`,
  },
];

/** Deals a game of `id` with `card` in your hand, trying seeds from `from`; or says why it can't. */
export async function startTrial(id: string, card: Card, from = 1): Promise<Trial | { problem: string }> {
  const entry = TRY_GAMES.find((g) => g.id === id);
  if (!entry) return { problem: `There is no game "${id}" to try the card in.` };
  const { descriptor, baseDeck, create } = await entry.load();
  const cards = deckWith(baseDeck, card);
  const title = descriptor.name;
  let game: Game<TableState, unknown>;
  try {
    game = create(cards);
  } catch (error) {
    // The game refuses a card it can't play (a zone it lacks: "the market" in Tech Chess), in words.
    if (error instanceof RuleError) return { problem: `${title} can't play this card. ${error.message}` };
    throw error;
  }
  const deal = dealWithCardInHand(game, { players: entry.players }, card.id, from, entry.tries);
  if (deal === null)
    return {
      problem: `No deal of ${title} puts ${card.name} in your hand (in ${title} it may start elsewhere, on the board say).`,
    };
  const trial: Trial = {
    game: descriptor.id,
    title,
    card,
    deck: cards,
    seed: deal.seed,
    moves: deal.moves,
    players: entry.players,
    withCard: (next) => ({ card: next, deck: deckWith(baseDeck, next) }),
    render(botPace) {
      return entry.render(this, botPace);
    },
  };
  return trial;
}
