// The gifts (B3, B4): what the partner's captures sent to your hand, under your board. A line says how
// many gifts you hold and what they are for (built free on your first two ranks), the ones that arrived
// since your last move named and marked "New" on their cards in the hand (see `handNote`), so a gift is
// seen as it arrives; the live region says the log's line for each ("Player 3 passes the captured …").
import { html, nothing, type TemplateResult } from 'lit';
import { cardAccessibleName } from '../../card/card.js';
import type { Boards } from '../boards.js';

export function renderGifts(t: Boards, fresh: readonly string[]): TemplateResult {
  const { view } = t;
  const partner = t.name(view.partner[t.seat]);
  const held = view.gifts.length;
  const named = (instance: string) => {
    for (const slots of Object.values(view.zones)) {
      const slot = slots.find((s) => s && 'instance' in s && s.instance === instance);
      if (slot && 'card' in slot) return cardAccessibleName(t.card(slot.card));
    }
    return 'a card';
  };
  const arrived = fresh.filter((i) => view.gifts.includes(i));
  return html`<div class="gifts ${arrived.length > 0 ? 'arrived' : ''}" part="gifts">
    <span class="gift-tag" aria-hidden="true">Gifts</span>
    ${
      held === 0
        ? html`<span>None yet: what ${partner} captures comes to your hand, to build free.</span>`
        : html`<span><strong>${held} gift${held === 1 ? '' : 's'}</strong> from ${partner} in your hand: build
          ${held === 1 ? 'it' : 'them'} free on your first two ranks.</span>`
    }
    ${
      arrived.length > 0
        ? html`<span class="gift-new" role="note">Just arrived: ${arrived.map(named).join(', ')}</span>`
        : nothing
    }
  </div>`;
}
