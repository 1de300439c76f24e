/**
 * What Tech Chess draws in its page (see ../shared/regions.ts): the turn and check in the header, the
 * board with the capturing card, the choice's cards and your hand beside it, the board's tools and the
 * typed entry, the moves in notation above the log, and the discard's dialog. The turn's input (the
 * source picked, the board turned around, the typed line's answer: controllers/turn.ts), a drag
 * (controllers/drag.ts) and the last move's slide are controllers of the page's element; what a click,
 * a drop or a typed line means is decided in selection.ts and commands.ts.
 */
import { announcementWords } from '../shared/announcer.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { TechChessState, TechChessView } from '../../games/tech-chess/index.js';
import type { ChoiceLayout } from '../shared/choice.js';
import type { PageController } from '../shared/page-controller.js';
import type { GameRegions } from '../shared/regions.js';
import { renderBoard, renderLogBox, renderPromptBox, renderColumns } from '../shared/render/game-page.js';
import { renderActions } from '../shared/render/prompt.js';
import { sideOfSeat, type Board } from './board.js';
import { boardInput } from './controllers/board-input.js';
import { actionPrompt, layoutChessChoice, type ChessLayout } from './layout.js';
import { renderCapture, renderResolving } from './render/capture.js';
import { renderEntry } from './render/entry.js';
import { renderHand, renderSourceButtons } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderMoves } from './render/moves.js';
import { offeredInstances, renderOffered } from './render/offered.js';
import { renderChessOver } from './render/over.js';
import { renderPlayers } from './render/players.js';
import { renderSquares } from './render/squares.js';
import { activateSquare, pickedSource } from './selection.js';
import type { ChessSettings } from './settings.js';

type Page = PageController<TechChessState, TechChessView, ChessSettings>;

