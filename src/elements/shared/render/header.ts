// The title bar: the game's name, where the game stands, and the buttons every game has (rules, undo,
// share, new game).
import { html, nothing, type TemplateResult } from 'lit';

export interface HeaderState {
  title: string; // "Tech Grid Poker"
  status: TemplateResult | string | null; // "Round 2 of 4 · Bid", or null before a game
  canUndo: boolean;
  canShare: boolean;
  onRules(): void;
  onUndo(): void;
  onShare(): void;
  onNewGame(): void;
  /** The Card and Log buttons that open the side as a sheet on a narrow screen (hidden on a wide one). */
  sheets?: { open: 'card' | 'log' | null; logCount: number; card: boolean; onOpen(which: 'card' | 'log'): void };
}

export function renderHeader(state: HeaderState): TemplateResult {
  return html`<div class="bar" part="header">
    <h2 class="title">${state.title}</h2>
    ${state.status !== null ? html`<p class="status">${state.status}</p>` : nothing}
    <div class="tools">
      ${
        state.sheets
          ? html`${
              state.sheets.card
                ? html`<button class="sheet-button" aria-expanded=${String(state.sheets.open === 'card')} @click=${() => state.sheets!.onOpen('card')}>Card</button>`
                : nothing
            }<button class="sheet-button" aria-expanded=${String(state.sheets.open === 'log')} @click=${() => state.sheets!.onOpen('log')}>Log <span class="quiet">${state.sheets.logCount}</span></button>`
          : nothing
      }
      <button @click=${state.onRules}>Rules</button>
      <button @click=${state.onUndo} ?disabled=${!state.canUndo}>Undo</button>
      <button @click=${state.onShare} ?disabled=${!state.canShare}>Share</button>
      <button @click=${state.onNewGame}>New game</button>
    </div>
  </div>`;
}
