/**
 * The last move slides: after a render that shows a new move, the piece on its destination square is
 * animated from the square it left (Web Animations, 180 ms). Nothing waits for it — the game has moved on
 * already — and with `prefers-reduced-motion` the piece simply appears.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class MoveAnimation implements ReactiveController {
  private shown = -1; // the number of moves on the board at the last render

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly last: () => { count: number; from: number; to: number } | null, // from -1: the last action moved no piece
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const last = this.last();
    const count = last?.count ?? -1;
    if (count === this.shown) return;
    const before = this.shown;
    this.shown = count;
    // Only a new move slides: not the one on the board when the element appears (a resumed game), nor
    // one an undo brings back.
    if (!last || last.from < 0 || before < 0 || count <= before) return;
    if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const root = this.host.shadowRoot;
    const from = root?.querySelector<HTMLElement>(`[data-square="${last.from}"]`);
    const to = root?.querySelector<HTMLElement>(`[data-square="${last.to}"]`);
    const piece = to?.querySelector<HTMLElement>('.piece');
    if (!from || !to || !piece || typeof piece.animate !== 'function') return;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    piece.animate([{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: 'none' }], {
      duration: 180,
      easing: 'ease-out',
    });
  }
}
