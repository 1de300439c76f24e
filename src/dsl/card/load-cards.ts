// Card text fetched from an address (a game element's `cards-src`) to the deck the game plays with, or
// to its problems located in the whole text. The element imports this module only when it is given an
// address: it carries the card and effect parsers and the validators, which a page that only plays
// never loads (the embed bundle keeps it in a chunk beside itself).
//
// The text holds one card file, or several one after another, each ended by a line `---`. Each card
// takes the place of the card of the same value and domain in the deck it is loaded into; wild cards have
// no value, so the first wild card of the text takes the place of wild card 1, the second of wild card 2.
// Problems are located in the whole text: line 23 is line 23 of what was fetched, whichever card it is in.
import { locateZoneProblems, type ZoneProblem } from './check-card-zones.js';
import { compileCardFile } from './compile-card.js';
import { LineIndex, type Problem } from '../shared/problems.js';
import type { Card } from '../schema-types.js';
import { located, refuse, type SourceProblem } from '../shared/source-text.js';

// With the loader, in its chunk: the element asks the zones of the cards in the game it plays.
export { deckZoneProblems } from './check-card-zones.js';

/** The deck with the fetched cards in place, and the fetched cards themselves, in the order of the text. */
export type CardsLoad =
  | { deck: Card[]; cards: Card[]; problems: [] }
  | { deck: null; cards: null; problems: SourceProblem[] };

/**
 * The cards of `text` (fetched from `url`) in place of the cards of `base` with the same value and
 * domain. Nothing is returned but problems when any card has one: a half-loaded deck never plays.
 * `zones` says what is wrong with the zones a card names ("the markt") in the game it is loaded for
 * (see check-card-zones.ts); each problem is put at the zone's first mention in the card.
 */
export function loadCards(
  text: string,
  url: string,
  base: readonly Card[],
  zones?: (card: Card) => ZoneProblem[],
): CardsLoad {
  const refused = refuse(text, url, 'card', CARD_HINT);
  if (refused) return { deck: null, cards: null, problems: [refused] };
  const index = new LineIndex(text);
  const problems: Problem[] = [];
  const cards: Card[] = [];
  const claimed = new Map<string, number>(); // card id → the line its part starts on
  const ids = new Set(base.map((card) => card.id));
  let wilds = 0;
  for (const part of splitParts(text)) {
    const result = compileCardFile(part.source, url);
    problems.push(...result.problems.map((p) => shift(p, part.line - 1)));
    if (!result.card) continue;
    // The id from the text, never from the address: a wild card is numbered by its place among the wilds.
    const card = result.card.domain === 'wild' ? { ...result.card, id: `wild-${++wilds}` } : result.card;
    const at = fieldSpan(part, card.domain === 'wild' ? 'domain' : 'value');
    const first = claimed.get(card.id);
    if (first !== undefined) {
      problems.push(
        index.problem(
          url,
          at.start,
          at.end,
          'dsl/duplicate-card',
          `${cardWords(card)} is already in this file, in the card that starts on line ${first}`,
          'each value and domain is one card: change the value or the domain, or remove one of them.',
        ),
      );
    } else if (!ids.has(card.id)) {
      problems.push(
        index.problem(
          url,
          at.start,
          at.end,
          'dsl/no-such-card',
          card.domain === 'wild'
            ? `the deck has ${[...ids].filter((id) => id.startsWith('wild-')).length} wild cards; this is wild card ${wilds}`
            : `the deck has no ${cardWords(card)} to take the place of`,
          'a file holds at most one card of each value and domain, and at most two wild cards.',
        ),
      );
    } else {
      claimed.set(card.id, part.line);
      cards.push(card);
    }
    if (zones) problems.push(...locateZoneProblems(zones(card), url, part.source, index, part.offset));
  }
  if (problems.length === 0 && cards.length === 0)
    problems.push(index.problem(url, 0, 1, 'dsl/no-cards', 'the file holds no card, only notes', CARD_HINT));
  if (problems.length > 0) return { deck: null, cards: null, problems: located(problems, text) };
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { deck: base.map((card) => byId.get(card.id) ?? card), cards, problems: [] };
}

const CARD_HINT =
  "a card file is lines such as `value: 7`, `domain: Science`, `name: …` (see the designer's guide); several cards are separated by a line `---`.";

interface Part {
  source: string;
  offset: number;
  line: number;
} // a card file of the text, where it starts (0-based offset, 1-based line)

/** The card files of a text: the parts between lines `---`; parts with nothing but notes are left out. */
function splitParts(text: string): Part[] {
  const index = new LineIndex(text);
  const parts: Part[] = [];
  let offset = 0;
  const add = (end: number) => {
    const source = text.slice(offset, end);
    if (source.split('\n').some((l) => l.trim() !== '' && !l.trimStart().startsWith('#')))
      parts.push({ source, offset, line: index.position(offset).line });
  };
  for (const separator of text.matchAll(/^---[ \t]*\r?$/gm)) {
    add(separator.index);
    const next = text.indexOf('\n', separator.index);
    offset = next === -1 ? text.length : next + 1;
  }
  add(text.length);
  return parts;
}

/** A problem of a part, at its line in the whole text (the columns are the same: parts start lines). */
function shift(problem: Problem, lines: number): Problem {
  return { ...problem, line: problem.line + lines, endLine: problem.endLine + lines };
}

/** The span of a field's value in the whole text, within one part. */
function fieldSpan(part: Part, name: string): { start: number; end: number } {
  const m = new RegExp(`^${name}[ \\t]*:[ \\t]*(.*?)[ \\t]*\\r?$`, 'mi').exec(part.source);
  if (!m) return { start: part.offset, end: part.offset + 1 };
  const start = part.offset + m.index + m[0].indexOf(m[1]!, name.length);
  return { start, end: start + Math.max(1, m[1]!.length) };
}

function cardWords(card: Card): string {
  return card.domain === 'wild'
    ? 'a wild card'
    : `the ${card.value} of ${card.domain[0]!.toUpperCase()}${card.domain.slice(1)}`;
}
