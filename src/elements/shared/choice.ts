/**
 * How a pending choice is shown and answered. The element holds no rules: it reads the choice's options
 * (label; card and instance when the chooser may see the card) and puts each where a player looks for
 * it — a card option on its card, an option the game places on its board (a row's gutter, a square) on
 * that target, any other option as a button — and turns a click or a key into `{ type: 'choose', picks }`.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { ChoiceOption, PendingChoice } from '../../engine/state.js';

/** The pending choice, laid out for the board. */
export interface ChoiceLayout {
  pending: PendingChoice;
  key: string; // tells one decision from the next (the move count and the kind)
  /** Toggle options, then confirm: when more than one option may be picked, or none. */
  multi: boolean;
  byInstance: Map<string, number>; // card instance → option index
  byTarget: Map<string, number>; // a board target's key (placed by the game) → option index
  buttons: { index: number; label: string }[]; // options that are neither a card nor a placed target
  /** The confirm button's words with `count` options selected. */
  confirmLabel(count: number): string;
  /** How to answer this choice with a mouse, a finger or the keyboard: the hint under the prompt. */
  hint: string;
}

/** How a game lays out its choices beyond cards and buttons. Every member is optional. */
export interface LayoutRules {
  /** The key of the board target that answers `option` (e.g. `row:0`), or null for a card or a button. */
  place?(option: ChoiceOption, index: number, pending: PendingChoice): string | null;
  /** The confirm button's words for `count` selected, or undefined for the general words. */
  confirm?(pending: PendingChoice, count: number): string | undefined;
  /** The hint for a choice answered on placed targets, e.g. "Choose a highlighted gutter". */
  targetHint?: string;
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/**
 * The general words of the confirm button. It offers to choose none only where none may be chosen: with
 * fewer picked than the choice needs, it says how many more (it said "Choose none", and refused it).
 */
export function generalConfirm(pending: PendingChoice, count: number): string {
  if (pending.kind === 'discard') return `Discard ${cards(count)}`;
  if (count < pending.min) return `Choose ${pending.min - count} more`;
  return count === 0 ? 'Choose none' : `Confirm (${count} chosen)`;
}

/** Lays out `pending` (the viewer's own choice). `moves` is the number of moves made so far. */
export function layoutChoice(pending: PendingChoice, moves: number, rules: LayoutRules = {}): ChoiceLayout {
  const byInstance = new Map<string, number>();
  const byTarget = new Map<string, number>();
  const buttons: ChoiceLayout['buttons'] = [];
  pending.options.forEach((option, index) => {
    const target =
      option.instance && !byInstance.has(option.instance) ? null : (rules.place?.(option, index, pending) ?? null);
    if (option.instance && !byInstance.has(option.instance)) byInstance.set(option.instance, index);
    else if (target !== null && !byTarget.has(target)) byTarget.set(target, index);
    else buttons.push({ index, label: option.label });
  });
  const multi = pending.max > 1 || pending.min === 0;
  const layout: ChoiceLayout = {
    pending,
    key: `${moves}:${pending.kind ?? ''}`,
    multi,
    byInstance,
    byTarget,
    buttons,
    confirmLabel: (count) => rules.confirm?.(pending, count) ?? generalConfirm(pending, count),
    hint: '',
  };
  layout.hint = choiceHint(layout, rules.targetHint);
  return layout;
}

/**
 * Whether any of these card instances (or board targets) answers the pending choice: a fold that holds
 * one stays open (see TechGameElement.fold), as every card a decision is about must be on screen.
 */
export function targetsAmong(
  layout: ChoiceLayout | null,
  instances: Iterable<string>,
  targets: Iterable<string> = [],
): boolean {
  if (!layout) return false;
  for (const i of instances) if (layout.byInstance.has(i)) return true;
  for (const t of targets) if (layout.byTarget.has(t)) return true;
  return false;
}

/** The action for a set of picked options (sorted, as the engine lists them). */
export const chooseAction = (picks: Iterable<number>): ChooseAction => ({
  type: 'choose',
  picks: [...picks].sort((a, b) => a - b),
});

/** A hint under the prompt: how to answer this kind of choice with a mouse, a finger or the keyboard. */
export function choiceHint(
  layout: Omit<ChoiceLayout, 'hint'>,
  targetHint = 'Choose one of the highlighted places.',
): string {
  const { pending } = layout;
  if (layout.byTarget.size > 0) return targetHint;
  if (layout.multi) {
    const range =
      pending.min === pending.max
        ? `${pending.min}`
        : pending.min === 0
          ? `up to ${pending.max}`
          : `${pending.min} to ${pending.max}`;
    return `Select ${range} of the highlighted cards, then press the confirm button below your hand.`;
  }
  if (layout.byInstance.size > 0 && layout.buttons.length > 0) return 'Choose a highlighted card, or a button.';
  if (layout.byInstance.size > 0) return 'Choose one of the highlighted cards.';
  return 'Choose one of the buttons.';
}
