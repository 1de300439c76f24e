// Rules help: Tech Chess in a few paragraphs, the move notation of the log, the typed commands, and how
// to play here with a mouse, a finger or keys.
import { html, type TemplateResult } from 'lit';
import { COMMANDS } from '../commands.js';

export function renderHelp(): TemplateResult {
  return html`
    <h2 id="help-title">How to play Tech Chess</h2>
    <p>Chess on a 6×6 board whose pieces are cards of the Tech Deck. A card's value says how it moves; its effect can
      be used when it captures, or from your hand. Capture both of your opponent's kings to win.</p>
    <h3>The pieces</h3>
    <ul>
      <li><strong>1 – rook:</strong> any number of squares along a rank or a file.</li>
      <li><strong>2 to 10 – pawn:</strong> one square forward, diagonally forward or sideways, and captures the same way;
        never backward, no promotion.</li>
      <li><strong>11 – knight:</strong> an L (two squares one way, one the other), jumping over pieces.</li>
      <li><strong>12 – queen:</strong> any number of squares along a rank, a file or a diagonal.</li>
      <li><strong>13 – king:</strong> one or two squares in any direction, not through pieces. Each player has two.</li>
    </ul>
    <p>Each player owns two domains: the first player Services and Science, the second Knowledge and Technology. The first
      player's pieces are light cards, the second player's dark; a chevron on each piece points the way its side moves.</p>
    <h3>Setting up</h3>
    <p>Each player picks one of their two 11s and one of their two 12s for the board (the others are shuffled into the
      deck), then takes the default order of the domains on the back ranks or places each pair by hand. Then 3 cards
      are dealt to each player.</p>
    <h3>A turn: one action</h3>
    <ol>
      <li><strong>Move a piece.</strong> Capturing sends the captured card to the discard (a captured king is expelled);
        you may then use the capturing card's effect.</li>
      <li><strong>Use a card from your hand</strong> for its effect, then discard it.</li>
      <li><strong>Upgrade</strong> (twice a game): swap one of your 2, 3 or 4 pawns for a card of your domains from your
        hand, not a 13.</li>
      <li><strong>Build</strong> (three times a game): put a 2 to 10 of your domains from your hand on an empty square of
        your first two ranks.</li>
    </ol>
    <p><strong>Check</strong> is announced when a king is attacked. With two kings you may leave a king attacked; with one
      you may not. A player with one king, attacked, and no legal action is checkmated; not attacked, it is a stalemate
      (a draw), as are two lone kings. A player with two kings and no legal action passes. After 100 full turns without a
      capture, build or upgrade the game is a draw.</p>

    <h3>The move log</h3>
    <p>Squares run from a1 (the first player's left corner) to f6. A card is its value and its domain's letter:
      <strong>K</strong> Knowledge, <strong>S</strong> Science, <strong>T</strong> Technology, <strong>V</strong> Services
      (S is taken). No piece letters are needed: the value says how a card moves.</p>
    <table class="notation">
      <thead><tr><th scope="col">written</th><th scope="col">meaning</th></tr></thead>
      <tbody>
        <tr><td><code>12S c1-c4</code></td><td>the 12 of Science moves from c1 to c4</td></tr>
        <tr><td><code>11V d1xc3 (4T)</code></td><td>a capture, with the captured card in brackets</td></tr>
        <tr><td><code>…(4T)*</code></td><td>and the capturing card's effect was used</td></tr>
        <tr><td><code>use 7S</code></td><td>the 7 of Science was used from the hand, then discarded</td></tr>
        <tr><td><code>b2=9V (3V)</code></td><td>upgrade: the pawn on b2 becomes the 9 of Services; the 3V goes to the hand</td></tr>
        <tr><td><code>5S@d2</code></td><td>build: the 5 of Science from the hand onto d2</td></tr>
        <tr><td><code>--</code></td><td>no legal action: the turn passes</td></tr>
        <tr><td><code>+</code> · <code>#</code></td><td>check · checkmate</td></tr>
        <tr><td><code>1-0</code> · <code>0-1</code> · <code>½-½</code></td><td>the first player wins · the second wins · a draw</td></tr>
      </tbody>
    </table>

    <h3>Typing moves and commands</h3>
    <p>The field under the board takes a move as the log writes it (case, spaces and the card don't matter:
      <code>c2c3</code> will do) or a command. Everything it answers is also said aloud to screen readers.</p>
    <table class="notation commands">
      <thead><tr><th scope="col">type</th><th scope="col">to</th></tr></thead>
      <tbody>${COMMANDS.map((c) => html`<tr><td><code>${c.example}</code></td><td>${c.meaning}</td></tr>`)}</tbody>
    </table>

    <h3>Playing here</h3>
    <ul>
      <li>Mouse or touch: click or tap one of your highlighted pieces, then one of the marked squares (a dot: a move; a
        ring: a capture). Or drag the piece there. A hand card is picked the same way: then its squares to build on or
        upgrade are marked, and its effect is a button.</li>
      <li>Keyboard: Tab into the board, move between squares with the arrow keys (Home and End for a rank's ends, Ctrl+Home
        and Ctrl+End for the corners), press Enter or Space to pick a piece and again on its destination; Escape puts
        the piece back. Your hand and the choice's buttons are the rows under the board.</li>
      <li>Flip board turns the board around. Undo takes back your last decision. The game is saved as you play when the
        page gives it a save key, and Share copies a link that replays this game.</li>
    </ul>
  `;
}
