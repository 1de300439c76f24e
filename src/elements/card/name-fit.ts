/**
 * A card's name fits its lines: it breaks between words, and a word too long for the line shrinks the
 * name rather than being cut ("Microprocesso / r" on a small card). The card's styles shrink a long name
 * by an estimate first (`data-fit`, from `longestRun`); this controller checks the real layout, in the
 * font in use, after each render and each change of the card's size, and shrinks the name further while
 * a word still sticks out of it. It writes one custom property through the CSSOM (a strict CSP allows
 * that, where it refuses a style attribute in markup).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Characters in the longest run of `name` a line can't break (lines break at spaces and after hyphens). */
export function longestRun(name: string): number {
  return Math.max(
    0,
    ...name
      .split(/\s+/)
      .flatMap((word) => word.split(/(?<=-)/))
      .map((run) => [...run].length),
  );
}

export class NameFitController implements ReactiveController {
  private observer: ResizeObserver | null = null;
  private width = -1; // the card's width (px) the name was last fitted at
  private frame = 0; // the animation frame a fit waits for, or 0

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly name: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver === 'undefined') return;
    this.observer = new ResizeObserver(([entry]) => {
      // Only a new width matters (the height follows the name); and the fit waits for the next frame, as
      // resizing the card from inside its own resize observer would be a loop the browser complains of.
      const width = entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      if (Math.abs(width - this.width) < 0.5 || this.frame) return;
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.fit();
      });
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  hostUpdated(): void {
    this.fit();
  }

  /** Fits the name, with every other card's that asks before this task's microtasks end (see `fitTogether`). */
  private fit(): void {
    if (NameFitController.waiting.size === 0) queueMicrotask(NameFitController.fitTogether);
    NameFitController.waiting.add(this);
  }

  /** The cards whose names wait to be fitted, fitted together in one microtask. */
  private static readonly waiting = new Set<NameFitController>();

  /**
   * Sets `--_shrink` on each waiting name to the largest scale (at most 1) at which no word sticks out of
   * it. All the names are read, then all are written, round by round: the page is laid out once a round
   * for every card on it (a table deals dozens at once), not once for each card, which cost a game's
   * first frame tens of milliseconds.
   */
  private static fitTogether(this: void): void {
    const cards = [...NameFitController.waiting];
    NameFitController.waiting.clear();
    let open = cards.flatMap((card) => {
      const name = card.name();
      if (!name) return [];
      name.style.removeProperty('--_shrink');
      return [{ card, name, shrink: 1 }];
    });
    for (const fit of open) fit.card.width = fit.card.host.getBoundingClientRect().width;
    // A few rounds: a smaller font may wrap the words differently.
    for (let round = 0; round < 4 && open.length > 0; round++) {
      const over = open.flatMap((fit) => {
        const { name } = fit;
        if (name.scrollWidth <= name.clientWidth + 0.5) return [];
        const style = getComputedStyle(name);
        const room = name.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        const excess = name.scrollWidth - name.clientWidth;
        return room > 0 ? [{ fit, scale: (room / (room + excess)) * 0.98 }] : [];
      });
      for (const { fit, scale } of over) {
        fit.shrink *= scale;
        fit.name.style.setProperty('--_shrink', fit.shrink.toFixed(3));
      }
      open = over.map(({ fit }) => fit);
    }
  }
}
