/**
 * How a pending choice is shown and answered on the board. The element holds no rules: it reads the
 * choice's options (label; card and instance when the chooser may see the card) and puts each where a
 * player looks for it — a card option on its card, a row or column option on the gutter beside that
 * line, any other option as a button — and turns a click or a key into `{ type: 'choose', picks }`.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { PendingChoice } from '../../engine/state.js';
import { ALL_LINES, lineName, type Line } from '../../games/grid-poker/state.js';

/** A row or column as a key: `row:0` … `column:2`. */
export const lineKey = (line: Line) => `${line.orientation}:${line.index}`;

/** The pending choice, laid out for the board. */
export interface ChoiceLayout {
  pending: PendingChoice;
  key: string; // tells one decision from the next (the move count and the kind)
  /** Toggle options, then confirm: when more than one option may be picked, or none. */
  multi: boolean;
  byInstance: Map<string, number>; // card instance → option index
  byLine: Map<string, number>; // line key → option index
  buttons: { index: number; label: string }[]; // options that are neither a card nor a line
}

/** Lays out `pending` (the viewer's own choice). `moves` is the number of moves made so far. */
export function layoutChoice(pending: PendingChoice, moves: number): ChoiceLayout {
  const byInstance = new Map<string, number>();
  const byLine = new Map<string, number>();
  const buttons: ChoiceLayout['buttons'] = [];
  pending.options.forEach((option, index) => {
    const line = ALL_LINES.find((l) => lineName(l) === option.label);
    if (option.instance && !byInstance.has(option.instance)) byInstance.set(option.instance, index);
    else if (line && (pending.kind === 'grid/hand-line' || pending.kind === 'grid/company-line')) byLine.set(lineKey(line), index);
    else buttons.push({ index, label: option.label });
  });
  return { pending, key: `${moves}:${pending.kind ?? ''}`, multi: pending.max > 1 || pending.min === 0, byInstance, byLine, buttons };
}

/** The action for a set of picked options (sorted, as the engine lists them). */
export const chooseAction = (picks: Iterable<number>): ChooseAction => ({ type: 'choose', picks: [...picks].sort((a, b) => a - b) });

/** The confirm button's words for a multiple choice with `count` options selected. */
export function confirmLabel(layout: ChoiceLayout, count: number): string {
  const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
  switch (layout.pending.kind) {
    case 'grid/hand-cards':
      return count === 0 ? 'Commit no cards' : `Commit ${cards(count)}`;
    case 'grid/company':
      return `Found my company (${count} of ${layout.pending.min})`;
    case 'discard':
      return `Discard ${cards(count)}`;
    default:
      return count === 0 ? 'Choose none' : `Confirm (${count} chosen)`;
  }
}

/** A hint under the prompt: how to answer this kind of choice with a mouse, a finger or the keyboard. */
export function choiceHint(layout: ChoiceLayout): string {
  const { pending } = layout;
  if (layout.byLine.size > 0) return 'Choose one of the highlighted gutters beside the market rows and columns.';
  if (layout.multi) {
    const range = pending.min === pending.max ? `${pending.min}` : pending.min === 0 ? `up to ${pending.max}` : `${pending.min} to ${pending.max}`;
    return `Select ${range} of the highlighted cards, then press the confirm button below your hand.`;
  }
  if (layout.byInstance.size > 0 && layout.buttons.length > 0) return 'Choose a highlighted card, or a button.';
  if (layout.byInstance.size > 0) return 'Choose one of the highlighted cards.';
  return 'Choose one of the buttons.';
}
