// The score sheet: a table a round, a row a player — the bid, the tricks won and each scoring line with
// the points it added ("3 tricks won +3", "Bid 3 made exactly +3", "1 trick with a card of the goal
// domain +1") — then the totals; during a round, the bids and tricks so far.
import { html, nothing, type TemplateResult } from 'lit';
import type { RoundScore } from '../../../games/tricks-of-the-trade/state.js';
import type { TricksBoard } from '../board.js';

const seatsOf = (board: TricksBoard) => Array.from({ length: board.view.players }, (_, s) => s);

function roundTable(board: TricksBoard, round: number, rows: RoundScore[]): TemplateResult {
  return html`<table class="sheet-table">
    <caption>Round ${round}</caption>
    <thead><tr><th scope="col">Player</th><th scope="col">Scoring</th><th scope="col" class="total">Points</th></tr></thead>
    <tbody>
      ${rows.map(
        (r) => html`<tr class=${r.seat === board.seat ? 'me' : ''}>
        <th scope="row">${board.name(r.seat)}<span class="bid-won"><span>bid ${r.bid ?? '–'}</span> · <span>won ${r.tricks}</span></span></th>
        <td><ul class="lines">${r.lines.map((l) => html`<li>${l.label} <strong>+${l.points}</strong></li>`)}</ul></td>
        <td class="total">${r.total}</td>
      </tr>`,
      )}
    </tbody>
  </table>`;
}

/** This round so far, before it is scored: bids and tricks won. */
function roundSoFar(board: TricksBoard): TemplateResult {
  const { view } = board;
  return html`<table class="sheet-table now">
    <caption>Round ${view.round} so far</caption>
    <thead><tr><th scope="col">Player</th><th scope="col">Bid</th><th scope="col">Won</th><th scope="col">Still to win</th></tr></thead>
    <tbody>
      ${seatsOf(board).map((seat) => {
        const bid = view.bids[seat];
        const won = view.tricksWon[seat];
        return html`<tr class=${seat === board.seat ? 'me' : ''}>
          <th scope="row">${board.name(seat)}</th>
          <td>${bid ?? '–'}</td>
          <td>${won}</td>
          <td>${bid === null ? '–' : bid > won ? bid - won : won === bid ? 'bid made' : `${won - bid} over`}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

export function renderSheet(board: TricksBoard): TemplateResult {
  const { view } = board;
  const rounds = [...new Set(view.sheet.map((r) => r.round))];
  const scored = rounds.includes(view.round);
  return html`<section class="sheet" part="sheet" aria-labelledby="sheet-title">
    <h3 id="sheet-title">Score sheet</h3>
    ${!view.over && view.round > 0 && !scored ? roundSoFar(board) : nothing}
    ${[...rounds].reverse().map((round) =>
      roundTable(
        board,
        round,
        view.sheet.filter((r) => r.round === round),
      ),
    )}
    ${
      rounds.length > 0
        ? html`<p class="totals">Totals: ${seatsOf(board).map((seat, i) => html`${i > 0 ? ' · ' : ''}${board.name(seat)} <strong>${view.scores[seat]}</strong>`)}</p>`
        : html`<p class="quiet">Each round scores 1 point a trick won; +3 for making your bid exactly, or +1 for winning more than you bid; +1 a trick won
          with a card of your goal domain; +2 for winning all six tricks or none.</p>`
    }
  </section>`;
}
