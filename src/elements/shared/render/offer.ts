// The choice between the game saved in this browser and the one in the page's share link (or a link
// that can't be opened), in place of the game until the player chooses. Plain buttons: a click, a tap,
// or Tab and Enter.
import { html, nothing, type TemplateResult } from 'lit';
import type { GameOffer, GameSummary } from '../offer.js';

/** What the choice's buttons do. */
export interface OfferActions {
  onResume(): void; // "Resume my game"
  onShared(): void; // "Play the shared game"
  onNewGame(): void; // "Start a new game", when the link was refused
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A game in a few words: "13 moves played; 3 players: you and 2 bots." */
export function describeGame(game: GameSummary): string {
  const progress = game.over
    ? `finished after ${count(game.moves, 'move')}`
    : game.moves === 0
      ? 'not started'
      : `${count(game.moves, 'move')} played`;
  const bots = game.players - game.humans;
  const people = game.humans === 1 ? 'you' : count(game.humans, 'person', 'people');
  const seats =
    game.players === 1
      ? 'a solo game'
      : `${count(game.players, 'player')}: ${bots > 0 ? `${people} and ${count(bots, 'bot')}` : people}`;
  return `${progress}; ${seats}.`;
}

export function renderOffer(offer: GameOffer, actions: OfferActions): TemplateResult {
  const refused = offer.shared === null;
  return html`<section class="notice offer" part="notice" aria-labelledby="offer-title">
    <h3 id="offer-title">${refused ? "The shared game in this page's link can't be opened" : "This page's link holds a shared game"}</h3>
    ${refused ? html`<p>${offer.problem}</p>` : nothing}
    <ul>
      <li><strong>Your saved game:</strong> ${describeGame(offer.saved)}</li>
      ${offer.shared ? html`<li><strong>The shared game:</strong> ${describeGame(offer.shared)}</li>` : nothing}
    </ul>
    <p>Your saved game stays in this browser as it is until you make a move in another game.</p>
    <button class="primary" @click=${actions.onResume}>Resume my game</button>
    ${
      refused
        ? html`<button @click=${actions.onNewGame}>Start a new game</button>`
        : html`<button @click=${actions.onShared}>Play the shared game</button>`
    }
  </section>`;
}
