// The side of the table: the card inspector (the card last focused, hovered or tapped, large) and the
// move log. On a wide screen (a container of 960 px or more) it is a column beside the table; narrower,
// it is a sheet that rises from the bottom of the screen when asked for (the Card and Log buttons of the
// header, a tap on a card), so the table keeps the phone's whole height for the decision.
//
// A game element draws it with `this.renderSideBox(view)` (TechGameElement) in place of its own aside;
// `renderSide` is the drawing alone, for an element of its own.
import { html, nothing, type TemplateResult } from 'lit';

/** Which sheet is open on a narrow screen: the card inspector, the log, or none. */
export type Drawer = 'card' | 'log' | null;

export interface SideState {
  drawer: Drawer;
  inspector: TemplateResult | null; // the card, large; null: the game has no inspector (a playing-card deck)
  reader: TemplateResult | typeof nothing; // buttons under the card: choose it, select it (see renderReader)
  log: TemplateResult;
  onClose(): void;
}

export function renderSide(state: SideState): TemplateResult {
  const { drawer } = state;
  const close = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !drawer) return;
    e.preventDefault();
    state.onClose();
  };
  return html`${drawer ? html`<div class="sheet-backdrop" aria-hidden="true" @click=${state.onClose}></div>` : nothing}
    <aside class="side drawer ${drawer ? `sheet-open sheet-${drawer}` : ''}" part="side" aria-label=${drawer === 'log' ? 'Move log' : 'Card and move log'} @keydown=${close}>
      <div class="sheet-head">
        <span class="sheet-title">${drawer === 'log' ? 'Move log' : 'Card'}</span>
        <button class="sheet-close" @click=${state.onClose}>Close</button>
      </div>
      ${
        state.inspector === null
          ? nothing
          : html`<div class="inspector" part="inspector">
            <div class="inspector-card" aria-hidden="true">${state.inspector}</div>
            ${state.reader}
          </div>`
      }
      ${state.log}
    </aside>`;
}

/** What the reader's buttons do for the card shown, when it is an option of the pending choice. */
export interface ReaderState {
  mode: 'choose' | 'select' | 'unselect'; // a single choice; a choice of several, not yet or already selected
  name: string; // the card's name, for the button's words
  onAct(): void;
}

/** The buttons under the card the inspector shows: choose it (a single choice), or select or unselect it. */
export function renderReader(state: ReaderState | null): TemplateResult | typeof nothing {
  if (!state) return nothing;
  const words =
    state.mode === 'choose'
      ? `Choose ${state.name}`
      : state.mode === 'select'
        ? `Select ${state.name}`
        : `Unselect ${state.name}`;
  return html`<div class="reader" part="reader">
    <button class=${state.mode === 'choose' ? 'primary reader-act' : 'reader-act'} @click=${state.onAct}>${words}</button>
  </div>`;
}
