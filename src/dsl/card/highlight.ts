// Syntax colouring of a card file from its parse: the same two grammars the compiler runs (card.peggy
// for the fields, effect.peggy for the effect text), so a word is coloured as what the grammar took it
// for, never by a second, looser tokenizer. Each AST node paints its span with the kind of its type,
// and its children paint over it: what is left to a node is its own words ("draw", "with", "may").
//
// A text that does not parse is still coloured as far as the grammar goes: the fields always parse
// (card.peggy never fails), and a broken effect is read one sentence at a time, as the compiler reports
// it, so only the broken sentence stays plain (its problem is underlined by the editor).
import type { FieldNode } from './ast.js';
import { parse as parseCardFile } from '../generated/card-parser.js';
import { parse as parseEffect } from '../generated/effect-parser.js';

/** What a stretch of a card file is, for colouring. */
export type TokenKind =
  | 'comment' // "# …"
  | 'key' // a field's name: "effect"
  | 'punctuation' // ":" after a key, the dash after the keyword, "," and "."
  | 'value' // a text field's value: name, people, fact …
  | 'number' // a number field's value (value, year), a value filter ("of value 3 or less")
  | 'domain' // a domain: the domain field, "Science" in a card phrase or a condition
  | 'keyword' // the effect's keyword: "Automate"
  | 'verb' // a verb and its own words: "exchange … with", "put … on top of the deck"
  | 'card' // a card phrase: "card", "the top card of the deck"
  | 'count' // how many: "a", "two", "up to three", "any number of"
  | 'place' // where: "in play", "you control", "in the discard", "neutral"
  | 'player' // who: "you", "each other player", "that player"
  | 'reference' // "it", "them", "the rest"
  | 'connective' // "Then,", "If", "may", "and", "or"
  | 'condition' // "it is a Science card", "its value is 7 or more"
  | 'bad'; // a line that is not a field

/** A coloured stretch: offsets into the source, the end exclusive. */
export interface Token {
  start: number;
  end: number;
  kind: TokenKind;
}

interface AnyNode {
  type: string;
  location: { start: { offset: number }; end: { offset: number } };
}

/** The kind each effect node type paints its span with (its children paint over it). */
const EFFECT_KINDS: Record<string, TokenKind | null> = {
  Effect: null,
  Sentence: 'connective', // "Then"
  Conditional: 'connective', // "If"
  Statement: 'connective', // "may"
  Joiner: 'connective',
  Alternatives: 'connective', // "or" between two card phrases
  Condition: 'condition',
  Test: 'condition',
  CountAs: 'verb',
  Draw: 'verb',
  Reveal: 'verb',
  Look: 'verb',
  Exchange: 'verb',
  Replace: 'verb',
  Expel: 'verb',
  Discard: 'verb',
  Give: 'verb',
  Take: 'verb',
  Pick: 'verb',
  PickPlayer: 'verb',
  Put: 'verb',
  Arrange: 'verb',
  Shuffle: 'verb',
  Copy: 'verb',
  Selection: 'card',
  DeckCards: 'card',
  Reference: 'reference',
  WholeZone: 'place',
  Neutral: 'place',
  InPlay: 'place',
  Controlled: 'place',
  Hand: 'place',
  Player: 'player',
  Count: 'count',
  Value: 'number',
  Domains: 'domain',
  Wild: 'domain',
};

/** Nodes whose own punctuation (",", ".") is shown as punctuation rather than in the node's kind. */
const STRUCTURAL = new Set(['Sentence', 'Conditional', 'Statement', 'Effect']);

const FIELD_KINDS: Record<string, TokenKind> = { value: 'number', year: 'number', domain: 'domain' };

/** The coloured stretches of a card file, in order, not overlapping. Whitespace is left out. */
export function highlightCardFile(source: string): Token[] {
  const paint: (TokenKind | null)[] = new Array(source.length).fill(null);
  const fill = (start: number, end: number, kind: TokenKind | null) => {
    for (let i = Math.max(0, start); i < Math.min(end, source.length); i++) paint[i] = kind;
  };
  const file = parseCardFile(source);
  // card.peggy keeps fields and bad lines; what it drops (but blanks) are the comment lines.
  fill(0, source.length, 'comment');
  for (const line of file.lines) {
    fill(line.location.start.offset, line.location.end.offset, null);
    if (line.type === 'BadLine') {
      fill(line.location.start.offset, line.location.start.offset + line.text.length, 'bad');
      continue;
    }
    paintField(line, source, paint, fill);
  }
  return tokens(source, paint);
}

function paintField(
  field: FieldNode,
  source: string,
  paint: (TokenKind | null)[],
  fill: (s: number, e: number, k: TokenKind | null) => void,
): void {
  const key = field.key.location;
  fill(key.start.offset, key.end.offset, 'key');
  fill(key.end.offset, field.value.location.start.offset, 'punctuation');
  const start = field.value.location.start.offset;
  const raw = field.value.raw.trimEnd();
  const name = field.key.name.toLowerCase();
  if (name !== 'effect') {
    fill(start, start + raw.length, FIELD_KINDS[name] ?? 'value');
    return;
  }
  paintEffect(raw, start, source, paint);
}

