import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { LogEntry, PendingChoice } from '../../engine/state.js';
import type { BughouseState, BughouseView } from '../../games/bughouse/index.js';
import { bughouse } from '../../games/bughouse/lazy-descriptor.js';
import type { Board } from '../chess/board.js';
import { styles as chessStyles } from '../chess/chess.styles.js';
import { DragController } from '../chess/controllers/drag.js';
import { TurnController } from '../chess/controllers/turn.js';
import { MoveAnimation } from '../chess/controllers/move-animation.js';
import { actionPrompt, layoutChessChoice, type ChessLayout } from '../chess/layout.js';
import type { KindName } from '../chess/pieces.js';
import { renderCapture, renderResolving } from '../chess/render/capture.js';
import { renderEntry } from '../chess/render/entry.js';
import { dragGhost } from '../chess/render/ghost.js';
import { renderHand, renderSourceButtons } from '../chess/render/hand.js';
import { activateHand, activateSquare, dropSource, pickedSource, type SelectionBoard } from '../chess/selection.js';
import { offeredInstances, renderOffered } from '../chess/render/offered.js';
import { chooseAction, gameStyles, renderActions, TechGameElement, type ChoiceLayout } from '../shared/index.js';
import { boardName, boardSeat, tableSeat, type Boards } from './boards.js';
import { styles } from './bughouse.styles.js';
import { game, spec } from './game.js';
import { renderGifts } from './render/gifts.js';
import { renderHelp } from './render/help.js';
import { renderBughouseOver } from './render/over.js';
import { renderPanel } from './render/panel.js';
import { moverOf, renderTabs } from './render/tabs.js';
import { readBughouseSettings, type BughouseSettings } from './settings.js';

const KINDS: readonly (KindName | '')[] = ['', 'pawn', 'rook', 'knight', 'queen', 'king'];

/**
 * Bughouse Tech Chess, played in the page: you and a bot partner against two bots (or friends taking
 * turns on one device), on two boards of Tech Chess at once (house rulings B1-B5). Turns alternate
 * between the boards; a piece captured on one board goes to the capturer's partner on the other, who
 * may build it free; a team wins when either of its players wins a board.
 *
 * Both boards stand side by side on a wide screen, yours first with your hand under it; on a phone a
 * pair of tabs switches between them, each saying whose board it is and whose turn it is there. Gifts
 * from your partner are marked in your hand and named as they arrive. Your board takes Tech Chess's
 * input: pick a piece or a hand card, then a marked square, or drag it, or walk the board with the
 * arrow keys, or type the move. The element renders the engine's view for the player on screen and
 * turns input into the engine's actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-bughouse bot-level="greedy" save-key="my-bughouse"></tech-bughouse>`.
 *
 * @summary Bughouse Tech Chess for two teams of two, on two boards, against bots.
 *
 * @event tech-move - After every move, a person's or a bot's, on either board. `detail`: `{ game, seat, bot, action, labels, kind, moves }`.
 * @event tech-game-over - Once, when the match ends. `detail`: `{ game, scores, winners }` (the winning team's seats; a draw: all four).
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the boards' turn and the buttons.
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart board-panel - A board with its name, its players and its squares (also `mine` for yours).
 * @csspart players - A board's two players.
 * @csspart board - Your board, your hand and the choice's buttons: the keyboard grid.
 * @csspart chessboard - A board's 6×6 squares.
 * @csspart square - A square (also `target`, `last`, `check`).
 * @csspart hand - Your hand.
 * @csspart hand-card - A card of your hand.
 * @csspart gifts - The gifts from your partner: how many, and the ones just arrived.
 * @csspart capture - The capturing card and its effect, while you decide whether to use it.
 * @csspart option - A button of the pending choice.
 * @csspart entry - The text move entry.
 * @csspart log - The match's log in words.
 * @csspart inspector - The large view of the card last focused or hovered.
 * @csspart over - The result, once the match is over.
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 * @csspart handoff - The hand-off screen of a hot-seat match.
 *
 * @cssproperty --tech-chess-square - The size of a square. Default: fits the container and the screen.
 * @cssproperty --tech-chess-light - The light squares' colour.
 * @cssproperty --tech-chess-dark - The dark squares' colour.
 * @cssproperty --tech-surface - The table's colour. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour.
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of targets and of the board being played. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family. Default: the page's.
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 */
export class TechBughouse extends TechGameElement<BughouseState, BughouseView, BughouseSettings> {
  static override styles = [gameStyles, chessStyles, styles];

