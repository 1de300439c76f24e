// The balance report as one self-contained HTML page: a chart of every card's win-rate difference with
// its interval (SVG drawn here, no chart library needed for bars and whiskers), and a table that sorts
// by any column when its header is clicked.
import type { CardBalance } from './balance.js';
import { percent } from './stats.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A card's name, escaped, between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: a name holding a bidi
 * override (U+202E) is shown as it is written but cannot reverse the id or the figures after it. The
 * characters work where `<bdi>` cannot: in the chart's SVG `<text>` and `<title>`.
 */
const cardName = (s: string) => `\u2068${escape(s)}\u2069`;

function chart(rows: CardBalance[]): string {
  const rowHeight = 18;
  const width = 760;
  const left = 240;
  const span = Math.max(0.1, ...rows.flatMap((r) => [Math.abs(r.usedDelta.low), Math.abs(r.usedDelta.high)]));
  const x = (d: number) => left + ((d + span) / (2 * span)) * (width - left - 20);
  const bars = rows.map((r, i) => {
    const y = 24 + i * rowHeight;
    const colour = r.outlier === 'strong' ? '#b3261e' : r.outlier === 'weak' ? '#1b5ea8' : '#5f6368';
    return `<g><title>${cardName(r.name)}: ${percent(r.usedDelta.d)} [${percent(r.usedDelta.low)}, ${percent(r.usedDelta.high)}], used ${r.used} times</title>
<text x="${left - 8}" y="${y + 12}" text-anchor="end" font-size="12">${cardName(r.name)}${r.outlier ? (r.outlier === 'strong' ? ' ▲' : ' ▼') : ''}</text>
<line x1="${x(r.usedDelta.low)}" x2="${x(r.usedDelta.high)}" y1="${y + 8}" y2="${y + 8}" stroke="${colour}" stroke-width="2"/>
<rect x="${Math.min(x(0), x(r.usedDelta.d))}" y="${y + 3}" width="${Math.abs(x(r.usedDelta.d) - x(0))}" height="10" fill="${colour}" opacity="0.6"/></g>`;
  }).join('\n');
  const height = 40 + rows.length * rowHeight;
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" role="img" aria-label="Win rate difference when each card was used, with 95% intervals">
<line x1="${x(0)}" x2="${x(0)}" y1="16" y2="${height - 10}" stroke="#000"/>
<text x="${x(-span)}" y="12" font-size="11">${percent(-span)}</text><text x="${x(0)}" y="12" font-size="11" text-anchor="middle">0</text><text x="${x(span)}" y="12" font-size="11" text-anchor="end">+${percent(span)}</text>
${bars}</svg>`;
}

/** The page; `played`: the lines that say which card and rules files were played (describePlayed). */
export function balanceHtml(title: string, rows: CardBalance[], compare?: Map<string, CardBalance>, played: string[] = []): string {
  const cell = (v: number, text: string) => `<td data-v="${v}">${text}</td>`;
  const body = rows.map((r) => {
    const before = compare?.get(r.id);
    return `<tr class="${r.outlier ?? ''}"><td data-v="${escape(r.id)}">${cardName(r.name)} <small>${escape(r.id)}</small></td>${cell(r.used, String(r.used))}${cell(r.usedDelta.d, `${percent(r.usedDelta.d)} <small>[${percent(r.usedDelta.low)}, ${percent(r.usedDelta.high)}]</small>`)}${cell(r.heldDelta.d, `${percent(r.heldDelta.d)} <small>[${percent(r.heldDelta.low)}, ${percent(r.heldDelta.high)}]</small>`)}${compare ? cell(before ? r.usedDelta.d - before.usedDelta.d : 0, before ? percent(r.usedDelta.d - before.usedDelta.d) : 'new') : ''}<td>${r.outlier === 'strong' ? 'too strong?' : r.outlier === 'weak' ? 'too weak?' : ''}</td></tr>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}th,td{padding:.3rem .5rem;border-bottom:1px solid #ddd;text-align:left}th{cursor:pointer;background:#f3f3f3}tr.strong td:last-child{color:#b3261e;font-weight:bold}tr.weak td:last-child{color:#1b5ea8;font-weight:bold}small{color:#666}</style>
<h1>${escape(title)}</h1>
${played.map((line) => `<p><small>${escape(line)}</small></p>\n`).join('')}<p>For each card: how many seats used its effect, and how much more (or less) often those seats won than the seats that did not, with 95% intervals. ▲ wins clearly more when used (too strong?), ▼ clearly less (too weak?).</p>
${chart(rows)}
<table><thead><tr><th>card</th><th>used</th><th>win rate when used</th><th>when held</th>${compare ? '<th>change since the other deck</th>' : ''}<th></th></tr></thead><tbody>
${body}
</tbody></table>
<script>for (const [i, th] of document.querySelectorAll('th').entries()) th.addEventListener('click', () => {
  const body = document.querySelector('tbody'); const rows = [...body.rows];
  const dir = th.dataset.dir = th.dataset.dir === 'up' ? 'down' : 'up';
  rows.sort((a, b) => { const x = a.cells[i]?.dataset.v ?? '', y = b.cells[i]?.dataset.v ?? ''; const n = parseFloat(x) - parseFloat(y); return (isNaN(n) ? x.localeCompare(y, 'en', { numeric: true }) : n) * (dir === 'up' ? 1 : -1); });
  body.append(...rows);
});</script></html>
`;
}
