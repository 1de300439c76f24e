// Both grids side by side, each a 3x3 of squares A-I with its lines' standing drawn at their ends: a
// mark beside each row, under each column, and at the corners for the diagonals (A-E-I at the bottom
// right, C-E-G at the top right). A mark says whether the line is ahead (▲), behind (▼) or even (=)
// against the same line of the other grid once both are full, with the hand's name where it fits;
// symbols and words, never colour alone. The rows of squares are rows of the board's APG grid.
import { html, nothing, type TemplateResult } from 'lit';
import type { LineStanding } from '../../../games/poker-squared/view.js';
import { LINES, SQUARES } from '../../../games/poker-squared/state.js';
import { squareLabel } from '../../../games/poker-squared/place.js';
import type { ShownHand } from '../../../games/poker-squared/state.js';
import { squareTarget } from '../choice.js';
import { isTouch } from '../../shared/index.js';
import { possessive, possessiveLower, plural, type Table } from '../table.js';
import { cardBack, cardFace, cardWords } from './face.js';

/** A hand's category in a word or two, for the marks. */
export const CATEGORY_SHORT: Record<ShownHand['category'], string> = {
  'high-card': 'High',
  pair: 'Pair',
  flush: 'Flush',
  straight: 'Straight',
  'three-of-a-kind': 'Trips',
  'straight-flush': 'Str. flush',
};

export type Standing = 'open' | 'made' | 'ahead' | 'behind' | 'even';

/** How `owner`'s line stands against the other grid's. */
export function standingOf(line: LineStanding, owner: number): Standing {
  const mine = line.hands[owner];
  if (!mine) return 'open';
  if (!line.hands[1 - owner]) return 'made';
  return line.leader === null ? 'even' : line.leader === owner ? 'ahead' : 'behind';
}

const SYMBOL: Record<Standing, string> = { open: '', made: '•', ahead: '▲', behind: '▼', even: '=' };

/** A line's standing in words, from `owner`'s side. */
export function standingWords(t: Table, line: LineStanding, owner: number): string {
  const mine = line.hands[owner];
  const theirs = line.hands[1 - owner];
  const other = possessiveLower(t, 1 - owner);
  switch (standingOf(line, owner)) {
    case 'open':
      return `${line.name}: not full yet`;
    case 'made':
      return `${line.name}: ${mine!.name}; ${other} is not full yet`;
    case 'even':
      return `${line.name}: ${mine!.name}, even with ${other} ${theirs!.name}`;
    case 'ahead':
      return `${line.name}: ${mine!.name}, ahead of ${other} ${theirs!.name}`;
    case 'behind':
      return `${line.name}: ${mine!.name}, behind ${other} ${theirs!.name}`;
  }
}

function mark(
  t: Table,
  owner: number,
  index: number,
  where: 'row' | 'column' | 'diagonal',
  column: number,
): TemplateResult {
  const line = t.view.lines[index];
  const state = standingOf(line, owner);
  const hand = line.hands[owner];
  const arrow = where === 'diagonal' ? (index === 6 ? '↘' : '↙') : '';
  return html`<div role="gridcell" class="mark mark--${where} mark--${state} col-${column}" aria-label=${standingWords(t, line, owner)}>
    <span class="mark-inner" aria-hidden="true">${arrow ? html`<span class="mark-arrow">${arrow}</span>` : nothing}<span class="mark-symbol">${SYMBOL[state]}</span>${hand ? html`<span class="mark-name">${CATEGORY_SHORT[hand.category]}</span>` : nothing}</span>
  </div>`;
}

/** The square's card: on the grid, or (hidden from the other player) the seat's own card waiting to go there. */
function squareCell(t: Table, owner: number, square: number, column: number): TemplateResult {
  const { view, layout } = t;
  const slot = view.zones[`grid:${owner}`]?.[square] ?? null;
  const card = slot && 'card' in slot ? slot : null;
  const option =
    owner === t.seat && !card
      ? layout?.byTarget.get(squareTarget(square))
      : card
        ? layout?.byInstance.get(card.instance)
        : undefined;
  const target = option !== undefined;
  const selected = target && t.selected.has(option);
  const fresh =
    card && view.record?.placed.some((p) => p.seat === owner && p.square === square) && view.phase !== 'place';
  const waiting = !card && owner === t.seat && view.placing?.square === square ? view.placing : null;
  const where = `${possessive(t, owner)} grid, ${squareLabel(square)}`;
  const what = card
    ? cardWords(t, card.card, true)
    : waiting
      ? `empty; ${cardWords(t, waiting.card)} goes here when both players have chosen`
      : 'empty';
  const state = selected ? ', selected' : target ? (card ? ', can be chosen' : ', place your card here') : '';
  return html`<div role="gridcell" class="sq-cell col-${column}">
    <button
      class="cell square ${card ? 'filled' : 'empty'} ${target ? 'target' : ''} ${selected ? 'selected' : ''} ${fresh ? 'fresh' : ''}"
      part="square${target ? ' target' : ''}"
      data-cell="square:${owner}:${square}"
      data-square=${SQUARES[square]}
      data-instance=${card?.instance ?? nothing}
      tabindex="-1"
      aria-disabled=${target ? 'false' : 'true'}
      aria-pressed=${layout?.multi && target ? String(selected) : nothing}
      aria-label="${where}: ${what}${fresh ? ' (new: placed this hand)' : ''}${state}"
      @click=${(e: MouseEvent) => (card ? t.pickCard(card.instance, isTouch(e)) : t.pickSquare(owner, square))}
      @contextmenu=${(e: MouseEvent) => {
        if (!card || !isTouch(e)) return;
        e.preventDefault(); // a long press of a finger reads the card large, and does nothing else
        t.read(card.instance, card.card);
      }}
      @focus=${() => card && t.inspect(card.instance, card.card)}
      @mouseenter=${() => card && t.inspect(card.instance, card.card)}
    >
      ${card ? cardFace(t, card.card) : waiting ? html`<span class="ghost">${cardFace(t, waiting.card)}</span>` : html`<span class="letter" aria-hidden="true">${SQUARES[square]}</span>`}
      ${fresh ? html`<span class="new" aria-hidden="true"></span>` : nothing}
    </button>
  </div>`;
}

