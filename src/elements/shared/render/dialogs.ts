// The dialogs every game has: the rules help (the game's own text) and the share link.
import { html, nothing, type TemplateResult } from 'lit';

/** The rules dialog around the game's help (whose heading has the id `help-title`), then its house rulings. */
export function renderHelpDialog(
  help: TemplateResult,
  rulings: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  return html`<dialog class="help" aria-labelledby="help-title">
    ${help}
    ${rulings}
    <form method="dialog"><button class="primary">Close</button></form>
  </dialog>`;
}

export function renderShareDialog(link: string): TemplateResult {
  return html`<dialog class="share" aria-labelledby="share-title">
    <h2 id="share-title">Share this game</h2>
    <p>This link replays the game so far, move by move, from the same shuffle.</p>
    <input readonly aria-label="Share link" .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
    <form method="dialog"><button class="primary">Close</button></form>
  </dialog>`;
}

/** How to play with a mouse, a finger or keys: the part of every game's help about this element. */
export function renderPlayingHere(targets = 'cards'): TemplateResult {
  return html`<h3>Playing here</h3>
    <ul>
      <li>The prompt above the table says what to do now; the ${targets} you may choose are highlighted.</li>
      <li>Mouse: click a highlighted card or button. When several cards may be chosen, select them, then press
        the confirm button.</li>
      <li>Touch: a tap on a card shows it large and plays nothing; tap it again, or press the Choose button, to
        play it. When several cards may be chosen, tap them, then the confirm button. A long press only shows the card.</li>
      <li>Keyboard: Tab into the table, move with the arrow keys (Home and End for a row's ends), and press Enter or
        Space to choose.</li>
      <li>Undo takes back your last decision. The game is saved as you play when the page gives it a save key,
        and Share copies a link that replays this game.</li>
    </ul>`;
}
