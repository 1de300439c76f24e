// A mistake in what the command line is given — a path, a name, an option, a bug report — is said in one
// line `tech-deck: …` with exit code 2, before any game is played: never a stack trace, never a hang,
// never a bug report written for the user's own mistake.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { SOURCE_LIMIT } from '../../src/dsl/shared/limits.js';
import { project, runIn } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

const GOOD =
  'value: 13\ndomain: Science\nname: Social Media\nyear: 1997\npeople: Andrew Weinreich\nfact: SixDegrees.com let users list their friends.\nsource: published\neffect: Rally – All players draw a card.\n';

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
    expect(await runIn(deck, 'simulate', 'grid-poker', '--cards', 'cards', '--games', '1', '--workers', '0').code).toBe(
      0,
    );
  }, 60_000);

  it('names a link that leads to itself', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    symlinkSync('self', join(dir, 'cards/self'));
    await refused(runIn(dir, 'check', 'cards'), 'cards/self: a symbolic link that leads back to itself');
    await refused(
      runIn(dir, 'simulate', 'grid-poker', '--cards', 'cards', '--games', '1', '--workers', '0'),
      'cards/self: a symbolic link',
    );
  });
});

suite('files that are not text files, or too long', () => {
  it('refuses a .card that is a pipe without waiting for a writer', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    execFileSync('mkfifo', [join(dir, 'cards/pipe.card')]);
    await refused(runIn(dir, 'check', 'cards'), 'cards/pipe.card: a pipe, not a file');
    await refused(
      runIn(dir, 'simulate', 'grid-poker', '--cards', 'cards', '--games', '1', '--workers', '0'),
      'cards/pipe.card: a pipe',
    );
  });

  it('refuses a .card that is a device without reading it', async () => {
    const dir = project({});
    symlinkSync('/dev/zero', join(dir, 'zero.card'));
    await refused(runIn(dir, 'check', 'zero.card'), 'zero.card: a device, not a file');
  });

  it('refuses a card file longer than an element takes, and a far longer one without reading it all', async () => {
    const dir = project({
      'long.card': `${GOOD}${' '.repeat(SOURCE_LIMIT + 1 - GOOD.length)}`,
      'huge.rules': 'x'.repeat(SOURCE_LIMIT * 3 + 1),
    });
    await refused(
      runIn(dir, 'check', 'long.card'),
      `long.card: the file has ${(SOURCE_LIMIT + 1).toLocaleString('en')} characters; a card or rules file may have at most ${SOURCE_LIMIT.toLocaleString('en')} characters`,
    );
    await refused(
      runIn(dir, 'check', 'huge.rules'),
      `huge.rules: the file has ${(SOURCE_LIMIT * 3 + 1).toLocaleString('en')} bytes`,
    );
  });

  it('refuses a bug report that is a pipe or a folder', async () => {
    const dir = project({});
    execFileSync('mkfifo', [join(dir, 'bug.json')]);
    mkdirSync(join(dir, 'reports'));
    await refused(runIn(dir, 'replay', 'bug.json'), 'bug.json: a pipe, not a file; give a bug report');
    await refused(runIn(dir, 'replay', 'reports'), 'reports: a folder, not a file');
  });
});

suite("names every object has are no game's or bot's", () => {
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
    await refused(
      runIn(dir, 'balance', 'tech-chess', '--bots', name, '--games', '2', '--workers', '0'),
      `unknown bot "${name}" for tech-chess`,
    );
    // Without --workers the games would run on worker threads: the bots are checked before they start.
    await refused(
      runIn(dir, 'simulate', 'grid-poker', '--bots', `random,${name}`, '--games', '2'),
      `unknown bot "${name}" for grid-poker`,
    );
    expect(bugReports(dir)).toEqual([]);
  });

  it('refuses an empty list of bots', async () => {
    await refused(
      runIn(project({}), 'simulate', 'grid-poker', '--bots', ' , ', '--games', '2'),
      '--bots needs at least one bot name',
    );
  });
});

