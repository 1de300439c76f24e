// The players and their scores as a row of pills: whose turn it is (a mark and words, never colour
// alone), the first player, and what else a game tells about a seat (cards in hand, a bid …).
import { html, nothing, type TemplateResult } from 'lit';

export interface ScoreSeat {
  seat: number;
  name: string; // "You", "Player 2 (bot)"
  score: number; // points so far
  turn: boolean; // this seat is to act
  me: boolean; // the seat on screen
  first?: boolean; // the first player of the round
  extra?: TemplateResult | string; // more about the seat: "3 in hand", "bid 2 · 1 trick"
}

export function renderScoreList(seats: readonly ScoreSeat[]): TemplateResult {
  return html`<ol class="scores" part="scores" aria-label="Players and scores">
    ${seats.map(
      (s) => html`<li class="score ${s.turn ? 'turn' : ''} ${s.me ? 'me' : ''}" part="score${s.turn ? ' turn' : ''}">
      <span class="who">${s.turn ? html`<span class="turn-mark" aria-hidden="true">▶</span>` : nothing}${s.name}
        ${s.first ? html`<span class="first" title="First player this round">1st</span>` : nothing}
        ${s.turn ? html`<span class="visually-hidden">, to act</span>` : nothing}</span>
      <span class="points"><strong>${s.score}</strong> point${s.score === 1 ? '' : 's'}</span>
      ${s.extra ? html`<span class="hand-size">${s.extra}</span>` : nothing}
    </li>`,
    )}
  </ol>`;
}
