/**
 * The board as one APG grid with a roving tabindex: one tab stop into the board, the arrow keys move
 * between cells (Up and Down keep the column as near as the next row allows), Home and End go to the
 * ends of a row, Ctrl+Home and Ctrl+End to the first and last cells; Enter and Space activate the cell
 * (each cell is a button). The focused cell is remembered by its key (`card:c12`, `line:row:0`,
 * `option:2`), so it survives re-renders; when a new decision starts, the focus moves to its first target.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class KeyboardController implements ReactiveController {
  /** The key of the cell with tabindex 0. */
  active: string | null = null;
  private decision: string | null = null;
  /** Whether the keyboard focus is (or was, until its cell left the page) in the board. */
  private engaged = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly grid: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  /** Rows of cells, in document order. */
  private rows(): HTMLElement[][] {
    const grid = this.grid();
    if (!grid) return [];
    return [...grid.querySelectorAll<HTMLElement>('[role="row"]')]
      .map((row) => [...row.querySelectorAll<HTMLElement>('[data-cell]')].filter(drawn))
      .filter((cells) => cells.length > 0);
  }

  private cell(key: string | null): HTMLElement | null {
    if (!key) return null;
    return this.grid()?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(key)}"]`) ?? null;
  }

  /**
   * After each render: keep one cell focusable. `decision` names the pending decision of the seat on
   * screen (null when none); when it changes, the first target of the new decision takes the focus
   * (moving the keyboard focus only if it was in the board already).
   *
   * Which cells are drawn (a closed fold's are not, unless a game's styles show its body) needs the
   * page's layout. With the focus in the board it is read at once, as the focus may move. Otherwise the
   * tab stop is first chosen from the markup alone, and checked against the layout once the next frame
   * is drawn (its layout still current): a render never forces a layout of its own, which cost the
   * first frame a whole layout of the table before its cards had drawn.
   */
  sync(decision: string | null): void {
    const grid = this.grid();
    if (!grid) return;
    const focusInside = grid.contains(this.focused()) || (this.engaged && !this.focused());
    if (focusInside) return this.settle(grid, decision, drawn);
    this.settle(grid, decision, unfolded);
    if (this.checking || typeof requestAnimationFrame !== 'function') return;
    this.checking = true;
    // After the next frame is drawn, when its layout is still current: reading it then forces none.
    requestAnimationFrame(() =>
      setTimeout(() => {
        this.checking = false;
        const now = this.grid();
        if (now && this.host.isConnected) this.settle(now, this.decision, drawn);
      }),
    );
  }

  /** Whether a check of the tab stop against the layout is waiting for the next frame. */
  private checking = false;

  /** Gives the tab stop to one cell of `grid`, `isDrawn` saying which cells are on screen. */
  private settle(grid: HTMLElement, decision: string | null, isDrawn: (cell: HTMLElement) => boolean): void {
    const all = [...grid.querySelectorAll<HTMLElement>('[data-cell]')];
    const cells = all.filter(isDrawn);
    if (cells.length === 0) return;
    const focusInside = grid.contains(this.focused()) || (this.engaged && !this.focused());
    if (decision !== this.decision) {
      this.decision = decision;
      const first = decision
        ? (cells.find((c) => c.classList.contains('target')) ?? cells.find((c) => c.matches('.option, .confirm')))
        : null;
      if (first) this.active = first.dataset.cell!;
    }
    let current = this.cell(this.active);
    if (!current || !isDrawn(current)) {
      current = cells.find((c) => c.classList.contains('target')) ?? cells[0];
      this.active = current.dataset.cell!;
    }
    for (const c of all) c.tabIndex = c === current ? 0 : -1;
    if (focusInside && this.focused() !== current) current.focus();
  }

  private focused(): Element | null {
    return this.host.shadowRoot?.activeElement ?? null;
  }

  /**
   * The grid's focusin and focusout handlers: is the person working in the board? A cell focused by a
   * click or a tap becomes the roving tab stop, so the arrow keys go on from where the person put the
   * focus, and the re-render the focus may cause keeps it there.
   */
  onFocusIn = (event: FocusEvent): void => {
    this.engaged = true;
    const cell = (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-cell]');
    if (cell?.dataset.cell && cell.dataset.cell !== this.active) {
      this.active = cell.dataset.cell;
      this.grid()
        ?.querySelectorAll<HTMLElement>('[data-cell]')
        .forEach((c) => (c.tabIndex = c === cell ? 0 : -1));
    }
  };
  onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (to && !this.grid()?.contains(to)) this.engaged = false;
  };

  /** The grid's keydown handler. */
  onKeyDown = (event: KeyboardEvent): void => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!target) return;
    const rows = this.rows();
    const r = rows.findIndex((row) => row.includes(target));
    if (r < 0) return;
    const c = rows[r].indexOf(target);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = rows[r][c + 1];
        break;
      case 'ArrowLeft':
        next = rows[r][c - 1];
        break;
      case 'ArrowDown':
        next = rows[r + 1] ? nearest(rows[r + 1], target) : undefined;
        break;
      case 'ArrowUp':
        next = rows[r - 1] ? nearest(rows[r - 1], target) : undefined;
        break;
      case 'Home':
        next = event.ctrlKey ? rows[0][0] : rows[r][0];
        break;
      case 'End':
        next = event.ctrlKey ? rows[rows.length - 1].at(-1) : rows[r].at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next) this.focus(next);
  };

  /** Moves the roving focus to a cell. */
  focus(cell: HTMLElement): void {
    const grid = this.grid();
    grid?.querySelectorAll<HTMLElement>('[data-cell]').forEach((c) => (c.tabIndex = c === cell ? 0 : -1));
    this.active = cell.dataset.cell ?? null;
    cell.focus();
  }

  hostConnected(): void {}
}

/** Whether a cell is drawn: the cells of a closed fold (render/fold.ts) are in the DOM but not on screen. */
const drawn = (cell: HTMLElement) => cell.getClientRects().length > 0;

/** Whether a cell is drawn, as far as the markup says without a layout: not in the body of a closed fold. */
const unfolded = (cell: HTMLElement) => !cell.closest('.fold:not(.open) > .fold-body');

/** The cell of `row` whose centre is nearest to `from`'s, left to right. */
function nearest(row: HTMLElement[], from: HTMLElement): HTMLElement {
  const x = centre(from);
  return row.reduce((best, cell) => (Math.abs(centre(cell) - x) < Math.abs(centre(best) - x) ? cell : best), row[0]);
}

const centre = (el: HTMLElement) => {
  const box = el.getBoundingClientRect();
  return box.left + box.width / 2;
};
