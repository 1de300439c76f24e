import { pokerSquared } from '../../games/poker-squared/lazy-descriptor.js';
import { property } from 'lit/decorators.js';
import type { PokerSquaredState, PokerSquaredView } from '../../games/poker-squared/index.js';
import { gameStyles, TechGameElement, wholeNumberProperty } from '../shared/index.js';
import { spec } from './game.js';
import { styles } from './poker-squared.styles.js';
import { pokerSquaredRegions } from './regions.js';
import { readPokerSquaredSettings, type PokerSquaredSettings } from './settings.js';

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

  protected override setupProperties: readonly string[] = ['players', 'humans', 'seed', 'botLevel', 'variant'];

  constructor() {
    super(spec, pokerSquaredRegions);
  }

  protected readAttributes() {
    return readPokerSquaredSettings(
      { ...this.baseAttributes(), variant: this.variant },
      undefined,
      this.playersInPlay(pokerSquared),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-poker-squared': TechPokerSquared;
  }
}