/** The effect text `text`, found at offset `base` of the file. */
function paintEffect(text: string, base: number, source: string, paint: (TokenKind | null)[]): void {
  try {
    const ast = parseEffect(text, { startRule: 'Effect' });
    const first = ast.sentences[0]?.location.start.offset ?? text.length;
    paintKeyword(text, base, ast.location.start.offset, first, paint);
    paintNode(ast, base, source, paint);
  } catch {
    // As the compiler does (parse-effect.ts): the keyword up to the dash, then each sentence alone.
    const dash = /[–—-]/.exec(text);
    let from = 0;
    if (dash) {
      paintKeyword(text, base, 0, dash.index + 1, paint);
      from = dash.index + 1;
    }
    const sentence = /[^.]+\./g;
    sentence.lastIndex = from;
    for (let m = sentence.exec(text); m; m = sentence.exec(text)) {
      try {
        const node = parseEffect(m[0], { startRule: 'SentenceOnly' });
        paintNode(node, base + m.index, source, paint);
      } catch {
        // the broken sentence stays plain; its problem is shown where it is
      }
    }
  }
}

/** The keyword and the dash, in [start, end) of the effect text: the words before the last dash. */
function paintKeyword(text: string, base: number, start: number, end: number, paint: (TokenKind | null)[]): void {
  const head = text.slice(start, end);
  const dash = Math.max(head.lastIndexOf('–'), head.lastIndexOf('—'), head.lastIndexOf('-'));
  for (let i = 0; i < head.length; i++) {
    if (/\s/.test(head[i]!)) continue;
    paint[base + start + i] = i === dash ? 'punctuation' : i < dash || dash < 0 ? 'keyword' : null;
  }
}

/** A node's kind. `Discard` names both the verb ("discard a card") and the place ("in the discard"). */
const kindOf = (node: AnyNode): TokenKind | null | undefined =>
  node.type === 'Discard' && !('cards' in node) ? 'place' : EFFECT_KINDS[node.type];

/**
 * Paints a node's span with its kind, then its children's over it. A count spanning exactly its card
 * phrase was made by the phrase's action (the implied "a" of "card in the discard", the count of "the
 * top card of the deck"), not read from words of its own, and is left out.
 */
function paintNode(node: AnyNode, base: number, source: string, paint: (TokenKind | null)[], parent?: AnyNode): void {
  const start = base + node.location.start.offset;
  const end = base + node.location.end.offset;
  if (
    parent &&
    node.type === 'Count' &&
    node.location.start.offset === parent.location.start.offset &&
    node.location.end.offset === parent.location.end.offset
  ) {
    for (const child of children(node)) paintNode(child, base, source, paint, node);
    return;
  }
  const kind = kindOf(node);
  if (kind !== undefined && kind !== null) {
    const structural = STRUCTURAL.has(node.type);
    for (let i = start; i < end; i++) {
      if (/\s/.test(source[i]!)) continue;
      paint[i] = structural && !/[\p{L}\p{N}'’]/u.test(source[i]!) ? 'punctuation' : kind;
    }
  } else if (STRUCTURAL.has(node.type)) {
    for (let i = start; i < end; i++) if (/[.,]/.test(source[i]!)) paint[i] = 'punctuation';
  }
  for (const child of children(node)) paintNode(child, base, source, paint, node);
}

/** The AST nodes directly under a node: every property (or array item) with a type and a location. */
function children(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value)) out.push(value);
  };
  for (const [key, value] of Object.entries(node)) if (key !== 'location') visit(value);
  return out;
}

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyNode).type === 'string' &&
  typeof (value as AnyNode).location === 'object';

/** Runs of one kind, whitespace left out. */
function tokens(source: string, paint: (TokenKind | null)[]): Token[] {
  const out: Token[] = [];
  let current: Token | null = null;
  for (let i = 0; i < source.length; i++) {
    const kind =
      /\s/.test(source[i]!) && paint[i] !== 'comment' && paint[i] !== 'value' && paint[i] !== 'bad' ? null : paint[i]!;
    if (current && kind === current.kind && current.end === i) {
      current.end = i + 1;
      continue;
    }
    if (kind === null || source[i] === '\n') {
      current = null;
      continue;
    }
    current = { start: i, end: i + 1, kind };
    out.push(current);
  }
  // A run of a spaced kind (a comment, a text value) keeps its inner spaces, not its outer ones; words
  // of one kind with only spaces between them are one run ("in play").
  const merged: Token[] = [];
  for (const t of out) {
    const text = source.slice(t.start, t.end);
    const lead = text.length - text.trimStart().length;
    const token = { ...t, start: t.start + lead, end: t.start + text.trimEnd().length };
    if (token.end <= token.start) continue;
    const last = merged[merged.length - 1];
    if (last && last.kind === token.kind && /^[ \t]*$/.test(source.slice(last.end, token.start))) last.end = token.end;
    else merged.push(token);
  }
  return merged;
}
