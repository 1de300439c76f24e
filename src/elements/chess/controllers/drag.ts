/**
 * Dragging a piece or a hand card to a square, with Pointer Events (mouse, pen and touch alike). Libraries
 * that drag by the HTML drag-and-drop API or look targets up in the document fail inside a shadow root,
 * so this is a few dozen lines of our own: a press on a source that moves more than a few pixels becomes
 * a drag; a copy of the source follows the pointer; the square under the pointer on release is the drop.
 * A press that doesn't move is left to the click that follows (tap-a-piece, then tap-a-square: every drag
 * also works without dragging, WCAG 2.5.7). Escape cancels a drag. The source stays in place until the
 * engine takes the move, so a refused drop needs no undo.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface DragHooks {
  /** A drag starts on `key`: the element picks the source (its destinations are shown). */
  begin(key: string): void;
  /** The source was let go over `square` (null: off the board, or back where it started). */
  drop(key: string, square: number | null): void;
  /** What follows the pointer: a copy of the source's face. */
  ghost(key: string, origin: HTMLElement): HTMLElement;
}

/** Pixels a press must move before it is a drag, not a tap. */
const THRESHOLD = 6;

export class DragController implements ReactiveController {
  /** The source key being dragged, or null. */
  dragging: string | null = null;
  private press: { key: string; id: number; x: number; y: number; el: HTMLElement } | null = null;
  private ghostEl: HTMLElement | null = null;
  private offset = { x: 0, y: 0 }; // where the pointer holds the source, from its top left corner
  private shift = { x: 0, y: 0 }; // the copy's translation from where its own box puts it
  private over: HTMLElement | null = null;
  private swallow = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly hooks: DragHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.end();
  }

  /** A source's pointerdown handler. */
  pointerDown(event: PointerEvent, key: string): void {
    if (event.button !== 0 || !event.isPrimary || this.press) return;
    const el = event.currentTarget as HTMLElement;
    this.press = { key, id: event.pointerId, x: event.clientX, y: event.clientY, el };
    try {
      el.setPointerCapture(event.pointerId);
    } catch {
      // a synthetic event has no active pointer to capture; the moves still arrive on the element
    }
    el.addEventListener('pointermove', this.onMove);
    el.addEventListener('pointerup', this.onUp);
    el.addEventListener('pointercancel', this.onCancel);
    el.addEventListener('keydown', this.onKey);
  }

  /** True once for the click that follows a drop (the drop already did what the click would). */
  swallowClick(): boolean {
    const swallow = this.swallow;
    this.swallow = false;
    return swallow;
  }

  private onMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.id) return;
    if (!this.dragging) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < THRESHOLD) return;
      this.dragging = press.key;
      this.hooks.begin(press.key);
      const box = press.el.getBoundingClientRect();
      this.offset = { x: press.x - box.left, y: press.y - box.top };
      const ghost = this.hooks.ghost(press.key, press.el);
      ghost.classList.add('drag-ghost');
      ghost.style.inlineSize = `${box.width}px`;
      ghost.style.blockSize = `${box.height}px`;
      (this.host.shadowRoot ?? this.host).querySelector('.base')?.append(ghost);
      this.ghostEl = ghost;
      this.shift = { x: 0, y: 0 };
      this.host.requestUpdate();
    }
    event.preventDefault();
    this.follow(event.clientX, event.clientY);
    const square = this.squareAt(event.clientX, event.clientY);
    if (square !== this.over) {
      this.over?.classList.remove('drag-over');
      square?.classList.add('drag-over');
      this.over = square;
    }
  };

  /**
   * Puts the copy where the pointer holds the source. The copy's box is placed against whatever box
   * contains it (the element's parts are not positioned, so that may be the page, however scrolled or
   * far from the element), so rather than assume one, this measures where the copy is and moves it by
   * what is left to go.
   */
  private follow(x: number, y: number): void {
    const ghost = this.ghostEl;
    if (!ghost) return;
    const at = ghost.getBoundingClientRect();
    this.shift = { x: this.shift.x + x - this.offset.x - at.left, y: this.shift.y + y - this.offset.y - at.top };
    ghost.style.transform = `translate(${this.shift.x}px, ${this.shift.y}px)`;
  }

  private onUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.id) return;
    const key = this.dragging;
    const square = key ? this.squareAt(event.clientX, event.clientY) : null;
    this.end();
    if (!key) return;
    // The click that follows this pointerup belongs to the drag.
    this.swallow = true;
    setTimeout(() => (this.swallow = false), 0);
    const index = square ? Number(square.dataset.square) : null;
    this.hooks.drop(key, square === press.el ? null : index);
  };

  private onCancel = (): void => {
    this.end();
  };

  private onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.dragging) {
      event.stopPropagation();
      this.end();
    }
  };

  /** The square button under a point, or null. */
  private squareAt(x: number, y: number): HTMLElement | null {
    const squares = (this.host.shadowRoot ?? this.host).querySelectorAll<HTMLElement>('[data-square]');
    for (const sq of squares) {
      const r = sq.getBoundingClientRect();
      if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) return sq;
    }
    return null;
  }

  private end(): void {
    const press = this.press;
    if (press) {
      press.el.removeEventListener('pointermove', this.onMove);
      press.el.removeEventListener('pointerup', this.onUp);
      press.el.removeEventListener('pointercancel', this.onCancel);
      press.el.removeEventListener('keydown', this.onKey);
      try {
        if (press.el.hasPointerCapture(press.id)) press.el.releasePointerCapture(press.id);
      } catch {
        // already released
      }
    }
    this.press = null;
    this.ghostEl?.remove();
    this.ghostEl = null;
    this.over?.classList.remove('drag-over');
    this.over = null;
    if (this.dragging) {
      this.dragging = null;
      this.host.requestUpdate();
    }
  }
}
