import { tricksOfTheTrade } from '../../games/tricks-of-the-trade/lazy-descriptor.js';
import { property } from 'lit/decorators.js';
import type { TricksState, TricksView } from '../../games/tricks-of-the-trade/index.js';
import { TechGameElement } from '../shared/game-element.js';
import { wholeNumberProperty } from '../shared/whole-number-attribute.js';
import { gameStyles } from '../shared/game.styles.js';
import type { SettingsRead } from '../shared/settings.js';
import { tricksRegions } from './regions.js';
import { readSettings, type TricksSettings } from './settings.js';
import { game, tricksSpec } from './spec.js';
import { styles } from './tricks.styles.js';

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
 * @csspart bid-scale - While another player bids: the bids they may make, inert.
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

  constructor() {
    super(tricksSpec, tricksRegions);
  }

  protected readAttributes(): SettingsRead<TricksSettings> {
    return readSettings(this.baseAttributes(), undefined, this.playersInPlay(tricksOfTheTrade));
  }
}

export { game };

declare global {
  interface HTMLElementTagNameMap {
    'tech-tricks': TechTricks;
  }
}
