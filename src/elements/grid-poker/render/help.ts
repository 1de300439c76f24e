// Rules help: the game in a few paragraphs, and how to play it here with a mouse, a finger or keys.
import { html, type TemplateResult } from 'lit';

export function renderHelp(): TemplateResult {
  return html`
    <h2 id="help-title">How to play Tech Grid Poker</h2>
    <p>Make the best poker hands with the 3×3 <strong>market</strong> in the middle of the table. A hand is a row or a
      column of the market plus cards of yours: your two <strong>company</strong> cards, or up to two cards from your
      <strong>hand</strong>. The game lasts four rounds; the most points wins.</p>
    <ol>
      <li><strong>Company effects.</strong> Each player may use the effect of one company card.</li>
      <li><strong>Hand effects.</strong> Each player may reveal a hand card, use its effect, discard it and draw.</li>
      <li><strong>Grid poker.</strong> Commit up to two hand cards face down beside a row or a column, then place your
        company beside a line of the other kind (company on a row means hand cards on a column, and the reverse).
        The cards are revealed: the best row hand and the best column hand each score 1 point, or 2 points when
        better than three of a kind (a straight or more). Each winner discards a market card of their line.
        Winning hand cards are discarded and redrawn; the others may be taken back or redrawn.</li>
      <li><strong>Company improvement.</strong> You may swap a company card for a hand card.</li>
      <li><strong>End of round.</strong> Discard down to 4 cards (3 with 5 or 6 players); with fewer than 3, draw one.</li>
    </ol>
    <p>Hands rank from high card, pair, two pair, three of a kind, straight, flush, full house, four of a kind,
      straight flush to royal flush (9 to 13 of one domain); wild cards count as whatever suits you best. Aces are
      low. Equal hands break ties only as the rule book says: a high card by its top card's value, then its domain
      (Knowledge (book) &lt; Science (beaker) &lt; Technology (gear) &lt; Services (globe)); three of a kind, full house and
      four of a kind by the matching cards alone. Hands still equal all score, and the first in turn order picks the
      market card. A card that comes into a company during the company effects phase may be used once, right after
      the effect that brought it ends.</p>
    <h3>Playing here</h3>
    <ul>
      <li>The prompt above the table says what to do now; the cards and gutters you may choose are highlighted.</li>
      <li>Mouse: click a highlighted card, gutter or button. When several cards may be chosen, select them,
        then press the confirm button.</li>
      <li>Touch: a tap on a card shows it large and plays nothing; tap it again, or press the Choose button, to
        play it. When several cards may be chosen, tap them, then the confirm button. A long press only shows the card.</li>
      <li>On a narrow screen the other players' companies fold to a line of scores: tap it to open them. The Card
        and Log buttons show the card inspector and the move log.</li>
      <li>Keyboard: Tab into the table, move with the arrow keys (Home and End for a row's ends), and press Enter or
        Space to choose.</li>
      <li>Undo takes back your last decision. The game is saved as you play when the page gives it a save key,
        and Share copies a link that replays this game.</li>
    </ul>
  `;
}
