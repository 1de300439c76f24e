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
}

export function renderHeader(state: HeaderState): TemplateResult {
  return html`<div class="bar" part="header">
    <h2 class="title">${state.title}</h2>
    ${state.status !== null ? html`<p class="status">${state.status}</p>` : nothing}
    <div class="tools">
      <button @click=${state.onRules}>Rules</button>
      <button @click=${state.onUndo} ?disabled=${!state.canUndo}>Undo</button>
      <button @click=${state.onShare} ?disabled=${!state.canShare}>Share</button>
      <button @click=${state.onNewGame}>New game</button>
    </div>
  </div>`;
}
