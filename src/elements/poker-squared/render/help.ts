// Rules help: Poker Squared in a few paragraphs (with the house rulings it plays by), and how to play it
// here with a mouse, a finger or the keys.
import { html, nothing, type TemplateResult } from 'lit';

export function renderHelp(tech: boolean): TemplateResult {
  return html`
    <h2 id="help-title">How to play Poker Squared</h2>
    <p>A duel of three-card poker and 3×3 grids. Each player starts with <strong>40 chips</strong>; the match lasts
      <strong>27 hands</strong>, or until a player has no chips left. The most chips wins (equal chips: the more grid lines won).</p>
    <ol>
      <li><strong>Ante.</strong> Each player puts in the ante: 1 chip for hands 1-9, 2 for hands 10-18, 3 for hands 19-27.</li>
      <li><strong>Draw and place.</strong> Each player draws 4 cards and places one face up on an empty square (A-I) of their
        own grid. Both choose in secret; the two cards are turned up together. The other three are your hand.</li>
      ${
        tech
          ? html`<li><strong>Card effect.</strong> In the Tech Deck variant each player, from the first bettor, may reveal a hand card
        and use its effect; it is then discarded and replaced.</li>`
          : nothing
      }
      <li><strong>Betting.</strong> The player who placed the lower card (Ace high) bets first. Check, bet, call, raise or
        fold; a bet is 1 chip or more and at most what the poorer player has left. A fold gives the pot to the other player.</li>
      <li><strong>Showdown.</strong> Both three-card hands are shown and the better takes the pot: straight flush, three of a
        kind, straight, flush, pair, high card; ties by the highest ranks, and identical ranks split the pot back.
        The Ace is high or low (A-2-3 is the lowest straight, Q-K-A the highest).</li>
      <li><strong>The grids.</strong> After hands 9, 18 and 27 both grids are full and are compared line by line: 3 rows,
        3 columns and 2 diagonals. Each better line takes the current ante from the other player. The grids are then cleared.</li>
    </ol>
    ${tech ? html`<p>The Tech Deck variant plays with the Tech Deck's 52 cards (values 1-13, the Ace is 1 and low only; the wilds are removed).</p>` : nothing}
    <h3>Playing here</h3>
    <ul>
      <li>The prompt above the table says what to do now; what you may choose is highlighted.</li>
      <li>Each line's standing is marked at its end: ▲ ahead of the other grid's line, ▼ behind, = even, • full on one grid only.</li>
      <li>Mouse or touch: click a highlighted card, square or button. To bet, set the amount with − and + or a preset, then press Bet.</li>
      <li>Keyboard: Tab into the table, move with the arrow keys (Home and End for a row's ends), and press Enter or Space.
        In the betting rows, + and − (or Page Up and Page Down) change the amount.</li>
      <li>Concede… under the table, at any decision of yours, ends the match: the other player wins, and the chips stay as they are.</li>
      <li>Undo takes back your last decision. The game is saved as you play when the page gives it a save key,
        and Share copies a link that replays this match.</li>
    </ul>
  `;
}
