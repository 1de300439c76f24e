// The title bar: the game's name, where the game stands, and the buttons every game has (rules, undo,
// share, new game).
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';

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

/**
 * The tools' icons (24-unit strokes in the text's colour), drawn in place of the words where the header
 * has no room for them (see `.tool-icon` in game.styles.ts): the words stay in the button, visually
 * hidden, as its name.
 */
const icons = {
  rules: svg`<circle cx="12" cy="12" r="9.5"/><path d="M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.6-2.8 4"/><path d="M12 17.6v.1"/>`,
  undo: svg`<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>`,
  share: svg`<path d="M5 12v7.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V12"/><path d="m8 7 4-4 4 4"/><path d="M12 3v12"/>`,
  newGame: svg`<path d="M12 5v14"/><path d="M5 12h14"/>`,
};

/** A header tool: its icon (shown on a narrow header) and its words (its name, shown when there is room). */
function tool(words: string, icon: SVGTemplateResult, onClick: () => void, disabled = false): TemplateResult {
  // No white space inside the button: its text is exactly its words, as its name and for finding it.
  return html`<button class="tool" title=${words} @click=${onClick} ?disabled=${disabled}><svg class="tool-icon" viewBox="0 0 24 24" aria-hidden="true">${icon}</svg><span class="tool-words">${words}</span></button>`;
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
      ${tool('Rules', icons.rules, state.onRules)}
      ${tool('Undo', icons.undo, state.onUndo, !state.canUndo)}
      ${tool('Share', icons.share, state.onShare, !state.canShare)}
      ${tool('New game', icons.newGame, state.onNewGame)}
    </div>
  </div>`;
}
