// The hand-off screen of a hot-seat game: the next person's cards stay hidden until they are ready.
import { html, type TemplateResult } from 'lit';

/** What the hand-off screen says, also said in the live region when it shows. */
export const handOffWords = (name: string) => `${name}'s turn. Pass the device to ${name}; the others look away.`;

export function renderHandOff(name: string, onShow: () => void): TemplateResult {
  return html`<div class="handoff" part="handoff">
    <p>${handOffWords(name)}</p>
    <button class="primary" @click=${onShow}>Show ${name}'s cards</button>
  </div>`;
}
