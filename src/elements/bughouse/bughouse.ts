import type { BughouseState, BughouseView } from '../../games/bughouse/index.js';
import { bughouse } from '../../games/bughouse/lazy-descriptor.js';
import { styles as chessStyles } from '../chess/chess.styles.js';
import { gameStyles, TechGameElement } from '../shared/index.js';
import { styles } from './bughouse.styles.js';
import { spec } from './game.js';
import { bughouseRegions } from './regions.js';
import { readBughouseSettings, type BughouseSettings } from './settings.js';

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

  constructor() {
    super(spec, bughouseRegions);
  }

  protected readAttributes() {
    return readBughouseSettings(this.baseAttributes(), undefined, this.playersInPlay(bughouse));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-bughouse': TechBughouse;
  }
}
