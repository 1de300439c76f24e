import { pokerSquared } from '../../games/poker-squared/lazy-descriptor.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { LogEntry, PendingChoice } from '../../engine/state.js';
import type { PokerSquaredState, PokerSquaredView } from '../../games/poker-squared/index.js';
import {
  gameStyles,
  renderActions,
  sentence,
  TechGameElement,
  wholeNumberProperty,
  type ChoiceLayout,
} from '../shared/index.js';
import { clampBet, concedeOption, layoutBet, layoutPokerSquared, squareTarget, type BetLayout } from './choice.js';
import { LineRevealController } from './controllers/line-reveal.js';
import { spec } from './game.js';
import { styles } from './poker-squared.styles.js';
import { renderBet } from './render/bet.js';
import { renderChips, statusWords } from './render/chips.js';
import { renderConcede } from './render/concede.js';
import { renderGrids, renderStandings } from './render/grids.js';
import { cardWords } from './render/face.js';
import { renderHand } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderOver } from './render/over.js';
import { renderScoring } from './render/scoring.js';
import { lastEnded, renderShowdown } from './render/showdown.js';
import { readPokerSquaredSettings, type PokerSquaredSettings } from './settings.js';
import { plural, type Table } from './table.js';

/**
 * Poker Squared, played in the page against a bot (or a friend, taking turns on one device).
 *
 * A duel of three-card poker and 3×3 grids: each hand both players draw four cards, place one face up on
 * their own grid, bet on the three they keep and show them down; after hands 9, 18 and 27 the full grids
 * are compared line by line, each better line taking the ante. Both grids stand side by side with each
 * line's standing marked at its end; the chips, the pot and the ante sit above them; the bet controls
 * (Fold, Check or Call, a bet or raise with its amount) below, and a Concede button (P8) under the table. The showdown names both hands, and a
 * scored grid is shown one line at a time (skippable; the game never waits for it). The element renders
 * the engine's view of the game for the player on screen and turns clicks, taps and keys into the
 * engine's actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-poker-squared save-key="my-duel"></tech-poker-squared>`.
 * `variant="tech"` plays the Tech Deck variant (ruling P7) with card effects. The match is saved as it
 * goes (with `save-key`), resumes after a reload, can be undone to the player's last decision and shared
 * as a link that replays it.
 *
 * @summary Poker Squared against a bot, with mouse, touch or keyboard.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, kind, moves }`.
 * @event tech-game-over - Once, when the match ends. `detail`: `{ game, scores, winners }` (scores are the chips).
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the hand, the grid, the ante and the buttons.
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart chips - The players' chips and the pot between them.
 * @csspart purse - A player's chips.
 * @csspart pot - The pot, the ante and the bets of the hand.
 * @csspart board - The table: both grids, your hand and the bet controls (one keyboard grid).
 * @csspart square - A square of a grid.
 * @csspart target - A square or a card that can be chosen now.
 * @csspart card - A card of your hand.
 * @csspart bet - The bet controls' row: Fold, Check or Call, and the bet or raise with its amount.
 * @csspart bet-go - The bet or raise button, showing the amount.
 * @csspart option - A button of the pending choice.
 * @csspart confirm - The confirm button of a choice of several.
 * @csspart lines - Every line's standing in words.
 * @csspart showdown - The last hand's end: both hands named and who took the pot.
 * @csspart win - The winner's badge at the showdown.
 * @csspart scoring - A scored grid, line by line.
 * @csspart skip - The button that shows every line of a scored grid at once.
 * @csspart concede - The Concede button under the table on your decision, and its question (P8).
 * @csspart over - The end of the match.
 * @csspart log - The move log.
 * @csspart inspector - The large view of the card last focused, hovered or tapped (beside the table, or the Card sheet on a phone).
 * @csspart handoff - The screen between two people's turns in a hot-seat match.
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 *
 * @cssproperty --tech-poker-squared-card - The width of a grid square's card. Default: fits the container, 36px to 96px.
 * @cssproperty --tech-surface - The table's colour. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour (prompt, chips, log, showdown).
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of targets and leading lines. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family. Default: the page's (the element's parent's).
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 * @cssproperty --tech-suit-red - Hearts and diamonds on the cards. Default `#c0182e`.
 * @cssproperty --tech-suit-black - Clubs and spades on the cards. Default `#1c1b1a`.
 */
export class TechPokerSquared extends TechGameElement<PokerSquaredState, PokerSquaredView, PokerSquaredSettings> {
  static override styles = [gameStyles, styles];

