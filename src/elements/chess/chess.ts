import { techChess } from '../../games/tech-chess/lazy-descriptor.js';
import type { TechChessState, TechChessView } from '../../games/tech-chess/index.js';
import { gameStyles, TechGameElement, type SettingsRead } from '../shared/index.js';
import { styles } from './chess.styles.js';
import { chessRegions } from './regions.js';
import { readSettings, type ChessSettings } from './settings.js';
import { chessSpec, game } from './spec.js';

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

  constructor() {
    super(chessSpec, chessRegions);
  }

  protected readAttributes(): SettingsRead<ChessSettings> {
    return readSettings(this.baseAttributes(), undefined, this.playersInPlay(techChess));
  }
}

export { game };

declare global {
  interface HTMLElementTagNameMap {
    'tech-chess': TechChess;
  }
}
