// GameController with an async bot (one that thinks over several tasks and answers with a promise, as
// Tech Chess's hard bot does on a page): its move is played when it answers, one thought at a time, and
// a thought the game no longer wants (undo, a new game, other cards, the game dropped, the element off
// the page) is aborted and its answer, however late, is never played.
import { replayDiff } from '../../../src/engine/replay-diff.js';
import { describe, expect, it } from 'vitest';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { botActions } from '../../../src/engine/bots.js';
import { replay } from '../../../src/engine/match.js';
import { chessSpec as lazyChessSpec, game } from '../../../src/elements/chess/spec.js';
import type { AsyncBot } from '../../../src/elements/shared/bots.js';
import { GameController, type GameHost } from '../../../src/elements/shared/game-controller.js';
import type { ChessSettings } from '../../../src/elements/chess/settings.js';
import type { TechChessState, TechChessView } from '../../../src/games/tech-chess/index.js';
import { HeadlessHost as Host, withBots } from './headless-host.js';

const chessSpec = await withBots(lazyChessSpec);

interface Thought {
  actions: ChooseAction[];
  signal: AbortSignal;
  answer(): void;
  fail(): void;
}

/** A bot that answers only when told to (its first legal action), and every thought it was asked for. */
function patientBot(): { bot: AsyncBot<TechChessView>; thoughts: Thought[] } {
  const thoughts: Thought[] = [];
  const bot: AsyncBot<TechChessView> = (_view, actions, _rng, signal) =>
    new Promise((resolve, reject) => {
      thoughts.push({
        actions,
        signal,
        answer: () => resolve(actions[0]),
        fail: () => reject(new Error('the search broke')),
      });
    });
  return { bot, thoughts };
}

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setUp() {
  const { bot, thoughts } = patientBot();
  const host = new Host();
  const controller = new GameController(host as unknown as GameHost, {
    ...chessSpec,
    asyncBots: () => ({ greedy: bot }),
  });
  const settings: ChessSettings = { players: 2, humans: 1, seed: 7 };
  controller.begin(settings, 'greedy', '');
  const state = () => controller.match!.state as TechChessState;
  /** Plays the person's moves (the first legal one each time) and the bot's answers until the bot is thinking. */
  const untilThinking = async () => {
    for (let i = 0; i < 200; i++) {
      await settle();
      const seat = controller.actor;
      if (seat === null) throw new Error('the game ended');
      if (!controller.isBot(seat)) expect(controller.play(botActions(game, state())[0])).toBeNull();
      else if (thoughts.at(-1)?.signal.aborted === false && controller.match!.log.length > 0) return thoughts.at(-1)!;
    }
    throw new Error('the bot never thought');
  };
  const consistent = () =>
    expect(
      replay(
        game,
        controller.match!.config,
        controller.match!.log.map((e) => e.action),
      ),
    ).toEqual(state());
  return { controller, host, settings, thoughts, state, untilThinking, consistent };
}

describe('an async bot in GameController', () => {
  it('plays its answer when it comes, and thinks once at a time', async () => {
    const { controller, thoughts, untilThinking, consistent } = setUp();
    const thought = await untilThinking();
    const moves = controller.match!.log.length;
    const asked = thoughts.length;
    // The bots' controller asks again and again while the bot thinks: nothing more happens.
    controller.playBots();
    expect(controller.botMove()).toBe(true);
    expect(thoughts.length).toBe(asked);
    expect(controller.match!.log.length).toBe(moves);
    thought.answer();
    await settle();
    expect(controller.match!.log.length).toBe(moves + 1);
    expect(controller.match!.log.at(-1)!.action).toEqual(thought.actions[0]);
    consistent();
  });

  for (const [what, change] of [
    ['undo', (c: GameController<TechChessState, TechChessView, ChessSettings>) => expect(c.undo(0)).toBe(true)],
    [
      'a new game',
      (c: GameController<TechChessState, TechChessView, ChessSettings>, settings: ChessSettings) =>
        c.start({ ...settings, seed: 8 }),
    ],
    [
      'other cards',
      (c: GameController<TechChessState, TechChessView, ChessSettings>) =>
        c.replaceGame(chessSpec.create!(null, null), replayDiff),
    ],
    ['the game dropped', (c: GameController<TechChessState, TechChessView, ChessSettings>) => c.drop()],
    [
      'the element off the page',
      (c: GameController<TechChessState, TechChessView, ChessSettings>) => c.hostDisconnected(),
    ],
  ] as const) {
    it(`${what} while it thinks: the thought is aborted and its answer never played`, async () => {
      const { controller, settings, untilThinking } = setUp();
      const thought = await untilThinking();
      change(controller, settings);
      expect(thought.signal.aborted).toBe(true);
      const match = controller.match;
      const log = match ? [...match.log] : null;
      thought.answer();
      await settle();
      expect(controller.match).toBe(match);
      if (match) expect(match.log).toEqual(log);
    });
  }

  it("a thought that fails: the level's own bot moves in its place, and the game goes on", async () => {
    const { controller, untilThinking, consistent } = setUp();
    const thought = await untilThinking();
    const moves = controller.match!.log.length;
    thought.fail();
    await settle();
    expect(controller.match!.log.length).toBeGreaterThan(moves);
    expect(controller.match!.log[moves].seat).toBe(1);
    consistent();
  });

  it('after an abort the bot is asked again, and its new answer is played', async () => {
    const { controller, thoughts, untilThinking, consistent } = setUp();
    const old = await untilThinking();
    controller.hostDisconnected();
    // Back on the page, the bots' controller asks for the move again.
    expect(controller.botMove()).toBe(true);
    const again = thoughts.at(-1)!;
    expect(again).not.toBe(old);
    const moves = controller.match!.log.length;
    old.answer();
    again.answer();
    await settle();
    expect(controller.match!.log.length).toBe(moves + 1);
    consistent();
  });
});

describe('an async bot for the game in play', () => {
  it('is made for the game on other cards or rules once it replaces the built-in one, and once per game', async () => {
    const { bot } = patientBot();
    const madeFor: object[] = [];
    const controller = new GameController(new Host() as unknown as GameHost, {
      ...chessSpec,
      asyncBots: (played) => (madeFor.push(played), { greedy: bot }),
    });
    controller.begin({ players: 2, humans: 0, seed: 7 }, 'greedy', '');
    controller.botMove();
    expect(madeFor).toEqual([game]);
    const other = chessSpec.create!(null, null);
    controller.replaceGame(other, replayDiff);
    controller.botMove();
    controller.botMove();
    expect(madeFor).toEqual([game, other]);
  });
});
