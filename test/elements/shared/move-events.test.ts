// `tech-move` tells only what the people at the table may see: whole games of every game element's
// spec, played through the element's GameController (bots at once, the people's seats answered by a
// bot too), every event's detail checked against the soak's visibility oracle (test/campaigns/leaks.ts).
import { describe, expect, it } from 'vitest';
import type { ChooseAction } from '../../../src/engine/choices.js';
import type { TableState } from '../../../src/engine/state.js';
import type { Terms } from '../../../src/engine/terms.js';
import type { TableView } from '../../../src/engine/view.js';
import type { TechMoveDetail, TechMoveEvent } from '../../../src/elements/events.js';
import { botMove } from '../../../src/elements/shared/bots.js';
import { GameController, type GameHost, type GameSpec } from '../../../src/elements/shared/game-controller.js';
import type { GameSettings } from '../../../src/elements/shared/settings.js';
import { chessSpec as lazyChessSpec } from '../../../src/elements/chess/spec.js';
import { gridPokerSpec as lazyGridPokerSpec } from '../../../src/elements/grid-poker/spec.js';
import { spec as lazyPokerSquaredSpec } from '../../../src/elements/poker-squared/game.js';
import { tricksSpec as lazyTricksSpec } from '../../../src/elements/tricks/spec.js';
import { leaks } from '../../campaigns/leaks.js';
import { HeadlessHost as Host, withBots } from './headless-host.js';

const [chessSpec, gridPokerSpec, pokerSquaredSpec, tricksSpec] = await Promise.all([
  withBots(lazyChessSpec),
  withBots(lazyGridPokerSpec),
  withBots(lazyPokerSquaredSpec),
  withBots(lazyTricksSpec),
]);

type AnySpec = GameSpec<TableState, TableView, GameSettings>;
interface Checked {
  events: number;
  hidden: number;
  shown: number;
  lines: number;
}

/**
 * Plays a whole game of `spec` with `settings`, the people's seats answered by the game's random bot,
 * and checks every `tech-move` detail: a label only where the watching seats may see the card picked
 * (a bot's move: every person's seat; a person's own move: that person), log lines only those they may
 * read, no instance they may not see.
 */
function playAndCheck(spec: AnySpec, settings: GameSettings, level: string): Checked {
  const game = spec.game as AnySpec['game'] & { env: { terms: Terms } };
  const host = new Host();
  const controller = new GameController(host as unknown as GameHost, spec);
  // Recorded as they come (a listener's failure would only be reported), checked after the game.
  const moves: { detail: TechMoveDetail; after: TableState }[] = [];
  host.addEventListener('tech-move', (event) =>
    moves.push({ detail: (event as TechMoveEvent).detail, after: controller.match!.state }),
  );
  controller.begin(settings, level, '');
  for (let n = 0; controller.actor !== null; n++) {
    if (n > 5_000) throw new Error('the game never ended');
    const match = controller.match!;
    const action: ChooseAction = botMove(game, match.state, spec.bots!.random, settings.seed, match.log.length);
    expect(controller.play(action)).toBeNull();
  }
  const checked: Checked = { events: 0, hidden: 0, shown: 0, lines: 0 };
  let before: TableState = game.setup(spec.config(settings));
  for (const { detail, after } of moves) {
    const pending = before.pending!;
    const people = Array.from({ length: settings.humans }, (_, seat) => seat);
    const watchers = detail.bot ? people : [detail.seat];
    const mover = `${detail.bot ? 'bot' : 'person'} at seat ${detail.seat}, move ${detail.moves}`;
    expect(detail.seat, mover).toBe(pending.seat);
    expect(detail.labels, mover).toHaveLength(detail.action.picks.length);
    detail.action.picks.forEach((pick, k) => {
      const option = pending.options[pick];
      const label = detail.labels[k];
      const seenBy = (seat: number) =>
        option.instance !== undefined && leaks(after, game.env.terms, { instance: option.instance }, seat).length === 0;
      if (watchers.includes(detail.seat)) expect(label, mover).toBe(option.label);
      else if (label === null) checked.hidden += 1;
      else {
        // A bot's pick is named only when every person may see the card it names.
        expect(label, mover).toBe(option.label);
        for (const seat of watchers)
          expect(seenBy(seat), `${mover}: "${label}" is hidden from seat ${seat}`).toBe(true);
        checked.shown += 1;
      }
    });
    const readable = after.log
      .slice(before.log.length)
      .filter((e) => !e.to || watchers.every((seat) => e.to!.includes(seat)));
    expect(detail.log, mover).toEqual(readable.map((e) => e.text));
    checked.lines += detail.log.length;
    for (const seat of watchers) expect(leaks(after, game.env.terms, detail, seat), mover).toEqual([]);
    checked.events += 1;
    before = after;
  }
  expect(checked.events).toBe(controller.match!.log.length);
  return checked;
}

const specs: [string, AnySpec, (seed: number) => GameSettings, string][] = [
  [
    'Grid Poker, 3 players, bidding',
    gridPokerSpec as unknown as AnySpec,
    (seed) => ({ players: 3, humans: 1, seed, bidding: true }) as GameSettings,
    'greedy',
  ],
  [
    'Grid Poker, 4 players, 2 people',
    gridPokerSpec as unknown as AnySpec,
    (seed) => ({ players: 4, humans: 2, seed, bidding: false }) as GameSettings,
    'greedy',
  ],
  [
    'Tricks of the Trade, 4 players, 2 people',
    tricksSpec as unknown as AnySpec,
    (seed) => ({ players: 4, humans: 2, seed }),
    'greedy',
  ],
  ['Tech Chess', chessSpec as unknown as AnySpec, (seed) => ({ players: 2, humans: 1, seed }), 'greedy'],
  [
    'Poker Squared, Tech Deck variant',
    pokerSquaredSpec as unknown as AnySpec,
    (seed) => ({ players: 2, humans: 1, seed, variant: 'tech' }) as GameSettings,
    'good',
  ],
];

describe('tech-move events', () => {
  for (const [name, spec, settings, level] of specs) {
    it(`tell only what the people at the table may see: ${name}`, () => {
      const total: Checked = { events: 0, hidden: 0, shown: 0, lines: 0 };
      for (let seed = 1; seed <= 4; seed++) {
        const checked = playAndCheck(spec, settings(seed), level);
        for (const k of Object.keys(total) as (keyof Checked)[]) total[k] += checked[k];
      }
      // The detail stays useful: every move says what the table saw happen.
      expect(total.lines).toBeGreaterThan(total.events / 2);
    });
  }

  it('hide the cards the bots pick from their hands or the deck, and name those every person sees', () => {
    const total: Checked = { events: 0, hidden: 0, shown: 0, lines: 0 };
    for (let seed = 1; seed <= 4; seed++) {
      const checked = playAndCheck(
        gridPokerSpec as unknown as AnySpec,
        { players: 3, humans: 1, seed, bidding: false } as GameSettings,
        'greedy',
      );
      for (const k of Object.keys(total) as (keyof Checked)[]) total[k] += checked[k];
    }
    expect(total.hidden).toBeGreaterThan(0);
    expect(total.shown).toBeGreaterThan(0);
  });
});