  protected readonly gameTitle = 'Bughouse';

  /** The board a narrow screen shows (the tabs); null: the seat on screen's own. */
  @state() private shownBoard: number | null = null;
  /** The gifts in the hand when the seat on screen last acted: the others arrived since, and show as new. */
  private giftsSeen: ReadonlySet<string> | null = null;

  /** The turn's input on your board: the source picked, the board turned around, the typed line's answer. */
  private readonly turn = new TurnController(this, {
    choice: this.choice,
    surface: () => this.surface(this.layout),
    play: (picks) => this.game.play(chooseAction(picks)),
    undo: () => {
      if (!this.game.canUndo(this.seat)) return false;
      this.undo();
      return true;
    },
    announce: (text) => this.announce(text),
    // Playing an option of your decision, the gifts in hand now are no longer new.
    played: () => this.markGiftsSeen(),
  });
  private readonly drag = new DragController(this, {
    begin: (key) => this.turn.take({ type: 'pick', key }),
    drop: (key, square) => this.dropOn(key, square),
    ghost: (key, origin) =>
      dragGhost(key, origin, this.game.view(this.seat)?.zones[`hand:${this.seat}`] ?? [], this.card),
  });

  /** The last move on your board slides from its square (the watched board's squares carry no `data-square`). */
  protected readonly slide = new MoveAnimation(this, () => {
    const view = this.game.view(this.seat);
    if (!view) return null;
    const own = view.boards[view.board];
    const m = own.last?.move;
    return m?.type === 'move'
      ? { count: own.moves.length, from: m.from!, to: m.to! }
      : { count: own.moves.length, from: -1, to: -1 };
  });

  constructor() {
    super(spec);
    this.sheets = { inspector: true };
  }

  protected readAttributes() {
    return readBughouseSettings(this.baseAttributes(), undefined, this.playersInPlay(bughouse));
  }

  protected override layoutFor(pending: PendingChoice, moves: number, view?: BughouseView): ChoiceLayout {
    const own = view ? view.boards[view.board] : null;
    const checked = !!own && !!view && own.check.includes(boardSeat(view, view.board, pending.seat));
    return layoutChessChoice(pending, moves, checked);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const match = this.game.match;
    if (this.turn.decide(match ? `${match.log.length}:${this.shownSeat}` : '')) {
      // A decision of yours brings your board back on a phone: what you decide is there.
      const view = match ? this.game.view(this.seat) : null;
      if (view?.pending && !('waiting' in view.pending)) this.shownBoard = null;
      if (view && this.giftsSeen === null) this.giftsSeen = new Set(view.gifts);
    }
  }

  override reset(): void {
    super.reset();
    this.turn.reset();
    this.shownBoard = null;
    this.giftsSeen = null;
  }

  private get layout(): ChessLayout | null {
    const view = this.game.view(this.seat);
    return view ? (this.currentLayout(view) as ChessLayout | null) : null;
  }

  private markGiftsSeen(): void {
    const view = this.game.view(this.seat);
    if (view) this.giftsSeen = new Set(view.gifts);
  }

  /** Your board's view and your seat on it. */
  private own(view: BughouseView) {
    const b = view.board;
    return { b, bv: view.boards[b], sub: boardSeat(view, b, this.seat) };
  }

  /** Your board as the selection reads it (see ../chess/selection.ts), in its own seats. */
  private selectionBoard(view: BughouseView): SelectionBoard {
    const { b, bv, sub } = this.own(view);
    return {
      view: bv,
      seat: sub,
      layout: this.layout,
      sourceKey: this.turn.sourceKey,
      name: (s) => this.name(tableSeat(view, b, s)),
      card: this.card,
      notNow: (what) => this.refusal(null, what),
    };
  }

  /** A square of your board was activated (a click, a tap, Enter). */
  private pickSquare = (square: number, touch = false): void => {
    if (this.drag.swallowClick()) return;
    const view = this.game.view(this.seat);
    if (!view) return;
    // Not your decision: a tap still reads the piece.
    const piece = this.own(view).bv.board[square];
    if (!this.layout && piece && touch) this.reader.read(piece.instance, piece.card);
    this.turn.take(activateSquare(this.selectionBoard(view), square), touch);
  };

