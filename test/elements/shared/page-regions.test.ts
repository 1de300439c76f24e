// A game element's page without a browser: the game's regions, given by composition, decide the
// layout of each view (laid out once), the seats' names and the live region's words; the page's own
// actions (the first deal, undo, reset) run on the controllers and reach the regions' state.
import { describe, expect, it } from 'vitest';
import { gridPokerRegions } from '../../../src/elements/grid-poker/regions.js';
import { readSettings } from '../../../src/elements/grid-poker/settings.js';
import { gridPokerSpec as lazyGridPokerSpec } from '../../../src/elements/grid-poker/spec.js';
import { layoutChoice } from '../../../src/elements/shared/choice.js';
import { PageController } from '../../../src/elements/shared/page-controller.js';
import type { GameRegions } from '../../../src/elements/shared/regions.js';
import type { GridPokerView } from '../../../src/games/index.js';
import { HeadlessHost, withBots } from './headless-host.js';

const spec = await withBots(lazyGridPokerSpec);

/** The element's attributes and properties the page reads, with nothing drawn (no grid, no live region). */
class PageHost extends HeadlessHost {
  readonly renderRoot = { querySelector: () => null, querySelectorAll: () => [] } as unknown as DocumentFragment;
  humans: number | null = null;
  moves = null;
  deck = null;
  rules = null;
  cardsSrc = '';
  rulesSrc = '';
  fileChange = null;
  server = '';
  updates = 0;
  override requestUpdate(): void {
    this.updates++;
  }
}

/** A page of Grid Poker whose regions count their calls, over the game's own. */
function page(players: number) {
  const host = new PageHost();
  const calls = { layout: 0, reset: 0, sync: 0 };
  const attrs = { players: String(players), humans: '1', seed: '5', botLevel: 'random', bidding: false };
  const p = new PageController(
    host as never,
    spec,
    () => readSettings(attrs),
    (page): GameRegions<GridPokerView> => {
      const own = gridPokerRegions(page);
      return {
        ...own,
        layout: (pending, moves) => {
          calls.layout++;
          return layoutChoice(pending, moves);
        },
        seatName: (seat) => (seat === 2 ? 'Ada' : own.seatName!(seat)),
        sync: () => calls.sync++,
        reset: () => calls.reset++,
      };
    },
  );
  return { host, p, calls };
}

describe('the page of a game element', () => {
  it('deals on its first update, from the attributes, and lays each view out once', () => {
    const { p, calls } = page(3);
    p.willUpdate(new Map(), ['players']);
    expect(p.started).toBe(true);
    expect(p.game.match).not.toBeNull();
    expect(calls.sync).toBe(1);
    const view = p.game.view(p.seat)!;
    const layout = p.layoutOf(view);
    expect(layout).not.toBeNull();
    expect(p.layoutOf(view)).toBe(layout); // the header, the table and a click read the same layout
    expect(p.layout).toBe(layout);
    expect(calls.layout).toBe(1);
  });

  it("names seats by the game's regions, and says refusals with those names", () => {
    const { p } = page(3);
    p.willUpdate(new Map(), []);
    expect([0, 1, 2].map(p.name)).toEqual(['You', 'Player 2 (bot)', 'Ada']);
    expect(p.surface(null).name(2)).toBe('Ada');
    expect(p.refusal(null)).toBe('It is not your turn: You are choosing.');
  });

  it("takes back the seat's last decision, and clears the game's own state on a new game", () => {
    const { p, calls } = page(3);
    p.willUpdate(new Map(), []);
    const view = p.game.view(p.seat)!;
    const layout = p.layoutOf(view)!;
    const before = p.game.match!.log.length;
    const picks = Array.from({ length: layout.pending.min }, (_, i) => i);
    expect(p.game.play({ type: 'choose', picks })).toBeNull();
    expect(p.game.canUndo(p.seat)).toBe(true);
    p.undo();
    expect(p.game.match!.log.length).toBe(before);
    p.newGame();
    expect(calls.reset).toBe(1);
    expect(p.seat).toBe(0);
  });

  it('reads bad attributes as problems once, and fires tech-error once', () => {
    const host = new PageHost();
    const errors: string[][] = [];
    host.addEventListener('tech-error', (e) => errors.push((e as CustomEvent).detail.messages));
    const p = new PageController(
      host as never,
      spec,
      () => readSettings({ players: 'lots', humans: null, seed: null, botLevel: null, bidding: false }),
      gridPokerRegions,
    );
    p.willUpdate(new Map(), []);
    p.newGame();
    expect(p.problems.length).toBeGreaterThan(0);
    expect(p.game.match).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
