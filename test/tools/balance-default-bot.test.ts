// `tech-deck balance <game>` without --bots seats the greedy bot where the game has one, else the
// game's own default bot: a game without a greedy bot (Tech Poker, Poker Squared) is measured, not refused.
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { runIn, scratchDir } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

suite('balance without --bots', () => {
  it('plays Tech Poker with its default bot, the good one', async () => {
    const dir = scratchDir();
    const run = runIn(
      dir,
      'balance',
      'poker',
      '--cards',
      join(repo, 'cards'),
      '--rules',
      join(repo, 'rules'),
      '--games',
      '4',
      '--players',
      '2',
      '--workers',
      '0',
      '--json',
    );
    expect(await run.code, run.err).toBe(0);
    expect(run.err).not.toMatch(/unknown bot/);
  });
});
