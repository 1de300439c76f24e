import { gridPoker } from '../../games/grid-poker/lazy-descriptor.js';
import { property } from 'lit/decorators.js';
import type { GridPokerState, GridPokerView } from '../../games/index.js';
import { TechGameElement } from '../shared/game-element.js';
import { wholeNumberProperty } from '../shared/whole-number-attribute.js';
import { gameStyles } from '../shared/game.styles.js';
import type { SettingsRead } from '../shared/settings.js';
import { styles } from './grid-poker.styles.js';
import { gridPokerRegions } from './regions.js';
import { readSettings, type GameSettings } from './settings.js';
import { game, gridPokerSpec } from './spec.js';

/**
 * Tech Grid Poker, played in the page against bots (or friends, taking turns on one device).
 *
 * Five-card poker on two dimensions: each player joins a row or a column of the 3×3 market with up to
 * two hand cards, and another line with their two company cards; the best row hand and the best column
 * hand score each grid poker phase, for four rounds. The element renders the engine's view of the game
 * for the player on screen and turns clicks, taps and keys into the engine's actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-grid-poker players="3" save-key="my-game"></tech-grid-poker>`.
 * The game is saved as it goes (with `save-key`), resumes after a reload, can be undone to the player's
 * last decision and shared as a link that replays it.
 *
 * @summary Tech Grid Poker against bots, with mouse, touch or keyboard.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, kind, moves }`.
 * @event tech-game-over - Once, when the game ends. `detail`: `{ game, scores, winners }`.
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the round, the phase and the buttons.
 * @csspart scores - The list of players with their scores and hand sizes.
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart board - The table: a grid of the market, the companies, your hand and the choice's buttons.
 * @csspart market - The 3×3 market with its row and column gutters.
 * @csspart gutter - A gutter beside a market row or above a column.
 * @csspart cell - A card on the table.
 * @csspart target - A card or gutter that can be chosen now.
 * @csspart selected - A card selected for a choice of several.
 * @csspart actions - The pending choice's buttons.
 * @csspart option - A button of the pending choice.
 * @csspart confirm - The confirm button of a choice of several.
 * @csspart opponents - The other players' companies, folded to a summary line (every seat's points) that opens on tap.
 * @csspart fold - A summary line and what it opens: the opponents.
 * @csspart fold-toggle - The summary line's button.
 * @csspart you - Your company and hand.
 * @csspart piles - The deck and the discard.
 * @csspart reveal - The hands of the last grid poker phase and who won.
 * @csspart log - The move log.
 * @csspart side - The card inspector and the log: beside the table on a wide screen, a sheet from the bottom below 960 px.
 * @csspart inspector - The large view of the card last focused, hovered or tapped.
 * @csspart reader - The button under the card a tap selected: choose it (or select it in a choice of several).
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 *
 * @cssproperty --tech-grid-poker-card - The width of a market card. Default: fits the container, 64px to 120px.
 * @cssproperty --tech-surface - The table's colour. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour (prompt, log, reveal).
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of highlighted targets. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family. Default: the page's (the element's parent's).
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 */
export class TechGridPoker extends TechGameElement<GridPokerState, GridPokerView, GameSettings> {
  static override styles = [gameStyles, styles];

  /** Number of players, 1 to 6 (1: a solo game against the artificial player of the rules). */
  @property(wholeNumberProperty) override players: number | null = null;

  /** Plays with the optional betting round (ruling G11). */
  @property({ type: Boolean }) bidding = false;

  /** Plays with one Tech Deck at 5 or 6 players instead of the two the rules suggest (ruling G13). */
  @property({ type: Boolean, attribute: 'one-deck' }) oneDeck = false;

  protected override setupProperties = ['players', 'humans', 'seed', 'bidding', 'oneDeck', 'botLevel'];

  constructor() {
    super(gridPokerSpec, gridPokerRegions);
  }

  protected readAttributes(): SettingsRead<GameSettings> {
    return readSettings(
      {
        ...this.baseAttributes(),
        bidding: this.bidding,
        oneDeck: this.oneDeck,
      },
      undefined,
      this.playersInPlay(gridPoker),
    );
  }
}

export { game };

declare global {
  interface HTMLElementTagNameMap {
    'tech-grid-poker': TechGridPoker;
  }
}
