// One card file, text to checked Card: parse the fields, check them, parse the effect text, check its
// references, lower it to steps, and validate the result against the schema. Every problem of every
// pass is collected; a card is returned only when there are none.
import { checkFields } from './check-fields.js';
import { checkReferences } from './check-references.js';
import { parse as parseCardFile } from '../generated/card-parser.js';
import { lowerEffect } from './lower-effect.js';
import { meaningExample, referenceExample } from './meaning-examples.js';
import { parseEffect } from './parse-effect.js';
import { dedupeProblems, fileProblem, LineIndex, type Problem, sortProblems } from '../shared/problems.js';
import { tooLongProblem } from '../shared/limits.js';
import type { Card, Effect } from '../schema-types.js';
import { validateCard } from './validate.js';

export interface CardResult {
  card: Card | null;
  problems: Problem[];
}
export interface EffectResult {
  effect: Effect | null;
  problems: Problem[];
}

/** The card's id: `science-7`, or `wild-01` for a wild (from its file name's number). */
export function cardId(domain: Card['domain'], value: number | null, path: string): string {
  if (domain !== 'wild') return `${domain}-${value}`;
  const number = /(\d+)[^/\\]*\.card$/.exec(path)?.[1];
  return `wild-${Number(number ?? 1)}`;
}

export function compileCardFile(source: string, path: string): CardResult {
  const index = new LineIndex(source);
  const tooLong = tooLongProblem(
    source,
    index,
    path,
    'dsl/file-too-long',
    'a card file',
    'a card file holds one card; check that this is the file you meant.',
  );
  if (tooLong) return { card: null, problems: tooLong };
  const problems: Problem[] = [];
  const file = parseCardFile(source, { grammarSource: path });
  const lastLine = source.trimEnd().lastIndexOf('\n') + 1;
  const checked = checkFields(file, lastLine);
  for (const p of checked.problems)
    problems.push({
      ...index.problem(path, p.at.start, p.at.end, p.code, p.message, p.hint),
      ...(p.example ? { example: p.example } : {}),
    });

  let effect: Effect | null = null;
  const field = checked.fields.effectField;
  if (field) {
    const result = compileEffectAt(field.value.raw.trimEnd(), field.value.location.start.offset, index, path);
    problems.push(...result.problems);
    effect = result.effect;
  }
  if (problems.length > 0) return { card: null, problems: sortProblems(problems) };

  const { card: fields } = checked.fields;
  const card: Card = { id: cardId(fields.domain, fields.value, path), ...fields, effect };
  const schema = validateCard(card);
  if (!schema.valid) {
    const message = `the compiled card breaks the schema: ${schema.errors.join('; ')}`;
    return { card: null, problems: fileProblem(index, path, 'dsl/schema', message) };
  }
  return { card, problems: [] };
}

/** Compiles an effect text on its own ("Rally – All players draw a card."), as the editor and tests do. */
export function compileEffectText(text: string, path = '<effect>'): EffectResult {
  return compileEffectAt(text, 0, new LineIndex(text), path);
}

function compileEffectAt(raw: string, base: number, index: LineIndex, path: string): EffectResult {
  const parsed = parseEffect(raw, base, index, path);
  if (!parsed.ast) return { effect: null, problems: parsed.problems };
  const at = (location: { start: { offset: number }; end: { offset: number } }) =>
    [base + location.start.offset, base + location.end.offset] as const;
  const problems: Problem[] = [];
  for (const p of checkReferences(parsed.ast)) {
    const example = referenceExample(p.needs, raw, parsed.ast, p.location);
    problems.push({
      ...index.problem(path, ...at(p.location), 'dsl/dangling-reference', p.message, p.hint),
      ...(example ? { example } : {}),
    });
  }
  const lowered = lowerEffect(parsed.ast);
  for (const p of lowered.problems) {
    const example = meaningExample(p.code, raw, parsed.ast, p.location);
    problems.push({
      ...index.problem(path, ...at(p.location), p.code, p.message, p.hint),
      ...(example ? { example } : {}),
    });
  }
  if (problems.length > 0) return { effect: null, problems: dedupeProblems(problems, 'place') };
  // The text is what the grammar read as sentences, from the first to the last, its continuation lines
  // joined: the keyword and the dash are the grammar's, never found again by a pattern.
  const { keyword, sentences } = parsed.ast;
  const from = sentences[0]?.location.start.offset ?? raw.length;
  const to = sentences.at(-1)?.location.end.offset ?? raw.length;
  const text = raw
    .slice(from, to)
    .split(/\r?\n[ \t]+/)
    .join(' ')
    .trim();
  const effect: Effect = { keyword, text, steps: lowered.steps as Effect['steps'] };
  return { effect, problems: [] };
}
