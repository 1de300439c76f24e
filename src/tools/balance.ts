// `tech-deck balance`: for every card, how often it was used, and how the win rate of the seats that
// used it (or held it) compares with the seats that did not, with 95% intervals. The cards whose interval
// lies wholly beyond the flag threshold are flagged. `--compare` plays the other deck on the same seeds
// and shows each card's change with its own interval (balance-change.ts).
import type { Card } from '../dsl/index.js';
import type { GameRecord } from './simulate-core.js';
import { difference, percent } from './stats.js';
import { printable } from './terminal.js';

/** A difference of win rates with its 95% interval, as fractions (0.05 is 5 points). */
export type Interval = ReturnType<typeof difference>;

export type Flag = 'strong' | 'weak';

export interface CardBalance {
  id: string;
  name: string;
  used: number; // seats (over all games) that used the card's effect
  usedRate: number; // used / seats
  usedDelta: Interval | null; // win rate when used − when not used; null (n/a) when no seat used it, or every seat did
  held: number;
  heldDelta: Interval | null; // likewise for holding it
  outlier: Flag | null; // the flag of usedDelta (flagOf)
}

/**
 * The flag threshold, 3 points: a card is flagged "too strong?" when the whole 95% interval of its figure
 * is above +3 points, "too weak?" when it is wholly below −3. The same rule gives the verdict of
 * `--focus`, so the two reports speak of one threshold.
 */
export const FLAG_THRESHOLD = 0.03;

/** Fewer uses than this and the figure is shown but never flagged: a handful of games is no evidence. */
const FLAG_MIN_USES = 10;

/** The flag of an interval: wholly above +FLAG_THRESHOLD, wholly below −FLAG_THRESHOLD, or none. */
export function flagOf(interval: Interval | null): Flag | null {
  if (!interval) return null;
  return interval.low > FLAG_THRESHOLD ? 'strong' : interval.high < -FLAG_THRESHOLD ? 'weak' : null;
}

/**
 * Wins count 1/k for each of k tied winners. In a game played by teams a team's win is a whole win for
 * each of its players (partners win together, they are not tied), and k counts the teams tied.
 */
export function winShare(record: GameRecord, seat: number): number {
  if (!record.winners.includes(seat)) return 0;
  const { teams, winners } = record;
  return 1 / (teams ? teams.filter((t) => t.some((s) => winners.includes(s))).length : winners.length);
}

/** The win rate a seat has when every seat is as strong: one over the number of seats, or of teams. */
export const fairShare = (record: Pick<GameRecord, 'teams'> | undefined, players: number) =>
  1 / (record?.teams?.length ?? players);

/** The cards the report lists: those with an effect to use, and the wild cards (held, never used). */
export const reportedCards = (deck: Card[]) => deck.filter((c) => c.effect || c.domain === 'wild');

export function balance(records: GameRecord[], deck: Card[]): CardBalance[] {
  const ok = records.filter((r) => !r.error);
  const seats = ok.flatMap((r) =>
    r.bots.map((_, seat) => ({ win: winShare(r, seat), used: new Set(r.used[seat]), held: new Set(r.held[seat]) })),
  );
  return reportedCards(deck).map((card) => {
    const split = (key: 'used' | 'held') => {
      const yes = seats.filter((s) => s[key].has(card.id));
      const no = seats.filter((s) => !s[key].has(card.id));
      // With no seat on one side there is nothing to compare: n/a, not a difference of 0 [0, 0].
      const delta =
        yes.length > 0 && no.length > 0
          ? difference(
              yes.reduce((a, s) => a + s.win, 0),
              yes.length,
              no.reduce((a, s) => a + s.win, 0),
              no.length,
            )
          : null;
      return { n: yes.length, delta };
    };
    const used = split('used');
    const held = split('held');
    const outlier = used.n >= FLAG_MIN_USES ? flagOf(used.delta) : null;
    return {
      id: card.id,
      name: card.name,
      used: used.n,
      usedRate: seats.length ? used.n / seats.length : 0,
      usedDelta: used.delta,
      held: held.n,
      heldDelta: held.delta,
      outlier,
    };
  });
}

export type SortKey = 'delta' | 'used' | 'held' | 'card';