  /** A square of the watched board: it reads its piece; nothing is played there. */
  private pickWatched(b: number, square: number, touch: boolean): void {
    const view = this.game.view(this.seat);
    if (!view) return;
    const piece = view.boards[b].board[square];
    if (piece) {
      if (touch) this.reader.read(piece.instance, piece.card);
      else this.reader.inspected = { instance: piece.instance, card: piece.card };
    }
    this.choice.refuse(
      `${boardName(b)} is ${this.partnerWord(view)} game, to watch: you play on ${boardName(view.board)}.`,
    );
  }

  private pickHand = (instance: string, touch = false): void => {
    if (this.drag.swallowClick()) return;
    if (touch) this.reader.inspected = { instance, card: null };
    const view = this.game.view(this.seat);
    if (view) this.turn.take(activateHand(this.selectionBoard(view), instance), touch);
  };

  private dropOn(key: string, square: number | null): void {
    const view = this.game.view(this.seat);
    if (view) this.turn.take(dropSource(this.selectionBoard(view), key, square));
  }

  private kindOf = (value: number): KindName => (KINDS[game.chess.kindOfValue[value]] || 'pawn') as KindName;

  /** "your partner's" (one person at the table) or "Player 3's". */
  private partnerWord(view: BughouseView): string {
    const partner = view.partner[this.seat];
    return this.you === this.seat ? "your partner's" : `${this.name(partner)}'s`;
  }

