/**
 * What a person reads beside the table: the card shown large in the inspector, the sheet open on a
 * narrow screen (the card or the log; on a wide one the side is always shown, see render/side.ts), and
 * the folds of the board they opened (see render/fold.ts). A finger's tap on a card goes through here:
 * it shows the card before anything is played. Every change asks the element to draw again.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SlotView, TableView } from '../../engine/view.js';
import type { ChoiceLayout } from './choice.js';
import type { ChoiceController } from './choice-controller.js';
import type { Drawer, ReaderState } from './render/side.js';

/** The card shown large: its instance (looked up in the view) or its card id. */
export interface Inspected {
  instance: string | null;
  card: string | null;
}

export class ReaderController implements ReactiveController {
  private inspectedNow: Inspected | null = null;
  private drawerNow: Drawer = null;
  private unfolded: ReadonlySet<string> = new Set(); // the fold keys the person opened (`opponents`, `last-trick`)
  /** Whether the sheet just opened from its header button, so its Close button takes the focus. */
  private focusSheet = false;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    private readonly choice: ChoiceController,
  ) {
    host.addController(this);
  }

  /** The card shown large in the inspector, or null: the inspector chooses (see `inspectedCard`). */
  get inspected(): Inspected | null {
    return this.inspectedNow;
  }
  set inspected(value: Inspected | null) {
    this.inspectedNow = value;
    this.host.requestUpdate();
  }

  /** The sheet open on a narrow screen: the card inspector or the log, or none. */
  get drawer(): Drawer {
    return this.drawerNow;
  }
  set drawer(value: Drawer) {
    this.drawerNow = value;
    this.host.requestUpdate();
  }

  /** Shows a card large and opens its sheet (a long press, the reader's button of a card). */
  read(instance: string | null, card: string | null): void {
    this.inspected = { instance, card };
    this.drawer = 'card';
  }

  /** Whether the fold `key` is open: the person opened it. */
  isOpen(key: string): boolean {
    return this.unfolded.has(key);
  }

  /** Opens the fold `key`, or closes it. */
  toggleFold(key: string): void {
    const next = new Set(this.unfolded);
    if (!next.delete(key)) next.add(key);
    this.unfolded = next;
    this.host.requestUpdate();
  }

  /** Opens a sheet (or closes it when it is open already): the header's Card and Log buttons. */
  toggleDrawer(which: 'card' | 'log'): void {
    this.drawer = this.drawer === which ? null : which;
    this.focusSheet = this.drawer !== null;
  }

  hostUpdated(): void {
    if (!this.focusSheet) return;
    this.focusSheet = false;
    this.host.renderRoot.querySelector<HTMLElement>('.sheet-close')?.focus();
  }

  /**
   * A finger's tap on a card: it never plays on the first tap. The card shows large (the card sheet on a
   * phone, the inspector beside the table on a wide screen); a card of a single choice is selected, and
   * a second tap, the confirm button or the reader's button plays it; a choice of several toggles it, as
   * a click does, and its confirm button plays them.
   */
  tap(layout: ChoiceLayout | null, instance: string, option: number | undefined): void {
    this.inspected = { instance, card: null };
    if (!layout || option === undefined) {
      this.choice.refuse(null);
      this.drawer = 'card';
    } else if (layout.multi) this.choice.choose(layout, option);
    else if (this.choice.selected.has(option)) {
      this.drawer = null;
      this.choice.confirm();
    } else {
      this.choice.preview(option);
      this.drawer = 'card';
    }
  }

  /**
   * The reader's button for the card the inspector shows, when it is an option of the pending choice and
   * the person is reading it (the card sheet is open, or a tap selected it): choose it, or (un)select it.
   * `layout`: the seat's pending choice (null behind the hand-off screen); `name`: the card's name.
   */
  readerState(layout: ChoiceLayout | null, name: () => string): ReaderState | null {
    const instance = this.inspected?.instance;
    const option = instance ? layout?.byInstance.get(instance) : undefined;
    if (!layout || option === undefined) return null;
    const selected = this.choice.selected.has(option);
    if (this.drawer !== 'card' && !selected) return null;
    if (!layout.multi) {
      return {
        mode: 'choose',
        name: name(),
        onAct: () => {
          this.drawer = null;
          this.choice.play([option]);
        },
      };
    }
    return {
      mode: selected ? 'unselect' : 'select',
      name: name(),
      onAct: () => {
        this.drawer = null;
        this.choice.choose(layout, option);
      },
    };
  }

  /** The card id the inspector shows: the inspected card while `seat` may see it, else its first hand card. */
  inspectedCard(view: TableView, seat: number): string | null {
    let id: string | null = null;
    const inspected = this.inspected;
    if (inspected?.instance) {
      for (const slots of Object.values(view.zones)) {
        const slot = slots.find((s: SlotView) => s && 'instance' in s && s.instance === inspected.instance);
        if (slot && 'card' in slot) id = slot.card;
      }
      if (!id && view.pending && 'options' in view.pending)
        id = view.pending.options.find((o) => o.instance === inspected.instance)?.card ?? null;
    } else if (inspected?.card) id = inspected.card;
    if (!id) {
      const hand = (view.zones[`hand:${seat}`] ?? []).find((s) => s && 'card' in s) as { card: string } | undefined;
      id = hand?.card ?? null;
    }
    return id;
  }
}
