// What `balance --focus` prints: the card's effect on the win rate in words, with the rule that gives the
// verdict. The words are made from the figures only (verdictOf), never the other way round.
import type { Card } from '../dsl/index.js';
import { FLAG_THRESHOLD, type Interval } from './balance.js';
import type { FocusResult, FocusSpec, FocusStop } from './focus.js';
import { percent } from './stats.js';
import { printable } from './terminal.js';

/** What the interval says, by the flag threshold: above it, below it, wholly inside it, or across an edge. */
export type Verdict = 'strong' | 'weak' | 'even' | 'unsure';

export function verdictOf(effect: Interval, threshold = FLAG_THRESHOLD): Verdict {
  if (effect.low > threshold) return 'strong';
  if (effect.high < -threshold) return 'weak';
  if (effect.low >= -threshold && effect.high <= threshold) return 'even';
  return 'unsure';
}

/** What the card is measured against: a plain card of its value and domain, or its earlier text. */
export type Baseline = { kind: 'plain' } | { kind: 'earlier'; folder: string };

const DOMAIN = {
  knowledge: 'Knowledge',
  science: 'Science',
  technology: 'Technology',
  services: 'Services',
  wild: 'Wild',
} as const;

/** "a plain 13 of Technology", "its text in cards-before". */
export function baselineWords(card: Card, baseline: Baseline): string {
  if (baseline.kind === 'earlier') return `with its text in ${printable(baseline.folder)}`;
  return `a plain ${card.value === null ? 'card' : `${card.value} of`} ${DOMAIN[card.domain]}`.replace(
    'card Wild',
    'wild card',
  );
}

const points = (p: number) => Math.round(p * 100) + 0; // + 0: −0 reads as 0
/** Points of win rate to one decimal, with a true minus sign: 6.2, −2.0; −0.0 reads 0.0. */
const tenths = (p: number) => {
  const text = (Math.round(p * 1000) / 10 + 0).toFixed(1);
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
};

const VERDICT_WORDS: Record<'plain' | 'earlier', Record<Verdict, string>> = {
  plain: {
    strong: 'likely too strong',
    weak: 'likely too weak',
    even: 'its effect changes little',
    unsure: 'not sure',
  },
  earlier: {
    strong: 'likely stronger than before',
    weak: 'likely weaker than before',
    even: 'about as strong as before',
    unsure: 'not sure',
  },
};

/**
 * The verdict in words: "Robotics wins 9.0 points more often than a plain 13 of Technology [6.1, 11.9]:
 * likely too strong". The figures are points of win rate to a tenth (whole points would show an interval
 * of [−3.2, 1.9] as [−3, 2], which reads as inside ±3); the verdict is verdictOf the same interval.
 */
export function verdictLine(card: Card, baseline: Baseline, effect: Interval): string {
  const than = baselineWords(card, baseline);
  const size = tenths(Math.abs(effect.d));
  const how =
    size === '0.0'
      ? `wins as often as ${than}`
      : `wins ${size} points ${effect.d > 0 ? 'more' : 'less'} often than ${than}`;
  return `${printable(card.name)} ${how} [${tenths(effect.low)}, ${tenths(effect.high)}]: ${VERDICT_WORDS[baseline.kind][verdictOf(effect)]}`;
}

/** The rule of the verdict, and how the games were played, in the report's legend. */
export function focusLegend(baseline: Baseline, target: number): string[] {
  const t = points(FLAG_THRESHOLD);
  const words = VERDICT_WORDS[baseline.kind];
  return [
    `How it is measured: each seed is played twice, with the card and ${baseline.kind === 'plain' ? 'with a plain card of its value and domain (no effect) in its place' : 'with its earlier text'}; the deal, the bots and their choices are the same until the card makes a difference. The card is dealt into the starting hand of the focus player, a seat that turns with the seed (in Grid Poker they also put it in their company). The figure is how much more often the focus player wins with it, in points of win rate, with its 95% interval in brackets; games are added until the interval is narrower than ±${points(target)} points, or a cap.`,
    `Verdict: "${words.strong}" when the whole interval is above +${t} points, "${words.weak}" when it is wholly below −${t} points, "${words.even}" when it lies wholly between −${t} and +${t} points, and "${words.unsure}" when it reaches across −${t} or +${t} (more games may settle it).`,
  ];
}

const STOPS: Record<FocusStop, (spec: Pick<FocusSpec, 'maxGames' | 'maxSeconds' | 'target'>) => string> = {
  interval: (s) => `stopped when the interval was narrower than ±${points(s.target)} points`,
  games: (s) =>
    `stopped at the cap of ${s.maxGames.toLocaleString('en')} games (--games); the interval is still ±${'{half}'} points`,
  time: (s) => `stopped at the cap of ${s.maxSeconds} s (--seconds); the interval is still ±${'{half}'} points`,
};

/** The whole report: what was played, how it ended, the verdict and its legend. */
export function formatFocus(
  card: Card,
  baseline: Baseline,
  spec: Pick<FocusSpec, 'game' | 'players' | 'bots' | 'maxGames' | 'maxSeconds' | 'target'>,
  result: FocusResult,
  workers: number,
): string {
  const share = (n: number) => (result.pairs ? `${Math.round((100 * n) / result.pairs)}%` : '0%');
  const stop = STOPS[result.stop](spec).replace('{half}', (result.half * 100).toFixed(1));
  const lines = [
    `${printable(card.name)} (${card.id}) in ${spec.game}, ${spec.players} players, bots ${spec.bots.join(', ')}: ${(2 * (result.pairs + result.broken)).toLocaleString('en')} games (${result.pairs + result.broken} pairs) in ${result.seconds.toFixed(1)} s on ${workers || 1} thread${workers > 1 ? 's' : ''}; ${stop}`,
    `  the focus player was dealt it in ${share(result.dealt)} of the pairs and used its effect in ${share(result.used)}; won ${percent(result.win)} with it, ${percent(result.baseWin)} ${baseline.kind === 'plain' ? 'with the plain card' : 'with its earlier text'}`,
    ...(result.broken
      ? [
          `  ${result.broken} pair${result.broken === 1 ? '' : 's'} left out: a game broke (${printable(result.errors[0])}${result.broken > 1 ? ', …' : ''})`,
        ]
      : []),
    '',
    verdictLine(card, baseline, result.effect),
    '',
    ...focusLegend(baseline, spec.target),
  ];
  return `${lines.join('\n')}\n`;
}