/** Sorts the rows; a figure that is n/a sorts after every figure. */
export function sortBalance(rows: CardBalance[], key: SortKey): CardBalance[] {
  const figure = (i: Interval | null) => i?.d ?? -Infinity;
  const by: Record<SortKey, (a: CardBalance, b: CardBalance) => number> = {
    delta: (a, b) => figure(b.usedDelta) - figure(a.usedDelta) || a.id.localeCompare(b.id, 'en', { numeric: true }),
    used: (a, b) => b.used - a.used,
    held: (a, b) => figure(b.heldDelta) - figure(a.heldDelta) || a.id.localeCompare(b.id, 'en', { numeric: true }),
    card: (a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }),
  };
  return [...rows].sort(by[key]);
}

/** The change of each card's figure since the compared deck, and which cards' text changed. */
export interface Comparison {
  change: Map<string, Interval | null>; // card id → change of "win rate when used", paired; null: n/a
  changed: Set<string>; // ids of the cards whose text differs from the compared deck's (or that it lacks)
}

export const signed = (p: number) => `${p >= 0 ? '+' : '−'}${percent(Math.abs(p))}`;
export const range = (d: Interval | null) => (d ? `${signed(d.d)} [${signed(d.low)}, ${signed(d.high)}]` : 'n/a');
const FLAG_WORDS: Record<Flag, string> = { strong: 'too strong?', weak: 'too weak?' };
export const flagWords = (flag: Flag | null) => (flag ? FLAG_WORDS[flag] : '');

/** How to read the report, in the words both the terminal and the HTML page print. */
export function legend(compare: boolean): string[] {
  const t = percent(FLAG_THRESHOLD, 0);
  return [
    "win rate when used: how much more (+) or less (−) often the players who used the card's effect won than those who did not, with its 95% interval in brackets (the true difference is very likely inside it; more games make it narrower). When held: the same for holding the card.",
    `A card is flagged "too strong?" when its whole interval is above +${t} (at least ${FLAG_MIN_USES} uses), "too weak?" when it is wholly below −${t}. A flag is a lead, not a proof: try the card with --focus.`,
    'n/a: nothing to compare (no player used the card, as for the wild cards, which have no effect).',
    ...(compare
      ? [
          `change: the change of "win rate when used" since the compared deck, played on the same seeds, with its interval; "changed" marks the cards whose text differs; a change is flagged by the same ±${t} rule.`,
        ]
      : []),
  ];
}

/**
 * The report as a table for the terminal. Card names are the card files' text, so they are printed
 * through `printable`: a name holding `ESC[2J` or a bidi override shows as such instead of acting. Names
 * are printed whole: the column is as wide as the longest.
 */
export function formatBalance(rows: CardBalance[], comparison?: Comparison): string {
  const label = (r: CardBalance) => `${printable(r.name)} (${r.id})${comparison?.changed.has(r.id) ? ' changed' : ''}`;
  const width = Math.max(4, ...rows.map((r) => [...label(r)].length));
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));
  const head = `${pad('card', width)} ${'used'.padStart(6)}  ${pad('win rate when used', 30)} ${pad('when held', 30)}${comparison ? ` ${pad('change since --compare', 30)}` : ''}`;
  const lines = rows.map((r) => {
    const change = comparison
      ? ` ${pad(comparison.change.has(r.id) ? range(comparison.change.get(r.id)!) : 'new', 30)}`
      : '';
    const changeFlag = comparison ? flagOf(comparison.change.get(r.id) ?? null) : null;
    const flags = [
      r.outlier ? flagWords(r.outlier) : '',
      changeFlag ? `change: ${changeFlag === 'strong' ? 'stronger' : 'weaker'}` : '',
    ].filter(Boolean);
    return `${pad(label(r), width)} ${String(r.used).padStart(6)}  ${pad(range(r.usedDelta), 30)} ${pad(range(r.heldDelta), 30)}${change}${flags.length ? `  ← ${flags.join(', ')}` : ''}`.trimEnd();
  });
  const outliers = rows.filter((r) => r.outlier);
  const t = percent(FLAG_THRESHOLD, 0);
  const note =
    outliers.length === 0
      ? `No card is flagged: no interval lies wholly beyond ±${t}.`
      : `Flagged: ${outliers.map((r) => `${printable(r.name)} (${flagWords(r.outlier)} ${range(r.usedDelta)})`).join('; ')}.`;
  return `${head.trimEnd()}\n${lines.join('\n')}\n\n${note}\n\n${legend(Boolean(comparison)).join('\n')}\n`;
}
