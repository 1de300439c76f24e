// The players around the table, each with their chips, what they put in the pot this hand, the dealer
// button, whose turn it is and who folded or is out; the pot in the middle with the bets of this hand.
import { html, nothing, type TemplateResult } from 'lit';
import type { BetMove } from '../../../games/poker/state.js';
import { plural, says, type Table } from '../table.js';

/** A betting move in words: "Player 2 raises by 3". */
export function betWords(t: Pick<Table, 'name'>, move: BetMove): string {
  switch (move.kind) {
    case 'check':
      return says(t, move.seat, 'check', 'checks');
    case 'fold':
      return says(t, move.seat, 'fold', 'folds');
    case 'call':
      return `${says(t, move.seat, 'call', 'calls')} ${move.amount}`;
    case 'bet':
      return `${says(t, move.seat, 'bet', 'bets')} ${move.by}`;
    case 'raise':
      return `${says(t, move.seat, 'raise', 'raises')} by ${move.by}`;
  }
}

/** The seats in turn order from the seat on screen, so "You" come first. */
export const seatOrder = (t: Table) => Array.from({ length: t.view.players }, (_, k) => (t.seat + k) % t.view.players);

function seatBox(t: Table, seat: number): TemplateResult {
  const { view } = t;
  const turn = !view.over && view.pending?.seat === seat;
  const cards = (view.zones[`hand:${seat}`] ?? []).filter((s) => s !== null).length;
  const state = view.out[seat] ? 'out' : !view.live[seat] && view.hand > 0 ? 'folded' : null;
  return html`<li class="seat ${turn ? 'turn' : ''} ${seat === t.seat ? 'me' : ''} ${state ?? ''}" part="seat${turn ? ' turn' : ''}">
    <span class="who">${turn ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${t.name(seat)}${turn ? html`<span class="visually-hidden">, to act</span>` : nothing}</span>
    ${view.dealer === seat && !view.out[seat] ? html`<span class="button-tag" title="Dealer">D<span class="visually-hidden">ealer</span></span>` : nothing}
    <span class="stack"><span class="chip-icon" aria-hidden="true"></span><strong class="chips-n">${view.chips[seat]}</strong> chip${view.chips[seat] === 1 ? '' : 's'}</span>
    ${view.stakes[seat] > 0 ? html`<span class="stake">${view.stakes[seat]} in the pot</span>` : nothing}
    ${state ? html`<span class="tag">${state}</span>` : seat !== t.seat && cards > 0 ? html`<span class="backs" aria-label=${plural(cards, 'card')}>${plural(cards, 'card')}</span>` : nothing}
  </li>`;
}

export function renderSeats(t: Table): TemplateResult {
  const { view } = t;
  const bets = view.record?.bets ?? [];
  const effects = view.record?.effects ?? [];
  return html`<div class="table-top" part="chips" role="group" aria-label="Players and pot">
    <ul class="seats">${seatOrder(t).map((seat) => seatBox(t, seat))}</ul>
    <div class="pot" part="pot">
      <span class="pot-main"><span class="pot-label">Pot</span> <strong class="pot-n">${view.pot}</strong></span>
      ${view.record && !view.over ? html`<span class="ante">ante ${view.record.ante}</span>` : nothing}
      ${bets.length > 0 && !view.over ? html`<span class="bets">${bets.map((b) => betWords(t, b)).join(' · ')}</span>` : nothing}
      ${
        effects.length > 0 && !view.over
          ? html`<span class="effects" part="effects">${effects.map((e) => `${says(t, e.seat, 'reveal', 'reveals')} ${t.card(e.card)?.name ?? e.card}`).join(' · ')}</span>`
          : nothing
      }
    </div>
  </div>`;
}

/** The header's status: "Hand 5 of 20 · first betting". */
export function statusWords(view: { over: boolean; hand: number; hands: number; phase: string }): string {
  if (view.over) return `Match over after ${plural(view.hand, 'hand')}`;
  if (view.hand === 0) return 'Setting up';
  return `Hand ${view.hand} of ${view.hands} · ${view.phase}`;
}
