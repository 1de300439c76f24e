/**
 * A person's input on a Tech Chess board, shared by `<tech-chess>` and each `<tech-bughouse>` player's
 * own board: the source picked for the turn's action (cleared at each new decision), the board turned
 * around, the answer to the last typed line, and the carrying out of a selection step (../selection.ts)
 * or a typed line (../commands.ts). What a step is, is decided there; drawing is the element's.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ChoiceController, ChoiceSurface } from '../../shared/index.js';
import { enterLine, type CommandContext } from '../commands.js';
import type { SelectionStep } from '../selection.js';

/** What the turn's input asks of the element. */
export interface TurnHooks {
  choice: ChoiceController; // the pending choice: plays options, says refusals
  surface(): ChoiceSurface; // the surface of the seat's choice, for a card the shared choice takes
  play(picks: number[]): string | null; // plays a typed move's picks; null, or the engine's reason
  undo(): boolean; // takes back the seat's last decision; false when it has none
  announce(text: string): void; // the live region
  played?(): void; // an option of the seat's is about to be played (Bughouse: the gifts in hand are no longer new)
}

export class TurnController {
  private picked: string | null = null;
  private turned = false;
  private answer = { output: '', error: false };
  /** The decision the pick belongs to (`moves:seat`). */
  private decision = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly hooks: TurnHooks,
  ) {}

  /** The piece or hand card picked for the turn's action, by source key (`square:12`, `hand:c37`). */
  get sourceKey(): string | null {
    return this.picked;
  }
  private set sourceKey(key: string | null) {
    this.picked = key;
    this.host.requestUpdate();
  }

  /** The board is turned around from its usual way (the seat on screen's pieces at the bottom). */
  get flipped(): boolean {
    return this.turned;
  }

  /** The answer to the last typed line, and whether it was a refusal. */
  get entry(): { output: string; error: boolean } {
    return this.answer;
  }

  /** Turns the board around. */
  flip = (): void => {
    this.turned = !this.turned;
    this.host.requestUpdate();
  };

  /**
   * Follows the decision on screen (`moves:seat`): a new one (a move was made, undone, or another seat
   * is on screen) starts with nothing picked. Returns whether it is new.
   */
  decide(decision: string): boolean {
    if (decision === this.decision) return false;
    this.decision = decision;
    this.sourceKey = null;
    return true;
  }

  /** A new game: nothing picked, no answer under the entry. */
  reset(): void {
    this.sourceKey = null;
    this.answer = { output: '', error: false };
  }

  /** Carries out a step of the selection; `touch`: it came from a finger's tap. */
  take(step: SelectionStep, touch = false): void {
    const { choice } = this.hooks;
    switch (step.type) {
      case 'pick':
        this.sourceKey = step.key;
        return choice.refuse(null);
      case 'unpick':
        this.sourceKey = null;
        return;
      case 'play':
        this.sourceKey = null;
        this.hooks.played?.();
        return choice.play([step.index]);
      case 'card':
        return this.hooks.surface().pickCard(step.instance, touch);
      case 'refuse':
        return choice.refuse(step.message);
    }
  }

  /** Puts the picked source back (its button). */
  unpick = (): void => this.take({ type: 'unpick' });

  /** Escape on the board puts the picked source back. */
  onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.sourceKey) {
      event.preventDefault();
      this.unpick();
    }
  };

  /** Runs a typed line: a move, an answer, or a command; its answer shows under the entry. */
  enter(text: string, ctx: CommandContext): void {
    const { hooks } = this;
    const answer = enterLine(text, ctx, {
      play: (picks) => {
        this.sourceKey = null;
        hooks.played?.();
        const refusal = hooks.play(picks);
        hooks.choice.refuse(null);
        return refusal;
      },
      flip: this.flip,
      undo: () => hooks.undo(),
    });
    this.answer = { output: answer.output, error: answer.error };
    this.host.requestUpdate();
    // Said in the live region too (a move's own announcement follows when the board updates).
    if (answer.say) hooks.announce(answer.output);
  }
}