export function chessRegions(page: Page): GameRegions<TechChessView> {
  const { game, host } = page;
  /** The turn's input, a drag and the last move's slide on the board (controllers/board-input.ts). */
  const { turn, drag, viewNow, layoutNow, selectionBoard, pickHand } = boardInput(page, (view: TechChessView) => ({
    view,
    seat: page.seat,
    name: page.name,
  }));

  const pickSquare = (square: number, touch = false): void => {
    if (drag.swallowClick()) return;
    const view = viewNow();
    if (view) turn.take(activateSquare(selectionBoard(view), square), touch);
  };

  const boardFor = (view: TechChessView, layout: ChessLayout | null): Board => {
    const mine = sideOfSeat(view, page.seat);
    return {
      ...page.surface(layout),
      view,
      layout,
      bottomSide: (turn.flipped ? 1 - mine : mine) as 0 | 1,
      source: pickedSource(layout, turn.sourceKey),
      dragging: drag.dragging,
      pickSquare,
      pickHand,
      unpick: turn.unpick,
      pointerDown: (event, key) => drag.pointerDown(event, key),
    };
  };

  /** Runs a typed line: a move, an answer, or a command (see commands.ts). */
  const onEntry = (text: string): void => {
    const view = viewNow();
    if (view) turn.enter(text, { view, layout: layoutNow(), name: page.name, card: page.card });
  };

  const play = (view: TechChessView, layout: ChoiceLayout | null): TemplateResult => {
    const chess = layout as ChessLayout | null;
    const board = boardFor(view, chess);
    const handOff = page.handOffTo !== null;
    const onTable = new Set<string>([
      ...view.board.flatMap((p) => (p ? [p.instance] : [])),
      ...(view.zones[`hand:${page.seat}`] ?? []).flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
    ]);
    const deck = (view.zones.deck ?? []).length;
    const discard = (view.zones.discard ?? []).filter((s) => s !== null).length;
    // The prompt straight above the table, and everything a decision is about inside the table: the
    // board, then (beside it on a wide screen, under it on a phone) the capturing card, the choice's cards
    // and buttons, and your hand. The tools, the typed entry, the moves and the log come after, so one
    // screen holds the decision on a phone as on a laptop.
    return html`
      ${renderPlayers(board)}
      ${renderColumns(
        page,
        view,
        html`
          ${renderPromptBox(page, layout, view.phase === 'over')}
          ${view.phase === 'over' && view.result ? renderChessOver(view, page.name, () => page.newGame()) : nothing}
          ${renderBoard(
            page,
            html`<div class="table" @keydown=${turn.onKey}>
              ${renderSquares(board)}
              <div class="beside">
                ${renderCapture(board)}
                ${
                  chess?.plan
                    ? renderSourceButtons(board)
                    : html`${renderOffered(board, onTable)}
                  ${renderActions(board, new Set([...onTable, ...offeredInstances(board, onTable)]))}`
                }
                ${view.phase === 'setup' ? nothing : renderHand(board)}
                ${handOff ? nothing : renderResolving(board)}
              </div>
            </div>`,
            'Board',
          )}
          <div class="board-tools" part="tools">
            <button class="flip" aria-pressed=${String(turn.flipped)} @click=${turn.flip}>⇅ Flip board</button>
            <span class="piles">Deck <strong>${deck}</strong> · <button class="link" @click=${() => page.open('.discard')}>Discard <strong>${discard}</strong></button></span>
          </div>
          ${handOff || view.phase === 'over' ? nothing : renderEntry({ ...turn.entry, onSubmit: onEntry })}
        `,
      )}
    `;
  };

  /** The move sheet and its number of rows when it was last scrolled to its end. */
  let scrolledSheet: { sheet: Element | null; rows: number } = { sheet: null, rows: 0 };

  return {
    title: 'Tech Chess',
    layout: (pending, moves, view) => layoutChessChoice(pending, moves, view.check.includes(pending.seat)),
    status: (view) => {
      if (view.phase === 'over') return html`Game over · <strong>${view.score}</strong>`;
      if (view.phase === 'setup') return html`Setting up`;
      const actor = view.pending?.seat;
      const check = view.check.length > 0;
      return html`Turn <strong>${view.turn}</strong>${actor !== undefined ? html` · ${page.name(actor)} to play` : nothing}${check ? html` · <strong class="check-word">+ Check</strong>` : nothing}`;
    },
    help: () => renderHelp(),
    play,
    /** The moves in notation above the log in words, in the side column (or the Log sheet on a phone). */
    log: (view) => html`${renderMoves(view, page.name)}${renderLogBox(page, view)}`,
    /** The one focused or hovered, else the first card a choice offers, else the hand's. */
    inspectedCard: (view) => {
      if (!page.reader.inspected && view.pending && 'options' in view.pending) {
        const offered = view.pending.options.find((o) => o.card);
        if (offered?.card) return offered.card;
      }
      return page.reader.inspectedCard(view, page.seat);
    },
    dialogs: () => {
      const view = viewNow();
      const cards = (zone: string) => (view?.zones[zone] ?? []).flatMap((s) => (s && 'card' in s ? [s.card] : []));
      const discard = cards('discard').reverse();
      const expelled = cards('expelled');
      const card = (id: string) => html`<li><tech-card .card=${page.card(id)}></tech-card></li>`;
      return html`<dialog class="discard" aria-labelledby="discard-title">
        <h2 id="discard-title">The discard</h2>
        <p>Anyone may look through the discard. The top card comes first.</p>
        ${discard.length === 0 ? html`<p class="quiet">The discard is empty.</p>` : html`<ul class="discard-list">${discard.map(card)}</ul>`}
        <h3>Expelled</h3>
        <p>Out of the game: the wild cards and every captured king.</p>
        <ul class="discard-list">${expelled.map(card)}</ul>
        <form method="dialog"><button class="primary">Close</button></form>
      </dialog>`;
    },
    /** The live region after a move: what happened, then what to do now (the turn's prompt said once). */
    announcement: (view, entries, mine) => {
      const pending = mine && view.pending && 'prompt' in view.pending ? view.pending : null;
      const now = pending
        ? ` Your turn: ${pending.kind === 'chess/action' ? actionPrompt(view.check.includes(pending.seat)) : pending.prompt}.`
        : '';
      const over = view.phase === 'over' && view.result ? ` The game is over: ${view.score}.` : '';
      return announcementWords(
        entries.map((e) => e.text),
        now,
        over,
      );
    },
    // A new decision (a move was made, undone, or another seat is on screen) starts with nothing picked.
    sync: () => {
      const match = game.match;
      turn.decide(match ? `${match.log.length}:${page.seat}` : '');
    },
    updated: () => {
      // The move sheet keeps its last round in view, scrolled in the next frame before it is drawn:
      // reading its height here would force a layout in the render (of a table whose cards have not drawn).
      const sheet = host.renderRoot.querySelector('.sheet');
      const rows = sheet?.querySelectorAll('tr').length ?? 0;
      if (!sheet || (sheet === scrolledSheet.sheet && rows === scrolledSheet.rows)) return;
      scrolledSheet = { sheet, rows };
      requestAnimationFrame(() => {
        sheet.scrollTop = sheet.scrollHeight;
      });
    },
    reset: () => turn.reset(),
  };
}
