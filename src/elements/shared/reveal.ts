/**
 * What a game element brings into view after an update: the log's last line as lines come, and the
 * game-over panel when a move ends the game. Both read the drawn element, so they run after the render.
 */

export class LogScroll {
  /** The log's list, its length and the open sheet when the list was last scrolled to its end. */
  private scrolled: { list: Element | null; at: string } = { list: null, at: '' };

  /**
   * Keeps the log's list scrolled to its last line as lines come and when its sheet opens (`sheet`). In
   * the next frame, before it is drawn: reading the list's height in a render would force a layout of
   * its own (the first frame's cost).
   */
  follow(root: ParentNode, length: number, sheet: string | null): void {
    const list = root.querySelector('.log-list');
    const at = `${length}:${sheet}`;
    if (!list || (list === this.scrolled.list && at === this.scrolled.at)) return;
    this.scrolled = { list, at };
    requestAnimationFrame(() => {
      list.scrollTop = list.scrollHeight;
    });
  }
}

/**
 * Brings the game-over panel into view when a move ends the game: on a phone, or far down a post, it is
 * above the screen while the last move is made below it. The page scrolls only as far as needed; the
 * focus stays where it is (the prompt and the live region say the result for those who don't look).
 */
export function revealOver(root: ParentNode): void {
  const panel = root.querySelector('[part="over"]');
  if (!panel) return;
  const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  panel.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}
