/**
 * Tech Chess move notation: how the move log writes a turn, and how a typed move is matched to a legal
 * action (for text move entry).
 *
 * Squares: `a1` … `f6`. Files a-f run from the first player's left to right, ranks 1-6 from the first
 * player's first rank, so the first player starts on ranks 1-2 and the second player on ranks 5-6.
 *
 * Cards: the value, then the domain's letter: K Knowledge, S Science, T Technology, V Services (serVices:
 * S is taken by Science). `13T` is Robotics, `12V` Cloud Computing, `1K` Writing. A card's value says how
 * it moves (1 rook, 2-10 pawn, 11 knight, 12 queen, 13 king), so no piece letters are needed.
 *
 * One entry a turn:
 * | entry              | meaning |
 * | ---                | --- |
 * | `12S c1-c4`        | the 12 of Science moves from c1 to c4 |
 * | `11V d1xc3 (4T)`   | a capture, with the captured card in brackets (a captured 13 is expelled) |
 * | `11V d1xc3 (4T)*`  | … and the capturing card's effect was used |
 * | `use 7S`           | the 7 of Science was used from the hand for its effect, then discarded |
 * | `b2=9V (3V)`       | upgrade: the piece on b2 becomes the 9 of Services; the 3V goes to the hand |
 * | `5S@d2`            | build: the 5 of Science from the hand onto d2 |
 * | `--`               | a pass: no legal action (two kings, all blocked) |
 *
 * Suffixes: `+` the turn ends with an enemy king attacked (check is announced); `#` the opponent then has
 * one king, attacked, and no legal action (checkmate). After the last entry the result: `1-0` (the first
 * player wins), `0-1`, or `½-½`.
 *
 * Typed moves (`matchAction`) are read loosely: case, spaces and the suffixes don't matter, the card may be
 * left out (`c1-c4`, `c1c4`, `d1xc3`), and `use 7s`, `b2=9v`, `5s@d2`, `pass` work as written.
 */
import type { Card, Domain } from '../../dsl/runtime.js';

export const DOMAIN_LETTERS: Record<Domain, string> = { knowledge: 'K', science: 'S', technology: 'T', services: 'V' };

// Each card's code, made once: every turn's options name the cards they move. Compiled cards are never
// changed (an edited deck is compiled into new card objects), so a code can't go stale.
const codes = new WeakMap<Pick<Card, 'value' | 'domain'>, string>();

/** `13T`, `2V`; a wild card (never on the board) is `W`. */
export function cardCode(card: Pick<Card, 'value' | 'domain'>): string {
  let code = codes.get(card);
  if (code === undefined) {
    code = card.domain === 'wild' ? 'W' : `${card.value}${DOMAIN_LETTERS[card.domain]}`;
    codes.set(card, code);
  }
  return code;
}

/** A turn action as the move log writes it, before its suffixes. */
export interface NotationParts {
  type: 'move' | 'build' | 'upgrade' | 'use' | 'pass';
  card?: string; // the moving piece, the card used, built or upgraded with (a code: `12S`)
  from?: string; // square names
  to?: string;
  captured?: string; // the captured card's code
  replaced?: string; // upgrade: the card that leaves the board
}

export function formatNotation(p: NotationParts): string {
  switch (p.type) {
    case 'move':
      return `${p.card} ${p.from}${p.captured ? 'x' : '-'}${p.to}${p.captured ? ` (${p.captured})` : ''}`;
    case 'build':
      return `${p.card}@${p.to}`;
    case 'upgrade':
      return `${p.to}=${p.card} (${p.replaced})`;
    case 'use':
      return `use ${p.card}`;
    case 'pass':
      return '--';
  }
}

/** The bare form a typed move is compared in: lower case, no spaces, brackets, suffixes or `-`. */
function bare(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[\s+#*!?-]/g, '');
}

/**
 * The index of the notation among `notations` that the typed `text` names, or -1 (none, or several: an
 * ambiguous typed move matches nothing). `pass` and `--` name the pass.
 */
export function matchAction(notations: readonly string[], text: string): number {
  const wanted = bare(text);
  if (wanted === '') return notations.indexOf('--') >= 0 && /^\s*--\s*$/.test(text) ? notations.indexOf('--') : -1;
  if (wanted === 'pass') return notations.indexOf('--');
  const hits = new Set<number>();
  notations.forEach((n, i) => {
    const full = bare(n);
    // A move may leave out its card: "c1c4" or "c1xc5" for "12S c1-c4" or "12S c1xc5 (3K)".
    const squaresOnly = full.replace(/^\d+[kstv]/, '');
    if (
      full === wanted ||
      (/^[a-z]\d/.test(wanted) && squaresOnly === wanted) ||
      squaresOnly.replace('x', '') === wanted
    )
      hits.add(i);
  });
  return hits.size === 1 ? [...hits][0] : -1;
}
