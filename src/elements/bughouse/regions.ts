/**
 * What Bughouse draws in its page (see ../shared/regions.ts): the board to move and check in the
 * header, your board and the one you watch (tabs on a phone), the gifts from your partner, the board's
 * tools and the typed entry, and the match's result in the team's words. Your board's input is Tech
 * Chess's (../chess/controllers/turn.ts, ../chess/selection.ts, ../chess/commands.ts), in its own seats.
 */
import { announcementWords } from '../shared/announcer.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { BughouseState, BughouseView } from '../../games/bughouse/index.js';
import type { Board } from '../chess/board.js';
import { boardInput } from '../chess/controllers/board-input.js';
import { actionPrompt, layoutChessChoice, type ChessLayout } from '../chess/layout.js';
import { renderCapture, renderResolving } from '../chess/render/capture.js';
import { renderEntry } from '../chess/render/entry.js';
import { renderHand, renderSourceButtons } from '../chess/render/hand.js';
import { offeredInstances, renderOffered } from '../chess/render/offered.js';
import { activateSquare, pickedSource } from '../chess/selection.js';
import type { ChoiceLayout } from '../shared/choice.js';
import type { PageController } from '../shared/page-controller.js';
import type { GameRegions } from '../shared/regions.js';
import { renderBoard, renderPromptBox, renderColumns } from '../shared/render/game-page.js';
import { renderActions } from '../shared/render/prompt.js';
import { boardName, boardSeat, tableSeat, type Boards } from './boards.js';
import { renderGifts } from './render/gifts.js';
import { renderHelp } from './render/help.js';
import { renderBughouseOver } from './render/over.js';
import { renderPanel } from './render/panel.js';
import { moverOf, renderTabs } from './render/tabs.js';
import type { BughouseSettings } from './settings.js';

type Page = PageController<BughouseState, BughouseView, BughouseSettings>;

