// Trade offers (T2, T9): the offer waiting for the viewer's answer, with the card offered (only the two
// players in a trade see its cards), and this round's offers with how each was answered.
import { html, nothing, type TemplateResult } from 'lit';
import type { TradeView } from '../../../games/tricks-of-the-trade/view.js';
import { DOMAIN_NAMES, seenCardCell, type TricksBoard } from '../board.js';

const asked = (t: TradeView) => (t.ask ? `a ${DOMAIN_NAMES[t.ask]} card` : 'any card');

/** The offer made to the viewer, as a row of the board: the card they would receive. */
export function renderOffer(board: TricksBoard): TemplateResult {
  const offer = board.view.offer;
  if (!offer || offer.to !== board.seat || !offer.offered) return html``;
  const from = board.name(offer.from);
  return html`<div class="offer" part="offer">
    <div class="area-name" aria-hidden="true">${from} offers you this card for ${asked(offer)}: give one of your highlighted cards in return, or decline.</div>
    <div role="row" class="cards-row" aria-label="${from}'s offer to you, for ${asked(offer)}">
      ${seenCardCell(board, offer.offered, 'hand', `offered to you by ${from} for ${asked(offer)}`, 'offer')}
    </div>
  </div>`;
}

/** This round's offers, in words, with the cards for the viewer's own trades. */
export function renderTrades(board: TricksBoard): TemplateResult {
  const { view } = board;
  if (view.trades.length === 0) return html``;
  const line = (t: TradeView) => {
    const from = board.name(t.from);
    const to = board.name(t.to);
    const state = t.accepted === null ? 'waiting for an answer' : t.accepted ? 'accepted' : 'declined';
    const cards = t.offered
      ? ` (${board.card(t.offered).name}${t.given ? ` for ${board.card(t.given).name}` : ''})`
      : '';
    return html`<li class=${t.accepted ? 'accepted' : t.accepted === false ? 'declined' : ''}>
      <strong>${from}</strong> offered <strong>${to === 'You' ? 'you' : to}</strong> a card${cards} for ${asked(t)}: <span class="answer">${state}</span>
    </li>`;
  };
  return html`<section class="trades" part="trades" aria-labelledby="trades-title">
    <h3 id="trades-title">Trades this round</h3>
    <ul>${view.trades.map(line)}</ul>
    ${view.trades.some((t) => t.offered === null) ? html`<p class="quiet">Only the two players in a trade see its cards.</p>` : nothing}
  </section>`;
}
