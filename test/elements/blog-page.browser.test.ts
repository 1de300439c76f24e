/// <reference types="mocha" />
// The game elements on a page as a blog holds them: far down a long post, away from the page's left
// edge, in the post's own font. What is drawn follows the pointer and the page, whatever the element's
// place on it.
import { expect, fixture } from '@open-wc/testing';
import '../../src/elements/chess/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { squareName } from '../../src/elements/chess/layout.js';
import type { ChessOption, TechChessState } from '../../src/games/tech-chess/index.js';
import { momentOf, seatZeroToPlay } from '../../stories/chess-moments.js';
import { $ } from './game-driver.js';

/** A post: `before` px of text above the element, which sits `left` px from the page's left edge. */
async function inPost<E extends HTMLElement & { updateComplete: Promise<boolean> }>(markup: string, setUp?: (el: E) => void, before = 3300, left = 300): Promise<E> {
  const post = await fixture<HTMLElement>(`<article style="margin: ${before}px 0 2000px ${left}px; inline-size: 640px"></article>`);
  post.innerHTML = markup;
  const el = post.firstElementChild as E;
  setUp?.(el);
  await el.updateComplete;
  return el;
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

describe('a game element in a blog post', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('draws the dragged piece under the pointer, on a page scrolled 3,000 px with the element 300 px from the left', async () => {
    const el = await inPost<TechChess>('<tech-chess seed="21" bot-pace="0"></tech-chess>', (e) => (e.moves = momentOf(21, seatZeroToPlay(7)).moves));
    const state = el.match!.state as TechChessState;
    const move = (state.pending!.options as ChessOption[]).map((o) => o.move!).find((m) => m.type === 'move')!;
    const from = $(el, `[data-cell="${CSS.escape(`sq:${squareName(move.from!)}`)}"]`)!;
    from.scrollIntoView({ block: 'center' });
    expect(window.scrollY, 'the page is scrolled').to.be.greaterThan(3000);
    const start = centre(from.getBoundingClientRect());
    const pointer = (type: string, x: number, y: number) =>
      new PointerEvent(type, { clientX: x, clientY: y, pointerId: 9, isPrimary: true, button: 0, bubbles: true, composed: true, pointerType: 'mouse' });
    from.dispatchEvent(pointer('pointerdown', start.x, start.y));
    for (const [dx, dy] of [[12, 0], [40, -30], [-25, 60]]) {
      from.dispatchEvent(pointer('pointermove', start.x + dx, start.y + dy));
      await el.updateComplete;
      const ghost = $(el, '.drag-ghost')!;
      const at = centre(ghost.getBoundingClientRect());
      expect(Math.hypot(at.x - (start.x + dx), at.y - (start.y + dy)), `the copy's centre is at the pointer (moved ${dx}, ${dy})`).to.be.below(8);
    }
    from.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    from.dispatchEvent(pointer('pointerup', start.x, start.y));
  });
});
