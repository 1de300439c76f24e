// simulate, balance and replay play the card and rules files as they are now, never the deck and rules of
// the last build (src/data): an edit is measured at the next run, and each command says which files it
// played and when they last changed.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, rmSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { bugReport } from '../../src/tools/cli-games.js';
import { compilePlayed, findFolders } from '../../src/tools/played-files.js';
import { project, runIn } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

/** A project holding a copy of the package's cards/ and rules/, and `files` (path → text) beside them. */
function designerProject(files: Record<string, string> = {}): string {
  const dir = project(files);
  cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
  cpSync(join(repo, 'rules'), join(dir, 'rules'), { recursive: true });
  return dir;
}

/** Rewrites a file of the project, `from` → `to` (which must be found). */
function edit(dir: string, path: string, from: string, to: string): void {
  const text = readFileSync(join(dir, path), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, path), text.replace(from, to));
}

const simulateJson = async (dir: string, ...args: string[]) => {
  const result = runIn(
    dir,
    'simulate',
    'grid-poker',
    '--games',
    '4',
    '--players',
    '2',
    '--workers',
    '0',
    '--json',
    ...args,
  );
  expect(await result.code).toBe(0);
  return JSON.parse(result.out) as {
    summary: { length: { mean: number; max: number } };
    played: { rules: { file: string } };
  };
};

suite('the files are compiled at every run', () => {
  it("plays the rounds of the project's rules/grid-poker.rules as it is now, with no build", async () => {
    const dir = designerProject();
    const four = await simulateJson(dir);
    edit(dir, 'rules/grid-poker.rules', '\nrounds: 4\n', '\nrounds: 2\n');
    const two = await simulateJson(dir);
    // The same seeds and bots: half the rounds, far fewer actions in every game.
    expect(two.summary.length.max).toBeLessThan(four.summary.length.mean * 0.75);
    expect(two.played.rules.file).toBe('rules/grid-poker.rules');
  }, 60_000);

  it('balance measures the card as edited', async () => {
    const dir = designerProject();
    const report = async () => {
      const result = runIn(
        dir,
        'balance',
        'grid-poker',
        '--games',
        '6',
        '--players',
        '2',
        '--bots',
        'random',
        '--workers',
        '0',
        '--json',
        '--html',
        'report.html',
      );
      expect(await result.code).toBe(0);
      return JSON.parse(result.out) as { id: string; used: number }[];
    };
    const before = await report();
    edit(
      dir,
      'cards/services/10-internet.card',
      'All players draw 2 cards. Then, each other player discards 2 cards.',
      'You draw 3 cards.',
    );
    const after = await report();
    expect(after).not.toEqual(before);
  }, 120_000);

  it("--rules DIR plays that folder's rules file", async () => {
    const dir = designerProject({ 'short/grid-poker.rules': '' });
    writeFileSync(
      join(dir, 'short/grid-poker.rules'),
      readFileSync(join(repo, 'rules/grid-poker.rules'), 'utf8').replace('\nrounds: 4\n', '\nrounds: 1\n'),
    );
    const one = await simulateJson(dir, '--rules', 'short');
    const four = await simulateJson(dir);
    expect(one.summary.length.max).toBeLessThan(four.summary.length.mean * 0.5);
    expect(one.played.rules.file).toBe('short/grid-poker.rules');
  }, 60_000);
});