suite('balance checks where its report goes before it plays', () => {
  it('refuses an --html file in a folder that does not exist, or that is a folder', async () => {
    const dir = project({ notes: 'a file' });
    mkdirSync(join(dir, 'out'));
    for (const [html, message] of [
      ['/nonexistent/dir/x.html', 'the folder /nonexistent/dir does not exist'],
      ['out', 'a folder, not a file'],
      ['notes/x.html', 'a part of the path is a file, not a folder'],
    ]) {
      const result = runIn(dir, 'balance', 'grid-poker', '--games', '1', '--workers', '0', '--html', html);
      await refused(result, `--html ${html}: ${message}`);
    }
  });

  it('refuses a --compare deck with a problem before playing the first deck', async () => {
    const dir = project({ 'broken/13-social-media.card': GOOD.replace('draw a card', 'drwa a card') });
    const result = runIn(
      dir,
      'balance',
      'grid-poker',
      '--games',
      '1',
      '--workers',
      '0',
      '--compare',
      'broken',
      '--html',
      'report.html',
    );
    expect(await result.code).toBe(1); // as `tech-deck check` exits for files with problems
    expect(result.err).toContain('broken/13-social-media.card:8:29: unknown word "drwa"');
    expect(result.err).toMatch(/tech-deck: the cards in broken have 1 problem; nothing was played\n$/);
    expect(result.err).not.toContain('games,'); // no progress: nothing was played
  });
});

suite('a deck that cannot set a game up', () => {
  it('is refused in one line, not reported as a broken game', async () => {
    const dir = project({ 'cards/13-social-media.card': GOOD });
    await refused(
      runIn(dir, 'simulate', 'tech-chess', '--cards', 'cards', '--games', '2', '--workers', '0'),
      `cards and ${join(repo, 'rules/tech-chess.rules')} cannot set up tech-chess for 2 players`,
    );
    writeFileSync(
      join(dir, 'bug.json'),
      JSON.stringify({ game: 'tech-chess', players: 2, seed: 1, cardsDir: 'cards', actions: [] }),
    );
    await refused(runIn(dir, 'replay', 'bug.json'), 'tech-chess cannot be set up from this report');
    expect(bugReports(dir)).toEqual([]);
  });

  it('names a --cards folder that does not exist', async () => {
    await refused(
      runIn(project({}), 'simulate', 'grid-poker', '--cards', 'decks', '--games', '1', '--workers', '0'),
      'decks: no such folder',
    );
  });
});

suite('bug reports are checked before they are replayed', () => {
  const report = (fields: Record<string, unknown>) =>
    project({ 'bug.json': JSON.stringify({ game: 'grid-poker', players: 2, seed: 3, actions: [], ...fields }) });
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
    expect(runIn(dir, 'check', 'my.card/other.card')).toMatchObject({
      code: 1,
      err: 'my.card/other.card: no such file or folder\n',
    });
  });
});

suite('options', () => {
  it('refuses a second game name', async () => {
    await refused(
      runIn(project({}), 'simulate', 'grid-poker', 'poker-squared', '--games', '1', '--workers', '0'),
      'tech-deck simulate plays one game; what is "poker-squared"?',
    );
  });
});

