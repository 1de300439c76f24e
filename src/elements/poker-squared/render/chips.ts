// The two players' chips, what each has put into the pot this hand, the pot and the ante between them,
// who bets first and whose turn it is; and the bets of the hand so far, in words.
import { html, nothing, type TemplateResult } from 'lit';
import type { BetMove } from '../../../games/poker-squared/state.js';
import { gridOrder } from './grids.js';
import { plural, type Table } from '../table.js';

/** A betting move in words: "Player 2 raises by 3". */
export function betWords(t: Table, move: BetMove): string {
  const you = t.name(move.seat) === 'You';
  const s = (verb: string) => (you ? verb : `${verb}s`);
  switch (move.kind) {
    case 'check':
      return `${t.name(move.seat)} ${s('check')}`;
    case 'fold':
      return `${t.name(move.seat)} ${s('fold')}`;
    case 'call':
      return `${t.name(move.seat)} ${s('call')} ${move.amount}`;
    case 'bet':
      return `${t.name(move.seat)} ${s('bet')} ${move.by}`;
    case 'raise':
      return `${t.name(move.seat)} ${you ? 'raise' : 'raises'} by ${move.by}`;
  }
}

function purse(t: Table, seat: number): TemplateResult {
  const { view } = t;
  const acting = view.over ? null : (view.pending?.seat ?? null);
  const turn = acting === seat;
  const first = view.firstBettor === seat && !view.over;
  return html`<div class="purse ${turn ? 'turn' : ''} ${seat === t.seat ? 'me' : ''}" part="purse${turn ? ' turn' : ''}">
    <span class="who">${turn ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${t.name(seat)}${turn ? html`<span class="visually-hidden">, to act</span>` : nothing}</span>
    <span class="stack"><span class="chip-icon" aria-hidden="true"></span><strong class="chips-n">${view.chips[seat]}</strong> chip${view.chips[seat] === 1 ? '' : 's'}</span>
    ${view.stakes[seat] > 0 ? html`<span class="stake">${view.stakes[seat]} in the pot</span>` : nothing}
    ${first ? html`<span class="tag" title="Bets first this hand">bets first</span>` : nothing}
  </div>`;
}

export function renderChips(t: Table): TemplateResult {
  const { view } = t;
  const [left, right] = gridOrder(t);
  const bets = view.record?.bets ?? [];
  return html`<div class="purses" part="chips" role="group" aria-label="Chips">
    ${purse(t, left)}
    <div class="pot" part="pot">
      <span class="pot-main"><span class="pot-label">Pot</span> <strong class="pot-n">${view.pot}</strong></span>
      <span class="ante">ante ${view.ante}</span>
      ${bets.length > 0 && !view.over ? html`<span class="bets">${bets.map((b) => betWords(t, b)).join(' · ')}</span>` : nothing}
    </div>
    ${purse(t, right)}
  </div>`;
}

/** The header's status: "Hand 5 of 27 · grid 1 of 3 · ante 1". */
export function statusWords(t: Table): string {
  const { view } = t;
  if (view.over) return `Match over after ${plural(view.hand, 'hand')}`;
  if (view.hand === 0) return 'Setting up';
  const grids = Math.ceil(view.hands / view.handsPerGrid);
  return `Hand ${view.hand} of ${view.hands} · grid ${view.grid} of ${grids} · ante ${view.ante}`;
}