  /** Always 2: Poker Squared is a duel (any other value is refused with a message). */
  @property(wholeNumberProperty) override players: number | null = null;

  /** How many players are people, taking turns on this device: 1 (against the bot, the default) or 2. */
  @property(wholeNumberProperty) override humans: number | null = null;

  /** How the bot plays: `good` (the default), `random`, or `call-everything` (checks and calls, never bets or folds). */
  @property({ attribute: 'bot-level' }) override botLevel: string | null = null;

  /** `standard` (the 52-card deck, the default) or `tech`: the Tech Deck variant (P7), with one card effect per player per hand. */
  @property() variant: string | null = null;

  /** The bet or raise size the amount control shows; null: the default for the decision (half the pot). */
  @state() private betAmount: number | null = null;
  /** The scored grid whose panel was hidden by the player. */
  @state() private hiddenGrid = 0;
  /** The question "Concede the match?" is showing (P8). */
  @state() private askingConcede = false;

  private readonly reveal = new LineRevealController(this);
  private moveCount = -1;

  protected readonly gameTitle = 'Poker Squared';
  protected override setupProperties: readonly string[] = ['players', 'humans', 'seed', 'botLevel', 'variant'];

  constructor() {
    super(spec);
    // The card inspector and the log: a column on a wide screen, sheets on a phone (where a tap on a card
    // shows it large before it is played).
    this.sheets = { inspector: true };
  }

  protected readAttributes() {
    return readPokerSquaredSettings(
      { ...this.baseAttributes(), variant: this.variant },
      undefined,
      this.playersInPlay(pokerSquared),
    );
  }

  protected override layoutFor(pending: PendingChoice, moves: number): ChoiceLayout {
    return layoutPokerSquared(pending, moves);
  }

  protected renderStatus(view: PokerSquaredView): string {
    return statusWords(this.table(view, null));
  }

  protected renderHelp(): TemplateResult {
    return renderHelp(this.game.settings?.variant === 'tech');
  }

  override reset(): void {
    super.reset();
    this.reveal.reset();
    this.betAmount = null;
    this.hiddenGrid = 0;
    this.askingConcede = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const match = this.game.match;
    const moves = match?.log.length ?? -1;
    if (moves !== this.moveCount) {
      this.moveCount = moves;
      this.betAmount = null; // every decision starts from the default amount
      this.askingConcede = false;
    }
    const pace = this.botPace > 0 ? Math.min(Math.max(this.botPace, 350), 1200) : 0;
    this.reveal.sync(match ? match.state.grids.length : 0, pace);
  }

  /** The default size of a bet or raise: half the pot, within the sizes offered. */
  private defaultBet(bet: BetLayout, pot: number): number {
    return clampBet(bet, Math.max(1, Math.round(pot / 2)));
  }

  private table(view: PokerSquaredView, layout: ChoiceLayout | null): Table {
    const bet = layout ? layoutBet(layout.pending) : null;
    return {
      ...this.surface(layout),
      view,
      bet,
      betAmount: bet ? clampBet(bet, this.betAmount ?? this.defaultBet(bet, view.pot)) : 0,
      setBet: (amount) => {
        this.betAmount = amount;
      },
      pickSquare: (owner, square) => {
        const option = owner === this.seat ? layout?.byTarget.get(squareTarget(square)) : undefined;
        if (layout && option !== undefined) return this.choice.play([option]);
        if (layout && layout.byTarget.size > 0) {
          return this.choice.refuse(
            owner === this.seat
              ? 'That square is taken: choose a highlighted empty square of your grid.'
              : `That square is on ${this.name(owner)}'s grid: choose a highlighted empty square of your grid.`,
          );
        }
        this.choice.refuse(this.refusal(layout, 'That square'));
      },
    };
  }

