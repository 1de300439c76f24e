// Rules help: regular poker with the Tech Deck in a few paragraphs (with the house rulings R1-R4 it
// plays by), and how to play it here with a mouse, a finger or the keys.
import { html, type TemplateResult } from 'lit';

export function renderHelp(): TemplateResult {
  return html`
    <h2 id="help-title">How to play Tech Poker</h2>
    <p>Five-card draw with the Tech Deck, for 2 to 6 players. Each player starts with <strong>20 chips</strong>. The match
      ends when one player holds every chip, or after <strong>20 hands</strong> (the most chips win; equal stacks share).</p>
    <ol>
      <li><strong>Ante and deal.</strong> The dealer button passes left each hand. Each player still in the match antes 1 chip
        and is dealt 5 cards.</li>
      <li><strong>Betting.</strong> From the dealer's left: check, bet, call, raise or fold. A bet or raise is 1 chip up to the
        smallest stack of the players still in the hand.</li>
      <li><strong>Card effects.</strong> Before each of your betting actions you may reveal one hand card and use its effect;
        it is then discarded and you draw a replacement. Effects last until the end of the hand.</li>
      <li><strong>The draw.</strong> Each player still in discards 0 to 3 cards, face down, and draws as many. Then a second
        betting round.</li>
      <li><strong>Showdown.</strong> The best five-card hand takes the pot, ranked as in Grid Poker: the Ace is 1 and low only,
        straights don't wrap, a wild card becomes the card that makes your hand best, and five of a kind beats a royal flush.
        Equal hands split the pot; the odd chip goes to the first of them after the dealer.</li>
    </ol>
    <h3>Playing here</h3>
    <ul>
      <li>The prompt above the table says what to do now; what you may choose is highlighted.</li>
      <li>Mouse or touch: click a highlighted card or button. To bet, set the amount with − and +, then press Bet.
        At the draw, choose the cards to change, then confirm (with none chosen, you stand pat).</li>
      <li>Keyboard: Tab into the table, move with the arrow keys, and press Enter or Space. In the betting row, + and − (or
        Page Up and Page Down) change the amount.</li>
      <li>Undo takes back your last decision. The game is saved as you play when the page gives it a save key,
        and Share copies a link that replays this match.</li>
    </ul>
  `;
}
