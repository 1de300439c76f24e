// Rules help: Bughouse Tech Chess in a few paragraphs (B1-B5), then how to play here. The pieces, a turn
// and the move notation are Tech Chess's, summed up with a pointer to its rules.
import { html, type TemplateResult } from 'lit';
import { COMMANDS } from '../../chess/commands.js';

export function renderHelp(): TemplateResult {
  return html`
    <h2 id="help-title">How to play Bughouse</h2>
    <p>Four players in two teams of two, on two boards of Tech Chess, each set up from its own Tech Deck. On board A
      Player 1 (light) plays Player 2 (dark); on board B Player 4 (light) plays Player 3 (dark). Players 1 and 3 are a
      team, as are Players 2 and 4: partners play opposite colours.</p>
    <h3>Turns</h3>
    <p>Turns alternate between the boards: board A, then board B, then board A … Each board keeps its own order of
      play, so on each board its two players take turns as in Tech Chess.</p>
    <h3>Gifts</h3>
    <p>A piece you capture (not a king) goes to your partner's hand, on the other board. A card your partner sends you
      is a <strong>gift</strong>: on your turn you may build it, free, as the piece its value makes (1 rook, 2-10 pawn,
      11 knight, 12 queen) on any empty square of your first two ranks; a pawn never on your last rank. Gift builds
      don't count against your three builds. A gift may also be used for its effect or an upgrade, as any hand
      card. A captured king is expelled.</p>
    <h3>Winning</h3>
    <p>A team wins when either of its players wins a board (by capturing both kings or by checkmate). A drawn board
      leaves the other to decide; two drawn boards draw the match.</p>
    <h3>The pieces and a turn</h3>
    <p>As in Tech Chess: a card's value says how it moves (1 rook, 2-10 pawn, 11 knight, 12 queen, 13 king, two kings
      each); a turn is one action — move a piece (a capture may use the capturing card's effect), use a hand card's
      effect, upgrade a pawn (twice a game) or build (three times a game, plus every gift).</p>
    <h3>Typing moves and commands</h3>
    <p>The field under the boards takes a move on your board as its log writes it, or a command:</p>
    <table class="notation commands">
      <thead><tr><th scope="col">type</th><th scope="col">to</th></tr></thead>
      <tbody>${COMMANDS.map((c) => html`<tr><td><code>${c.example}</code></td><td>${c.meaning}</td></tr>`)}</tbody>
    </table>
    <h3>Playing here</h3>
    <ul>
      <li>On a wide screen both boards are side by side, yours first. On a phone, the two tabs above the board switch
        between them; each says whose turn it is there, and your board comes back when it is your turn.</li>
      <li>Click or tap one of your highlighted pieces, then a marked square, or drag it there. A gift in your hand is
        marked <strong>Gift</strong> (<strong>New</strong> as it arrives): pick it, then a marked square to build it.</li>
      <li>Keyboard: Tab into your board, arrows between squares, Enter to pick and to place, Escape to put back.</li>
      <li>Undo takes back your last decision; Share copies a link that replays this match; with a save key the
        match is saved as you play.</li>
    </ul>
  `;
}
