// A fold: one summary line that opens on tap to show what it stands for (the opponents, the last trick),
// so a phone's screen keeps room for the decision. It is part of the board grid: the line is a row with
// one cell (a button, reached by the arrow keys like any cell), and the body's rows follow it. A fold
// that holds a target of the pending choice is open whatever the person did, as every card a decision
// is about must be on screen.
//
// A game element draws one with `this.fold(key, summary, body, holdsTarget)` (TechGameElement), which
// keeps which folds the person opened; `renderFold` is the drawing alone, for an element of its own.
import { html, type TemplateResult } from 'lit';

export interface FoldState {
  key: string; // names the fold among the element's folds: `opponents`, `last-trick`
  open: boolean; // the body shows
  forced: boolean; // open because it holds a target (the toggle says so and does nothing)
  summary: TemplateResult | string; // the line: "2 opponents · Player 2 (bot) 3 pts · …"
  label: string; // what the body is, for the toggle's name: "the other players' companies"
  onToggle(): void;
}

/**
 * The summary line and the body (board rows). Closed, the body stays in the DOM but is not drawn
 * (`display: none`, so neither the keyboard nor a screen reader meets it); a game's styles may show it
 * anyway on a wide screen with `.fold-body { display: grid }` and hide `.fold-line`.
 */
export function renderFold(state: FoldState, body: TemplateResult): TemplateResult {
  const id = `fold-${state.key}`;
  return html`<div class="fold ${state.open ? 'open' : ''}" part="fold" data-fold=${state.key}>
    <div role="row" class="fold-line">
      <div role="gridcell">
        <button class="cell fold-toggle" part="fold-toggle" data-cell="fold:${state.key}" tabindex="-1"
          aria-expanded=${String(state.open)} aria-controls=${id}
          @click=${() => !state.forced && state.onToggle()}>
          <span class="fold-summary">${state.summary}</span><span class="visually-hidden">: ${state.open ? 'hide' : 'show'} ${state.label}${state.forced ? ' (kept open: it holds cards you may choose)' : ''}</span><span class="fold-mark" aria-hidden="true"></span>
        </button>
      </div>
    </div>
    <div class="fold-body" id=${id}>${body}</div>
  </div>`;
}
