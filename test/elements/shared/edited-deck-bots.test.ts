// An element handed another deck (the card editor's "try it", `cards-src`, live reload) plays on with
// bots made for that game: the greedy Grid Poker bot then weighs the edited cards, not the built-in ones.
import { replayDiff } from '../../../src/engine/replay-diff.js';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/engine/bots.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { chessSpec as lazyChessSpec } from '../../../src/elements/chess/spec.js';
import { gridPokerSpec as lazyGridPokerSpec } from '../../../src/elements/grid-poker/spec.js';
import { spec as lazyPokerSquaredSpec } from '../../../src/elements/poker-squared/game.js';
import { tricksSpec as lazyTricksSpec } from '../../../src/elements/tricks/spec.js';
import { GameController, type GameHost } from '../../../src/elements/shared/game-controller.js';
import { techDeck, type GridPokerView } from '../../../src/games/index.js';
import { HeadlessHost, withBots } from './headless-host.js';

const [chessSpec, gridPokerSpec, pokerSquaredSpec, tricksSpec] = await Promise.all([
  withBots(lazyChessSpec),
  withBots(lazyGridPokerSpec),
  withBots(lazyPokerSquaredSpec),
  withBots(lazyTricksSpec),
]);

/** The deck with Writing given World Wide Web's effect. */
const edited = techDeck.map((c) =>
  c.id === 'knowledge-1' ? { ...c, effect: techDeck.find((f) => f.id === 'knowledge-10')!.effect } : c,
);

describe('bots for an edited deck in an element', () => {
  it("the spec's bots for a game on an edited deck are made for that game", () => {
    const other = gridPokerSpec.create!(edited, null);
    const bots = gridPokerSpec.botsFor!(other);
    expect(bots).toBeDefined();
    expect(bots!.greedy).not.toBe(gridPokerSpec.bots.greedy);
    expect(gridPokerSpec.botsFor!(gridPokerSpec.game)).toBe(gridPokerSpec.bots); // the built-in game plays `bots`
    expect(gridPokerSpec.botsFor!(other)).toBe(bots); // made once a game
  });

  it('every game element makes bots for the games it builds on other cards', () => {
    for (const spec of [gridPokerSpec, tricksSpec, pokerSquaredSpec, chessSpec] as {
      create?(d: typeof edited, r: null): object;
      botsFor?(g: never): object | undefined;
      bots: object;
    }[]) {
      const bots = spec.botsFor!(spec.create!(edited, null) as never);
      expect(Object.keys(bots ?? {})).toEqual(Object.keys(spec.bots));
    }
  });

  it('the controller plays the bots made for the game it was given, from the replacement on', () => {
    const calls = { built: 0, edited: 0 };
    const counted =
      (bot: Bot<GridPokerView, ChooseAction>, key: keyof typeof calls): Bot<GridPokerView, ChooseAction> =>
      (view, actions, rng) => (calls[key]++, bot(view, actions, rng));
    const spec = {
      ...gridPokerSpec,
      bots: { ...gridPokerSpec.bots, greedy: counted(gridPokerSpec.bots.greedy, 'built') },
      botsFor: (game: Parameters<NonNullable<typeof gridPokerSpec.botsFor>>[0]) => {
        const bots = gridPokerSpec.botsFor!(game)!;
        return { ...bots, greedy: counted(bots.greedy, 'edited') };
      },
    };
    const controller = new GameController(new HeadlessHost() as unknown as GameHost, spec);
    controller.begin({ players: 3, humans: 1, seed: 4, bidding: false }, 'greedy', '');
    controller.replaceGame(gridPokerSpec.create!(edited, null), replayDiff);
    const before = { ...calls };
    // The person's moves: the first legal answer each time, until the game ends.
    for (let i = 0; i < 2000 && controller.actor !== null; i++) {
      if (controller.isBot(controller.actor)) controller.playBots();
      else
        expect(
          controller.play({
            type: 'choose',
            picks: controller
              .match!.state.pending!.options.slice(0, controller.match!.state.pending!.min)
              .map((_, k) => k),
          }),
        ).toBeNull();
    }
    expect(controller.actor).toBeNull();
    expect(calls.built).toBe(before.built);
    expect(calls.edited).toBeGreaterThan(before.edited);
  });
});
