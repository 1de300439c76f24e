// Your hand under the board: full cards (their effects matter: a hand card is used, built or upgraded
// with), each a source of the turn's action or an option of an effect's choice. Once a hand card is
// picked, the squares it may be built on or upgrade are marked on the board and its effect, if it has
// one, is a button.
import { html, nothing, type TemplateResult } from 'lit';
import { describeCard, isTouch } from '../../shared/index.js';
import { possessive, type Board } from '../board.js';
import { handKey } from '../layout.js';
import { sourceCard } from '../selection.js';

export function renderHand(board: Board): TemplateResult {
  const { view, seat } = board;
  const slots = (view.zones[`hand:${seat}`] ?? []).flatMap((s) => (s && 'card' in s ? [s] : []));
  const mine = possessive(board, seat);
  const count = `${slots.length} card${slots.length === 1 ? '' : 's'}`;
  return html`<div class="hand" part="hand">
    <div class="zone-name" aria-hidden="true">${mine} hand · ${count}</div>
    ${
      slots.length === 0
        ? html`<div
            role="row"
            class="cards-row hand-row"
            aria-label="${mine} hand, no cards"
          >
            <div role="gridcell" class="none">No cards</div>
          </div>`
        : handTiers(slots.length).map(
            ([from, to], _, tiers) =>
              html`<div
                role="row"
                class="cards-row hand-row"
                aria-label="${mine} hand, ${count}${tiers.length > 1 ? `: cards ${from + 1} to ${to}` : ''}"
              >
                ${slots.slice(from, to).map((slot, k) => renderHandCard(board, slot, from + k, mine))}
              </div>`,
          )
    }
  </div>`;
}

/**
 * The most cards one fanned row of the hand holds with every card's value in sight, two digits
 * included: a card's corner needs 0.42 of its width, and the row is about 5.5 cards wide, on a phone as
 * on a laptop (measured: a 62 px card, its "11" ending 25.3 px from its edge, in a 342 px row).
 */
const TIER_CARDS = 12;

/** The hand's cards as rows of at most TIER_CARDS, as even as can be: [from, to) of each, first row first. */
export function handTiers(cards: number): [number, number][] {
  const tiers = Math.max(1, Math.ceil(cards / TIER_CARDS));
  return Array.from({ length: tiers }, (_, t) => [
    Math.floor((t * cards) / tiers),
    Math.floor(((t + 1) * cards) / tiers),
  ]);
}

function renderHandCard(
  board: Board,
  slot: { instance: string; card: string },
  i: number,
  mine: string,
): TemplateResult {
  const { layout, source } = board;
  const card = board.card(slot.card);
  const key = handKey(slot.instance);
  const asSource = layout?.plan?.sources.get(key) ?? null;
  const option = layout?.byInstance.get(slot.instance);
  const picked = source?.key === key;
  const chosen = option !== undefined && board.selected.has(option);
  const target = (!!asSource && !source) || option !== undefined;
  const note = board.handNote?.(slot.instance) ?? null;
  const can: string[] = [];
  if (asSource) {
    const builds = [...asSource.targets.values()].filter((t) => t.type === 'build').length;
    const upgrades = [...asSource.targets.values()].filter((t) => t.type === 'upgrade').length;
    if (builds) can.push('build');
    if (upgrades) can.push('upgrade');
    if (asSource.uses.length) can.push('use its effect');
  }
  const state = picked
    ? ', picked: choose a marked square or its effect'
    : can.length
      ? `, can ${can.join(' or ')}`
      : option !== undefined
        ? chosen
          ? ', selected'
          : ', can be chosen'
        : '';
  return html`<div role="gridcell" class="slot slot--hand">
    <button
      class="cell card-cell ${target ? 'target' : ''} ${picked ? 'picked' : ''} ${chosen ? 'selected' : ''} ${board.dragging === key ? 'drag-origin' : ''} ${note ? 'noted' : ''} ${note?.fresh ? 'fresh' : ''}"
      part="cell hand-card${target ? ' target' : ''}"
      data-cell="card:${slot.instance}"
      data-instance=${slot.instance}
      tabindex="-1"
      aria-disabled=${target || picked ? 'false' : 'true'}
      aria-pressed=${layout?.multi && option !== undefined ? String(chosen) : nothing}
      aria-label="${describeCard(card)} (in ${mine.toLowerCase()} hand, card ${i + 1}${note ? `, ${note.words}` : ''})${state}"
      @click=${(e: MouseEvent) => board.pickHand(slot.instance, isTouch(e))}
      @contextmenu=${(e: MouseEvent) => readOnLongPress(e, board, slot.instance, slot.card)}
      @pointerdown=${asSource && asSource.targets.size > 0 ? (e: PointerEvent) => board.pointerDown(e, key) : nothing}
      @focus=${() => board.inspect(slot.instance, slot.card)}
      @mouseenter=${() => board.inspect(slot.instance, slot.card)}
    >
      <tech-card .card=${card} aria-hidden="true"></tech-card
      >${note?.tag ? html`<span class="hand-note" data-text=${note.tag} aria-hidden="true"></span>` : nothing}${chosen ? html`<span class="check"></span>` : nothing}
    </button>
  </div>`;
}

/** A long press of a finger (the touch `contextmenu`) reads the card large, and does nothing else. */
export function readOnLongPress(event: MouseEvent, board: Board, instance: string, card: string): void {
  if (!isTouch(event)) return;
  event.preventDefault();
  board.read(instance, card);
}

/** What the picked source may do besides its squares: a hand card's effect, as a button; and unpicking. */
export function renderSourceButtons(board: Board): TemplateResult {
  const { source } = board;
  if (!source) return html``;
  const id = sourceCard(board.view, board.seat, source);
  const effect = id ? board.card(id).effect : undefined;
  return html`<div role="row" class="buttons-row" aria-label="The picked card">
    ${source.uses.map(
      (index) =>
        html`<div role="gridcell">
          <button
            class="cell option use"
            part="option"
            data-cell="option:${index}"
            tabindex="-1"
            @click=${() => board.pickOption(index)}
          >
            Use
            ${effect ? html`<strong>${effect.keyword}</strong> <span class="use-text">– ${effect.text}</span>` : 'its effect'}
          </button>
        </div>`,
    )}
    <div role="gridcell">
      <button
        class="cell option quiet-option"
        part="option"
        data-cell="unpick"
        tabindex="-1"
        @click=${() => board.unpick()}
      >
        ${source.square === null ? 'Put the card back' : 'Pick another piece'}
      </button>
    </div>
  </div>`;
}
