// Pass: the fields of a card file. Known names, no repeats, every required field present, each value
// of the right kind. Produces the card without its effect; the effect text is compiled separately.
import type { CardFileNode, FieldNode } from './ast.js';
import { CARD_DOMAINS } from '../domains.js';
import type { Card } from '../schema-types.js';
import { didYouMean } from '../shared/suggest.js';

export const CARD_FIELDS = ['value', 'domain', 'name', 'year', 'people', 'fact', 'source', 'ruling', 'effect'] as const;
type FieldName = (typeof CARD_FIELDS)[number];

export interface FieldProblem {
  at: { start: number; end: number };
  code: string;
  message: string;
  hint?: string;
  example?: string;
}

/** The most characters each text may have: what fits on a printed card. */
export const FIELD_LIMITS: Partial<Record<FieldName, number>> = {
  name: 60,
  people: 120,
  fact: 300,
  ruling: 600,
  effect: 600,
};
const DOMAIN_SYNONYMS: Record<string, Card['domain']> = { information: 'knowledge' };

export interface CheckedFields {
  card: Omit<Card, 'id' | 'effect'>;
  effectField: FieldNode | null;
  valueField: FieldNode | null;
}

export function checkFields(file: CardFileNode, fileEnd: number): { fields: CheckedFields; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const byName = new Map<FieldName, FieldNode>();
  // A misspelt field ("domian") is reported once, as unknown, not again as missing.
  const suggested = new Set<string>();
  const tooLong = new Set<FieldName>();
  const span = (node: { location: { start: { offset: number }; end: { offset: number } } }) => ({
    start: node.location.start.offset,
    end: node.location.end.offset,
  });

  let previous: CardFileNode['lines'][number] | null = null;
  for (const line of file.lines) {
    const above = previous;
    previous = line;
    if (line.type === 'BadLine') {
      const near = didYouMean(line.text.trim().split(/[\s:]/)[0]!, CARD_FIELDS);
      // Right under a field, a line that is not one was most likely meant to go on with its text.
      const continues = !near && above?.type === 'Field' && above.location.end.line === line.location.start.line;
      problems.push(
        continues
          ? {
              at: span(line),
              code: 'dsl/bad-line',
              message: `this line is not a field; to go on with the "${above.key.name}" text of the line above, start it with spaces`,
              hint: 'a line that starts with spaces continues the field above it.',
              example: `  ${line.text.trim()}`,
            }
          : {
              at: span(line),
              code: 'dsl/bad-line',
              message: 'expected a field: `name: value`',
              hint: near
                ? `did you mean "${near}: …"? Comments start with "#".`
                : 'fields look like `value: 7`; comments start with "#".',
            },
      );
      continue;
    }
    const name = line.key.name.toLowerCase() as FieldName;
    if (!CARD_FIELDS.includes(name)) {
      const near = didYouMean(line.key.name, CARD_FIELDS);
      if (near) suggested.add(near);
      problems.push({
        at: span(line.key),
        code: 'dsl/unknown-field',
        message: `unknown field "${line.key.name}"`,
        hint: near ? `did you mean "${near}"?` : `the fields are ${CARD_FIELDS.join(', ')}.`,
      });
      continue;
    }
    if (byName.has(name)) {
      problems.push({
        at: span(line.key),
        code: 'dsl/duplicate-field',
        message: `the field "${name}" is given twice`,
        hint: 'keep one of them.',
      });
      continue;
    }
    const limit = FIELD_LIMITS[name];
    if (limit !== undefined && line.value.text.length > limit) {
      problems.push({
        at: { start: line.value.location.start.offset + limit, end: line.value.location.end.offset },
        code: 'dsl/too-long',
        message: `the ${name} is ${line.value.text.length} characters long; at most ${limit} fit on a card`,
        hint: 'shorten it.',
      });
      tooLong.add(name);
    }
    byName.set(name, line);
  }

  const text = (name: FieldName) => byName.get(name)?.value.text;
  const valueSpan = (name: FieldName) => span(byName.get(name)!.value);
  // A missing field is reported on the file's last line: that is where it would be added.
  const endOfFile = { start: fileEnd, end: fileEnd };
  const missing = (name: FieldName, hint: string) =>
    suggested.has(name) ||
    problems.push({ at: endOfFile, code: 'dsl/missing-field', message: `the field "${name}" is missing`, hint });

  // domain
  let domain: Card['domain'] = 'knowledge';
  const domainText = text('domain')?.toLowerCase();
  if (domainText === undefined)
    missing('domain', 'add a line `domain: Knowledge` (or Science, Technology, Services, wild).');
  else if ((CARD_DOMAINS as readonly string[]).includes(domainText)) domain = domainText as Card['domain'];
  else if (DOMAIN_SYNONYMS[domainText]) domain = DOMAIN_SYNONYMS[domainText];
  else {
    const near = didYouMean(domainText, CARD_DOMAINS);
    problems.push({
      at: valueSpan('domain'),
      code: 'dsl/unknown-domain',
      message: `unknown domain "${text('domain')}"`,
      hint: near ? `did you mean "${near}"?` : 'the domains are Knowledge, Science, Technology, Services and wild.',
    });
  }
  const wild = domain === 'wild';

  // value
  let value: number | null = null;
  const valueText = text('value');
  if (wild) {
    if (valueText !== undefined)
      problems.push({
        at: valueSpan('value'),
        code: 'dsl/wild-value',
        message: 'a wild card has no value',
        hint: 'remove the `value` line.',
      });
  } else if (valueText === undefined) {
    missing('value', 'add a line `value: 7` (1 to 13).');
  } else if (!/^-?\d+$/.test(valueText)) {
    problems.push({
      at: valueSpan('value'),
      code: 'dsl/bad-value',
      message: `the value must be a whole number from 1 to 13, not "${valueText}"`,
    });
  } else if (Number(valueText) < 1 || Number(valueText) > 13) {
    problems.push({
      at: valueSpan('value'),
      code: 'dsl/value-out-of-range',
      message: `a card's value is from 1 to 13, not ${valueText}`,
    });
  } else {
    value = Number(valueText);
  }

  // year
  let year = 0;
  const yearText = text('year');
  if (yearText === undefined) missing('year', 'add a line `year: 1969` (negative for BCE).');
  else if (!/^-?\d{1,5}$/.test(yearText))
    problems.push({
      at: valueSpan('year'),
      code: 'dsl/bad-year',
      message: `the year must be a whole number, not "${yearText}"`,
      hint: 'write -3200 for 3200 BCE.',
    });
  else year = Number(yearText);

  // source
  let source: Card['source'] = 'provisional';
  const sourceText = text('source')?.toLowerCase();
  if (sourceText === undefined)
    missing('source', 'add `source: provisional` (authored here) or `source: published` (from the rule books).');
  else if (sourceText === 'published' || sourceText === 'provisional') source = sourceText;
  else
    problems.push({
      at: valueSpan('source'),
      code: 'dsl/bad-source',
      message: `the source is "published" or "provisional", not "${text('source')}"`,
    });

  const required = (name: 'name' | 'people' | 'fact') => {
    const t = text(name);
    if (t === undefined) missing(name, `add a line \`${name}: …\`.`);
    else if (t === '')
      problems.push({ at: valueSpan(name), code: 'dsl/empty-field', message: `the field "${name}" is empty` });
    return t ?? '';
  };
  const card: CheckedFields['card'] = {
    value,
    domain,
    name: required('name'),
    year,
    people: required('people'),
    fact: required('fact'),
    source,
    ...(text('ruling') ? { ruling: text('ruling')! } : {}),
  };

  const effectField = byName.get('effect') ?? null;
  if (wild && effectField)
    problems.push({
      at: span(effectField.key),
      code: 'dsl/wild-effect',
      message: 'a wild card has no effect',
      hint: 'remove the `effect` line.',
    });
  if (!wild && !effectField) missing('effect', 'add a line `effect: Keyword – effect text.`');
  // An effect too long for a card is not compiled: its length is the problem to fix.
  return {
    fields: {
      card,
      effectField: wild || tooLong.has('effect') ? null : effectField,
      valueField: byName.get('value') ?? null,
    },
    problems,
  };
}
