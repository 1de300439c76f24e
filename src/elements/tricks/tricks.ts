import { tricksOfTheTrade } from '../../games/tricks-of-the-trade/lazy-descriptor.js';
import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { TricksState, TricksView } from '../../games/tricks-of-the-trade/index.js';
import type { PendingChoice } from '../../engine/state.js';
import type { ChoiceLayout } from '../shared/choice.js';
import { TechGameElement } from '../shared/game-element.js';
import { wholeNumberProperty } from '../shared/whole-number-attribute.js';
import { gameStyles } from '../shared/game.styles.js';
import { renderActions } from '../shared/render/prompt.js';
import type { SettingsRead } from '../shared/settings.js';
import { type DOMAIN_NAMES, domainTag, type TricksBoard } from './board.js';
import { renderHand } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderScores } from './render/scores.js';
import { renderSheet } from './render/sheet.js';
import { renderTable } from './render/table.js';
import { renderOffer, renderTrades } from './render/trade.js';
import { renderLastTrick, renderLastTrickSummary, renderTrick } from './render/trick.js';
import { readSettings, type TricksSettings } from './settings.js';
import { game, tricksSpec } from './spec.js';
import { styles } from './tricks.styles.js';

/** How each kind of decision is answered here, under the engine's prompt. */
const HINTS: Record<string, string> = {
  'tricks/bid': 'Choose a number of tricks below your hand: your trump cards and high cards are what win them.',
  'tricks/offer': 'Choose a card of your hand to offer, or "No offer".',
  'tricks/offer-to': 'Choose the player to offer it to.',
  'tricks/offer-ask': 'Choose the domain you ask for in return (or any card).',
  'tricks/offer-answer': 'Choose a highlighted card of yours, or "Decline".',
  'tricks/effect': 'Choose a highlighted card to use its effect (the card is then discarded), or "Pass".',
  'tricks/play': 'Choose one of the highlighted cards of your hand.',
};

/**
 * Tricks of the Trade, played in the page against bots (or friends, taking turns on one device).
 *
 * A trick-taking game for 2 to 4 players over three rounds: a trump domain revealed from the 2s, a
 * secret goal domain for each player, bids, trade offers, one card effect each, then six tricks that
 * score for the tricks won, the bid made, the goal domain and all or none. The element renders the
 * engine's view of the game for the player on screen — your hand sorted by domain and value, the trump
 * card, your goal card, the trick with who played what, the last trick and who won it, trade offers,
 * the score sheet with every line explained — and turns clicks, taps and keys into the engine's
 * actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-tricks players="3" save-key="my-game"></tech-tricks>`.
 * The game is saved as it goes (with `save-key`), resumes after a reload, can be undone to the player's
 * last decision and shared as a link that replays it.
 *
 * @summary Tricks of the Trade against bots, with mouse, touch or keyboard.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, kind, moves }`.
 * @event tech-game-over - Once, when the game ends. `detail`: `{ game, scores, winners }`.
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the round, the phase and the buttons.
 * @csspart scores - The players with their points, bids, tricks won and hand sizes.
 * @csspart score - One player's pill (`score turn` for the player to act).
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart board - The table: a grid of the trick, the trump and goal cards, your hand and the choice's buttons.
 * @csspart trick - The trick being played, a place per player.
 * @csspart last-trick - The last trick gathered, folded to a line saying who won it and how (opened on tap).
 * @csspart fold - A summary line and what it opens: the last trick.
 * @csspart fold-toggle - The summary line's button.
 * @csspart trump - The trump card and its domain.
 * @csspart goal - Your goal card (only you see it).
 * @csspart offer - A trade offer made to you, with the card offered.
 * @csspart hand - Your hand, by domain and value.
 * @csspart cell - A card on the table.
 * @csspart target - A card that can be chosen now.
 * @csspart selected - A card selected for a choice of several.
 * @csspart actions - The pending choice's buttons.
 * @csspart option - A button of the pending choice.
 * @csspart confirm - The confirm button of a choice of several.
 * @csspart trades - This round's trade offers and their answers.
 * @csspart sheet - The score sheet, round by round, each scoring line explained.
 * @csspart over - The final scores and the winners.
 * @csspart handoff - The hand-off screen between two people of a hot-seat game.
 * @csspart log - The move log.
 * @csspart side - The card inspector and the log: beside the table on a wide screen, a sheet from the bottom below 960 px.
 * @csspart inspector - The large view of the card last focused, hovered or tapped.
 * @csspart reader - The button under the card a tap selected: choose it (or select it in a choice of several).
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 *
 * @cssproperty --tech-tricks-card - The width of a card of the trick. Default: fits the container, 62px to 108px.
 * @cssproperty --tech-surface - The table's colour. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour (prompt, score sheet, log).
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of highlighted targets. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family. Default: the page's (the element's parent's).
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 */
export class TechTricks extends TechGameElement<TricksState, TricksView, TricksSettings> {
  static override styles = [gameStyles, styles];

