// The hand-off screen of a hot-seat game: the next person's cards stay hidden until they are ready.
import { html, type TemplateResult } from 'lit';

export function renderHandOff(name: string, onShow: () => void): TemplateResult {
  return html`<div class="handoff" part="handoff">
    <p>${name}'s turn. Pass the device to ${name}; the others look away.</p>
    <button class="primary" @click=${onShow}>Show ${name}'s cards</button>
  </div>`;
}
