// The balance report as one self-contained HTML page: how to read it, a chart of every card's win-rate
// difference with its interval (SVG drawn here, no chart library needed for bars and whiskers), and a
// table that sorts by any column from its header or from the sort buttons above it. On a narrow screen
// (a phone) each row of the table becomes a block of labelled lines, and the chart puts each card's name
// above its bar, so nothing needs a sideways scroll.
import {
  FLAG_THRESHOLD,
  flagOf,
  flagWords,
  legend,
  range,
  signed,
  type CardBalance,
  type Comparison,
  type Interval,
} from './balance.js';
import { percent } from './stats.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A card's name, escaped, between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: a name holding a bidi
 * override (U+202E) is shown as it is written but cannot reverse the id or the figures after it. The
 * characters work where `<bdi>` cannot: in the chart's SVG `<text>` and `<title>`.
 */
const cardName = (s: string) => `\u2068${escapeHtml(s)}\u2069`;

const COLOURS = { strong: '#b3261e', weak: '#1b5ea8', none: '#5f6368' } as const;

/** The chart, 480 units wide: each card's name on a line of its own, its bar and whisker under it. */
function chart(rows: CardBalance[]): string {
  const rowHeight = 36;
  const width = 480;
  const figures = rows.flatMap((r) => (r.usedDelta ? [Math.abs(r.usedDelta.low), Math.abs(r.usedDelta.high)] : []));
  const span = Math.max(0.1, ...figures);
  const x = (d: number) => 10 + ((d + span) / (2 * span)) * (width - 20);
  const bars = rows
    .map((r, i) => {
      const y = 30 + i * rowHeight;
      const colour = COLOURS[r.outlier ?? 'none'];
      const d = r.usedDelta;
      const mark = r.outlier ? (r.outlier === 'strong' ? ' ▲' : ' ▼') : '';
      if (!d)
        return `<g><title>${cardName(r.name)}: n/a, used ${r.used} times</title>
<text x="10" y="${y + 12}" font-size="14">${cardName(r.name)} — n/a</text></g>`;
      return `<g><title>${cardName(r.name)}: ${range(d)}, used ${r.used} times</title>
<text x="10" y="${y + 12}" font-size="14" fill="${colour}">${cardName(r.name)}${mark} ${range(d)}</text>
<line x1="${x(d.low)}" x2="${x(d.high)}" y1="${y + 24}" y2="${y + 24}" stroke="${colour}" stroke-width="2"/>
<rect x="${Math.min(x(0), x(d.d))}" y="${y + 18}" width="${Math.abs(x(d.d) - x(0))}" height="12" fill="${colour}" opacity="0.6"/></g>`;
    })
    .join('\n');
  const height = 40 + rows.length * rowHeight;
  const edge = (d: number) =>
    `<line x1="${x(d)}" x2="${x(d)}" y1="16" y2="${height - 10}" stroke="#999" stroke-dasharray="3 3"/>`;
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Win rate difference when each card was used, with 95% intervals">
<line x1="${x(0)}" x2="${x(0)}" y1="16" y2="${height - 10}" stroke="#000"/>${edge(FLAG_THRESHOLD)}${edge(-FLAG_THRESHOLD)}
<text x="${x(-span)}" y="12" font-size="12">−${percent(span)}</text><text x="${x(0)}" y="12" font-size="12" text-anchor="middle">0</text><text x="${x(span)}" y="12" font-size="12" text-anchor="end">+${percent(span)}</text>
${bars}</svg>`;
}

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:1rem;max-width:60rem}
h1{font-size:1.3rem}svg{width:100%;max-width:36rem;height:auto;display:block}
table{border-collapse:collapse;width:100%}th,td{padding:.3rem .5rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
th{background:#f3f3f3}th button,.sort button{font:inherit;padding:.4rem .6rem;min-height:2.75rem;cursor:pointer}
th button{border:0;background:none;padding:0;min-height:0;font-weight:bold}small{color:#555}
.strong{color:${COLOURS.strong};font-weight:bold}.weak{color:${COLOURS.weak};font-weight:bold}mark{background:#fde68a;padding:0 .2rem}
.sort{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:1rem 0 .5rem}
@media (max-width:40rem){thead{display:none}table,tbody,tr,td{display:block}tr{border-bottom:2px solid #ccc;padding:.4rem 0}td{border:0;padding:.1rem 0}
td[data-label]::before{content:attr(data-label) ": ";color:#555}td:empty{display:none}}`;

/** The page; `played`: the lines that say which card and rules files were played (describePlayed). */
export function balanceHtml(
  title: string,
  rows: CardBalance[],
  comparison?: Comparison,
  played: string[] = [],
): string {
  const figure = (d: Interval | null) =>
    d ? `${signed(d.d)} <small>[${signed(d.low)}, ${signed(d.high)}]</small>` : 'n/a';
  const cell = (label: string, v: number | null | undefined, text: string) =>
    `<td data-label="${label}" data-v="${v ?? ''}">${text}</td>`;
  const columns = [
    'card',
    'used',
    'win rate when used',
    'when held',
    ...(comparison ? ['change since the other deck'] : []),
    'flag',
  ];
  const body = rows
    .map((r) => {
      const change = comparison?.change.get(r.id);
      const changeFlag = flagOf(change ?? null);
      const flags = [
        flagWords(r.outlier),
        changeFlag ? `change: ${changeFlag === 'strong' ? 'stronger' : 'weaker'}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const changeCell = comparison
        ? cell(
            'change',
            change?.d,
            `${comparison.change.has(r.id) ? figure(change ?? null) : 'new'}${comparison.changed.has(r.id) ? ' <mark>changed</mark>' : ''}`,
          )
        : '';
      return `<tr class="${r.outlier ?? ''}"><td data-v="${escapeHtml(r.id)}">${cardName(r.name)} <small>${escapeHtml(r.id)}</small></td>${cell('used', r.used, String(r.used))}${cell('when used', r.usedDelta?.d, figure(r.usedDelta))}${cell('when held', r.heldDelta?.d, figure(r.heldDelta))}${changeCell}<td data-v="${flags ? 1 : 0}" class="${r.outlier ?? changeFlag ?? ''}">${flags}</td></tr>`;
    })
    .join('\n');
  const sortButtons = columns.map((c, i) => `<button type="button" data-sort="${i}">${c}</button>`).join(' ');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
<h1>${escapeHtml(title)}</h1>
${played.map((line) => `<p><small>${escapeHtml(line)}</small></p>\n`).join('')}<h2>How to read it</h2>
<ul>${legend(Boolean(comparison))
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join(
      '',
    )}<li>In the chart, each bar is a card's figure and its line the interval; the dashed lines are ±${percent(FLAG_THRESHOLD, 0)}. ▲ flagged too strong?, ▼ too weak?</li></ul>
${chart(rows)}
<div class="sort">Sort by: ${sortButtons}</div>
<table><thead><tr>${columns.map((c, i) => `<th><button type="button" data-sort="${i}">${c}</button></th>`).join('')}</tr></thead><tbody>
${body}
</tbody></table>
<script>for (const button of document.querySelectorAll('[data-sort]')) button.addEventListener('click', () => {
  const i = Number(button.dataset.sort); const body = document.querySelector('tbody'); const rows = [...body.rows];
  const first = i === 0 ? 'up' : 'down'; const again = document.body.dataset.col === String(i);
  const dir = document.body.dataset.dir = again ? (document.body.dataset.dir === 'up' ? 'down' : 'up') : first;
  document.body.dataset.col = String(i);
  const key = (row) => row.cells[i]?.dataset.v ?? '';
  rows.sort((a, b) => { const x = key(a), y = key(b); if (x === '' || y === '') return (x === '') - (y === ''); const n = parseFloat(x) - parseFloat(y); return (isNaN(n) ? x.localeCompare(y, 'en', { numeric: true }) : n) * (dir === 'up' ? 1 : -1); });
  body.append(...rows);
});</script></html>
`;
}
