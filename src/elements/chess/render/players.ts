// The two players above the board: who is to play (a mark and words), which side they play (the first
// player starts on ranks 1-2 and moves up the board), their kings on the board, the cards in their hand,
// the upgrades and builds they have left, and check — in words and a symbol, never colour alone.
import { html, nothing, type TemplateResult } from 'lit';
import type { Board } from '../board.js';
import { kindIcon } from '../pieces.js';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function renderPlayers(board: Board): TemplateResult {
  const { view } = board;
  const acting = view.phase === 'over' ? null : (view.pending?.seat ?? null);
  const seats = [view.firstPlayer, 1 - view.firstPlayer];
  return html`<ol class="scores players" part="players" aria-label="Players">
    ${seats.map((seat, i) => {
      const turn = acting === seat;
      const check = view.check.includes(seat) && view.phase === 'play';
      const side = i === 0 ? 'first player, ranks 1-2' : `second player, ranks ${view.ranks - 1}-${view.ranks}`;
      const kings = view.kings[seat];
      return html`<li class="score player side-${i} ${turn ? 'turn' : ''} ${seat === board.seat ? 'me' : ''} ${check ? 'in-check' : ''}" part="player${turn ? ' turn' : ''}">
        <span class="who">${turn ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${board.name(seat)}
          <span class="side-tag" title=${side}><span class="side-swatch" aria-hidden="true"></span>${i === 0 ? '1st' : '2nd'}<span class="visually-hidden">, ${side}</span></span>
          ${turn ? html`<span class="visually-hidden">, to play</span>` : nothing}</span>
        ${check ? html`<span class="check-tag" part="check">+ Check<span class="visually-hidden">: a king is attacked</span></span>` : nothing}
        ${
          view.phase === 'setup'
            ? html`<span class="stat">setting up</span>`
            : html`<span class="kings" title=${plural(kings, 'king')}>
          <span class="king-icons" aria-hidden="true">${Array.from({ length: kings }, () => kindIcon('king'))}</span>
          ${plural(kings, 'king')}
        </span>`
        }
        <span class="stat">${view.handSizes[seat]} in hand</span>
        <span class="stat">${plural(view.upgradesLeft[seat], 'upgrade')} · ${plural(view.buildsLeft[seat], 'build')} left</span>
      </li>`;
    })}
  </ol>`;
}
