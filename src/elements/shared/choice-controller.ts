/**
 * What a person is doing with the pending choice: the options toggled on for a choice of several, and
 * the message saying why the last click was refused (shown until the next move). A click on a single
 * choice's option plays it at once; a choice of several toggles options, then the confirm button plays
 * them. Whatever the engine refuses comes back as its own reason.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChooseAction } from '../../engine/choices.js';
import { chooseAction, type ChoiceLayout } from './choice.js';

export class ChoiceController implements ReactiveController {
  /** Options toggled on for a choice of several. */
  selected: ReadonlySet<number> = new Set();
  /** Why the last click was refused, or null. */
  message: string | null = null;
  private key = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: { play(action: ChooseAction): string | null },
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Before each render: a new decision (or another seat on screen) starts with nothing selected. */
  sync(key: string): void {
    if (key === this.key) return;
    this.key = key;
    this.selected = new Set();
  }

  /** Forgets the selection and the message (a new game). */
  clear(): void {
    this.selected = new Set();
    this.message = null;
    this.host.requestUpdate();
  }

  /** Shows why a click was refused (null clears it). */
  refuse(message: string | null): void {
    this.message = message;
    this.host.requestUpdate();
  }

  /** Plays these picks; a refusal shows the engine's reason. */
  play(picks: Iterable<number>): void {
    const refusal = this.game.play(chooseAction(picks));
    this.message = refusal;
    if (refusal === null) this.selected = new Set();
    this.host.requestUpdate();
  }

  /** An option was activated: played at once, or toggled in a choice of several. */
  choose(layout: ChoiceLayout, option: number): void {
    if (!layout.multi) return this.play([option]);
    const next = new Set(this.selected);
    if (next.has(option)) next.delete(option);
    else if (next.size < layout.pending.max) next.add(option);
    else return this.refuse(`You can choose at most ${layout.pending.max}: unselect one first.`);
    this.message = null;
    this.selected = next;
    this.host.requestUpdate();
  }

  /**
   * Selects one option of a single choice without playing it: a finger's tap on a card reads it first
   * (the inspector shows it large); the confirm button, the reader's button or a second tap plays it.
   */
  preview(option: number): void {
    this.message = null;
    this.selected = new Set([option]);
    this.host.requestUpdate();
  }

  /** The confirm button of a choice of several, or of a single choice previewed. */
  confirm(): void {
    this.play(this.selected);
  }
}
