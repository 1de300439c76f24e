// A mistake in what the command line is given — a path, a name, an option, a bug report — is said in one
// line `tech-deck: …` with exit code 2, before any game is played: never a stack trace, never a hang,
// never a bug report written for the user's own mistake.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { SOURCE_LIMIT } from '../../src/dsl/limits.js';
import { project, runIn } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

const GOOD = 'value: 13\ndomain: Science\nname: Social Media\nyear: 1997\npeople: Andrew Weinreich\nfact: SixDegrees.com let users list their friends.\nsource: published\neffect: Rally – All players draw a card.\n';

/** Expects exit code 2 and exactly one line on stderr, `tech-deck: …` holding `message`. */
async function refused(result: ReturnType<typeof runIn>, message: string) {
  expect(await result.code).toBe(2);
  expect(result.err).toMatch(/^tech-deck: [^\n]+\n$/);
  expect(result.err).toContain(message);
  expect(result.out).toBe('');
}

/** A project holding a copy of the built-in deck under cards/. */
function deckProject(): string {
  const dir = project({});
  cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
  return dir;
}

const bugReports = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('tech-deck-bug-'));
const NOT_GAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString'];

suite('folders with symbolic links', () => {
  it('walks a folder linked back into itself once', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    symlinkSync('.', join(dir, 'cards/loop'));
    expect(await runIn(dir, 'check', 'cards').code).toBe(0);
    expect(runIn(dir, 'check', 'cards').out).toBe('1 card, 0 rules files, 0 errors\n');

    const deck = deckProject();
    symlinkSync('..', join(deck, 'cards/science/up'));
    expect(await runIn(deck, 'simulate', 'grid-poker', '--cards', 'cards', '--games', '1', '--workers', '0').code).toBe(0);
  }, 60_000);

  it('names a link that leads to itself', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    symlinkSync('self', join(dir, 'cards/self'));
    await refused(runIn(dir, 'check', 'cards'), 'cards/self: a symbolic link that leads back to itself');
    await refused(runIn(dir, 'simulate', 'grid-poker', '--cards', 'cards', '--games', '1', '--workers', '0'), 'cards/self: a symbolic link');
  });
});

suite('files that are not text files, or too long', () => {
  it('refuses a .card that is a pipe without waiting for a writer', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    execFileSync('mkfifo', [join(dir, 'cards/pipe.card')]);
    await refused(runIn(dir, 'check', 'cards'), 'cards/pipe.card: a pipe, not a file');
    await refused(runIn(dir, 'simulate', 'grid-poker', '--cards', 'cards', '--games', '1', '--workers', '0'), 'cards/pipe.card: a pipe');
  });

  it('refuses a .card that is a device without reading it', async () => {
    const dir = project({});
    symlinkSync('/dev/zero', join(dir, 'zero.card'));
    await refused(runIn(dir, 'check', 'zero.card'), 'zero.card: a device, not a file');
  });

  it('refuses a card file longer than an element takes, and a far longer one without reading it all', async () => {
    const dir = project({ 'long.card': `${GOOD}${' '.repeat(SOURCE_LIMIT + 1 - GOOD.length)}`, 'huge.rules': 'x'.repeat(SOURCE_LIMIT * 3 + 1) });
    await refused(runIn(dir, 'check', 'long.card'), `long.card: the file has ${(SOURCE_LIMIT + 1).toLocaleString('en')} characters; a card or rules file may have at most ${SOURCE_LIMIT.toLocaleString('en')} characters`);
    await refused(runIn(dir, 'check', 'huge.rules'), `huge.rules: the file has ${(SOURCE_LIMIT * 3 + 1).toLocaleString('en')} bytes`);
  });

  it('refuses a bug report that is a pipe or a folder', async () => {
    const dir = project({});
    execFileSync('mkfifo', [join(dir, 'bug.json')]);
    mkdirSync(join(dir, 'reports'));
    await refused(runIn(dir, 'replay', 'bug.json'), 'bug.json: a pipe, not a file; give a bug report');
    await refused(runIn(dir, 'replay', 'reports'), 'reports: a folder, not a file');
  });
});

suite('names every object has are no game\'s or bot\'s', () => {
  it('refuses them as games in simulate, balance and replay', async () => {
    const dir = project({});
    for (const name of NOT_GAMES) {
      await refused(runIn(dir, 'simulate', name, '--games', '1', '--workers', '0'), `unknown game "${name}"`);
      await refused(runIn(dir, 'balance', name, '--games', '1', '--workers', '0'), `unknown game "${name}"`);
      writeFileSync(join(dir, 'bug.json'), JSON.stringify({ game: name, players: 2, seed: 1, actions: [] }));
      await refused(runIn(dir, 'replay', 'bug.json'), `unknown game "${name}"`);
    }
  });

  it.each(['nosuchbot', ...NOT_GAMES])('refuses the bot %j before any game, and writes no bug report', async (name) => {
    const dir = project({});
    await refused(runIn(dir, 'balance', 'tech-chess', '--bots', name, '--games', '2', '--workers', '0'), `unknown bot "${name}" for tech-chess`);
    // Without --workers the games would run on worker threads: the bots are checked before they start.
    await refused(runIn(dir, 'simulate', 'grid-poker', '--bots', `random,${name}`, '--games', '2'), `unknown bot "${name}" for grid-poker`);
    expect(bugReports(dir)).toEqual([]);
  });

  it('refuses an empty list of bots', async () => {
    await refused(runIn(project({}), 'simulate', 'grid-poker', '--bots', ' , ', '--games', '2'), '--bots needs at least one bot name');
  });
});

