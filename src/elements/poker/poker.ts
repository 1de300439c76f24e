import type { PokerState, PokerView } from '../../games/poker/index.js';
import { poker } from '../../games/poker/lazy-descriptor.js';
import { gameStyles, TechGameElement } from '../shared/index.js';
import { spec } from './game.js';
import { styles } from './poker.styles.js';
import { pokerRegions } from './regions.js';
import { readPokerSettings, type PokerSettings } from './settings.js';

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

  constructor() {
    super(spec, pokerRegions);
  }

  protected readAttributes() {
    return readPokerSettings(this.baseAttributes(), undefined, this.playersInPlay(poker));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-poker': TechPoker;
  }
}
