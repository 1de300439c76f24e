/**
 * The line-by-line showing of a scored grid. The engine scores a full grid at once (and the game goes on
 * at once: nothing waits for this); the element then shows its 8 lines one after another, a line every
 * `pace` milliseconds, so a person can follow the comparison. A person may show them all at once (skip),
 * a pace of 0 shows them all at once, and a grid that was scored before the element saw it (a resumed
 * game, a shared link, an undo) is shown whole. Reduced motion only stills the animations in the styles;
 * the lines still come one by one, as text, and can be skipped.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const LINE_COUNT = 8;

export class LineRevealController implements ReactiveController {
  /** The grid (1, 2, 3 …) whose lines are shown, 0 before any. */
  grid = 0;
  /** How many of its lines are shown. */
  shown = LINE_COUNT;
  private timer: ReturnType<typeof setInterval> | null = null;
  private primed = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * Before each render: `latest` is the number of grids scored so far. A new grid seen while playing is
   * revealed a line at a time every `pace` ms; anything else is shown whole.
   */
  sync(latest: number, pace: number): void {
    if (latest === this.grid && this.primed) return;
    const fresh = this.primed && latest > this.grid;
    this.primed = true;
    this.grid = latest;
    this.cancel();
    if (!fresh || pace <= 0) {
      this.shown = LINE_COUNT;
      return;
    }
    this.shown = 1;
    this.timer = setInterval(() => {
      this.shown += 1;
      if (this.shown >= LINE_COUNT) this.cancel();
      this.host.requestUpdate();
    }, pace);
  }

  /** Whether lines are still to come. */
  get revealing(): boolean {
    return this.shown < LINE_COUNT;
  }

  /** Shows every line now. */
  skip = (): void => {
    this.cancel();
    this.shown = LINE_COUNT;
    this.host.requestUpdate();
  };

  /** A new game: the next grid counted from nothing, shown whole if the game starts past it. */
  reset(): void {
    this.cancel();
    this.primed = false;
    this.grid = 0;
    this.shown = LINE_COUNT;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.skip();
  }

  private cancel(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
