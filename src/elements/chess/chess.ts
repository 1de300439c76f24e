import { techChess } from '../../games/tech-chess/lazy-descriptor.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { PendingChoice } from '../../engine/state.js';
import type { TechChessState, TechChessView } from '../../games/tech-chess/index.js';
import {
  chooseAction,
  gameStyles,
  renderActions,
  TechGameElement,
  type ChoiceLayout,
  type SettingsRead,
} from '../shared/index.js';
import { sideOfSeat, type Board } from './board.js';
import { styles } from './chess.styles.js';
import { DragController } from './controllers/drag.js';
import { TurnController } from './controllers/turn.js';
import { MoveAnimation } from './controllers/move-animation.js';
import { actionPrompt, layoutChessChoice, type ChessLayout } from './layout.js';
import type { KindName } from './pieces.js';
import { renderCapture, renderResolving } from './render/capture.js';
import { renderEntry } from './render/entry.js';
import { dragGhost } from './render/ghost.js';
import { renderHand, renderSourceButtons } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderMoves } from './render/moves.js';
import { offeredInstances, renderOffered } from './render/offered.js';
import { renderChessOver } from './render/over.js';
import { renderPlayers } from './render/players.js';
import { renderSquares } from './render/squares.js';
import { readSettings, type ChessSettings } from './settings.js';
import { activateHand, activateSquare, dropSource, pickedSource, type SelectionBoard } from './selection.js';
import { chessSpec, game } from './spec.js';

const KINDS: readonly (KindName | '')[] = ['', 'pawn', 'rook', 'knight', 'queen', 'king'];

/**
 * Tech Chess, played in the page against a bot (or a friend, taking turns on one device).
 *
 * Chess on a 6×6 board whose pieces are Tech Deck cards: a card's value says how it moves (1 rook, 2-10
 * pawn, 11 knight, 12 queen, 13 king), each player has two kings, and a capture may use the capturing
 * card's effect. A turn is one action: move a piece, use a card from the hand, upgrade a pawn (twice a
 * game) or build one (three times). The element renders the engine's view of the game for the player on
 * screen and turns clicks, taps, drags, keys and typed moves into the engine's actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-chess bot-level="greedy" save-key="my-chess"></tech-chess>`.
 * Pick a piece, then a marked square — or drag it there, or walk the board with the arrow keys and press
 * Enter, or type the move (`c2-c3`, `use 7S`; `help` lists the commands). The game is saved as it goes
 * (with `save-key`), resumes after a reload, can be undone to the player's last decision and shared as a
 * link that replays it.
 *
 * @summary Tech Chess against a bot, with mouse, touch, keyboard or typed moves.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, kind, moves }`; for a turn's action the label starts with its notation (`12S c1-c4: move …`).
 * @event tech-game-over - Once, when the game ends. `detail`: `{ game, scores, winners }` (a draw: both seats score ½ and both are winners).
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the turn and the buttons.
 * @csspart players - The two players: side, kings left, cards in hand, upgrades and builds left, check.
 * @csspart player - One player's entry.
 * @csspart check - The "+ Check" mark of a player whose king is attacked.
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart board - The board grid: the squares, your hand and the choice's buttons.
 * @csspart chessboard - The 6×6 squares with their coordinates.
 * @csspart square - A square of the board (also `target`, `last` and `check` when it is one).
 * @csspart target - A square or card that can be picked now.
 * @csspart hand - Your hand under the board.
 * @csspart hand-card - A card of your hand.
 * @csspart cell - A card cell (hand cards and cards offered by a choice).
 * @csspart selected - A card selected for a choice of several.
 * @csspart capture - The capturing card and its effect, while you decide whether to use it.
 * @csspart resolving - The hand card whose effect is being resolved.
 * @csspart actions - The pending choice's buttons.
 * @csspart option - A button of the pending choice.
 * @csspart confirm - The confirm button of a choice of several.
 * @csspart tools - The board's tools: flip board, the deck and the discard.
 * @csspart entry - The text move entry.
 * @csspart entry-output - The answer to the last typed line.
 * @csspart moves - The move log in notation.
 * @csspart log - The game's log in words.
 * @csspart inspector - The large view of the card last focused or hovered.
 * @csspart over - The result, once the game is over.
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 * @csspart handoff - The hand-off screen of a hot-seat game.
 *
 * @cssproperty --tech-chess-square - The size of a square. Default: fits the container, 44px to 84px.
 * @cssproperty --tech-chess-light - The light squares' colour.
 * @cssproperty --tech-chess-dark - The dark squares' colour.
 * @cssproperty --tech-chess-first - The first player's card face (light). Default `#fffdf8`.
 * @cssproperty --tech-chess-second - The second player's card face (dark). Default `#262a33`.
 * @cssproperty --tech-surface - The table's colour around the board. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour (prompt, moves, log).
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of highlighted pieces and destinations. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family. Default: the page's (the element's parent's).
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 */
export class TechChess extends TechGameElement<TechChessState, TechChessView, ChessSettings> {
  static override styles = [gameStyles, styles];

