// The viewer's hand, sorted by domain and then value (as the view lists it), a small gap between
// domains; a card of the trump domain carries a "trump" badge, one of the goal domain a "goal" badge
// (words, never colour alone; where the cards overlap on a phone, only the first of its domain shows
// it, under the domain's cards). The cards the pending choice allows are highlighted by the card cells.
import { html, type TemplateResult } from 'lit';
import { cardButton } from '../../shared/render/card-cell.js';
import { possessive, type TricksBoard } from '../board.js';

export function renderHand(board: TricksBoard): TemplateResult {
  const { view } = board;
  const hand = view.hand;
  const name = board.name(board.seat);
  const whose = possessive(name);
  const title = `${whose.charAt(0).toUpperCase()}${whose.slice(1)} hand`;
  return html`<div class="hand" part="hand">
    <div class="area-name" aria-hidden="true">${title} · ${hand.length} card${hand.length === 1 ? '' : 's'}</div>
    <div role="row" class="cards-row hand-row" aria-label="${title}, ${hand.length} cards, by domain and value">
      ${
        hand.length === 0
          ? html`<div role="gridcell" class="none">No cards</div>`
          : hand.map((c, i) => {
              const trump = c.domain === view.trump.domain;
              const goal = c.domain === view.goal?.domain;
              const badges = [trump ? 'trump' : '', goal ? 'goal' : ''].filter(Boolean).join(' · ');
              const first = i === 0 || hand[i - 1].domain !== c.domain;
              return html`<div role="gridcell" class="slot slot--hand ${first ? 'domain-first' : ''} ${first && i > 0 ? 'domain-start' : ''}">
              ${cardButton(
                board,
                { instance: c.instance, card: c.card },
                `in ${whose} hand${trump ? ', trump' : ''}${goal ? ', of the goal domain' : ''}`,
                badges ? html`<span class="tag-under" data-badge=${badges}></span>` : undefined,
              )}
            </div>`;
            })
      }
    </div>
  </div>`;
}
