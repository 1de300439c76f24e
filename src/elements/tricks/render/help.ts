// Rules help: the game in a few paragraphs, and how to play it here with a mouse, a finger or keys.
import { html, type TemplateResult } from 'lit';
import { renderPlayingHere } from '../../shared/render/dialogs.js';

export function renderHelp(): TemplateResult {
  return html`
    <h2 id="help-title">How to play Tricks of the Trade</h2>
    <p>A trick-taking game for 2 to 4 players over <strong>three rounds</strong>. The four 2s form the
      <strong>trump deck</strong>; each player gets one of the four 1s as a secret <strong>goal card</strong>, kept all
      game; the wild cards are out. Each round everyone is dealt 10 cards and plays 6 tricks.</p>
    <ol>
      <li><strong>Trump.</strong> The top card of the trump deck is revealed: its domain is trump this round.</li>
      <li><strong>Bid.</strong> From the first player, each bids how many tricks (0 to 6) they will win.</li>
      <li><strong>Trade.</strong> Each may offer one hand card to another player, asking for a card of a domain
        (or any card). The other accepts by choosing the card to give back, or declines. Only the two see the cards.</li>
      <li><strong>Game effects.</strong> Each may use the effect of one hand card, which is then discarded. Effects
        draw only from the draw deck and the discard; the trump card counts as a neutral card they may affect,
        copy or exchange (the trump domain follows the card in its place).</li>
      <li><strong>Tricks.</strong> The first player leads any card; the others must follow the led domain if they can,
        else play any card. The highest trump wins the trick, else the highest card of the led domain (the Ace
        counts 1). The winner leads the next trick.</li>
      <li><strong>Scoring.</strong> 1 point a trick won; +3 for winning exactly your bid, or +1 for winning more;
        +1 for each trick you won that holds a card of your goal domain; +2 for winning all six tricks or none.</li>
      <li><strong>Clean-up.</strong> The 2 of the domain that was trump at the end of the round is expelled, wherever it
        is; the other 2s go back to the trump deck, everything else is shuffled into the draw deck, and the first player
        passes to the left.</li>
    </ol>
    <p>After three rounds the highest total wins. Ties go to the player whose goal card matches the remaining trump card,
      then to the most base points (tricks), then to the highest card won (Knowledge (book) &lt; Science (beaker) &lt;
      Technology (gear) &lt; Services (globe)).</p>
    ${renderPlayingHere()}
  `;
}
