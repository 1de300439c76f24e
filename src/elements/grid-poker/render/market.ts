// The 3x3 market with its gutters: a gutter above each column and beside each row, where players'
// committed hand cards (as backs until the reveal) and companies are placed, and which become the
// targets when a row or a column is to be chosen.
import { html, nothing, type TemplateResult } from 'lit';
import { ALL_LINES, lineName, type Line } from '../../../games/grid-poker/state.js';
import type { Board } from '../board.js';
import { zoneCount, zoneSlots } from '../board.js';
import { lineKey } from '../choice.js';
import { cardCell } from '../../shared/render/card-cell.js';

interface Placement {
  seat: number;
  source: 'hand' | 'company';
  count: number; // committed hand cards; 0 for a company
}

/** Who placed what beside each line, from the public commitments. */
function placements(board: Board): Map<string, Placement[]> {
  const out = new Map<string, Placement[]>(ALL_LINES.map((l) => [lineKey(l), []]));
  const { view } = board;
  const add = (seat: number, source: Placement['source'], line: Line | null, zone: string) => {
    if (line) out.get(lineKey(line))!.push({ seat, source, count: source === 'hand' ? zoneCount(view, zone) : 0 });
  };
  view.commitments.forEach((c, seat) => {
    add(seat, 'hand', c.hand, `committed:${seat}`);
    add(seat, 'company', c.company, `company:${seat}`);
  });
  if (view.solo) {
    add(1, 'hand', view.solo.commitment.hand, 'solo-committed');
    add(1, 'company', view.solo.commitment.company, 'solo-company');
  }
  return out;
}

const shortName = (board: Board, seat: number) => {
  const name = board.name(seat);
  return name === 'You' ? 'You' : name.startsWith('The artificial') ? 'AI' : `P${seat + 1}`;
};

function describePlacement(board: Board, p: Placement): string {
  const name = board.name(p.seat);
  if (p.source === 'company') return name === 'You' ? 'your company' : `${name}'s company`;
  return `${name === 'You' ? 'your' : `${name}'s`} ${p.count === 1 ? 'hand card' : `${p.count || ''} hand cards`.trim()}, face down`;
}

function gutter(board: Board, line: Line, placed: Placement[]): TemplateResult {
  const key = lineKey(line);
  const option = board.layout?.byTarget.get(key);
  const target = option !== undefined;
  const label = `${lineName(line)}${placed.length ? `: ${placed.map((p) => describePlacement(board, p)).join('; ')}` : ''}${target ? ', can be chosen' : ''}`;
  // (the words on the gutter are drawn by CSS from data-text, so its name is this label alone)
  return html`<div role="gridcell" class="gutter-cell gutter-cell--${line.orientation}">
    <button
      class="cell gutter ${target ? 'target' : ''}"
      part="gutter${target ? ' target' : ''}"
      data-cell="line:${key}"
      tabindex="-1"
      aria-disabled=${target ? 'false' : 'true'}
      aria-label=${label}
      title=${label}
      @click=${() => board.pickLine(key)}
    >
      ${target ? html`<span class="place" data-text=${line.orientation === 'row' ? 'Row ▸' : 'Column ▾'}></span>` : nothing}
      ${placed.map(
        // Words drawn by CSS (attr()): the gutter's name says them in full.
        (p) => html`<span class="token token--${p.source}" data-text=${shortName(board, p.seat)}>
          ${p.source === 'hand' ? html`<span class="backs">${Array.from({ length: Math.max(1, p.count) }, () => html`<i></i>`)}</span>` : html`<span class="co" data-text="Co"></span>`}
        </span>`,
      )}
    </button>
  </div>`;
}

export function renderMarket(board: Board): TemplateResult {
  const market = zoneSlots(board.view, 'market');
  const placed = placements(board);
  const columns = ALL_LINES.filter((l) => l.orientation === 'column');
  const rows = ALL_LINES.filter((l) => l.orientation === 'row');
  return html`<div class="market" part="market">
    <div role="row" class="market-row market-row--head" aria-label="Column gutters">
      <div role="gridcell" class="corner-cell"><span class="market-label" aria-hidden="true">Market</span></div>
      ${columns.map((line) => gutter(board, line, placed.get(lineKey(line))!))}
    </div>
    ${rows.map(
      (line) => html`<div role="row" class="market-row" aria-label=${lineName(line)}>
        ${gutter(board, line, placed.get(lineKey(line))!)}
        ${[0, 1, 2].map((c) => cardCell(board, market[line.index * 3 + c] ?? null, 'market', `in the market, ${lineName(line).toLowerCase()}, ${['left', 'middle', 'right'][c]} column`))}
      </div>`,
    )}
  </div>`;
}
