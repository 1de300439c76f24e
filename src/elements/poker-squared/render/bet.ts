// The bet controls, rows of the board grid: Fold, Check or Call, and a bet (or raise) whose size is set
// with − and + (or the + and − keys, PageUp and PageDown) and a few presets (the smallest, half the pot,
// the pot, the most). Every button names the chips it moves. Check or Call is where the keyboard focus
// lands when the betting comes round (never Fold, which Enter would play by accident).
import { html, nothing, type TemplateResult } from 'lit';
import { clampBet, type BetLayout } from '../choice.js';
import { plural, type Table } from '../table.js';

function button(
  key: string,
  label: string,
  onClick: () => void,
  extra: { part?: string; cls?: string; aria?: string; disabled?: boolean } = {},
): TemplateResult {
  return html`<div role="gridcell" class="bc bc--${key.slice(4)}">
    <button class="cell option ${extra.cls ?? ''}" part=${extra.part ?? 'option'} data-cell=${key} tabindex="-1"
      aria-label=${extra.aria ?? nothing} aria-disabled=${extra.disabled ? 'true' : nothing}
      @click=${() => !extra.disabled && onClick()}>${label}</button>
  </div>`;
}

/** The presets of the amount control, each once: the smallest bet, half the pot, the pot, the most. */
export function presets(bet: BetLayout, pot: number): { name: string; by: number }[] {
  if (bet.sizes.length === 0) return [];
  const out: { name: string; by: number }[] = [];
  for (const [name, want] of [
    ['Min', 0],
    ['½ pot', Math.round(pot / 2)],
    ['Pot', pot],
    ['Max', Infinity],
  ] as const) {
    const by = clampBet(bet, want);
    if (!out.some((p) => p.by === by)) out.push({ name, by });
  }
  return out;
}

export function renderBet(t: Table, bet: BetLayout, onKey: (event: KeyboardEvent) => void): TemplateResult {
  const amount = clampBet(bet, t.betAmount);
  const size = bet.sizes.find((s) => s.by === amount);
  const verb = bet.raise ? 'Raise' : 'Bet';
  const sizes = bet.sizes.map((s) => s.by);
  const pot = t.view.pot;
  return html`
    <div role="row" class="bet-row" part="bet" aria-label="Betting" @keydown=${onKey}>
      ${bet.fold !== null ? button('bet:fold', 'Fold', () => t.pickOption(bet.fold!), { cls: 'fold', aria: `Fold: give up the pot of ${pot}` }) : nothing}
      ${bet.check !== null ? button('bet:check', 'Check', () => t.pickOption(bet.check!), { aria: 'Check: bet nothing', cls: 'target' }) : nothing}
      ${bet.call ? button('bet:call', `Call ${bet.call.amount}`, () => t.pickOption(bet.call!.index), { aria: `Call: put ${plural(bet.call.amount, 'chip')} in the pot`, cls: 'target' }) : nothing}
      ${
        size
          ? html`
            ${button('bet:less', '−', () => t.setBet(sizes[Math.max(0, sizes.indexOf(amount) - 1)]), { cls: 'step', aria: `${verb} less`, disabled: amount <= sizes[0] })}
            <div role="gridcell" class="bc bc--go">
              <button class="cell option go" part="option bet-go" data-cell="bet:go" tabindex="-1"
                aria-label="${verb}${bet.raise ? ' by' : ''} ${amount}: put ${plural(size.amount, 'chip')} in the pot"
                @click=${() => t.pickOption(size.index)}>
                <span class="go-verb">${verb}${bet.raise ? ' by' : ''}</span> <output class="amount">${amount}</output>
              </button>
            </div>
            ${button('bet:more', '+', () => t.setBet(sizes[Math.min(sizes.length - 1, sizes.indexOf(amount) + 1)]), { cls: 'step', aria: `${verb} more`, disabled: amount >= sizes[sizes.length - 1] })}
          `
          : nothing
      }
    </div>
    ${
      size
        ? html`<div role="row" class="preset-row" aria-label="${verb} size" @keydown=${onKey}>
          <div role="gridcell" class="zone-name">${verb} size</div>
          ${presets(bet, pot).map(
            (p) => html`<div role="gridcell">
            <button class="cell preset ${p.by === amount ? 'current' : ''}" data-cell="bet:preset:${p.name}" tabindex="-1"
              aria-pressed=${String(p.by === amount)} aria-label="${p.name === '½ pot' ? 'Half the pot' : p.name}: ${p.by}"
              @click=${() => t.setBet(p.by)}>${p.name} <span class="preset-n">${p.by}</span></button>
          </div>`,
          )}
        </div>`
        : nothing
    }
  `;
}
