// P8: "Either player may concede at any decision." A quiet button under the table while it is your
// decision; pressing it asks once more (conceding ends the match), and only then answers the choice with
// its concede option. The element holds no rule: the option, and whether there is one, are the engine's.
import { html, nothing, type TemplateResult } from 'lit';

export interface ConcedeControl {
  index: number; // the concede option of your pending decision, or -1 when there is none
  asking: boolean; // the confirmation is showing
  ask: (asking: boolean) => void;
  concede: (index: number) => void;
}

export function renderConcede(c: ConcedeControl): TemplateResult | typeof nothing {
  if (c.index < 0) return nothing;
  if (!c.asking) {
    return html`<div class="concede" part="concede">
      <button class="quiet" aria-haspopup="true" @click=${() => c.ask(true)}>Concede…</button>
    </div>`;
  }
  return html`<div class="concede asking" part="concede" role="group" aria-labelledby="concede-question">
    <span id="concede-question">Concede the match? The other player wins, and the chips stay as they are.</span>
    <button class="primary" @click=${() => c.concede(c.index)}>Concede the match</button>
    <button @click=${() => c.ask(false)}>Keep playing</button>
  </div>`;
}
