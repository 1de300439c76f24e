// Runs the effect grammar on an effect text. When the text does not parse, each sentence is parsed on
// its own as well, so every broken sentence is reported, not only the first.
import type { EffectNode } from './ast.js';
import { parse } from '../generated/effect-parser.js';
import type { LineIndex, Problem } from '../shared/problems.js';
import { isPeggySyntaxError } from '../shared/syntax-error.js';
import { syntaxProblem } from './syntax-error.js';

export function parseEffect(
  text: string,
  base: number,
  index: LineIndex,
  path: string,
): { ast: EffectNode | null; problems: Problem[] } {
  try {
    return { ast: parse(text, { grammarSource: path, startRule: 'Effect' }), problems: [] };
  } catch (error) {
    if (!isPeggySyntaxError(error)) throw error;
    const first = syntaxProblem(error, text, base, index, path);
    return {
      ast: null,
      problems: [first, ...laterSentenceProblems(text, base, index, path, error.location.start.offset)],
    };
  }
}

/** Problems of the sentences after the one that holds the first error, each parsed alone. */
function laterSentenceProblems(
  text: string,
  base: number,
  index: LineIndex,
  path: string,
  firstError: number,
): Problem[] {
  const problems: Problem[] = [];
  const sentence = /[^.]+\./g;
  const dash = /[–—-]/.exec(text);
  sentence.lastIndex = dash ? dash.index + 1 : 0;
  for (let m = sentence.exec(text); m; m = sentence.exec(text)) {
    const start = m.index;
    if (start + m[0].length <= firstError) continue;
    if (start <= firstError) continue; // the sentence with the first error is already reported
    try {
      parse(m[0], { grammarSource: path, startRule: 'SentenceOnly' });
    } catch (error) {
      if (isPeggySyntaxError(error)) problems.push(syntaxProblem(error, m[0], base + start, index, path, true));
      else throw error;
    }
  }
  return problems;
}
