// Every card file together: each compiled on its own, then the checks that need them all — two files
// claiming the same value and domain, and a file whose folder or number disagrees with what it says.
import { compileCardFile } from './compile-card.js';
import { CARD_DOMAINS } from '../domains.js';
import { LineIndex, type Problem, sortProblems } from '../shared/problems.js';
import type { Card } from '../schema-types.js';

export interface SourceFile {
  path: string;
  source: string;
}
export interface DeckResult {
  cards: Card[];
  problems: Problem[];
}

/** Cards in deck order: Knowledge < Science < Technology < Services, then wilds; by value within. */
export function compareCards(a: Card, b: Card): number {
  return (
    CARD_DOMAINS.indexOf(a.domain) - CARD_DOMAINS.indexOf(b.domain) ||
    (a.value ?? 0) - (b.value ?? 0) ||
    a.id.localeCompare(b.id)
  );
}

export function compileDeck(files: SourceFile[]): DeckResult {
  const cards: Card[] = [];
  const problems: Problem[] = [];
  const claimed = new Map<string, string>();
  for (const file of files) {
    const result = compileCardFile(file.source, file.path);
    problems.push(...result.problems);
    if (!result.card) continue;
    const card = result.card;
    const index = new LineIndex(file.source);
    const valueLine = locateField(file.source, card.domain === 'wild' ? 'domain' : 'value');
    const first = claimed.get(card.id);
    if (first) {
      problems.push(
        index.problem(
          file.path,
          valueLine.start,
          valueLine.end,
          'dsl/duplicate-card',
          `${describeCard(card)} is already claimed by ${first}`,
          'each value and domain is one card: change the value or the domain.',
        ),
      );
      continue;
    }
    claimed.set(card.id, file.path);
    problems.push(...checkFileName(file, card, index));
    cards.push(card);
  }
  return { cards: cards.sort(compareCards), problems: sortProblems(problems) };
}

function describeCard(card: Card): string {
  return card.domain === 'wild'
    ? `wild card ${card.id}`
    : `the ${card.value} of ${card.domain[0]!.toUpperCase()}${card.domain.slice(1)}`;
}

/** cards/<domain>/NN-slug.card must agree with the card's domain and value. */
function checkFileName(file: SourceFile, card: Card, index: LineIndex): Problem[] {
  const m = /(?:^|[/\\])(knowledge|science|technology|services|wild)[/\\](\d+)-[^/\\]+\.card$/.exec(file.path);
  if (!m) return [];
  const problems: Problem[] = [];
  if (m[1] !== card.domain) {
    const at = locateField(file.source, 'domain');
    problems.push(
      index.problem(
        file.path,
        at.start,
        at.end,
        'dsl/wrong-folder',
        `the file is in the ${m[1]} folder but says domain ${card.domain}`,
        `move it to cards/${card.domain}/ or fix the domain.`,
      ),
    );
  }
  if (card.domain !== 'wild' && Number(m[2]) !== card.value) {
    const at = locateField(file.source, 'value');
    problems.push(
      index.problem(
        file.path,
        at.start,
        at.end,
        'dsl/wrong-number',
        `the file name says ${Number(m[2])} but the card's value is ${card.value}`,
        'the file name starts with the value, two digits.',
      ),
    );
  }
  return problems;
}

function locateField(source: string, name: string): { start: number; end: number } {
  const m = new RegExp(`^${name}[ \\t]*:[ \\t]*(.*)$`, 'mi').exec(source);
  if (!m) return { start: 0, end: 1 };
  const start = m.index + m[0].length - m[1]!.length;
  return { start, end: start + Math.max(1, m[1]!.trimEnd().length) };
}
