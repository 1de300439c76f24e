// The cards beside the trick: this round's trump card (a neutral card that effects may change, so it is
// a card cell like any other), the viewer's goal card (only they see it), the card whose effect is being
// used, and the draw deck and the discard.
import { html, nothing, type TemplateResult } from 'lit';
import { cardButton } from '../../shared/render/card-cell.js';
import { DOMAIN_NAMES, domainTag, zoneSlots, type TricksBoard } from '../board.js';

const count = (board: TricksBoard, zone: string) => zoneSlots(board.view, zone).filter((s) => s !== null).length;

export function renderTable(board: TricksBoard): TemplateResult {
  const { view } = board;
  const trump = zoneSlots(view, 'trump-card')[0] ?? null;
  const goal = zoneSlots(view, `goal:${board.seat}`)[0] ?? null;
  const resolving = zoneSlots(view, 'resolving')[0] ?? null;
  const discard = zoneSlots(view, 'discard').filter((s) => s !== null && !('hidden' in s)) as {
    instance: string;
    card: string;
  }[];
  const mine = board.name(board.seat) === 'You' ? 'Your' : `${board.name(board.seat)}'s`;
  return html`<div role="row" class="spots" aria-label="Trump, goal and piles">
    ${
      view.over
        ? nothing
        : html`<div role="gridcell" class="spot spot--trump" part="trump">
      <span class="spot-name">Trump ${domainTag(view.trump.domain)}</span>
      ${
        trump
          ? cardButton(
              board,
              trump,
              `the trump card: ${view.trump.domain ? `${DOMAIN_NAMES[view.trump.domain]} is trump` : 'no trump'} this round`,
            )
          : html`<button class="cell place-cell" data-cell="trump:none" tabindex="-1" aria-disabled="true" aria-label="No trump card"><span>No trump</span></button>`
      }
    </div>`
    }
    ${
      goal
        ? html`<div role="gridcell" class="spot spot--goal" part="goal">
          <span class="spot-name">${mine} goal ${domainTag(view.goal?.domain ?? null)}</span>
          ${cardButton(board, goal, `${mine.toLowerCase()} goal card, hidden from the others: +1 point a trick you win with a ${view.goal ? DOMAIN_NAMES[view.goal.domain] : ''} card in it`)}
          <span class="spot-note">Only you see it</span>
        </div>`
        : nothing
    }
    ${
      resolving
        ? html`<div role="gridcell" class="spot spot--resolving">
          <span class="spot-name">Being used</span>
          ${cardButton(board, resolving, 'its effect is being used')}
        </div>`
        : nothing
    }
    <div role="gridcell" class="spot spot--piles">
      <span class="spot-name">Piles</span>
      <button class="cell piles-cell" data-cell="piles" tabindex="-1" aria-disabled="true"
        @focus=${() => discard[0] && board.inspect(discard[0].instance, discard[0].card)}>
        <span class="pile-line"><span class="pile-back" aria-hidden="true"></span>Deck · ${count(board, 'deck')}<span class="visually-hidden"> cards, face down;</span></span>
        <span class="pile-line">Discard · ${discard.length}<span class="visually-hidden"> cards${discard[0] ? `, ${board.card(discard[0].card).name} on top` : ''};</span></span>
        <span class="pile-line">Trump deck · ${view.trumpDeck}<span class="visually-hidden"> cards</span></span>
      </button>
    </div>
  </div>`;
}