suite('the built command, as a designer runs it', () => {
  it.each([
    [['simulate', 'grid-poker', '--bots', 'nosuchbot', '--games', '2'], 'unknown bot "nosuchbot"'], // worker threads
    [['simulate', 'hasOwnProperty'], 'unknown game "hasOwnProperty"'],
    [['balance', 'grid-poker', '--games', '1', '--html', '/nonexistent/dir/x.html'], '--html /nonexistent/dir/x.html'],
    [
      ['replay', 'tech-deck-output/no-such-report.json'],
      'tech-deck-output/no-such-report.json: no such file or folder',
    ],
    [['print', '--paper', 'a5'], '--paper is a4 or letter, not "a5"'],
  ])(
    'tech-deck %j says one line and exits 2',
    (args, message) => {
      const dir = project({});
      const result = spawnSync(process.execPath, [join(repo, 'bin/tech-deck.js'), ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(result.stderr).toMatch(/^tech-deck: [^\n]+\n$/);
      expect(result.stderr).toContain(message);
      expect(result.status).toBe(2);
    },
    60_000,
  );
});

suite('every command, with bad options, files and names', () => {
  // Each says what is wrong in one line `tech-deck: …`, exits 2, prints nothing on stdout and writes nothing.
  const quick = ['--games', '1', '--workers', '0'];
  const cases: [string, string[], string][] = [
    [
      'no such command',
      ['chekc'],
      'unknown command "chekc"; the commands are check, simulate, balance, replay, print, serve, help',
    ],
    ['check, an unknown option', ['check', '--jsn'], 'check: unknown option --jsn; its only option is --json'],
    ...(['simulate', 'balance'] as const).flatMap((command): [string, string[], string][] => [
      [`${command}, no game`, [command], `tech-deck ${command} needs a game: grid-poker`],
      [`${command}, an unknown game`, [command, 'grid-pokr', ...quick], 'unknown game "grid-pokr"'],
      [
        `${command}, an unknown option`,
        [command, 'grid-poker', '--game', '5'],
        'unknown option --game; the options are --games',
      ],
      [`${command}, an option without its value`, [command, 'grid-poker', '--games'], '--games needs a value'],
      [
        `${command}, a count that is not a number`,
        [command, 'grid-poker', '--games', 'ten'],
        '--games must be a whole number from 1 to 10000000, not "ten"',
      ],
      [
        `${command}, too many players`,
        [command, 'grid-poker', '--players', '9', ...quick],
        '--players must be a whole number from 1 to 6, not "9"',
      ],
      [
        `${command}, a bot of no game`,
        [command, 'grid-poker', '--bots', 'smart', '--games', '2'],
        'unknown bot "smart" for grid-poker; its bots are random, greedy',
      ],
      [
        `${command}, a bot of another game`,
        [command, 'tech-chess', '--bots', 'greedy,hard,good', '--games', '2'],
        'unknown bot "good" for tech-chess',
      ],
      [
        `${command}, a card folder that is a file`,
        [command, 'grid-poker', '--cards', 'notes', ...quick],
        'notes: not a folder; give a folder of .card files',
      ],
      [
        `${command}, a rules folder without the game's file`,
        [command, 'grid-poker', '--rules', 'empty', ...quick],
        'empty has no grid-poker.rules',
      ],
      [
        `${command}, an output folder that is a file`,
        [command, 'grid-poker', '--out-dir', 'notes', ...quick],
        '--out-dir notes: a file, not a folder',
      ],
      [
        `${command}, an output folder under a file`,
        [command, 'grid-poker', '--out-dir', 'notes/out', ...quick],
        '--out-dir notes/out: a part of the path is a file, not a folder',
      ],
    ]),
    [
      'balance, an unknown sort',
      ['balance', 'grid-poker', '--sort', 'wins', ...quick],
      '--sort is delta, used, held or card, not "wins"',
    ],
    [
      'balance, a --compare folder that does not exist',
      ['balance', 'grid-poker', '--compare', 'before', ...quick],
      'before: no such folder',
    ],
    ['replay, no file', ['replay'], 'tech-deck replay needs one bug report file'],
    ['replay, a file that does not exist', ['replay', 'bug-report.json'], 'bug-report.json: no such file or folder'],
    ['replay, a file that is not JSON', ['replay', 'notes'], 'notes: not a bug report, its JSON does not parse'],
    [
      'replay, JSON that is no bug report',
      ['replay', 'empty.json'],
      'empty.json: a bug report has game, players, seed and actions',
    ],
    [
      'replay, an unknown option',
      ['replay', 'empty.json', '--verbose'],
      'unknown option --verbose; the options are --json, --stack',
    ],
    [
      'print, an unknown option',
      ['print', '--paper-size', 'a4'],
      'unknown option --paper-size; the options of print are --cards, --out, --paper, --out-dir, --backs, --json',
    ],
    ['print, an unknown paper', ['print', '--paper', 'a5'], '--paper is a4 or letter, not "a5"'],
    ['print, a word that is no option', ['print', 'cards'], 'print takes no "cards"'],
    ['print, a card folder that does not exist', ['print', '--cards', 'decks'], 'decks: no such folder'],
    ['print, a card folder without cards', ['print', '--cards', 'empty'], 'no card files in empty'],
    ['print, an --out that is no PDF', ['print', '--out', 'deck.png'], '--out deck.png: name a .pdf file'],
    [
      'print, an --out in a folder that does not exist',
      ['print', '--out', 'out/deck.pdf'],
      '--out out/deck.pdf: the folder out does not exist',
    ],
    [
      'print, an output folder that is a file',
      ['print', '--out-dir', 'notes'],
      '--out-dir notes: a file, not a folder',
    ],
    [
      'print, a default output folder that is a file',
      ['print'],
      'the output folder tech-deck-output: a file, not a folder',
    ],
  ];

  it.each(cases)(
    '%s',
    async (_, args, message) => {
      const dir = project({ notes: 'a file\n', 'empty.json': '{}\n', 'empty/README': 'no cards here\n' });
      if (args[0] === 'print' && args.length === 1) writeFileSync(join(dir, 'tech-deck-output'), 'a file in the way\n');
      const before = readdirSync(dir).sort();
      await refused(runIn(dir, ...args), message);
      expect(readdirSync(dir).sort()).toEqual(before);
    },
    60_000,
  );
});

suite('--bots and --players', () => {
  it('warns when the list of bots is neither one bot nor one a seat, and plays on', async () => {
    const dir = project({});
    const fewer = runIn(
      dir,
      'simulate',
      'grid-poker',
      '--players',
      '3',
      '--bots',
      'greedy,random',
      '--games',
      '1',
      '--workers',
      '0',
    );
    expect(await fewer.code).toBe(0);
    expect(fewer.err).toContain(
      'tech-deck: warning: --bots names 2 bots for 3 players: the list is repeated to fill the seats (the first game seats greedy, random, greedy), turning by one seat each game; give one bot for every seat, or one bot for all\n',
    );
    const more = runIn(
      dir,
      'balance',
      'grid-poker',
      '--players',
      '2',
      '--bots',
      'greedy,random,random',
      '--games',
      '1',
      '--workers',
      '0',
      '--json',
    );
    expect(await more.code).toBe(0);
    expect(more.err).toContain(
      'tech-deck: warning: --bots names 3 bots for 2 players: each game seats 2 of them (the first game greedy, random)',
    );
    for (const bots of ['greedy', 'greedy,random,random']) {
      const fits = runIn(
        dir,
        'simulate',
        'grid-poker',
        '--players',
        '3',
        '--bots',
        bots,
        '--games',
        '1',
        '--workers',
        '0',
      );
      expect(await fits.code).toBe(0);
      expect(fits.err).not.toContain('warning');
    }
  });
});

suite('a mistake found on a worker thread', () => {
  it('crosses to the command as a mistake, to be told in one line', async () => {
    // The bots are checked before any worker starts; should a worker still meet a mistake (a ToolError),
    // it says so, and simulate() rejects with a ToolError, never an Error whose stack is printed.
    const { Worker } = await import('node:worker_threads');
    const played = (await import('../../src/tools/played-files.js')).compilePlayed(
      'grid-poker',
      { cards: join(repo, 'cards'), rules: join(repo, 'rules'), own: { cards: true, rules: true } },
      repo,
    );
    const worker = new Worker(join(repo, 'dist/simulate-worker.js'), {
      workerData: {
        gameRange: true,
        from: 0,
        to: 1,
        config: {
          games: 1,
          workers: 1,
          first: 1,
          batch: {
            game: 'grid-poker',
            players: 2,
            bots: ['smart'],
            rotate: true,
            deck: played.deck,
            rules: played.rules,
          },
        },
      },
    });
    const message = await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(message).toEqual({ failed: expect.stringContaining('unknown bot "smart" for grid-poker'), mistake: true });
  });
});