  protected readonly gameTitle = 'Tech Chess';

  /** The turn's input: the source picked, the board turned around, the typed line's answer. */
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
  });
  private readonly drag = new DragController(this, {
    begin: (key) => this.turn.take({ type: 'pick', key }),
    drop: (key, square) => this.dropOn(key, square),
    ghost: (key, origin) =>
      dragGhost(key, origin, this.game.view(this.seat)?.zones[`hand:${this.seat}`] ?? [], this.card),
  });

  /** The last move slides from its square (the pieces of a move; an undo or a resumed game don't). */
  protected readonly slide = new MoveAnimation(this, () => {
    const view = this.game.view(this.seat);
    if (!view) return null;
    const m = view.last?.move;
    return m?.type === 'move'
      ? { count: view.moves.length, from: m.from!, to: m.to! }
      : { count: view.moves.length, from: -1, to: -1 };
  });

  constructor() {
    super(chessSpec);
    // The card inspector, the moves and the log: a column on a wide screen, sheets on a phone.
    this.sheets = { inspector: true };
  }

  protected readAttributes(): SettingsRead<ChessSettings> {
    return readSettings(this.baseAttributes(), undefined, this.playersInPlay(techChess));
  }

  protected override layoutFor(pending: PendingChoice, moves: number, view?: TechChessView): ChoiceLayout {
    return layoutChessChoice(pending, moves, view?.check.includes(pending.seat) ?? false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A new decision (a move was made, undone, or another seat is on screen) starts with nothing picked.
    const match = this.game.match;
    this.turn.decide(match ? `${match.log.length}:${this.shownSeat}` : '');
  }

  override reset(): void {
    super.reset();
    this.turn.reset();
  }

  private get layout(): ChessLayout | null {
    const view = this.game.view(this.seat);
    return view ? (this.currentLayout(view) as ChessLayout | null) : null;
  }

  /** The board as the selection reads it (see selection.ts): the seat on screen's view and pick. */
  private selectionBoard(view: TechChessView): SelectionBoard {
    return {
      view,
      seat: this.seat,
      layout: this.layout,
      sourceKey: this.turn.sourceKey,
      name: this.name,
      card: this.card,
      notNow: (what) => this.refusal(null, what),
    };
  }

  private pickSquare = (square: number, touch = false): void => {
    if (this.drag.swallowClick()) return;
    const view = this.game.view(this.seat);
    if (view) this.turn.take(activateSquare(this.selectionBoard(view), square), touch);
  };

  private pickHand = (instance: string, touch = false): void => {
    if (this.drag.swallowClick()) return;
    // A tap on a hand card shows it in the inspector (the Card sheet on a phone), as hovering does.
    if (touch) this.reader.inspected = { instance, card: null };
    const view = this.game.view(this.seat);
    if (view) this.turn.take(activateHand(this.selectionBoard(view), instance), touch);
  };

  private dropOn(key: string, square: number | null): void {
    const view = this.game.view(this.seat);
    if (view) this.turn.take(dropSource(this.selectionBoard(view), key, square));
  }

  private kindOf = (value: number): KindName => (KINDS[game.config.kindOfValue[value]] || 'pawn') as KindName;

  private boardFor(view: TechChessView, layout: ChessLayout | null): Board {
    const mine = sideOfSeat(view, this.seat);
    return {
      ...this.surface(layout),
      view,
      layout,
      bottomSide: (this.turn.flipped ? 1 - mine : mine) as 0 | 1,
      source: pickedSource(layout, this.turn.sourceKey),
      dragging: this.drag.dragging,
      pickSquare: this.pickSquare,
      pickHand: this.pickHand,
      unpick: this.turn.unpick,
      pointerDown: (event, key) => this.drag.pointerDown(event, key),
    };
  }

  /** Runs a typed line: a move, an answer, or a command (see commands.ts). */
  private onEntry = (text: string): void => {
    const view = this.game.view(this.seat);
    if (view) this.turn.enter(text, { view, layout: this.layout, name: this.name, card: this.card });
  };

  /** The live region after a move: what happened, then what to do now (the turn's prompt said once). */
  protected override announcement(view: TechChessView, entries: readonly { text: string }[], mine: boolean): string {
    const pending = mine && view.pending && 'prompt' in view.pending ? view.pending : null;
    const now = pending
      ? ` Your turn: ${pending.kind === 'chess/action' ? actionPrompt(view.check.includes(pending.seat)) : pending.prompt}.`
      : '';
    const over = view.phase === 'over' && view.result ? ` The game is over: ${view.score}.` : '';
    return `${entries
      .slice(-8)
      .map((e) => e.text)
      .join(' ')}${now}${over}`;
  }

  protected renderStatus(view: TechChessView): TemplateResult {
    if (view.phase === 'over') return html`Game over · <strong>${view.score}</strong>`;
    if (view.phase === 'setup') return html`Setting up`;
    const actor = view.pending?.seat;
    const check = view.check.length > 0;
    return html`Turn <strong>${view.turn}</strong>${actor !== undefined ? html` · ${this.name(actor)} to play` : nothing}${check ? html` · <strong class="check-word">+ Check</strong>` : nothing}`;
  }

  protected renderHelp(): TemplateResult {
    return renderHelp();
  }

  protected renderPlay(view: TechChessView, layout: ChoiceLayout | null): TemplateResult {
    const chess = layout as ChessLayout | null;
    const board = this.boardFor(view, chess);
    const handOff = this.handOffTo !== null;
    const onTable = new Set<string>([
      ...view.board.flatMap((p) => (p ? [p.instance] : [])),
      ...(view.zones[`hand:${this.seat}`] ?? []).flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
    ]);
    const deck = (view.zones.deck ?? []).length;
    const discard = (view.zones.discard ?? []).filter((s) => s !== null).length;
    // The prompt straight above the table, and everything a decision is about inside the table: the
    // board, then (beside it on a wide screen, under it on a phone) the capturing card, the choice's cards
    // and buttons, and your hand. The tools, the typed entry, the moves and the log come after, so one
    // screen holds the decision on a phone as on a laptop.
    return html`
      ${renderPlayers(board)}
      <div class="layout">
        <div class="main">
          ${this.renderPromptBox(view, layout, view.phase === 'over')}
          ${view.phase === 'over' && view.result ? renderChessOver(view, this.name, () => this.newGame()) : nothing}
          ${this.renderBoard(
            html`<div class="table" @keydown=${this.turn.onKey}>
              ${renderSquares(board, this.kindOf)}
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
            <button class="flip" aria-pressed=${String(this.turn.flipped)} @click=${this.turn.flip}>⇅ Flip board</button>
            <span class="piles">Deck <strong>${deck}</strong> · <button class="link" @click=${() => this.open('.discard')}>Discard <strong>${discard}</strong></button></span>
          </div>
          ${handOff || view.phase === 'over' ? nothing : renderEntry({ ...this.turn.entry, onSubmit: this.onEntry })}
        </div>
        ${this.renderSideBox(view)}
      </div>
    `;
  }

  /** The moves in notation above the log in words, in the side column (or the Log sheet on a phone). */
  protected override renderLogBox(view: TechChessView): TemplateResult {
    return html`${renderMoves(view, this.name)}${super.renderLogBox(view)}`;
  }

  /** The inspector's card: the one focused or hovered, else the first card a choice offers, else the hand's. */
  protected override inspectedCard(view: TechChessView): string | null {
    if (!this.reader.inspected && view.pending && 'options' in view.pending) {
      const offered = view.pending.options.find((o) => o.card);
      if (offered?.card) return offered.card;
    }
    return super.inspectedCard(view);
  }

  protected override renderDialogs(): TemplateResult {
    const view = this.game.view(this.seat);
    const cards = (zone: string) => (view?.zones[zone] ?? []).flatMap((s) => (s && 'card' in s ? [s.card] : []));
    const discard = cards('discard').reverse();
    const expelled = cards('expelled');
    return html`<dialog class="discard" aria-labelledby="discard-title">
      <h2 id="discard-title">The discard</h2>
      <p>Anyone may look through the discard. The top card comes first.</p>
      ${discard.length === 0 ? html`<p class="quiet">The discard is empty.</p>` : html`<ul class="discard-list">${discard.map((id) => html`<li><tech-card .card=${this.card(id)}></tech-card></li>`)}</ul>`}
      <h3>Expelled</h3>
      <p>Out of the game: the wild cards and every captured king.</p>
      <ul class="discard-list">${expelled.map((id) => html`<li><tech-card .card=${this.card(id)}></tech-card></li>`)}</ul>
      <form method="dialog"><button class="primary">Close</button></form>
    </dialog>`;
  }

  /** The move sheet and its number of rows when it was last scrolled to its end. */
  private scrolledSheet: { sheet: Element | null; rows: number } = { sheet: null, rows: 0 };

  protected override updated(): void {
    super.updated();
    // The move sheet keeps its last round in view, scrolled in the next frame before it is drawn:
    // reading its height here would force a layout in the render (of a table whose cards have not drawn).
    const sheet = this.renderRoot.querySelector('.sheet');
    const rows = sheet?.querySelectorAll('tr').length ?? 0;
    if (!sheet || (sheet === this.scrolledSheet.sheet && rows === this.scrolledSheet.rows)) return;
    this.scrolledSheet = { sheet, rows };
    requestAnimationFrame(() => {
      sheet.scrollTop = sheet.scrollHeight;
    });
  }
}

export { game };

declare global {
  interface HTMLElementTagNameMap {
    'tech-chess': TechChess;
  }
}
