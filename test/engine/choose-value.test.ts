// "Choose a domain." / "Choose a number …" asked of a bot: every game's bots answer from the options'
// data (their `domain` or `number`) and the bot's own cards, never from the words.
import { describe as suite, expect, it } from 'vitest';
import { chooseValue, ownCards } from '../../src/engine/bots.js';
import { randomChoice } from '../../src/engine/choices.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { bots, games } from '../../src/games/index.js';

const DOMAINS = ['knowledge', 'science', 'technology', 'services'] as const;
const domainChoice = (seat: number): PendingChoice => ({
  seat,
  kind: 'effect/domain',
  prompt: 'x',
  min: 1,
  max: 1,
  effect: { verb: 'choose' },
  options: DOMAINS.map((domain) => ({ label: 'x', domain })),
});

suite('chooseValue', () => {
  it('picks the domain or number the chooser holds most of; ties go to the first', () => {
    const own = [
      { domain: 'science', value: 3 },
      { domain: 'science', value: 7 },
      { domain: 'services', value: 7 },
    ] as const;
    expect(chooseValue(domainChoice(0), own)).toBe(1);
    const numbers: PendingChoice = {
      ...domainChoice(0),
      kind: 'effect/number',
      options: [3, 5, 7].map((number) => ({ label: 'x', number })),
    };
    expect(chooseValue(numbers, own)).toBe(2);
    expect(chooseValue(domainChoice(0), [])).toBe(0);
  });

  it("counts the cards of the seat's own zones that its view shows", () => {
    const catalogue = { a: { domain: 'science', value: 1 }, b: { domain: 'knowledge', value: 2 } } as never;
    const view = {
      seat: 1,
      zones: {
        'hand:1': [{ instance: 'i1', card: 'a' }, { hidden: true } as const],
        'company:1': [{ instance: 'i2', card: 'b' }],
        'hand:0': [{ instance: 'i3', card: 'a' }],
        market: [null],
      },
    };
    expect(ownCards(view, catalogue)).toEqual([
      { domain: 'science', value: 1 },
      { domain: 'knowledge', value: 2 },
    ]);
  });
});

suite('every game\'s good bot answers "Choose a domain." from its own cards', () => {
  type Played = { pending: PendingChoice | null };
  for (const id of ['grid-poker', 'tech-chess', 'tricks-of-the-trade'] as const) {
    it(id, () => {
      const game = games[id] as unknown as {
        setup(c: { players: number; seed: number }): Played;
        applyInPlace(s: Played, a: unknown): void;
        view(s: Played, seat: number): Record<string, unknown> & { hand?: { domain: string }[] };
        env: { catalogue: never };
      };
      const good = Object.entries(bots[id] as Record<string, unknown>).find(([name]) => name !== 'random')![1] as (
        v: unknown,
        a: unknown[],
        r: Rng,
      ) => { picks: number[] };
      // A moment of a random game where one domain is the bot's most held and it isn't the first option,
      // so an answer by position alone would fail.
      const state = game.setup({ players: 2, seed: 5 });
      const rng = new Rng({ rng: seedRng(9) });
      for (let step = 0; step < 400 && state.pending; step++) {
        const seat = state.pending.seat;
        const view = game.view(state, seat);
        const own = id === 'tricks-of-the-trade' ? view.hand! : ownCards(view as never, game.env.catalogue);
        const counts = DOMAINS.map((d) => own.filter((c) => c.domain === d).length);
        const most = Math.max(...counts);
        const expected = counts.indexOf(most);
        if (expected > 0 && counts.filter((c) => c === most).length === 1) {
          expect(good({ ...view, pending: domainChoice(seat) }, [], new Rng({ rng: seedRng(1) })).picks).toEqual([
            expected,
          ]);
          return;
        }
        game.applyInPlace(
          state,
          randomChoice(state.pending, (a, b) => rng.int(a, b)),
        );
      }
      expect.unreachable('no moment with a single most held domain');
    });
  }
});
