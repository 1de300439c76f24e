// GameController.view: each seat's view of a state is computed once and shared, and is never the view
// of a state gone by: a move, an undo, other cards or rules, a new game or no game give the view of the
// state on screen now.
import { replayDiff } from '../../../src/engine/replay-diff.js';
import { describe, expect, it } from 'vitest';
import { botActions } from '../../../src/engine/bots.js';
import { GameController, type GameHost } from '../../../src/elements/shared/game-controller.js';
import { tricksSpec as lazyTricksSpec } from '../../../src/elements/tricks/spec.js';
import type { TricksSettings } from '../../../src/elements/tricks/settings.js';
import { HeadlessHost as Host, withBots } from './headless-host.js';

const tricksSpec = await withBots(lazyTricksSpec);

function setUp() {
  const controller = new GameController(new Host() as unknown as GameHost, tricksSpec);
  // Three people taking turns on one device: every seat is shown in its turn.
  const settings: TricksSettings = { players: 3, humans: 3, seed: 3 };
  controller.begin(settings, 'greedy', '');
  /** The view of `seat` the game module gives for the state on screen, computed afresh. */
  const fresh = (seat: number) => controller.game.view(controller.match!.state, seat);
  return { controller, settings, fresh };
}

describe('GameController.view', () => {
  it("computes a seat's view once for each state, and each seat its own", () => {
    const { controller, fresh } = setUp();
    const zero = controller.view(0);
    expect(controller.view(0)).toBe(zero);
    expect(zero).toEqual(fresh(0));
    const one = controller.view(1);
    expect(one).not.toBe(zero);
    expect(one).toEqual(fresh(1));
    expect(controller.view(1)).toBe(one);
  });

  it('gives the view of the state on screen after a move, an undo, other cards, a new game and no game', () => {
    const { controller, settings, fresh } = setUp();
    const check = (seen: unknown[]) => {
      for (const seat of [0, 1, 2]) {
        const view = controller.view(seat);
        expect(view).toEqual(fresh(seat));
        for (const old of seen) expect(view).not.toBe(old);
        seen.push(view);
      }
    };
    const seen: unknown[] = [];
    check(seen);
    for (let i = 0; i < 4; i++) {
      const seat = controller.actor!;
      expect(controller.play(botActions(controller.game, controller.match!.state)[0])).toBeNull();
      expect(controller.view(seat)!.log.length).toBe(controller.match!.state.log.length);
      check(seen);
    }
    expect(controller.undo(0)).toBe(true);
    check(seen);
    // The same cards and rules in a new game module: the game is replayed with it.
    expect(controller.replaceGame(tricksSpec.create!(null, null), replayDiff)).not.toBeNull();
    check(seen);
    // The same seed again: a state like the first one, but a new game.
    controller.start(settings);
    check(seen);
    controller.drop();
    expect(controller.view(0)).toBeNull();
  });
});
