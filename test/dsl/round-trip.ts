// What the construct tests share: a made-up card's effect compiled, and the round trip a construct must
// make (compiled to its steps, valid by the schema, read back by `describe` to text that compiles the same).
import { expect } from 'vitest';
import { compileEffectText, describe, formatProblem, validateEffect } from '../../src/dsl/index.js';
import type { Step } from '../../src/dsl/index.js';

/** The effect of a card whose text is `text`; a problem fails the test with its message. */
export const compile = (text: string) => {
  const result = compileEffectText(`Test – ${text}`);
  if (!result.effect) throw new Error(result.problems.map((p) => formatProblem(p, text)).join('\n'));
  return result.effect;
};

/** Compiles `text` to `steps`, valid by the schema, and reads back as `readsAs` (the text itself unless said). */
export function roundTrip(text: string, steps: Step[], readsAs = text) {
  const effect = compile(text);
  expect(effect.steps).toEqual(steps);
  expect(validateEffect(effect).errors).toEqual([]);
  const back = describe(effect);
  expect(back).toBe(`Test – ${readsAs}`);
  expect(compileEffectText(back).effect?.steps).toEqual(steps);
}

/** The messages of the problems of a card whose text is `text`. */
export const problemsOf = (text: string) => compileEffectText(`Test – ${text}`).problems.map((p) => p.message);
