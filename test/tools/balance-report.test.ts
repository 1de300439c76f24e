// The whole-deck balance report: n/a where there is nothing to compare, the flag rule and its legend,
// names printed whole, and --compare played on paired seeds with an interval on each change.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { games, techDeck } from '../../src/games/index.js';
import { balance, flagOf, formatBalance, type CardBalance } from '../../src/tools/balance.js';
import { alignDeck, compareBalance } from '../../src/tools/balance-change.js';
import { balanceHtml } from '../../src/tools/balance-html.js';
import { simulate } from '../../src/tools/simulate.js';
import { runIn, scratchDir } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;
const spec = {
  game: 'grid-poker' as const,
  players: 2,
  bots: ['random'],
  rotate: true,
  games: 6,
  seed: 11,
  workers: 0,
  rules: games['grid-poker'].rules,
};
const row = (over: Partial<CardBalance>): CardBalance => ({
  id: 'technology-13',
  name: 'Robotics',
  used: 35,
  usedRate: 0.07,
  usedDelta: null,
  held: 80,
  heldDelta: null,
  outlier: null,
  ...over,
});

suite('the whole-deck report', () => {
  it('shows n/a for the wild cards, which have no effect to use, not +0.0% [+0.0%, +0.0%]', async () => {
    const records = await simulate({ ...spec, deck: techDeck });
    const rows = balance(records, techDeck);
    const wild = rows.filter((r) => r.id.startsWith('wild-'));
    expect(wild).toHaveLength(2);
    for (const r of wild) expect(r.usedDelta).toBeNull();
    const text = formatBalance(rows);
    const line = text.split('\n').find((l) => l.includes('(wild-1)'))!;
    expect(line).toMatch(/\(wild-1\)\s+0\s+n\/a/);
    expect(text).not.toContain('+0.0% [+0.0%, +0.0%]');
    expect(balanceHtml('t', rows)).toMatch(/data-label="when used" data-v="">n\/a</);
  }, 60_000);

  it('flags a card whose whole interval is above the threshold, and its legend says when', () => {
    const robotics = { d: 0.215, low: 0.048, high: 0.381 }; // as the designer saw it, unflagged, before
    expect(flagOf(robotics)).toBe('strong');
    expect(flagOf({ d: 0.1, low: -0.01, high: 0.21 })).toBeNull();
    expect(flagOf({ d: -0.2, low: -0.3, high: -0.04 })).toBe('weak');
    const text = formatBalance([row({ usedDelta: robotics, outlier: flagOf(robotics) })]);
    expect(text).toContain('too strong?');
    expect(text).toContain('A card is flagged "too strong?" when its whole interval is above +3%');
    expect(balanceHtml('t', [row({ usedDelta: robotics, outlier: 'strong' })])).toContain('How to read it');
  });

  it('prints long names whole', () => {
    const name = 'The Extraordinarily Long-Named Analytical Engine of Babbage';
    const text = formatBalance([row({ name }), row({ id: 'science-1', name: 'Fire' })]);
    expect(text).toContain(`${name} (technology-13)`);
    // The columns after the names line up: the figures start at the same place on both lines.
    const lines = text.split('\n').filter((l) => l.includes('(technology-13)') || l.includes('(science-1)'));
    expect(lines[0].indexOf(' 35 ')).toBe(lines[1].indexOf(' 35 '));
  });
});

suite('--compare on paired seeds', () => {
  it('an unchanged deck in another order changes no card: the same seeds deal the same games', async () => {
    const now = await simulate({ ...spec, deck: techDeck });
    const reversed = [...techDeck].reverse(); // a folder listed in another order
    const before = await simulate({ ...spec, deck: alignDeck(reversed, techDeck) });
    const { change, changed } = compareBalance(now, before, techDeck, reversed);
    expect(changed.size).toBe(0);
    const figures = [...change.values()].filter((c) => c !== null);
    expect(figures.length).toBeGreaterThan(10);
    for (const c of figures) expect(c).toEqual({ d: 0, low: 0, high: 0 });
  }, 60_000);

  it('marks the changed card, and unchanged cards move little, each with an interval', async () => {
    const dir = scratchDir('tech-deck-compare-');
    cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
    cpSync(join(repo, 'cards'), join(dir, 'cards-before'), { recursive: true });
    const file = join(dir, 'cards/technology/13-robotics.card');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^effect: .*$/m, 'effect: Automate – Draw two cards.'));
    const result = runIn(
      dir,
      'balance',
      'grid-poker',
      '--games',
      '8',
      '--players',
      '2',
      '--bots',
      'random',
      '--workers',
      '0',
      '--cards',
      'cards',
      '--compare',
      'cards-before',
      '--html',
      'report.html',
      '--seed',
      '3',
    );
    expect(await result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines.find((l) => l.includes('(technology-13)'))).toContain('changed');
    expect(lines.filter((l) => /\) changed /.test(l))).toHaveLength(1);
    // Most games never meet the changed card: an unchanged card's change is then exactly 0.
    expect(lines.filter((l) => /\+0\.0% \[\+0\.0%, \+0\.0%\]$/.test(l)).length).toBeGreaterThan(20);
    const wild = lines.find((l) => l.includes('(wild-2)'))!;
    expect(wild).toMatch(/ 0 {2}n\/a /); // never used: no figure, and no change of it
    expect(wild).toMatch(/n\/a$/);
    expect(result.out).toContain(
      'change: the change of "win rate when used" since the compared deck, played on the same seeds',
    );
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<mark>changed</mark>');
    expect(html.match(/<mark>changed<\/mark>/g)).toHaveLength(1);
  }, 120_000);
});
