// The bet controls, a row of the board grid: Fold, Check or Call, and a bet (or raise) whose size is set
// with − and + (or the + and − keys, Page Up and Page Down). Every button names the chips it moves.
import { html, nothing, type TemplateResult } from 'lit';
import { clampBet, type BetLayout } from '../choice.js';
import { plural, type Table } from '../table.js';

function button(
  key: string,
  label: string,
  onClick: () => void,
  extra: { cls?: string; aria?: string; disabled?: boolean; part?: string } = {},
): TemplateResult {
  return html`<div role="gridcell" class="bc">
    <button class="cell option ${extra.cls ?? ''}" part=${extra.part ?? 'option'} data-cell=${key} tabindex="-1"
      aria-label=${extra.aria ?? nothing} aria-disabled=${extra.disabled ? 'true' : nothing}
      @click=${() => !extra.disabled && onClick()}>${label}</button>
  </div>`;
}

export function renderBet(t: Table, bet: BetLayout, onKey: (event: KeyboardEvent) => void): TemplateResult {
  const amount = clampBet(bet, t.betAmount);
  const size = bet.sizes.find((s) => s.by === amount);
  const verb = bet.raise ? 'Raise' : 'Bet';
  const sizes = bet.sizes.map((s) => s.by);
  return html`<div role="row" class="bet-row" part="bet" aria-label="Betting" @keydown=${onKey}>
    ${bet.fold !== null ? button('bet:fold', 'Fold', () => t.pickOption(bet.fold!), { cls: 'fold', aria: `Fold: give up the pot of ${t.view.pot}` }) : nothing}
    ${bet.check !== null ? button('bet:check', 'Check', () => t.pickOption(bet.check!), { aria: 'Check: bet nothing', cls: 'target' }) : nothing}
    ${bet.call ? button('bet:call', `Call ${bet.call.amount}`, () => t.pickOption(bet.call!.index), { aria: `Call: put ${plural(bet.call.amount, 'chip')} in the pot`, cls: 'target' }) : nothing}
    ${
      size
        ? html`
          ${button('bet:less', '−', () => t.setBet(sizes[Math.max(0, sizes.indexOf(amount) - 1)]), { cls: 'step', aria: `${verb} less`, disabled: amount <= sizes[0] })}
          ${button('bet:go', `${verb}${bet.raise ? ' by' : ''} ${amount}`, () => t.pickOption(size.index), { cls: 'go', part: 'option bet-go', aria: `${verb}${bet.raise ? ' by' : ''} ${amount}: put ${plural(size.amount, 'chip')} in the pot` })}
          ${button('bet:more', '+', () => t.setBet(sizes[Math.min(sizes.length - 1, sizes.indexOf(amount) + 1)]), { cls: 'step', aria: `${verb} more`, disabled: amount >= sizes[sizes.length - 1] })}
        `
        : nothing
    }
  </div>`;
}
