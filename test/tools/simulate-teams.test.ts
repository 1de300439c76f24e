// `tech-deck simulate` and `balance` on the two newest games: Bughouse, won by a team (B5: "A team wins
// when its player wins either board"; two draws draw the match), and Tech Poker, won by one player. A
// team's win is each partner's whole win, not a win two partners tie for, so the fair share is one over
// the number of teams.
import { describe as suite, expect, it } from 'vitest';
import { games, techDeck } from '../../src/games/index.js';
import { balance, winShare } from '../../src/tools/balance.js';
import { run } from '../../src/tools/cli.js';
import { GAME_IDS } from '../../src/tools/game-registry.js';
import { formatSummary, simulate, summarize } from '../../src/tools/simulate.js';
import { wilson } from '../../src/tools/stats.js';

const played = (game: 'bughouse' | 'poker', count: number) =>
  simulate({
    game,
    players: 4,
    bots: ['random'],
    rotate: true,
    games: count,
    seed: 1,
    workers: 0,
    deck: techDeck,
    rules: games[game].rules,
  });

suite('simulate and balance, by teams and alone', () => {
  it("Bughouse (B5): a team's win is a whole win for each partner; a drawn match half of one; the fair share 50%", async () => {
    const records = await played('bughouse', 4);
    expect(records.every((r) => !r.error)).toBe(true);
    expect(records.some((r) => r.winners.length === 2)).toBe(true); // a team won at least one match
    const summary = summarize(records, 4);
    for (const seat of [0, 1, 2, 3]) {
      // The seat's wins read from each match's result: 1 for its team's win, 1/2 for a draw.
      const wins = records.reduce((a, r) => {
        const team = games.bughouse.config.teams.find((t) => t.includes(seat))!;
        if (r.winners.length === 4) return a + 0.5;
        return a + (team.every((s) => r.winners.includes(s)) ? 1 : 0);
      }, 0);
      expect(summary.bySeat[seat].winRate.p, `seat ${seat + 1}`).toBeCloseTo(wins / records.length, 10);
      // Partners win and lose together.
      expect(summary.bySeat[seat].winRate.p).toBe(summary.bySeat[games.bughouse.config.partner[seat]].winRate.p);
    }
    // Every match gives out two wins: one to each partner of the winners, or half to each of four players.
    for (const r of records) expect([0, 1, 2, 3].reduce((a, s) => a + winShare(r, s), 0)).toBe(2);
    const text = formatSummary(summary, { game: 'bughouse', players: 4 }, 1, 0);
    expect(summary.fair).toBe(0.5);
    expect(text).toContain("win rate by bot (fair share 50.0%; a team's win counts for each partner, ties shared;");
    expect(summary.byBot[0].winRate.p).toBeCloseTo(0.5, 10);
    // A bot's interval counts a team once a match: partners are one observation, not two.
    expect(summary.byBot[0].seats).toBe(16);
    expect(summary.byBot[0].winRate).toEqual(wilson(4, 8));
    const rows = balance(records, techDeck);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.used > 0)).toBe(true);
  }, 60_000);

  it('Tech Poker: one winner a game, ties shared; the fair share one over the players', async () => {
    const records = await played('poker', 6);
    expect(records.every((r) => !r.error)).toBe(true);
    expect(records.every((r) => r.teams === undefined)).toBe(true);
    const summary = summarize(records, 4);
    expect(summary.bySeat.reduce((a, s) => a + s.winRate.p, 0)).toBeCloseTo(1, 10);
    expect(formatSummary(summary, { game: 'poker', players: 4 }, 1, 0)).toContain(
      'win rate by bot (fair share 25.0%; ties shared;',
    );
    expect(balance(records, techDeck).some((row) => row.used > 0)).toBe(true);
  }, 60_000);

  it('the help names every game the command line plays', async () => {
    let help = '';
    const write = (text: string) => (help += text);
    expect(await run(['help'], { out: write, err: write, cwd: process.cwd() })).toBe(0);
    const line = help.split('\n').find((l) => l.startsWith('Games: '))!;
    expect(line.slice('Games: '.length, -1).split(', ').sort()).toEqual([...GAME_IDS].sort());
  });
});
