// The card editor's painted layer as data (src/elements/card-editor/spans.ts): problems as offsets,
// the text cut into coloured and underlined segments, line by line, and spans following an edit.
import { describe, expect, it } from 'vitest';
import { compileCardFile } from '../../src/dsl/card/compile-card.js';
import { highlightCardFile } from '../../src/dsl/card/highlight.js';
import { linesOf, problemSpans, segments, shiftSpans } from '../../src/elements/card-editor/spans.js';

const card = `value: 7
domain: Science
name: Earth Sciences
year: 1785
people: James Hutton
fact: Deep time.
source: provisional
effect: Shift – Exchnage two neutral cards in play
  or two cards you control.
`;

describe("the editor's spans", () => {
  it('puts each problem where the compiler located it', () => {
    const { problems } = compileCardFile(card, 'cards/science/07-earth-sciences.card');
    const spans = problemSpans(problems, card);
    expect(spans.map((s) => card.slice(s.start, s.end))).toEqual(['Exchnage']);
    expect(problems[0]).toMatchObject({ line: 8, column: 17 });
  });

  it('cuts the text into segments that join back into it, each with its colour and problems, line by line', () => {
    const { problems } = compileCardFile(card, 'x.card');
    const cut = segments(card, highlightCardFile(card), problemSpans(problems, card));
    expect(cut.map((s) => s.text).join('')).toBe(card);
    expect(cut.filter((s) => s.problems.length > 0).map((s) => s.text)).toEqual(['Exchnage']);
    expect(cut.find((s) => s.text === 'Shift')?.kind).toBe('keyword');
    const lines = linesOf(card, cut);
    expect(lines.map((l) => l.map((s) => s.text).join(''))).toEqual(card.split('\n'));
    expect(lines[8].map((s) => s.text).join('')).toBe('  or two cards you control.');
  });

  it('cuts a problem spanning lines at the line break, and draws an empty problem as a marker', () => {
    const text = 'ab\ncd\n';
    const cut = segments(
      text,
      [],
      [
        { start: 1, end: 4, index: 0 },
        { start: 6, end: 6, index: 1 },
      ],
    );
    const lines = linesOf(text, cut);
    expect(lines.map((l) => l.map((s) => `${s.text}${s.problems.length ? '*' : ''}`))).toEqual([
      ['a', 'b*'],
      ['c*', 'd'],
      ['*'],
    ]);
  });

  it('moves spans along with an edit until the next parse', () => {
    const before = 'draw a card';
    const after = 'draw two card';
    const spans = [
      { start: 0, end: 4 },
      { start: 5, end: 6 },
      { start: 7, end: 11 },
    ];
    // The span over the edited word covers what replaced it; those around it move along.
    expect(shiftSpans(spans, before, after).map((s) => after.slice(s.start, s.end))).toEqual(['draw', 'two', 'card']);
    // A span the edit swallowed whole goes.
    expect(shiftSpans(spans, before, 'draw card').map((s) => 'draw card'.slice(s.start, s.end))).toEqual([
      'draw',
      'card',
    ]);
    expect(shiftSpans(spans, before, before)).toEqual(spans);
    expect(
      shiftSpans([{ start: 0, end: 4 }], before, `x${before}`).map((s) => `x${before}`.slice(s.start, s.end)),
    ).toEqual(['draw']);
  });
});
