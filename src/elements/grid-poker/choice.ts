/**
 * How a Grid Poker choice is laid out on the board (the general layout is ../shared/choice.ts): a row or
 * column option goes on the gutter beside that line, and the confirm button says what is committed.
 */
import type { PendingChoice } from '../../engine/state.js';
import type { GridOption, Line } from '../../games/grid-poker/state.js';
import { layoutChoice as layoutShared, type ChoiceLayout, type LayoutRules } from '../shared/choice.js';

export { chooseAction, type ChoiceLayout } from '../shared/choice.js';

/** A row or column as a key: `row:0` … `column:2`. */
export const lineKey = (line: Line) => `${line.orientation}:${line.index}`;

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

const rules: LayoutRules = {
  place(option) {
    // An option that stands for a row or a column (the game says which, as data) goes on its gutter.
    const { line } = option as GridOption;
    return line ? lineKey(line) : null;
  },
  confirm(pending, count) {
    if (pending.kind === 'grid/hand-cards') return count === 0 ? 'Commit no cards' : `Commit ${cards(count)}`;
    if (pending.kind === 'grid/company') return `Found your company (${count} of ${pending.min})`;
    return undefined;
  },
  targetHint: 'Choose one of the highlighted gutters beside the market rows and columns.',
};

/** Lays out `pending` (the viewer's own choice). `moves` is the number of moves made so far. */
export function layoutChoice(pending: PendingChoice, moves: number): ChoiceLayout {
  return layoutShared(pending, moves, rules);
}
