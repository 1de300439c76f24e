// The players around the market: the scoreboard (scores, hand sizes, chips, first player, whose turn),
// the other players' companies, and your own company and hand.
import { html, nothing, type TemplateResult } from 'lit';
import type { Board } from '../board.js';
import { zoneCount, zoneSlots } from '../board.js';
import { cardCell } from '../../shared/render/card-cell.js';

/** Seats in the order of the table, the artificial player of a solo game included (as seat 1). */
export function tableSeats(board: Board): number[] {
  const seats = Array.from({ length: board.view.players }, (_, s) => s);
  return board.view.solo ? [...seats, 1] : seats;
}

const actingSeat = (board: Board) => (board.view.over ? null : (board.view.pending?.seat ?? null));

export function renderScores(board: Board): TemplateResult {
  const { view } = board;
  const acting = actingSeat(board);
  const bidding = view.chips.length > 0;
  return html`<ol class="scores" part="scores" aria-label="Players and scores">
    ${tableSeats(board).map((seat, i) => {
      const solo = view.solo !== null && i === view.players;
      const score = solo ? view.solo!.score : view.scores[seat];
      const hand = solo ? null : zoneCount(view, `hand:${seat}`);
      const turn = !solo && acting === seat;
      return html`<li class="score ${turn ? 'turn' : ''} ${seat === board.seat && !solo ? 'me' : ''}" part="score${turn ? ' turn' : ''}">
        <span class="who">${turn ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${solo ? 'The artificial player' : board.name(seat)}
          ${!solo && view.firstPlayer === seat ? html`<span class="first" title="First player this round">1st</span>` : nothing}
          ${turn ? html`<span class="visually-hidden">, to act</span>` : nothing}</span>
        <span class="points"><strong>${score}</strong> point${score === 1 ? '' : 's'}</span>
        ${hand === null ? nothing : html`<span class="hand-size">${hand} in hand</span>`}
        ${bidding && !solo ? html`<span class="chips">${view.chips[seat]} chips${view.folded[seat] ? ' · folded' : ''}</span>` : nothing}
      </li>`;
    })}
  </ol>`;
}

/** The other players' companies (and the artificial player's): a name, its hand size and its zone. */
function opponentCompanies(board: Board) {
  const { view } = board;
  const others = Array.from({ length: view.players }, (_, s) => s).filter((s) => s !== board.seat);
  const companies = others.map((seat) => ({
    seat,
    name: board.name(seat),
    zone: `company:${seat}`,
    hand: zoneCount(view, `hand:${seat}`),
  }));
  if (view.solo) companies.push({ seat: 1, name: 'The artificial player', zone: 'solo-company', hand: -1 });
  return companies;
}

/** The card instances of the other players' companies: a fold that holds an option of the choice stays open. */
export function opponentInstances(board: Board): string[] {
  return opponentCompanies(board).flatMap((c) =>
    zoneSlots(board.view, c.zone).flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
  );
}

/**
 * The summary line of the folded opponents: every seat's points, whose turn it is (a mark and words),
 * and how many companies the fold holds. On a phone it stands for the scoreboard as well.
 */
export function renderOpponentsSummary(board: Board): TemplateResult {
  const { view } = board;
  const acting = actingSeat(board);
  const seats = tableSeats(board);
  const others = opponentCompanies(board).length;
  return html`<span class="summary-scores">${seats.map((seat, i) => {
    const solo = view.solo !== null && i === view.players;
    const score = solo ? view.solo!.score : view.scores[seat];
    const name = solo ? 'AI' : board.name(seat) === 'You' ? 'You' : `P${seat + 1}`;
    const turn = !solo && acting === seat;
    // The spaces between seats are text: the button's name reads "You 0 P2 3", not "You 0P2 3".
    return html`${i > 0 ? ' ' : ''}<span class="summary-seat ${turn ? 'turn' : ''}">${turn ? html`<span aria-hidden="true">▶</span><span class="visually-hidden">to act: </span>` : nothing}${name} <strong>${score}</strong></span>`;
  })}</span> <span class="summary-what">${others === 1 ? '1 company' : `${others} companies`}</span>`;
}

/** The other players' companies (and the artificial player's), each a row of the board grid: the body of the opponents' fold. */
export function renderOpponents(board: Board): TemplateResult {
  const companies = opponentCompanies(board);
  const { view } = board;
  if (companies.length === 0) return html``;
  return html`<div class="opponents" part="opponents">
    ${companies.map(
      (c) => html`<div class="opponent ${actingSeat(board) === c.seat && c.hand >= 0 ? 'turn' : ''}">
        <div class="opponent-name" aria-hidden="true">${c.name}<span>${c.hand >= 0 ? ` · ${c.hand} in hand` : ''}</span></div>
        <div role="row" class="cards-row" aria-label="${c.name}'s company${c.hand >= 0 ? `, ${c.hand} cards in hand` : ''}">
          ${zoneSlots(view, c.zone).map((slot, i) => cardCell(board, slot, 'small', `in ${c.name}'s company, slot ${i + 1}${used(board, slot)}`, usedBadge(board, slot)))}
        </div>
      </div>`,
    )}
  </div>`;
}

const used = (board: Board, slot: unknown) =>
  slot &&
  typeof slot === 'object' &&
  'instance' in slot &&
  board.view.used.includes((slot as { instance: string }).instance)
    ? ' (used this round)'
    : '';
// Drawn by CSS (its text is in the cell's name already, as "(used this round)").
const usedBadge = (board: Board, slot: unknown) =>
  used(board, slot) ? html`<span class="badge" data-badge="used"></span>` : undefined;

/**
 * Your company and your hand (and your committed cards, face up to you only). The company and the cards
 * are two blocks the table places apart: beside the market, and under it on a phone.
 */
export function renderYou(board: Board): TemplateResult {
  const { view, seat } = board;
  const company = zoneSlots(view, `company:${seat}`);
  const hand = zoneSlots(view, `hand:${seat}`);
  const committed = zoneSlots(view, `committed:${seat}`).filter((s) => s !== null);
  const mine = board.name(seat) === 'You' ? 'Your' : `${board.name(seat)}'s`;
  return html`<div class="you" part="you">
    <div class="you-company">
      <div class="zone-name" aria-hidden="true">${mine} company</div>
      <div role="row" class="cards-row" aria-label="${mine} company">
        ${company.map((slot, i) => cardCell(board, slot, 'hand', `in ${mine.toLowerCase()} company, slot ${i + 1}${used(board, slot)}`, usedBadge(board, slot)))}
      </div>
    </div>
    <div class="you-cards">
    ${
      committed.length > 0
        ? html`<div class="you-committed">
          <div class="zone-name" aria-hidden="true">Committed face down</div>
          <div role="row" class="cards-row" aria-label="${mine} committed cards, face down to the others">
            ${committed.map((slot) => cardCell(board, slot, 'committed', 'committed face down'))}
          </div>
        </div>`
        : nothing
    }
    <div class="you-hand">
      <div class="zone-name" aria-hidden="true">${mine} hand · ${hand.length} card${hand.length === 1 ? '' : 's'}</div>
      <div role="row" class="cards-row hand-row" aria-label="${mine} hand, ${hand.length} cards">
        ${hand.length === 0 ? html`<div role="gridcell" class="none">No cards</div>` : hand.map((slot, i) => cardCell(board, slot, 'hand', `in ${mine.toLowerCase()} hand, card ${i + 1}`))}
      </div>
    </div>
    </div>
  </div>`;
}
