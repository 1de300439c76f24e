// The prompt (what to do now, in words, and how), and the row of the board that holds the pending
// choice's buttons, its confirm button and any card it offers that is not on the table (a card in the
// discard, the top card of the deck that was revealed).
import { html, nothing, type TemplateResult } from 'lit';
import type { Outcome } from '../../../engine/game.js';
import type { ChoiceSurface } from '../surface.js';
import { cardCell } from './card-cell.js';

/** A prompt as a sentence: a full stop unless it ends with one (or a question mark). */
export const sentence = (text: string) => (/[.?!…]\)?$/.test(text) ? text : `${text}.`);

export interface PromptState {
  message: string | null; // why the last click was refused, shown until the next move
  waitingFor: string | null; // "Player 2 (bot)" while someone else decides
  over: boolean; // the game is over
  outcome?: Outcome | null; // how it ended, once over: who won is said from its seats
}

/**
 * Who won, as the end of a sentence: "you win", "Player 2 (bot) wins", "you and Player 3 (bot) share the
 * win", "a draw" (every player shares it). `you` is the seat of the one person at a one-person game.
 */
export function winnersWords(outcome: Outcome, name: (seat: number) => string, you: number | null): string {
  const { winners } = outcome;
  if (winners.length === 0) return 'nobody wins';
  if (winners.length > 1 && winners.length === outcome.scores.length) return 'a draw';
  const mine = you !== null && winners.includes(you);
  const names = [...(mine ? ['you'] : []), ...winners.filter((w) => w !== you).map(name)];
  if (names.length === 1) return mine ? 'you win' : `${names[0]} wins`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} share the win`;
}

export function renderPrompt(surface: ChoiceSurface, state: PromptState): TemplateResult {
  const { layout } = surface;
  let title: string;
  let hint = '';
  if (state.over)
    title = state.outcome
      ? `The game is over: ${winnersWords(state.outcome, surface.name, surface.you)}.`
      : 'The game is over.';
  else if (layout) {
    title = `${surface.name(surface.seat) === 'You' ? 'Your turn' : `${surface.name(surface.seat)}, your turn`}: ${sentence(layout.pending.prompt)}`;
    hint = layout.hint;
  } else
    title = state.waitingFor
      ? `${state.waitingFor} ${state.waitingFor === 'You' ? 'are' : 'is'} choosing…`
      : 'Waiting…';
  // `waiting`: someone else decides; the styles keep the room of a prompt of yours (see game.styles.ts).
  const waiting = !layout && !state.over;
  return html`<div class="prompt ${layout ? 'mine' : ''} ${waiting ? 'waiting' : ''}" part="prompt" id="prompt">
    <p class="prompt-text">${title}</p>
    ${hint ? html`<p class="prompt-hint">${hint}</p>` : nothing}
    ${state.message ? html`<p class="refusal" part="refusal" role="alert">${state.message}</p>` : nothing}
  </div>`;
}

/**
 * The choice's own rows of the board grid: option buttons, the confirm button, and the cards it offers
 * that are not on the table (`onTable`: the instances drawn elsewhere on the board), as `traySize` cells.
 */
export function renderActions(surface: ChoiceSurface, onTable: ReadonlySet<string>, traySize = 'hand'): TemplateResult {
  const { layout } = surface;
  if (!layout) return html``;
  const tray = layout.pending.options
    .map((o, index) => ({ o, index }))
    .filter(({ o }) => o.instance && o.card && !onTable.has(o.instance));
  const count = surface.selected.size;
  const { min, max } = layout.pending;
  // A single choice shows a confirm button once a tap has selected a card without playing it.
  const previewed = !layout.multi && count === 1 ? [...surface.selected][0] : null;
  const confirm = layout.multi || previewed !== null;
  // Nothing to draw: no empty row under the hand (its rule and margin took a phone's height for nothing).
  if (tray.length === 0 && layout.buttons.length === 0 && !confirm) return html``;
  return html`<div class="actions" part="actions">
    ${
      tray.length > 0
        ? html`<div role="row" class="cards-row tray" aria-label="Cards to choose from">
          ${tray.map(({ o }) => cardCell(surface, { instance: o.instance!, card: o.card! }, traySize, 'offered by the choice'))}
        </div>`
        : nothing
    }
    ${
      layout.buttons.length > 0 || confirm
        ? html`<div role="row" class="buttons-row" aria-label="Choices">
          ${layout.buttons.map(
            ({ index, label }) => html`<div role="gridcell">
              <button
                class="cell option ${layout.multi && surface.selected.has(index) ? 'selected' : ''}"
                part="option"
                data-cell="option:${index}"
                tabindex="-1"
                aria-pressed=${layout.multi ? String(surface.selected.has(index)) : nothing}
                @click=${() => surface.pickOption(index)}
              >${label}</button>
            </div>`,
          )}
          ${
            confirm
              ? html`<div role="gridcell">
                <button class="cell confirm ${count >= min && count <= max ? 'ready' : ''}" part="confirm" data-cell="confirm" tabindex="-1" @click=${() => surface.confirm()}>
                  ${previewed !== null ? `Choose ${layout.pending.options[previewed].label}` : layout.confirmLabel(count)}
                </button>
              </div>`
              : nothing
          }
        </div>`
        : nothing
    }
  </div>`;
}