suite('balance checks where its report goes before it plays', () => {
  it('refuses an --html file in a folder that does not exist, or that is a folder', async () => {
    const dir = project({ notes: 'a file' });
    mkdirSync(join(dir, 'out'));
    for (const [html, message] of [['/nonexistent/dir/x.html', 'the folder /nonexistent/dir does not exist'], ['out', 'a folder, not a file'], ['notes/x.html', 'a part of the path is a file, not a folder']]) {
      const result = runIn(dir, 'balance', 'grid-poker', '--games', '1', '--workers', '0', '--html', html);
      await refused(result, `--html ${html}: ${message}`);
    }
  });

  it('refuses a --compare deck with a problem before playing the first deck', async () => {
    const dir = project({ 'broken/13-social-media.card': GOOD.replace('draw a card', 'drwa a card') });
    const result = runIn(dir, 'balance', 'grid-poker', '--games', '1', '--workers', '0', '--compare', 'broken', '--html', 'report.html');
    expect(await result.code).toBe(1); // as `tech-deck check` exits for files with problems
    expect(result.err).toContain('broken/13-social-media.card:8:29: unknown word "drwa"');
    expect(result.err).toMatch(/tech-deck: the cards in broken have 1 problem; nothing was played\n$/);
    expect(result.err).not.toContain('games,'); // no progress: nothing was played
  });
});

suite('a deck that cannot set a game up', () => {
  it('is refused in one line, not reported as a broken game', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    await refused(runIn(dir, 'simulate', 'tech-chess', '--cards', 'cards', '--games', '2', '--workers', '0'), `cards and ${join(repo, 'rules/tech-chess.rules')} cannot set up tech-chess for 2 players`);
    writeFileSync(join(dir, 'bug.json'), JSON.stringify({ game: 'tech-chess', players: 2, seed: 1, cardsDir: 'cards', actions: [] }));
    await refused(runIn(dir, 'replay', 'bug.json'), 'tech-chess cannot be set up from this report');
    expect(bugReports(dir)).toEqual([]);
  });

  it('names a --cards folder that does not exist', async () => {
    await refused(runIn(project({}), 'simulate', 'grid-poker', '--cards', 'decks', '--games', '1', '--workers', '0'), 'decks: no such folder');
  });
});

suite('bug reports are checked before they are replayed', () => {
  const report = (fields: Record<string, unknown>) => project({ 'bug.json': JSON.stringify({ game: 'grid-poker', players: 2, seed: 3, actions: [], ...fields }) });
  it.each([
    [{ players: 99 }, 'bug.json: grid-poker is played by 1 to 6 players, not 99'],
    [{ players: 0 }, 'bug.json: grid-poker is played by 1 to 6 players, not 0'],
    [{ seed: 1e300 }, 'bug.json: the seed is a whole number from 0 to 9007199254740991, not 1e+300'],
    [{ seed: -1 }, 'not -1'],
    [{ cardsDir: 5 }, 'bug.json: cardsDir, when given, is the path of a folder of card files'],
    [{ cardsDir: 'nowhere' }, 'nowhere: no such folder'],
    [{ options: 'fast' }, 'bug.json: options, when given, are an object'],
  ])('refuses %j', async (fields, message) => {
    await refused(runIn(report(fields), 'replay', 'bug.json'), message);
  });

});

suite('check', () => {
  it('says that a path through a file does not exist, as for any path that does not', () => {
    const dir = project({ 'my.card': GOOD });
    expect(runIn(dir, 'check', 'my.card/other.card')).toMatchObject({ code: 1, err: 'my.card/other.card: no such file or folder\n' });
  });
});

suite('options', () => {
  it('refuses a second game name', async () => {
    await refused(runIn(project({}), 'simulate', 'grid-poker', 'poker-squared', '--games', '1', '--workers', '0'), 'tech-deck simulate plays one game; what is "poker-squared"?');
  });
});

suite('the built command, as a designer runs it', () => {
  it.each([
    [['simulate', 'grid-poker', '--bots', 'nosuchbot', '--games', '2'], 'unknown bot "nosuchbot"'], // worker threads
    [['simulate', 'hasOwnProperty'], 'unknown game "hasOwnProperty"'],
    [['balance', 'grid-poker', '--games', '1', '--html', '/nonexistent/dir/x.html'], '--html /nonexistent/dir/x.html'],
  ])('tech-deck %j says one line and exits 2', (args, message) => {
    const dir = project({});
    const result = spawnSync(process.execPath, [join(repo, 'bin/tech-deck.js'), ...args], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toMatch(/^tech-deck: [^\n]+\n$/);
    expect(result.stderr).toContain(message);
    expect(result.status).toBe(2);
  }, 60_000);
});
