/**
 * Where a card's name may break across lines. Between words, as always; inside a word only with a
 * hyphen: a word too long for the line was cut anywhere ("Microprocesso / r"), and the browser
 * hyphenates by itself only where it has a dictionary for the language, which many don't.
 * The card shrinks the name to fit its longest word first (its styles read `longest`); the soft hyphens
 * placed here are for a word that still doesn't fit, in a wider font than the card was sized for. Each
 * long word is a piece of its own, which the card draws as one box as wide as the line at most: the
 * words break inside only when they don't fit, never to balance the lines.
 */

/** U+00AD: invisible, unless the line breaks there; then it shows as a hyphen. */
export const SOFT_HYPHEN = '\u00ad';

/** Letters a word needs before it may be hyphenated: a shorter one is cut only in a font far wider than the card is sized for. */
const HYPHENATE_FROM = 10;
/** Letters kept together at either end of a hyphenated word (no "M-" or "-r"). */
const KEEP = 3;

export interface NamePiece {
  text: string; // a word holding a long run of letters, soft hyphens between them away from its ends; or the text between such words
  word: boolean; // whether it is such a word
}

export interface NameBreaks {
  pieces: NamePiece[]; // the whole name, in order
  longest: number; // characters in its longest run a line can't break (after a space or a hyphen it can)
}

export function nameBreaks(name: string): NameBreaks {
  const longest = Math.max(0, ...name.split(/\s+/).flatMap((word) => word.split(/(?<=-)/)).map((run) => [...run].length));
  const pieces: NamePiece[] = [];
  let from = 0;
  // A word with what sticks to it ("Archimedes'", "(Encyclopedia)"): the line breaks only around it.
  for (const match of name.matchAll(/\S+/gu)) {
    const word = match[0].replace(/\p{L}+/gu, (letters) => hyphenated([...letters]));
    if (word === match[0]) continue;
    if (match.index > from) pieces.push({ text: name.slice(from, match.index), word: false });
    pieces.push({ text: word, word: true });
    from = match.index + match[0].length;
  }
  if (from < name.length) pieces.push({ text: name.slice(from), word: false });
  return { pieces, longest };
}

/** A run of letters with a soft hyphen between its letters away from its ends, if it is long enough. */
function hyphenated(letters: string[]): string {
  if (letters.length < HYPHENATE_FROM) return letters.join('');
  return letters.map((letter, i) => (i >= KEEP && i <= letters.length - KEEP ? SOFT_HYPHEN : '') + letter).join('');
}
