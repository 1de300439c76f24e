// The trick in the middle of the table: the seats in playing order from the one who led, each with the
// card they played (or a place for it), the led domain, and the card winning so far; beside it the last
// trick of the round, kept in view after it is gathered, with who won it and how.
import { html, nothing, type TemplateResult } from 'lit';
import { trickWinner } from '../../../games/tricks-of-the-trade/tricks.js';
import { cardButton } from '../../shared/render/card-cell.js';
import { DOMAIN_NAMES, domainTag, seenCardCell, type TricksBoard } from '../board.js';

/** Seats in playing order, from `first` clockwise. */
const fromSeat = (first: number, players: number) => Array.from({ length: players }, (_, i) => (first + i) % players);

export function renderTrick(board: TricksBoard): TemplateResult {
  const { view } = board;
  const trick = view.trick;
  const plays = trick?.plays ?? [];
  const inTricks = view.phase === 'tricks';
  const number = trick?.number ?? Math.min(view.tricks.length + 1, view.tricksPerRound);
  const leader = plays[0]?.seat ?? trick?.leader ?? view.leader;
  const winning = plays.length > 0 ? plays[trickWinner(plays, view.trump.domain).index] : null;
  const acting = view.pending?.seat ?? null;
  if (!inTricks && plays.length === 0) {
    if (view.over || view.round === 0) return html``;
    const leads = board.name(leader) === 'You' ? 'you lead' : `${board.name(leader)} leads`;
    // A phone says it in a line: who leads the first trick (the prompt and the rules say what comes first).
    return html`<div class="trick trick--later" part="trick">
      <div class="area-name"><span class="long-name">The tricks come after the bids, the trades and the effects; ${leads} the first.</span><span class="short-name">Tricks later: ${leads} the first.</span></div>
    </div>`;
  }
  const title = html`Trick ${number} of ${view.tricksPerRound}${trick?.led ? html` · ${domainTag(trick.led)} led` : nothing}`;
  return html`<div class="trick" part="trick">
    <div class="area-name" aria-hidden="true">${title}</div>
    <div role="row" class="trick-row" aria-label="Trick ${number} of ${view.tricksPerRound}${trick?.led ? `, ${DOMAIN_NAMES[trick.led]} led` : ''}: ${plays.length} of ${view.players} played">
      ${fromSeat(leader, view.players).map((seat) => {
        const play = plays.find((p) => p.seat === seat);
        const name = board.name(seat);
        // A phone shows "P2": the seat's full name would take a second line over every card.
        const caption = html`<span class="long-name">${name.replace(/ \(bot\)$/, '')}${name.endsWith('(bot)') ? html` <span class="tag">bot</span>` : nothing}</span><span class="short-name">${name === 'You' ? 'You' : `P${seat + 1}`}</span>`;
        if (!play) {
          const state =
            view.handCounts[seat] === 0 && plays.length > 0 ? 'sits out' : acting === seat ? 'to play…' : 'to play';
          return html`<div role="gridcell" class="seat-play ${acting === seat && inTricks ? 'turn' : ''}">
            <span class="play-name" aria-hidden="true">${caption}</span>
            <button class="cell place-cell" data-cell="trick:${seat}" tabindex="-1" aria-disabled="true" aria-label="${name}: ${state}"><span>${state}</span></button>
          </div>`;
        }
        const isWinning = winning?.seat === seat;
        const led = plays[0].seat === seat;
        return html`<div role="gridcell" class="seat-play ${isWinning ? 'winning' : ''}">
          <span class="play-name" aria-hidden="true">${caption}${led ? html` <span class="tag">led</span>` : nothing}</span>
          ${cardButton(
            board,
            { instance: play.instance, card: play.card },
            `played by ${name}${led ? ', who led' : ''}${isWinning ? ', winning so far' : ''}`,
            isWinning ? html`<span class="badge badge--win" data-badge="winning"></span>` : undefined,
          )}
        </div>`;
      })}
    </div>
  </div>`;
}

/** The last finished trick of the round, who won it and how; null before the first. */
function lastTrick(board: TricksBoard) {
  const last = board.view.tricks.at(-1);
  if (!last) return null;
  const winner = board.name(last.winner);
  const won = last.plays.find((p) => p.seat === last.winner)!;
  const how =
    last.by === 'trump'
      ? `with the highest trump (${last.trump ? DOMAIN_NAMES[last.trump] : ''})`
      : `with the highest ${DOMAIN_NAMES[last.led]} card`;
  return { last, winner, won, how };
}

/**
 * The line the last trick folds to: who won it, with which card and how. Null before the first trick of
 * the round (there is nothing to fold).
 */
export function renderLastTrickSummary(board: TricksBoard): TemplateResult | null {
  const t = lastTrick(board);
  if (!t) return null;
  return html`Trick ${t.last.number}: <strong>${t.winner} ${t.winner === 'You' ? 'win' : 'wins'}</strong>
    <span class="how">${board.card(t.won.card).name} ${t.won.value} ${t.how}</span>`;
}

/** The last finished trick of the round (nothing before the first): its cards, marked with who played them. */
export function renderLastTrick(board: TricksBoard): TemplateResult {
  const t = lastTrick(board);
  if (!t) return html``;
  const { last, winner, how } = t;
  return html`<div class="last-trick" part="last-trick">
    <div class="how how--body" aria-hidden="true">${board.card(t.won.card).name} ${t.won.value} ${how}.</div>
    <div role="row" class="last-row" aria-label="Trick ${last.number}, won by ${winner} ${how}">
      ${last.plays.map((p, i) =>
        seenCardCell(
          board,
          p.card,
          'small',
          `played by ${board.name(p.seat)} to trick ${last.number}${p.seat === last.winner ? ', the winning card' : ''}`,
          `last:${last.number}:${i}`,
          html`<span class="badge ${p.seat === last.winner ? 'badge--win' : ''}" data-badge=${p.seat === last.winner ? `★ ${short(board, p.seat)}` : short(board, p.seat)}></span>`,
        ),
      )}
    </div>
  </div>`;
}

/** A seat's short name for a badge: "You", "P2". */
const short = (board: TricksBoard, seat: number) => (board.name(seat) === 'You' ? 'You' : `P${seat + 1}`);
