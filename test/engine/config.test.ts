// A game's config is checked once, the same way by every game (src/engine/config.ts): option names are
// own keys (`__proto__`, `constructor`, `toString` from JSON are unknown options like any other), and a
// seed is any safe integer, each its own game, while the seeds of the 32-bit range deal what they always did.
import { createHash } from 'node:crypto';
import { describe as suite, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/errors.js';
import type { Game } from '../../src/engine/game.js';
import { createMatch, restoreMatch, SAVE_VERSION, SaveError } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { createSandbox } from '../../src/engine/sandbox.js';
import type { TableState } from '../../src/engine/state.js';
import { games } from '../../src/games/index.js';
import { DECK } from './harness.js';

type AnyGame = Game<TableState, unknown, unknown>;
const all: [string, AnyGame][] = [
  ...Object.entries(games).map(([id, g]) => [id, g as unknown as AnyGame] as [string, AnyGame]),
  ['sandbox', createSandbox(DECK) as unknown as AnyGame],
];
/** The fewest players a game takes, 2 at least (Bughouse is for four). */
const fewest = (game: AnyGame) =>
  Math.max(2, (game as { rules?: { players: { min: number } } }).rules?.players.min ?? 2);

/** The RuleError `fn` throws (fails the test when it throws anything else, or nothing). */
function refusal(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error('expected a RuleError, but nothing was thrown');
}

suite('options', () => {
  // Parsed from JSON, so "__proto__" is an own key, as it is in a save, a share link or a bug report.
  const hostile = [
    '{"__proto__": {"bidding": true}}',
    '{"__proto__": null}',
    '{"constructor": 1}',
    '{"toString": 1}',
    '{"hasOwnProperty": 1}',
  ];

  for (const [id, game] of all) {
    it.each(hostile)(`${id}: refuses the options %s as unknown, naming it and the known ones`, (text) => {
      const options = JSON.parse(text) as Record<string, unknown>;
      const error = refusal(() => game.setup({ players: fewest(game), seed: 1, options }));
      expect(error.code).toBe('config/unknown-option');
      expect(error.message).toContain(`no option ${JSON.stringify(Object.keys(options)[0])}`);
      expect(error.message).toMatch(/its options are "|takes no options/);
    });
  }

  it('names the options a game has', () => {
    expect(refusal(() => games['grid-poker'].setup({ players: 2, seed: 1, options: { chips: 5 } })).message).toBe(
      'Tech Grid Poker has no option "chips": its options are "bidding", "wildChoice", "oneDeck", "ties-broken-by".',
    );
    expect(
      refusal(() => games['tech-chess'].setup({ players: 2, seed: 1, options: { stalemate: 'draw' } })).message,
    ).toMatch(/has no option "stalemate": its options are "turn-limit", "turn-limit-counts"/);
  });

  it('still plays the options each game has', () => {
    expect(
      games['grid-poker'].setup({ players: 2, seed: 1, options: { bidding: true, wildChoice: 'owner' } }).settings,
    ).toMatchObject({ bidding: true, 'wild-card-choice': 'owner-picks' });
    expect(
      games['tricks-of-the-trade'].setup({ players: 3, seed: 1, options: { 'trade-may-ask-for-a-domain': false } })
        .settings['trade-may-ask-for-a-domain'],
    ).toBe(false);
    expect(
      games['poker-squared'].setup({ players: 2, seed: 1, options: { deck: 'tech', cardEffects: true } }).deckKind,
    ).toBe('tech');
    expect(games['grid-poker'].setup({ players: 2, seed: 1, options: null as never }).settings.bidding).toBe(false);
  });

  it('keeps the settings a plain object with its own prototype', () => {
    for (const [, game] of Object.entries(games)) {
      const settings = (game as unknown as AnyGame).setup({
        players: fewest(game as unknown as AnyGame),
        seed: 1,
      }) as unknown as { settings: object };
      expect(Object.getPrototypeOf(settings.settings)).toBe(Object.prototype);
    }
  });

  it('refuses options that are not an object, and a config that is not one', () => {
    expect(refusal(() => games['grid-poker'].setup({ players: 2, seed: 1, options: [true] as never })).code).toBe(
      'config/options',
    );
    expect(refusal(() => games['grid-poker'].setup({ players: 2, seed: 1, options: 'bidding' as never })).code).toBe(
      'config/options',
    );
    expect(refusal(() => games['grid-poker'].setup(null as never)).code).toBe('config/not-an-object');
    expect(refusal(() => games['grid-poker'].setup({ players: 9, seed: 1 })).message).toBe(
      'Tech Grid Poker is for 1 to 6 players, not 9.',
    );
  });

  it('refuses a save whose options are unknown as damaged, not as a bad move', () => {
    const text = `{"v":${SAVE_VERSION},"game":"grid-poker","config":{"players":2,"seed":1,"options":{"__proto__":{"bidding":true}}},"actions":[]}`;
    expect(() => restoreMatch(games['grid-poker'], text)).toThrow(SaveError);
    try {
      restoreMatch(games['grid-poker'], text);
    } catch (error) {
      expect((error as SaveError).code).toBe('save/corrupt');
      expect((error as SaveError).message).toContain('no option "__proto__"');
    }
  });
});

suite('seeds', () => {
  const deal = (game: AnyGame, seed: number) =>
    createHash('sha256')
      .update(JSON.stringify((({ zones, rng }) => ({ zones, rng }))(game.setup({ players: fewest(game), seed }))))
      .digest('hex')
      .slice(0, 16);

  it('deals every seed of the 32-bit range exactly as before (saves and share links replay)', () => {
    // Fingerprints of the deals (zones and generator) made before seeds used their high bits.
    const before: Record<string, Record<number, string>> = {
      'grid-poker': {
        0: '2d150bf11bbd62f3',
        1: 'ffd68b33130d0a1e',
        42: '71e80a95641bb5b7',
        123456789: '086c1e3fb551541a',
        2147483647: 'f3f211bc3bb942e1',
        [-1]: '704772bdc49647e3',
        [-2147483648]: 'e905503403d7f693',
      },
      'poker-squared': {
        0: 'd45487ab71901232',
        1: '4207f5005ddcd682',
        42: '23952ad5ed40f58b',
        123456789: '5a0996dc90b44392',
        2147483647: '0ae215c4c0362a29',
        [-1]: '23ed84b91825cf93',
        [-2147483648]: '9a737724a3a5f705',
      },
      'tricks-of-the-trade': {
        0: 'd4fe7828d488aa76',
        1: 'b8a12f498ef3ed87',
        42: 'c20771361efc6f0f',
        123456789: 'e5e9284ae628aa2f',
        2147483647: 'e79aeab232a187ed',
        [-1]: '33a7a9197921037a',
        [-2147483648]: '709041bb5179b3b2',
      },
      'tech-chess': {
        0: '43a528f96f7ac58d',
        1: '421eb62b12a1707c',
        42: '89ee15b6c2b84bfd',
        123456789: 'a3a1b08681ba8de7',
        2147483647: '985e66ca810cc731',
        [-1]: '2eb0b55dadc19d2b',
        [-2147483648]: '0d762a5ee1e0228a',
      },
    };
    for (const [id, seeds] of Object.entries(before)) {
      for (const [seed, fingerprint] of Object.entries(seeds))
        expect(deal(games[id as keyof typeof games] as unknown as AnyGame, Number(seed)), `${id} seed ${seed}`).toBe(
          fingerprint,
        );
    }
    expect(seedRng(42)).toEqual([-1, ~42, 42, 0]); // pure-rand's own seeding
  });

  it('deals 0 and 2^32 differently: the whole seed counts', () => {
    for (const [id, game] of all) {
      expect(deal(game, 4294967296), id).not.toBe(deal(game, 0));
      expect(deal(game, -4294967296), id).not.toBe(deal(game, 0));
    }
  });

  it('gives every safe integer its own generator, up to ±(2^53 - 1)', () => {
    const seeds = [
      0,
      1,
      -1,
      2 ** 31 - 1,
      -(2 ** 31),
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 32 - 1,
      2 ** 32,
      2 ** 32 + 1,
      -(2 ** 32),
      2 ** 33,
      3 * 2 ** 32 + 7,
      7,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER - 1,
      2 ** 52,
      -(2 ** 52),
    ];
    const states = new Set(seeds.map((seed) => JSON.stringify(seedRng(seed))));
    expect(states.size).toBe(seeds.length);
    for (const seed of [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      for (const [id, game] of all)
        expect(game.actor(game.setup({ players: fewest(game), seed })), id).not.toBeUndefined();
      const match = createMatch(games['grid-poker'], { players: 2, seed });
      expect(restoreMatch(games['grid-poker'], JSON.stringify(match.save())).state).toEqual(match.state);
    }
  });

  const bad: [string, unknown][] = [
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['1e300', 1e300],
    ['"abc"', 'abc'],
    ['1.5', 1.5],
    ['"42"', '42'],
    ['2^53', 2 ** 53],
    ['missing', undefined],
  ];

  it.each(bad)('refuses the seed %s in setup, createMatch and seedRng', (_name, seed) => {
    for (const [id, game] of all) {
      const error = refusal(() => game.setup({ players: fewest(game), seed: seed as number }));
      expect(error.code, id).toBe('config/seed');
      expect(error.message).toMatch(
        /^The seed must be a whole number from -9007199254740991 to 9007199254740991, not /,
      );
    }
    expect(refusal(() => createMatch(games['tech-chess'], { players: 2, seed: seed as number })).code).toBe(
      'config/seed',
    );
    expect(refusal(() => seedRng(seed as number)).code).toBe('config/seed');
  });

  it.each(bad.filter(([, seed]) => seed !== undefined && JSON.stringify(seed) !== 'null'))(
    'refuses a save with the seed %s as damaged',
    (_name, seed) => {
      const text = `{"v":${SAVE_VERSION},"game":"tricks-of-the-trade","config":{"players":2,"seed":${JSON.stringify(seed)}},"actions":[]}`;
      expect(() => restoreMatch(games['tricks-of-the-trade'], text)).toThrow(SaveError);
      try {
        restoreMatch(games['tricks-of-the-trade'], text);
      } catch (error) {
        expect((error as SaveError).code).toBe('save/corrupt');
      }
    },
  );
});