export function bughouseRegions(page: Page): GameRegions<BughouseView> {
  const { game, host } = page;
  let shownBoard: number | null = null; // the board a narrow screen shows (the tabs); null: the seat on screen's own
  let giftsSeen: ReadonlySet<string> | null = null; // the gifts in hand when the seat last acted: the others are new
  const showBoard = (b: number | null) => {
    shownBoard = b;
    host.requestUpdate();
  };
  /** Your board's view and your seat on it. */
  const own = (view: BughouseView) => {
    const b = view.board;
    return { b, bv: view.boards[b], sub: boardSeat(view, b, page.seat) };
  };

  /** The turn's input, a drag and the last move's slide on your board (../chess/controllers/board-input.ts). */
  const { turn, drag, viewNow, layoutNow, selectionBoard, pickHand } = boardInput(
    page,
    (view: BughouseView) => {
      const { b, bv, sub } = own(view);
      return { view: bv, seat: sub, name: (s: number) => page.name(tableSeat(view, b, s)) };
    },
    // Playing an option of your decision, the gifts in hand now are no longer new.
    { played: () => markGiftsSeen() },
  );

  const markGiftsSeen = () => {
    const view = viewNow();
    if (view) giftsSeen = new Set(view.gifts);
  };

  /** "your partner's" (one person at the table) or "Player 3's". */
  const partnerWord = (view: BughouseView): string => {
    const partner = view.partner[page.seat];
    return page.you === page.seat ? "your partner's" : `${page.name(partner)}'s`;
  };

  /** A square of your board was activated (a click, a tap, Enter). */
  const pickSquare = (square: number, touch = false): void => {
    if (drag.swallowClick()) return;
    const view = viewNow();
    if (!view) return;
    // Not your decision: a tap still reads the piece.
    const piece = own(view).bv.board[square];
    if (!layoutNow() && piece && touch) page.reader.read(piece.instance, piece.card);
    turn.take(activateSquare(selectionBoard(view), square), touch);
  };

  /** A square of the watched board: it reads its piece; nothing is played there. */
  const pickWatched = (b: number, square: number, touch: boolean): void => {
    const view = viewNow();
    if (!view) return;
    const piece = view.boards[b].board[square];
    if (piece) {
      if (touch) page.reader.read(piece.instance, piece.card);
      else page.reader.inspected = { instance: piece.instance, card: piece.card };
    }
    page.choice.refuse(`${boardName(b)} is ${partnerWord(view)} game, to watch: you play on ${boardName(view.board)}.`);
  };

  /** The tables of both boards for the render pieces: Tech Chess's `Board`, each in its own seats. */
  const boardsFor = (view: BughouseView, layout: ChessLayout | null): Boards => {
    const surface = page.surface(layout);
    const { seat } = page;
    const fresh = new Set(view.gifts.filter((i) => !giftsSeen?.has(i)));
    const partner = page.name(view.partner[seat]);
    const boards = [0, 1].map((b): Board => {
      // Once the match is decided, a board still going has no one to play: it stopped with the match.
      const bv = view.phase === 'over' ? { ...view.boards[b], pending: null } : view.boards[b];
      const mine = b === view.board;
      const sub = boardSeat(view, b, seat);
      // Your side at the bottom of your board; your partner's at the bottom of theirs (your team's view).
      const partnerSub = boardSeat(view, b, view.partner[seat]);
      const side = (s: number) => (s === bv.firstPlayer ? 0 : 1);
      const bottom = mine ? side(sub) ^ (turn.flipped ? 1 : 0) : side(partnerSub);
      return {
        ...surface,
        seat: mine ? sub : -1,
        you: mine && page.you === seat ? sub : null,
        name: (s: number) => page.name(tableSeat(view, b, s)),
        layout: mine ? layout : null,
        view: bv,
        bottomSide: bottom as 0 | 1,
        source: mine ? pickedSource(layout, turn.sourceKey) : null,
        dragging: mine ? drag.dragging : null,
        pickSquare: mine ? pickSquare : (square, touch = false) => pickWatched(b, square, touch),
        pickHand,
        unpick: turn.unpick,
        pointerDown: (event, key) => mine && drag.pointerDown(event, key),
        handNote: (instance) =>
          view.gifts.includes(instance)
            ? {
                tag: fresh.has(instance) ? 'New' : '',
                words: `a gift from ${partner}${fresh.has(instance) ? ', just arrived' : ''}: build it free`,
                fresh: fresh.has(instance),
              }
            : null,
      };
    });
    const words = partnerWord(view);
    return { ...surface, view, boards, partnerWord: words, partnerShort: words.replace(/^your /, '') };
  };

  /** Runs a typed line: a move on your board, an answer, or a command (see ../chess/commands.ts). */
  const onEntry = (text: string): void => {
    const view = viewNow();
    if (!view) return;
    const { b, bv } = own(view);
    const name = (s: number) => page.name(tableSeat(view, b, s));
    turn.enter(text, { view: bv, layout: layoutNow(), name, card: page.card });
  };

  /** "your team wins on Board A", "Player 2 (bot) and Player 4 (bot) win on Board B", "a draw". */
  const resultWords = (view: BughouseView): string => {
    const result = view.result!;
    if (result.winners.length === 0) return 'a draw: both boards were drawn';
    const where = `on ${boardName(result.board ?? 0)}`;
    const { you } = page;
    if (you !== null && result.winners.includes(you)) return `your team wins ${where}`;
    return `${result.winners.map((s) => page.name(s)).join(' and ')} win ${where}`;
  };

  /** Once over, the prompt names the winning team (the shared words would call two winners a shared win). */
  const prompt = (view: BughouseView, layout: ChoiceLayout | null): TemplateResult => {
    const over = view.phase === 'over';
    if (!over || !view.result) return renderPromptBox(page, layout, over);
    return html`<div class="prompt" part="prompt" id="prompt">
      <p class="prompt-text">The match is over: ${resultWords(view)}.</p>
    </div>`;
  };

  const play = (view: BughouseView, layout: ChoiceLayout | null): TemplateResult => {
    const chess = layout as ChessLayout | null;
    const t = boardsFor(view, chess);
    const { b: mineB, bv, sub } = own(view);
    const board = t.boards[mineB];
    const handOff = page.handOffTo !== null;
    const hand = bv.zones[`hand:${sub}`] ?? [];
    const onTable = new Set<string>([
      ...bv.board.flatMap((p) => (p ? [p.instance] : [])),
      ...hand.flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
    ]);
    const shown = shownBoard ?? mineB;
    const fresh = view.gifts.filter((i) => !giftsSeen?.has(i));
    const beside = html`${renderCapture(board)}
      ${
        chess?.plan
          ? renderSourceButtons(board)
          : html`${renderOffered(board, onTable)}
        ${renderActions(board, new Set([...onTable, ...offeredInstances(board, onTable)]))}`
      }
      ${view.phase === 'setup' ? nothing : renderHand(board)}
      ${handOff ? nothing : renderResolving(board)}`;
    const panel = (b: number) =>
      renderPanel(t, b, {
        shown: b === shown,
        back: b !== mineB && layout ? () => showBoard(null) : null,
        grid: (content) =>
          html`<div class="own-grid" @keydown=${turn.onKey}>${renderBoard(page, content, `${boardName(b)}, your board`)}</div>`,
        beside,
        below: view.phase === 'setup' || handOff ? nothing : renderGifts(t, fresh),
      });
    // Your board first (the keyboard grid, and the left of a wide screen), then the one you watch.
    return html`${renderColumns(
      page,
      view,
      html`
        ${prompt(view, layout)}
        ${view.phase === 'over' && view.result ? renderBughouseOver(t, () => page.newGame()) : nothing}
        ${renderTabs(t, shown, (b) => showBoard(b === mineB ? null : b))}
        <div class="boards">${panel(mineB)}${panel(1 - mineB)}</div>
        <div class="board-tools" part="tools">
          <button class="flip" aria-pressed=${String(turn.flipped)} @click=${turn.flip}>⇅ Flip your board</button>
        </div>
        ${handOff || view.phase === 'over' ? nothing : renderEntry({ ...turn.entry, onSubmit: onEntry })}
      `,
    )}`;
  };

  return {
    title: 'Bughouse',
    layout: (pending, moves, view) => {
      const bv = view.boards[view.board];
      return layoutChessChoice(pending, moves, bv.check.includes(boardSeat(view, view.board, pending.seat)));
    },
    status: (view) => {
      if (view.phase === 'over') return html`Match over · <strong>${resultWords(view)}</strong>`;
      if (view.phase === 'setup') return html`Setting up · ${boardName(view.current)}`;
      const mover = moverOf(view, view.current);
      const check = view.boards.some((b) => b.check.length > 0);
      return html`<strong>${boardName(view.current)}</strong>${mover !== null ? html` · ${page.name(mover)} to play` : nothing}${check ? html` · <strong class="check-word">+ Check</strong>` : nothing}`;
    },
    help: () => renderHelp(),
    play,
    /** The one focused or hovered (a piece of either board), else the first card a choice offers, else the hand's. */
    inspectedCard: (view) => {
      const { inspected } = page.reader;
      if (inspected?.instance) {
        // A piece of either board (the table's zones hold both boards' cards).
        for (const bv of view.boards) {
          const piece = bv.board.find((p) => p?.instance === inspected.instance);
          if (piece) return piece.card;
        }
      }
      if (!inspected && view.pending && 'options' in view.pending) {
        const offered = view.pending.options.find((o) => o.card);
        if (offered?.card) return offered.card;
      }
      return page.reader.inspectedCard(view, page.seat);
    },
    /** What happened on both boards (gifts too), then what to do now. */
    announcement: (view, entries, mine) => {
      const pending = mine && view.pending && 'prompt' in view.pending ? view.pending : null;
      const { bv, sub } = own(view);
      const now = pending
        ? ` Your turn on ${boardName(view.board)}: ${pending.kind === 'chess/action' ? actionPrompt(bv.check.includes(sub)) : pending.prompt}.`
        : '';
      const over = view.phase === 'over' && view.result ? ` The match is over: ${resultWords(view)}.` : '';
      return announcementWords(
        entries.map((e) => e.text),
        now,
        over,
      );
    },
    sync: () => {
      const match = game.match;
      if (!turn.decide(match ? `${match.log.length}:${page.seat}` : '')) return;
      // A decision of yours brings your board back on a phone: what you decide is there.
      const view = match ? viewNow() : null;
      if (view?.pending && !('waiting' in view.pending)) shownBoard = null;
      if (view && giftsSeen === null) giftsSeen = new Set(view.gifts);
    },
    updated: () => {
      // The watched board's squares are no drop targets: a piece of yours dragged over them goes nowhere.
      for (const sq of host.renderRoot.querySelectorAll<HTMLElement>('.board-panel.other [data-square]'))
        sq.removeAttribute('data-square');
    },
    reset: () => {
      turn.reset();
      shownBoard = null;
      giftsSeen = null;
    },
  };
}
