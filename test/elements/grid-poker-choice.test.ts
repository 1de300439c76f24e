// The Grid Poker board places a choice's options from their data: an option that stands for a row or a
// column goes on that line's gutter whatever its label says; an option without a line is a button.
import { describe, expect, it } from 'vitest';
import { layoutChoice, lineKey } from '../../src/elements/grid-poker/choice.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { ALL_LINES, type GridOption } from '../../src/games/grid-poker/state.js';

const companyLine = (options: GridOption[]): PendingChoice => ({
  seat: 0,
  kind: 'grid/company-line',
  prompt: 'x',
  min: 1,
  max: 1,
  options,
});

describe('layoutChoice (Grid Poker)', () => {
  it('puts each line option on the gutter of its line, by the line it carries, with every label "x"', () => {
    const lines = [...ALL_LINES].reverse();
    const layout = layoutChoice(
      companyLine([...lines.map((line) => ({ label: 'x', line })), { label: 'x', answer: 'pass' }]),
      3,
    );
    expect([...layout.byTarget]).toEqual(lines.map((line, i) => [lineKey(line), i]));
    expect(layout.buttons).toEqual([{ index: 6, label: 'x' }]);
    expect(layout.hint).toMatch(/gutters/);
  });

  it('a label that names a line places nothing: "Top row" without a line is a button, "Keep your company out" with one is on its gutter', () => {
    const layout = layoutChoice(
      companyLine([
        { label: 'Top row' },
        { label: 'Keep your company out', line: { orientation: 'column', index: 2 } },
      ]),
      0,
    );
    expect([...layout.byTarget]).toEqual([['column:2', 1]]);
    expect(layout.buttons).toEqual([{ index: 0, label: 'Top row' }]);
  });
});
