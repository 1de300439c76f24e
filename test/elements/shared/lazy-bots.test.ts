// The bots' code is a chunk of its own that an element imports after its first frame: the game is set
// up and drawn without it, a bot's turn that comes first waits for it and is played when it arrives, and
// an import that fails is said in a notice (a new game tries again).
import { describe, expect, it } from 'vitest';
import { gridPokerSpec } from '../../../src/elements/grid-poker/spec.js';
import { GameController, type GameHost, type SpecBots } from '../../../src/elements/shared/game-controller.js';
import type { GameSettings } from '../../../src/elements/grid-poker/settings.js';
import type { GridPokerState, GridPokerView } from '../../../src/games/grid-poker/index.js';
import { HeadlessHost } from './headless-host.js';

type Bots = SpecBots<GridPokerState, GridPokerView>;

/** A spec whose bots arrive when the test says so (or fail), and how many times they were asked for. */
function slowBots() {
  const asked: { resolve(bots: Bots): void; reject(error: Error): void }[] = [];
  const spec = {
    ...gridPokerSpec,
    loadBots: () => new Promise<Bots>((resolve, reject) => asked.push({ resolve, reject })),
  };
  return { spec, asked };
}

/** A game whose first move is the person's (the seat to start depends on the seed). */
const settings: GameSettings = {
  players: 3,
  humans: 1,
  seed: [1, 2, 3, 4, 5, 6, 7, 8].find(
    (seed) =>
      gridPokerSpec.game.actor(gridPokerSpec.game.setup({ players: 3, seed, options: { bidding: false } })) === 0,
  )!,
  bidding: false,
};
/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bots whose code comes after the first frame', () => {
  it("the game starts without them; a bot's turn waits for them, then the bots play at once", async () => {
    const { spec, asked } = slowBots();
    const controller = new GameController(new HeadlessHost() as unknown as GameHost, spec);
    controller.begin(settings, 'greedy', '');
    expect(controller.match).not.toBeNull(); // the table can be drawn
    expect(asked).toHaveLength(0); // nothing asked for before a bot is to move (the element asks after its first frame)
    const pending = controller.match!.state.pending!;
    expect(
      controller.play({ type: 'choose', picks: pending.options.slice(0, pending.min).map((_, k) => k) }),
    ).toBeNull();
    const moves = controller.match!.log.length;
    expect(controller.isBot(controller.actor!)).toBe(true);
    expect(asked).toHaveLength(1);
    controller.playBots(); // asked again while waiting: one import, no move
    expect(asked).toHaveLength(1);
    expect(controller.match!.log.length).toBe(moves);
    asked[0].resolve(await gridPokerSpec.loadBots!());
    await settle();
    expect(controller.match!.log.length).toBeGreaterThan(moves);
    expect(controller.actor === null || !controller.isBot(controller.actor)).toBe(true);
  });

  it('a failed import is said in a notice, and the next bot turn asks again', async () => {
    const { spec, asked } = slowBots();
    const controller = new GameController(new HeadlessHost() as unknown as GameHost, spec);
    controller.begin(settings, 'greedy', '');
    const pending = controller.match!.state.pending!;
    controller.play({ type: 'choose', picks: pending.options.slice(0, pending.min).map((_, k) => k) });
    asked[0].reject(new Error('Failed to fetch'));
    await settle();
    expect(controller.notice).toContain("The bots' code could not be loaded (Failed to fetch)");
    controller.start(settings);
    controller.play({
      type: 'choose',
      picks: controller.match!.state.pending!.options.slice(0, controller.match!.state.pending!.min).map((_, k) => k),
    });
    expect(asked).toHaveLength(2);
  });
});
