// `tech-deck balance` as a designer runs it: the built command, the greedy bots (its default), every
// core. The goal is the tracker's: 10,000 games of Grid Poker for 4 players in at most a minute on this
// machine. The report it writes goes to a scratch folder, not the project.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Row } from './measure.js';

const GOAL_SECONDS = 60;

export function benchBalance(root: string, games = 10_000): Row[] {
  const scratch = mkdtempSync(join(tmpdir(), 'tech-deck-bench-'));
  try {
    const start = performance.now();
    const result = spawnSync(
      process.execPath,
      [
        `${root}bin/tech-deck.js`,
        'balance',
        'grid-poker',
        '--players',
        '4',
        '--games',
        String(games),
        '--json',
        '--html',
        join(scratch, 'balance.html'),
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) {
      process.stderr.write(`balance failed (exit ${result.status}): ${result.stderr.slice(-500)}\n`);
      return [];
    }
    const seconds = (performance.now() - start) / 1000;
    // A shorter run (--quick) is scaled to 10,000 games to say how far the goal is; the full run is the figure itself.
    const projected = (seconds * 10_000) / games;
    const met = projected <= GOAL_SECONDS;
    return [
      {
        section: 'tech-deck balance, all cores',
        name: `grid-poker, 4 greedy bots, ${games.toLocaleString('en-US')} games on ${availableParallelism()} threads`,
        value: seconds,
        unit: 's',
        goal: `10,000 games ≤ ${GOAL_SECONDS} s: ${games === 10_000 ? '' : `projected ${projected.toFixed(0)} s, `}${met ? 'met' : `missed by ${(projected - GOAL_SECONDS).toFixed(1)} s (${(projected / GOAL_SECONDS).toFixed(2)}x)`}`,
      },
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
