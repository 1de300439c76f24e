import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { LogEntry, PendingChoice } from '../../engine/state.js';
import type { PokerState, PokerView } from '../../games/poker/index.js';
import { poker } from '../../games/poker/lazy-descriptor.js';
import { gameStyles, renderActions, sentence, TechGameElement, type ChoiceLayout } from '../shared/index.js';
import { clampBet, layoutBet, layoutPoker, type BetLayout } from './choice.js';
import { spec } from './game.js';
import { styles } from './poker.styles.js';
import { renderBet } from './render/bet.js';
import { renderHand } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderOver } from './render/over.js';
import { renderSeats, statusWords } from './render/seats.js';
import { lastEnded, renderShowdown } from './render/showdown.js';
import { readPokerSettings, type PokerSettings } from './settings.js';
import type { Table } from './table.js';

/**
 * Regular poker with the Tech Deck, played in the page against bots (or friends, taking turns on one
 * device): five-card draw for 2 to 6 players, where before each betting action a player may reveal a
 * hand card and use its effect, then draw a replacement (house rulings R1-R4).
 *
 * The players sit above the pot with their chips, their stake in the hand, the dealer button and whose
 * turn it is; your hand below, then the bet controls (Fold, Check or Call, a bet or raise with its
 * amount), the cards to change at the draw, or the hand cards whose effect you may use. The showdown
 * names every hand shown and who took the pot. The element renders the engine's view for the player on
 * screen and turns clicks, taps and keys into the engine's actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-poker players="4" save-key="my-table"></tech-poker>`. The
 * match is saved as it goes (with `save-key`), resumes after a reload, can be undone to the player's last
 * decision and shared as a link that replays it.
 *
 * @summary Five-card draw poker with Tech Deck card effects, against bots, with mouse, touch or keyboard.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, kind, moves }`.
 * @event tech-game-over - Once, when the match ends. `detail`: `{ game, scores, winners }` (scores are the chips).
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the hand and the buttons.
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart chips - The players and the pot.
 * @csspart seat - A player's chips, stake and state (dealer, folded, out).
 * @csspart pot - The pot, the ante, the bets and the card effects of the hand.
 * @csspart effects - The cards revealed for their effect this hand.
 * @csspart board - Your hand, a revealed card and the bet controls (one keyboard grid).
 * @csspart cell - A card of your hand.
 * @csspart target - A card or button that can be chosen now.
 * @csspart bet - The bet controls' row.
 * @csspart bet-go - The bet or raise button, showing the amount.
 * @csspart option - A button of the pending choice.
 * @csspart confirm - The confirm button of the draw.
 * @csspart showdown - The last hand's end: every hand shown, named, and who took the pot.
 * @csspart win - A winner's chips at the showdown.
 * @csspart over - The end of the match.
 * @csspart log - The move log.
 * @csspart inspector - The large view of the card last focused, hovered or tapped.
 * @csspart handoff - The screen between two people's turns in a hot-seat match.
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 *
 * @cssproperty --tech-poker-card - The width of a hand card. Default: fits the container and the screen, 52px to 110px.
 * @cssproperty --tech-surface - The table's colour. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour (prompt, players, log, showdown).
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of targets and the player to act. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family. Default: the page's (the element's parent's).
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 */
export class TechPoker extends TechGameElement<PokerState, PokerView, PokerSettings> {
  static override styles = [gameStyles, styles];

  /** The bet or raise size the amount control shows; null: the default for the decision (half the pot). */
  @state() private betAmount: number | null = null;
  private moveCount = -1;

  protected readonly gameTitle = 'Tech Poker';

  constructor() {
    super(spec);
    this.sheets = { inspector: true };
  }

  protected readAttributes() {
    return readPokerSettings(this.baseAttributes(), undefined, this.playersInPlay(poker));
  }

  protected override layoutFor(pending: PendingChoice, moves: number): ChoiceLayout {
    return layoutPoker(pending, moves);
  }

  protected renderStatus(view: PokerView): string {
    return statusWords(view);
  }

  protected renderHelp(): TemplateResult {
    return renderHelp();
  }

  override reset(): void {
    super.reset();
    this.betAmount = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const moves = this.game.match?.log.length ?? -1;
    if (moves !== this.moveCount) {
      this.moveCount = moves;
      this.betAmount = null; // every decision starts from the default amount
    }
  }

  /** The default size of a bet or raise: half the pot, within the sizes offered. */
  private defaultBet(bet: BetLayout, pot: number): number {
    return clampBet(bet, Math.max(1, Math.round(pot / 2)));
  }

  private table(view: PokerView, layout: ChoiceLayout | null): Table {
    const bet = layout ? layoutBet(layout.pending) : null;
    return {
      ...this.surface(layout),
      view,
      bet,
      betAmount: bet ? clampBet(bet, this.betAmount ?? this.defaultBet(bet, view.pot)) : 0,
      setBet: (amount) => {
        this.betAmount = amount;
      },
    };
  }

  /** The + and − keys (and Page Up, Page Down) change the amount from anywhere in the betting row. */
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

  protected renderPlay(view: PokerView, layout: ChoiceLayout | null): TemplateResult {
    const t = this.table(view, layout);
    const last = lastEnded(t);
    const onTable = new Set(
      [`hand:${this.seat}`, 'resolving']
        .flatMap((zone) => view.zones[zone] ?? [])
        .flatMap((slot) => (slot && 'instance' in slot ? [slot.instance] : [])),
    );
    // The prompt, the players and the table (your hand, the bet controls) together at the top, so a
    // decision fits one screen on a phone as on a laptop; the last showdown under the table.
    return html`<div class="layout">
      <div class="main">
        ${this.renderPromptBox(view, layout, view.over)}
        ${view.over ? renderOver(t, () => this.newGame()) : nothing}
        ${renderSeats(t)}
        ${this.renderBoard(html`${renderHand(t)} ${t.bet ? renderBet(t, t.bet, this.onBetKey) : layout ? renderActions(t, onTable, 'hand') : nothing}`, 'Your hand')}
        ${last ? renderShowdown(t, last) : nothing}
      </div>
      ${this.renderSideBox(view)}
    </div>`;
  }

  /** What the live region says after a move: what happened, then what to do now, and the final chips at the end. */
  protected override announcement(view: PokerView, entries: readonly LogEntry[], mine: boolean): string {
    const now = mine ? ` Your turn: ${sentence((view.pending as { prompt: string }).prompt)}` : '';
    const over = view.outcome
      ? ` Final chips: ${view.outcome.scores.map((s, seat) => `${this.name(seat)} ${s}`).join(', ')}.`
      : '';
    return `${entries
      .slice(-10)
      .map((e) => e.text)
      .join(' ')}${now}${over}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-poker': TechPoker;
  }
}