/** The seats in the order their grids are drawn: the seat on screen first (on the left). */
export const gridOrder = (t: Table) => [t.seat, 1 - t.seat];

function owner(t: Table, seat: number, column: number): TemplateResult {
  const { view } = t;
  const hand = (view.zones[`hand:${seat}`] ?? []).filter((s) => s !== null).length;
  const chosen = view.chosen[seat] && view.phase === 'place';
  const details =
    seat === t.seat ? '' : `, ${plural(hand, 'card')} in hand${chosen ? ', has chosen a card for the grid' : ''}`;
  return html`<div role="gridcell" class="owner col-${column}" aria-label="${possessive(t, seat)} grid${details}">
    <span class="owner-name" aria-hidden="true">${possessive(t, seat)} grid</span>
    ${
      seat === t.seat
        ? nothing
        : html`<span class="backs" aria-hidden="true" title="${plural(hand, 'card')} in hand">${Array.from({ length: hand }, () => html`<i></i>`)}</span>
          ${chosen ? html`<span class="chosen" aria-hidden="true">${cardBack(t)}</span>` : nothing}`
    }
  </div>`;
}

export function renderGrids(t: Table): TemplateResult {
  const seats = gridOrder(t);
  // Columns: 3 squares and the row marks for the left grid, a gap, then the same for the right grid. A
  // cell takes its column from a class (`col-1` … `col-9`, in the styles), never a style attribute,
  // which a strict Content Security Policy (style-src 'self') blocks.
  const col = (side: number, c: number) => side * 5 + c + 1; // c: 0..2 squares, 3 marks
  return html`
    <div role="row" class="grid-row grid-row--head" aria-label="Grids">
      ${seats.map((seat, side) => html`${owner(t, seat, col(side, 0))}${mark(t, seat, 7, 'diagonal', col(side, 3))}`)}
    </div>
    ${[0, 1, 2].map(
      (r) => html`<div role="row" class="grid-row" aria-label=${LINES[r].name}>
        ${seats.map((seat, side) => html`${[0, 1, 2].map((c) => squareCell(t, seat, r * 3 + c, col(side, c)))}${mark(t, seat, r, 'row', col(side, 3))}`)}
      </div>`,
    )}
    <div role="row" class="grid-row grid-row--feet" aria-label="Columns and diagonal A-E-I">
      ${seats.map((seat, side) => html`${[0, 1, 2].map((c) => mark(t, seat, 3 + c, 'column', col(side, c)))}${mark(t, seat, 6, 'diagonal', col(side, 3))}`)}
    </div>
  `;
}

/** How the lines stand, in one sentence, from the seat on screen's side; then each line in words. */
export function renderStandings(t: Table): TemplateResult {
  const seat = t.seat;
  const states = t.view.lines.map((line) => standingOf(line, seat));
  const count = (s: Standing) => states.filter((x) => x === s).length;
  const compared = count('ahead') + count('behind') + count('even');
  const you = t.name(seat) === 'You';
  const summary =
    compared === 0
      ? 'No line of both grids is full yet.'
      : `${you ? 'You lead' : `${t.name(seat)} leads`} ${plural(count('ahead'), 'line')}, ${t.name(1 - seat)} ${plural(count('behind'), 'line')}${count('even') ? `, ${count('even')} even` : ''}${8 - compared ? `; ${8 - compared} still open` : ''}.`;
  return html`<details class="standings" part="lines">
    <summary><span class="standings-title">Lines</span> <span class="standings-summary">${summary}</span></summary>
    <table>
      <thead><tr><th scope="col">Line</th>${gridOrder(t).map((s) => html`<th scope="col">${t.name(s)}</th>`)}</tr></thead>
      <tbody>
        ${t.view.lines.map(
          (line) => html`<tr>
          <th scope="row">${line.name}</th>
          ${gridOrder(t).map((s) => {
            const state = standingOf(line, s);
            return html`<td class="st st--${state}">${state === 'open' ? html`<span class="quiet">open</span>` : html`<span class="st-symbol" aria-hidden="true">${SYMBOL[state]}</span> ${line.hands[s]!.name}${state === 'ahead' ? html`<span class="visually-hidden"> (ahead)</span>` : state === 'behind' ? html`<span class="visually-hidden"> (behind)</span>` : state === 'even' ? html`<span class="visually-hidden"> (even)</span>` : nothing}`}</td>`;
          })}
        </tr>`,
        )}
      </tbody>
    </table>
  </details>`;
}
