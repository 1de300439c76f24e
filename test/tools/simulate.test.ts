import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { playOut } from '../../src/engine/bots.js';
import { bots, games, techDeck } from '../../src/games/index.js';
import { balance } from '../../src/tools/balance.js';
import { run } from '../../src/tools/cli.js';
import { simulate, summarize } from '../../src/tools/simulate.js';

const io = (cwd: string) => {
  const out = { out: '', err: '' };
  return { out, io: { out: (t: string) => (out.out += t), err: (t: string) => (out.err += t), cwd } };
};
const repo = new URL('../..', import.meta.url).pathname;

suite('tech-deck simulate', () => {
  it('reports win rates and scores that match the games played directly', async () => {
    const spec = {
      game: 'grid-poker' as const,
      players: 3,
      bots: ['random'],
      rotate: true,
      games: 5,
      seed: 40,
      workers: 0,
      deck: techDeck,
      rules: games['grid-poker'].rules,
    };
    const records = await simulate(spec);
    const summary = summarize(records, 3);
    // The same games, played here without the tool: the same seeds and bots give the same outcomes.
    const game = games['grid-poker'];
    let wins = 0;
    let score = 0;
    for (let k = 0; k < 5; k++) {
      const final = playOut(
        game,
        game.setup({ players: 3, seed: 40 + k }),
        [bots.random, bots.random, bots.random] as never,
        { botSeed: 40 + k },
      );
      const outcome = game.outcome(final)!;
      expect(records[k].scores).toEqual(outcome.scores);
      expect(records[k].winners).toEqual(outcome.winners);
      if (outcome.winners.includes(0)) wins += 1 / outcome.winners.length;
      score += outcome.scores[0];
    }
    expect(summary.bySeat[0].winRate.p).toBeCloseTo(wins / 5, 10);
    expect(summary.bySeat[0].score.mean).toBeCloseTo(score / 5, 10);
    expect(summary.byBot).toHaveLength(1);
    expect(summary.byBot[0].seats).toBe(15);
    expect(summary.errors).toBe(0);
  }, 60_000);

  it('refuses a deck with a broken card, with its location, and runs nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tech-deck-sim-'));
    cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
    const file = join(dir, 'cards/science/13-social-media.card');
    writeFileSync(file, readFileSync(file, 'utf8').replace('All players draw a card.', 'All players drwa a card.'));
    const { out, io: stdio } = io(dir);
    const code = await run(['simulate', 'grid-poker', '--cards', 'cards', '--games', '3', '--workers', '0'], stdio);
    expect(code).toBe(1); // as `tech-deck check` exits for files with problems
    expect(out.err).toMatch(/cards\/science\/13-social-media\.card:\d+:\d+: unknown word "drwa"/);
    expect(out.err).toContain('nothing was played');
    expect(out.err).not.toContain('games,');
  });

  it('says what is wrong with its options', async () => {
    const { out, io: stdio } = io(repo);
    expect(await run(['simulate', 'grid-poker', '--players', '9'], stdio)).toBe(2);
    expect(out.err).toContain('--players must be a whole number from 1 to 6, not "9"');
    expect(await run(['simulate', 'chess'], stdio)).toBe(2);
    expect(out.err).toContain('unknown game "chess"');
    expect(await run(['simulate', 'grid-poker', '--bots', 'genius', '--games', '1', '--workers', '0'], stdio)).toBe(2);
    expect(out.err).toContain('unknown bot "genius"');
  });
});

suite('tech-deck balance', () => {
  it('computes for each card the win rate difference of the seats that used it, as counted directly', async () => {
    const records = await simulate({
      game: 'grid-poker',
      players: 3,
      bots: ['greedy'],
      rotate: true,
      games: 6,
      seed: 7,
      workers: 0,
      deck: techDeck,
      rules: games['grid-poker'].rules,
    });
    const rows = balance(records, techDeck);
    const row = [...rows].sort((a, b) => b.used - a.used)[0];
    // Direct count: every seat of every game, won (shared on ties) or not, used the card or not.
    const seats = records.flatMap((r) =>
      r.bots.map((_, seat) => ({
        won: r.winners.includes(seat) ? 1 / r.winners.length : 0,
        used: r.used[seat].includes(row.id),
      })),
    );
    const used = seats.filter((s) => s.used);
    const unused = seats.filter((s) => !s.used);
    expect(row.used).toBe(used.length);
    const rate = (xs: typeof seats) => xs.reduce((a, s) => a + s.won, 0) / xs.length;
    expect(row.usedDelta!.d).toBeCloseTo(rate(used) - rate(unused), 10);
    expect(rows.map((r) => r.id)).toContain('science-13');
  }, 120_000);

  it('writes the sortable HTML report with a chart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tech-deck-balance-'));
    const { out, io: stdio } = io(dir);
    cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
    const code = await run(
      [
        'balance',
        'grid-poker',
        '--games',
        '3',
        '--players',
        '2',
        '--bots',
        'random',
        '--workers',
        '0',
        '--cards',
        'cards',
        '--html',
        'report.html',
        '--sort',
        'used',
      ],
      stdio,
    );
    expect(code).toBe(0);
    expect(out.out).toContain('win rate when used');
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('Social Media');
  }, 60_000);
});

suite('tech-deck replay', () => {
  it("replays a bug report and prints the game's log", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tech-deck-replay-'));
    writeFileSync(
      join(dir, 'bug.json'),
      JSON.stringify({
        game: 'grid-poker',
        players: 2,
        seed: 3,
        actions: [
          { type: 'choose', picks: [0, 1] },
          { type: 'choose', picks: [99] },
        ],
      }),
    );
    const { out, io: stdio } = io(dir);
    expect(await run(['replay', 'bug.json'], stdio)).toBe(1);
    expect(out.out).toContain('founds a company');
    expect(out.out).toContain('action 2 of 2, {"type":"choose","picks":[99]}: refused: Pick '); // a rule refused it: no stack
  });
});