  /** Shows or hides the question "Concede the match?", keeping the focus on the control that replaces the one pressed. */
  private askConcede = (asking: boolean): void => {
    this.askingConcede = asking;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(asking ? '.concede .primary' : '.concede button')?.focus(),
    );
  };

  /** The + and − keys (and Page Up, Page Down) change the amount from anywhere in the betting rows. */
  private onBetKey = (event: KeyboardEvent): void => {
    const view = this.game.view(this.seat);
    const layout = view ? this.currentLayout(view) : null;
    const bet = layout && view ? layoutBet(layout.pending) : null;
    if (!bet || bet.sizes.length === 0 || !view) return;
    const step = ['+', '=', 'PageUp'].includes(event.key) ? 1 : ['-', '_', 'PageDown'].includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const sizes = bet.sizes.map((s) => s.by);
    const now = sizes.indexOf(clampBet(bet, this.betAmount ?? this.defaultBet(bet, view.pot)));
    this.betAmount = sizes[Math.max(0, Math.min(sizes.length - 1, now + step))];
  };

  protected renderPlay(view: PokerSquaredView, layout: ChoiceLayout | null): TemplateResult {
    const t = this.table(view, layout);
    const last = lastEnded(t);
    const scored = view.grids.at(-1);
    const showScoring =
      !!scored &&
      this.hiddenGrid !== scored.grid &&
      (view.over ? scored.hand === view.hand : scored.hand === view.hand - 1);
    // The last showdown stands out until the next hand's cards are placed.
    const fresh = !!last && !view.over && view.record?.hand === last.hand + 1 && view.record.placed.length === 0;
    const onTable = new Set(
      [`hand:${this.seat}`, `placing:${this.seat}`, 'grid:0', 'grid:1']
        .flatMap((zone) => view.zones[zone] ?? [])
        .flatMap((slot) => (slot && 'instance' in slot ? [slot.instance] : [])),
    );
    // The prompt, the chips and the table (both grids, your hand, the bet controls) together at the top,
    // so a decision fits one screen on a phone as on a laptop; the last showdown and a scored grid under
    // the table, where they don't push it off the screen.
    return html`<div class="layout">
      <div class="main">
        ${this.renderPromptBox(view, layout, view.over)}
        ${view.over ? renderOver(t, () => this.newGame()) : nothing}
        ${renderChips(t)}
        ${this.renderBoard(
          html`${renderGrids(t)} ${renderHand(t)} ${t.bet ? renderBet(t, t.bet, this.onBetKey) : layout && (layout.buttons.length > 0 || layout.multi || [...layout.byInstance.keys()].some((i) => !onTable.has(i))) ? renderActions(t, onTable, 'hand') : nothing}`,
          'Grids and hand',
        )}
        ${
          this.handOffTo === null && layout && !view.over
            ? renderConcede({
                index: concedeOption(layout.pending),
                asking: this.askingConcede,
                ask: this.askConcede,
                concede: (index) => this.choice.play([index]),
              })
            : nothing
        }
        ${last ? renderShowdown(t, last, fresh) : nothing}
        ${
          showScoring
            ? renderScoring(t, scored!, {
                shown: this.reveal.shown,
                skip: this.reveal.skip,
                hide: () => (this.hiddenGrid = scored!.grid),
              })
            : nothing
        }
        ${renderStandings(t)}
      </div>
      ${this.renderSideBox(view)}
    </div>`;
  }

  protected override cardName(id: string): string {
    const view = this.game.view(this.seat);
    return view ? cardWords({ view, card: this.card }, id) : id;
  }

  /** The card the inspector shows large: a Tech Deck card, or a playing card of the standard deck. */
  protected override renderInspector(view: PokerSquaredView): TemplateResult {
    const id = this.handOffTo === null ? this.inspectedCard(view) : null;
    if (!id) return html``;
    return view.deck === 'standard'
      ? html`<tech-playing-card card-id=${id}></tech-playing-card>`
      : html`<tech-card .card=${this.card(id)}></tech-card>`;
  }

  /**
   * What the live region says after a move: what happened (a scored grid's eight lines in one sentence),
   * then what to do now, and the final chips at the end.
   */
  protected override announcement(view: PokerSquaredView, entries: readonly LogEntry[], mine: boolean): string {
    const said: string[] = [];
    let lines = false; // the grid's lines are said once, as one sentence
    for (const entry of entries) {
      if (entry.event !== 'poker-squared/line') said.push(entry.text);
      else if (!lines) {
        lines = true;
        const grid = view.grids.at(-1);
        if (grid)
          said.push(
            `Lines: ${[0, 1].map((s) => `${this.name(s)} ${plural(grid.won[s], 'line')} (${grid.net[s] >= 0 ? '+' : '−'}${Math.abs(grid.net[s])} chips)`).join(', ')}.`,
          );
      }
    }
    const now = mine ? ` Your turn: ${sentence((view.pending as { prompt: string }).prompt)}` : '';
    const over = view.outcome
      ? ` Final chips: ${view.outcome.scores.map((s, seat) => `${this.name(seat)} ${s}`).join(', ')}.`
      : '';
    return `${said.slice(-10).join(' ')}${now}${over}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-poker-squared': TechPokerSquared;
  }
}
