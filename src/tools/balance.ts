// `tech-deck balance`: for every card, how often it was used, and how the win rate of the seats that
// used it (or held it) compares with the seats that did not, with 95% intervals. The outliers — cards
// whose interval clears zero by a margin — are called out. `--compare` sets two decks side by side.
import type { Card } from '../dsl/index.js';
import type { GameRecord } from './simulate-core.js';
import { difference, percent } from './stats.js';
import { printable } from './terminal.js';

export interface CardBalance {
  id: string;
  name: string;
  used: number; // seats (over all games) that used the card's effect
  usedRate: number; // used / seats
  usedDelta: ReturnType<typeof difference>; // win rate when used − when not used
  held: number;
  heldDelta: ReturnType<typeof difference>;
  outlier: 'strong' | 'weak' | null;
}

const OUTLIER = 0.05; // an interval wholly beyond ±5 points is called out

export function balance(records: GameRecord[], deck: Card[]): CardBalance[] {
  const ok = records.filter((r) => !r.error);
  const seats = ok.flatMap((r) => r.bots.map((_, seat) => ({ win: r.winners.includes(seat) ? 1 / r.winners.length : 0, used: new Set(r.used[seat]), held: new Set(r.held[seat]) })));
  return deck.filter((c) => c.effect || c.domain === 'wild').map((card) => {
    const split = (key: 'used' | 'held') => {
      const yes = seats.filter((s) => s[key].has(card.id));
      const no = seats.filter((s) => !s[key].has(card.id));
      return { n: yes.length, delta: difference(yes.reduce((a, s) => a + s.win, 0), yes.length, no.reduce((a, s) => a + s.win, 0), no.length) };
    };
    const used = split('used');
    const held = split('held');
    const outlier = used.n >= 10 && used.delta.low > OUTLIER ? 'strong' : used.n >= 10 && used.delta.high < -OUTLIER ? 'weak' : null;
    return { id: card.id, name: card.name, used: used.n, usedRate: seats.length ? used.n / seats.length : 0, usedDelta: used.delta, held: held.n, heldDelta: held.delta, outlier };
  });
}

export type SortKey = 'delta' | 'used' | 'held' | 'card';

export function sortBalance(rows: CardBalance[], key: SortKey): CardBalance[] {
  const by: Record<SortKey, (a: CardBalance, b: CardBalance) => number> = {
    delta: (a, b) => b.usedDelta.d - a.usedDelta.d,
    used: (a, b) => b.used - a.used,
    held: (a, b) => b.heldDelta.d - a.heldDelta.d,
    card: (a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }),
  };
  return [...rows].sort(by[key]);
}

const signed = (p: number) => `${p >= 0 ? '+' : '−'}${percent(Math.abs(p))}`;
const range = (d: ReturnType<typeof difference>) => `${signed(d.d)} [${signed(d.low)}, ${signed(d.high)}]`;

/**
 * The report as a table for the terminal. Card names are the card files' text, so they are printed
 * through `printable`: a name holding `ESC[2J` or a bidi override shows as such instead of acting.
 */
export function formatBalance(rows: CardBalance[], compare?: Map<string, CardBalance>): string {
  const name = (r: CardBalance) => printable(r.name);
  const head = `${'card'.padEnd(34)} ${'used'.padStart(6)}  ${'win rate when used'.padEnd(30)} ${'when held'.padEnd(30)}${compare ? ' change since --compare' : ''}`;
  const lines = rows.map((r) => {
    const before = compare?.get(r.id);
    const change = before ? `  ${signed(r.usedDelta.d - before.usedDelta.d)}` : compare ? '  (new)' : '';
    return `${`${name(r)} (${r.id})`.slice(0, 34).padEnd(34)} ${String(r.used).padStart(6)}  ${range(r.usedDelta).padEnd(30)} ${range(r.heldDelta).padEnd(30)}${change}${r.outlier ? `  ← ${r.outlier === 'strong' ? 'too strong?' : 'too weak?'}` : ''}`;
  });
  const outliers = rows.filter((r) => r.outlier);
  const note = outliers.length === 0 ? 'No card stands out: every interval includes a difference under 5 points.'
    : `Stand out: ${outliers.map((r) => `${name(r)} (${r.outlier === 'strong' ? 'wins more' : 'wins less'} when used, ${range(r.usedDelta)})`).join('; ')}.`;
  return `${head}\n${lines.join('\n')}\n\n${note}\n`;
}