  /** Number of players, 2 to 4. Default 3. */
  @property(wholeNumberProperty) override players: number | null = null;

  protected readonly gameTitle = 'Tricks of the Trade';
  protected override sheets = { inspector: true };

  constructor() {
    super(tricksSpec);
  }

  protected readAttributes(): SettingsRead<TricksSettings> {
    return readSettings(this.baseAttributes(), undefined, this.playersInPlay(tricksOfTheTrade));
  }

  protected override layoutFor(pending: PendingChoice, moves: number): ChoiceLayout {
    const layout = super.layoutFor(pending, moves);
    const hint = HINTS[pending.kind ?? ''];
    if (hint && !layout.multi) layout.hint = hint;
    return layout;
  }

  private board(view: TricksView, layout: ChoiceLayout | null): TricksBoard {
    return { ...this.surface(layout), view };
  }

  protected renderStatus(view: TricksView): TemplateResult {
    if (view.over) return html`Game over`;
    if (view.round === 0) return html`Setting up`;
    const phase = view.phase.charAt(0).toUpperCase() + view.phase.slice(1);
    const trick =
      view.phase === 'tricks'
        ? html` · trick ${Math.min(view.tricks.length + 1, view.tricksPerRound)} of ${view.tricksPerRound}`
        : nothing;
    return html`Round <strong>${view.round}</strong> of ${view.rounds} · ${phase}${trick}${view.trump.domain ? html` · trump ${domainTag(view.trump.domain)}` : nothing}`;
  }

  protected renderHelp(): TemplateResult {
    return renderHelp();
  }

  protected renderPlay(view: TricksView, layout: ChoiceLayout | null): TemplateResult {
    const board = this.board(view, layout);
    const onTable = new Set([
      ...view.hand.map((c) => c.instance),
      ...['trump-card', 'trick', `goal:${this.seat}`, 'resolving'].flatMap((zone) =>
        (view.zones[zone] ?? []).flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
      ),
    ]);
    const hidden = this.handOffTo !== null;
    // The last trick folds to the line that says who won it (its cards are never options).
    const lastSummary = renderLastTrickSummary(board);
    return html`
      ${renderScores(board)}
      <div class="layout">
        <div class="main">
          ${this.renderPromptBox(view, layout, view.over)}
          ${this.renderOverBox(view.over ? this.renderRanking(view) : undefined)}
          ${this.renderBoard(html`
            <div class="table">
              ${renderTable(board)}
              ${renderTrick(board)}
            </div>
            ${lastSummary ? this.fold('last-trick', lastSummary, 'the cards of the last trick', renderLastTrick(board)) : nothing}
            ${renderOffer(board)}
            ${renderHand(board)}
            ${renderActions(board, onTable)}`)}
          ${hidden ? nothing : renderTrades(board)}
          ${renderSheet(board)}
        </div>
        ${this.renderSideBox(view)}
      </div>
    `;
  }

  /** Under the final scores: every goal card, the trump card left, and how a tie was broken. */
  private renderRanking(view: TricksView): TemplateResult {
    const goals = view.goals.map((id, seat) => ({ seat, card: id ? this.card(id) : null }));
    return html`<p class="goals">Goal cards: ${goals.map(({ seat, card }, i) => html`${i > 0 ? ' · ' : ''}${this.name(seat)} ${card ? domainTag(card.domain as keyof typeof DOMAIN_NAMES) : '–'}`)}.
      ${view.remainingTrump.length ? html`The trump card left: ${view.remainingTrump.map((id) => this.card(id).name).join(', ')}.` : nothing}</p>
      ${view.ranking?.tieBreak ? html`<p class="tie-break">${view.ranking.tieBreak}</p>` : nothing}`;
  }
}

export { game };

declare global {
  interface HTMLElementTagNameMap {
    'tech-tricks': TechTricks;
  }
}