  /** The tables of both boards for the render pieces: Tech Chess's `Board`, each in its own seats. */
  private boardsFor(view: BughouseView, layout: ChessLayout | null): Boards {
    const surface = this.surface(layout);
    const fresh = new Set(view.gifts.filter((i) => !this.giftsSeen?.has(i)));
    const partner = this.name(view.partner[this.seat]);
    const boards = [0, 1].map((b): Board => {
      // Once the match is decided, a board still going has no one to play: it stopped with the match.
      const bv = view.phase === 'over' ? { ...view.boards[b], pending: null } : view.boards[b];
      const mine = b === view.board;
      const sub = boardSeat(view, b, this.seat);
      // Your side at the bottom of your board; your partner's at the bottom of theirs (your team's view).
      const partnerSub = boardSeat(view, b, view.partner[this.seat]);
      const side = (s: number) => (s === bv.firstPlayer ? 0 : 1);
      const bottom = mine ? side(sub) ^ (this.turn.flipped ? 1 : 0) : side(partnerSub);
      return {
        ...surface,
        seat: mine ? sub : -1,
        you: mine && this.you === this.seat ? sub : null,
        name: (s: number) => this.name(tableSeat(view, b, s)),
        layout: mine ? layout : null,
        view: bv,
        bottomSide: bottom as 0 | 1,
        source: mine ? pickedSource(layout, this.turn.sourceKey) : null,
        dragging: mine ? this.drag.dragging : null,
        pickSquare: mine ? this.pickSquare : (square, touch = false) => this.pickWatched(b, square, touch),
        pickHand: this.pickHand,
        unpick: this.turn.unpick,
        pointerDown: (event, key) => mine && this.drag.pointerDown(event, key),
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
    const partnerWord = this.partnerWord(view);
    return { ...surface, view, boards, partnerWord, partnerShort: partnerWord.replace(/^your /, '') };
  }

  /** Runs a typed line: a move on your board, an answer, or a command (see ../chess/commands.ts). */
  private onEntry = (text: string): void => {
    const view = this.game.view(this.seat);
    if (!view) return;
    const { b, bv } = this.own(view);
    const name = (s: number) => this.name(tableSeat(view, b, s));
    this.turn.enter(text, { view: bv, layout: this.layout, name, card: this.card });
  };

  /** The live region after a move: what happened on both boards (gifts too), then what to do now. */
  protected override announcement(view: BughouseView, entries: readonly LogEntry[], mine: boolean): string {
    const pending = mine && view.pending && 'prompt' in view.pending ? view.pending : null;
    const { bv, sub } = this.own(view);
    const now = pending
      ? ` Your turn on ${boardName(view.board)}: ${pending.kind === 'chess/action' ? actionPrompt(bv.check.includes(sub)) : pending.prompt}.`
      : '';
    const result = view.result;
    const over = view.phase === 'over' && result ? ` The match is over: ${this.resultWords(view)}.` : '';
    return `${entries
      .slice(-8)
      .map((e) => e.text)
      .join(' ')}${now}${over}`;
  }

  /** "your team wins on Board A", "Player 2 (bot) and Player 4 (bot) win on Board B", "a draw". */
  private resultWords(view: BughouseView): string {
    const result = view.result!;
    if (result.winners.length === 0) return 'a draw: both boards were drawn';
    const where = `on ${boardName(result.board ?? 0)}`;
    if (this.you !== null && result.winners.includes(this.you)) return `your team wins ${where}`;
    return `${result.winners.map((s) => this.name(s)).join(' and ')} win ${where}`;
  }

  /** Once over, the prompt names the winning team (the shared words would call two winners a shared win). */
  protected override renderPromptBox(view: BughouseView, layout: ChoiceLayout | null, over: boolean): TemplateResult {
    if (!over || !view.result) return super.renderPromptBox(view, layout, over);
    return html`<div class="prompt" part="prompt" id="prompt">
      <p class="prompt-text">The match is over: ${this.resultWords(view)}.</p>
    </div>`;
  }

  protected renderStatus(view: BughouseView): TemplateResult {
    if (view.phase === 'over') return html`Match over · <strong>${this.resultWords(view)}</strong>`;
    if (view.phase === 'setup') return html`Setting up · ${boardName(view.current)}`;
    const mover = moverOf(view, view.current);
    const check = view.boards.some((b) => b.check.length > 0);
    return html`<strong>${boardName(view.current)}</strong>${mover !== null ? html` · ${this.name(mover)} to play` : nothing}${check ? html` · <strong class="check-word">+ Check</strong>` : nothing}`;
  }

  protected renderHelp(): TemplateResult {
    return renderHelp();
  }

  protected renderPlay(view: BughouseView, layout: ChoiceLayout | null): TemplateResult {
    const chess = layout as ChessLayout | null;
    const t = this.boardsFor(view, chess);
    const { b: mineB, bv, sub } = this.own(view);
    const board = t.boards[mineB];
    const handOff = this.handOffTo !== null;
    const hand = bv.zones[`hand:${sub}`] ?? [];
    const onTable = new Set<string>([
      ...bv.board.flatMap((p) => (p ? [p.instance] : [])),
      ...hand.flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
    ]);
    const shown = this.shownBoard ?? mineB;
    const fresh = view.gifts.filter((i) => !this.giftsSeen?.has(i));
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
        back: b !== mineB && layout ? () => (this.shownBoard = null) : null,
        grid: (content) =>
          html`<div class="own-grid" @keydown=${this.turn.onKey}>${this.renderBoard(content, `${boardName(b)}, your board`)}</div>`,
        beside,
        below: view.phase === 'setup' || handOff ? nothing : renderGifts(t, fresh),
        kindOf: this.kindOf,
      });
    // Your board first (the keyboard grid, and the left of a wide screen), then the one you watch.
    return html`<div class="layout">
      <div class="main">
        ${this.renderPromptBox(view, layout, view.phase === 'over')}
        ${view.phase === 'over' && view.result ? renderBughouseOver(t, () => this.newGame()) : nothing}
        ${renderTabs(t, shown, (b) => (this.shownBoard = b === mineB ? null : b))}
        <div class="boards">${panel(mineB)}${panel(1 - mineB)}</div>
        <div class="board-tools" part="tools">
          <button class="flip" aria-pressed=${String(this.turn.flipped)} @click=${this.turn.flip}>⇅ Flip your board</button>
        </div>
        ${handOff || view.phase === 'over' ? nothing : renderEntry({ ...this.turn.entry, onSubmit: this.onEntry })}
      </div>
      ${this.renderSideBox(view)}
    </div>`;
  }

  /** The inspector's card: the one focused or hovered, else the first card a choice offers, else the hand's. */
  protected override inspectedCard(view: BughouseView): string | null {
    if (this.reader.inspected?.instance) {
      // A piece of either board (the table's zones hold both boards' cards).
      for (const bv of view.boards) {
        const piece = bv.board.find((p) => p?.instance === this.reader.inspected!.instance);
        if (piece) return piece.card;
      }
    }
    if (!this.reader.inspected && view.pending && 'options' in view.pending) {
      const offered = view.pending.options.find((o) => o.card);
      if (offered?.card) return offered.card;
    }
    return super.inspectedCard(view);
  }

  protected override updated(): void {
    super.updated();
    // The watched board's squares are no drop targets: a piece of yours dragged over them goes nowhere.
    for (const sq of this.renderRoot.querySelectorAll<HTMLElement>('.board-panel.other [data-square]'))
      sq.removeAttribute('data-square');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-bughouse': TechBughouse;
  }
}