suite('the worker threads play the deck and rules the command compiled', () => {
  it("the built command, on two threads, plays the project's rounds", () => {
    const dir = designerProject();
    const length = () => {
      const result = spawnSync(
        process.execPath,
        [
          join(repo, 'bin/tech-deck.js'),
          'simulate',
          'grid-poker',
          '--games',
          '6',
          '--players',
          '2',
          '--workers',
          '2',
          '--json',
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(result.status, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { summary: { length: { mean: number; max: number } } }).summary.length;
    };
    const four = length();
    edit(dir, 'rules/grid-poker.rules', '\nrounds: 4\n', '\nrounds: 2\n');
    expect(length().max).toBeLessThan(four.mean * 0.75);
  }, 60_000);
});

suite('files with problems are refused as check refuses them, and nothing is played', () => {
  it('--rules DIR with a broken rules file: the problem located, exit code 1, no game', async () => {
    const dir = designerProject({ 'broken/grid-poker.rules': '' });
    writeFileSync(
      join(dir, 'broken/grid-poker.rules'),
      readFileSync(join(repo, 'rules/grid-poker.rules'), 'utf8').replace('\nrounds: 4\n', '\nroundz: 4\n'),
    );
    const check = runIn(dir, 'check', 'broken');
    expect(check.code).toBe(1);
    for (const command of ['simulate', 'balance']) {
      const result = runIn(dir, command, 'grid-poker', '--rules', 'broken', '--games', '2', '--workers', '0');
      expect(await result.code).toBe(1);
      expect(result.err).toMatch(/^broken\/grid-poker\.rules:\d+:\d+: /);
      expect(result.err).toContain(check.err.split('\n\n')[0]); // the problem as check prints it
      expect(result.err).toMatch(/tech-deck: broken\/grid-poker\.rules has 1 problem; nothing was played\n$/);
      expect(result.err).not.toContain('games,'); // no progress: no game was played
      expect(result.out).toBe('');
    }
  }, 60_000);

  it('tells the first 50 problems, then how many more', async () => {
    const dir = designerProject();
    for (let i = 1; i <= 60; i++)
      writeFileSync(
        join(dir, `cards/technology/broken-${i}.card`),
        `# ${i}\nvalue: 3\ndomain: Technology\nname: Broken ${i}\nyear: 1900\npeople: Someone\nfact: A fact.\nsource: published\neffect: Rally – All players drwa a card.\n`,
      );
    const result = runIn(dir, 'simulate', 'grid-poker', '--games', '1', '--workers', '0');
    expect(await result.code).toBe(1);
    expect(result.err.match(/unknown word "drwa"/g)?.length).toBe(50);
    expect(result.err).toContain('and 10 more problems');
    expect(result.err).toMatch(/tech-deck: the cards in cards have 60 problems; nothing was played\n$/);
  }, 60_000);

  it('refuses a rules file that is a pipe, in one line, without waiting for a writer', async () => {
    const dir = designerProject();
    rmSync(join(dir, 'rules/grid-poker.rules'));
    execFileSync('mkfifo', [join(dir, 'rules/grid-poker.rules')]);
    const result = runIn(dir, 'simulate', 'grid-poker', '--games', '1', '--workers', '0');
    expect(await result.code).toBe(2);
    expect(result.err).toBe('tech-deck: rules/grid-poker.rules: a pipe, not a file; give a card or rules file\n');
  });

  it("names a --rules folder that does not hold the game's rules file, in one line", async () => {
    const result = runIn(
      designerProject({ 'other/tech-chess.rules': '' }),
      'simulate',
      'grid-poker',
      '--rules',
      'other',
      '--games',
      '1',
      '--workers',
      '0',
    );
    expect(await result.code).toBe(2);
    expect(result.err).toBe(
      'tech-deck: other has no grid-poker.rules; the rules of grid-poker are read from that file\n',
    );
  });
});

suite('each command names the files it played', () => {
  // Local times, so the expected text holds in any time zone.
  const cardTime = new Date(2030, 0, 2, 12, 0);
  const rulesTime = new Date(2030, 0, 3, 9, 30);

  it('simulate and balance: the folder, how many files, the newest, and the rules file', async () => {
    const dir = designerProject();
    utimesSync(join(dir, 'cards/science/13-social-media.card'), cardTime, cardTime);
    utimesSync(join(dir, 'rules/grid-poker.rules'), rulesTime, rulesTime);
    const line =
      'Played cards/ (54 files, last changed 2030-01-02 12:00, cards/science/13-social-media.card) and rules/grid-poker.rules (changed 2030-01-03 09:30)\n';
    const simulated = runIn(dir, 'simulate', 'grid-poker', '--games', '1', '--workers', '0');
    expect(await simulated.code).toBe(0);
    expect(simulated.out.startsWith(line)).toBe(true);
    const balanced = runIn(dir, 'balance', 'grid-poker', '--games', '1', '--workers', '0', '--bots', 'random');
    expect(await balanced.code).toBe(0);
    expect(balanced.out.startsWith(line)).toBe(true);
    expect(readFileSync(join(dir, 'tech-deck-output/balance-grid-poker.html'), 'utf8')).toContain(
      `<p><small>${line.trim()}</small></p>`,
    );
  }, 60_000);

  it("says when it plays the package's own cards and rules, for want of any here", async () => {
    const result = runIn(project({}), 'simulate', 'tricks-of-the-trade', '--games', '1', '--workers', '0');
    expect(await result.code).toBe(0);
    expect(result.out).toMatch(
      /^Played tech-deck's own cards\/ \(54 files, last changed [\d-]+ [\d:]+, cards\/[^\n]+\.card\) and tech-deck's own rules\/tricks-of-the-trade\.rules \(changed [\d-]+ [\d:]+\); tech-deck's own are in [^\n]+ \(there is no cards\/ or rules\/tricks-of-the-trade\.rules here\)\n/,
    );
  }, 60_000);

  it('replay plays the folders its bug report names, and says so', async () => {
    const dir = designerProject({ 'broken/grid-poker.rules': 'roundz: 4\n' });
    writeFileSync(
      join(dir, 'bug.json'),
      JSON.stringify({ game: 'grid-poker', players: 2, seed: 3, cardsDir: 'cards', rulesDir: 'rules', actions: [] }),
    );
    const replayed = runIn(dir, 'replay', 'bug.json');
    expect(await replayed.code).toBe(0);
    expect(replayed.out).toMatch(
      /^Replaying with cards\/ \(54 files, [^\n]+\) and rules\/grid-poker\.rules \(changed [^\n]+\)\n/,
    );
    writeFileSync(
      join(dir, 'bug.json'),
      JSON.stringify({ game: 'grid-poker', players: 2, seed: 3, cardsDir: 'cards', rulesDir: 'broken', actions: [] }),
    );
    const refused = runIn(dir, 'replay', 'bug.json');
    expect(await refused.code).toBe(1);
    expect(refused.err).toMatch(/^broken\/grid-poker\.rules:1:/);
  }, 60_000);

  it("a bug report records the folders played, and leaves out the package's own", () => {
    const dir = designerProject({
      'mine/grid-poker.rules': readFileSync(join(repo, 'rules/grid-poker.rules'), 'utf8'),
    });
    const record = {
      seed: 5,
      bots: [],
      scores: [],
      winners: [],
      length: 1,
      used: [],
      held: [],
      error: 'broke',
      actions: [{ type: 'choose', picks: [0] }],
    };
    const named = compilePlayed('grid-poker', findFolders('grid-poker', { rules: 'mine' }, dir), dir);
    expect(bugReport({ game: 'grid-poker', players: 2 }, named, record)).toEqual({
      game: 'grid-poker',
      players: 2,
      seed: 5,
      cardsDir: 'cards',
      rulesDir: 'mine',
      actions: record.actions,
    });
    const own = project({});
    const builtIn = compilePlayed('grid-poker', findFolders('grid-poker', {}, own), own);
    expect(bugReport({ game: 'grid-poker', players: 2 }, builtIn, record)).toEqual({
      game: 'grid-poker',
      players: 2,
      seed: 5,
      actions: record.actions,
    });
  });
});
