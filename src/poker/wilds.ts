// Wild cards (ruling G7: "A wild card takes the value and domain that make its owner's hand best"). A
// wild may become any of the 52 cards, even one already in the hand: G6 makes five of a kind possible
// with one deck and a wild, which needs exactly that.
//
// The search scores substitutions with `scoreLoaded` and keeps the best, but tries only the cards that
// can matter (each claim below is checked against the full 52-per-wild search in test/poker):
// - Domains: Services, and the domain every other card shares when a flush is possible. Off a flush,
//   raising a card's domain never lowers a score (domains only break ties, higher first); on a flush
//   the wilds must match the others.
// - Values: the values already in the hand, 13, and, when the others could still be part of a straight,
//   the values in reach of one. Any other value would be a group made of wilds alone; moving that group
//   to 13 (or onto the 13s) scores strictly higher, because merging groups always lifts the category.
// - Wilds are interchangeable, so k wilds try each multiset of candidates once, not every sequence.
// - When the other cards all share one value (or there are none), the wilds join them: five of a kind
//   (four with a 4-card hand) is the top of the order, and Services the best domain.
// At most 26 candidates: one wild scores ≤ 26 hands, two ≤ 351, three ≤ 3,276.
// The claims are made in the EVERY_CARD order. The rule book's order (G4) keeps, for every category a
// hand with a wild can be (pair and up: a wild always pairs), a leading part of the value digits, so a
// hand best in the full order is best in it too, and the candidates hold it as well.
import { DOMAINS, RULE_BOOK, scoreLoaded, VALUES, type TieOffset } from './hand-score.js';

const SERVICES = 4;

/** What the wilds became in the best hand, in the order of the wild cards: values … */
export const WILD_VALUES = new Int32Array(5);
/** … and domain digits. */
export const WILD_DOMAINS = new Int32Array(5);

const CANDIDATE_VALUES = new Int32Array(26);
const CANDIDATE_DOMAINS = new Int32Array(26);
const PICK = new Int32Array(5); // indexes into the candidates, one per wild, never decreasing

/**
 * The best score of an n-card hand whose first `known` cards are loaded in VALUES/DOMAINS and whose
 * other n - known cards are wild. Leaves the wilds' substitutes in WILD_VALUES/WILD_DOMAINS.
 */
export function scoreWithWilds(known: number, n: number, ties: TieOffset = RULE_BOOK): number {
  const wilds = n - known;
  let sameValue = true;
  for (let i = 1; i < known; i++) if (VALUES[i] !== VALUES[0]) sameValue = false;
  if (sameValue) {
    const v = known > 0 ? VALUES[0]! : 13;
    for (let j = 0; j < wilds; j++) {
      VALUES[known + j] = WILD_VALUES[j] = v;
      DOMAINS[known + j] = WILD_DOMAINS[j] = SERVICES;
    }
    return scoreLoaded(n, ties);
  }

  // A flush (or straight flush) is possible when five cards are scored and the others share a domain.
  let flushDomain = n === 5 ? DOMAINS[0]! : 0;
  for (let i = 1; i < known; i++) if (DOMAINS[i] !== flushDomain) flushDomain = 0;
  if (flushDomain === SERVICES) flushDomain = 0; // already a candidate

  let present = 0; // bit v set when a known card has value v
  let distinct = true;
  let low = 13;
  let high = 1;
  for (let i = 0; i < known; i++) {
    const v = VALUES[i]!;
    if (present & (1 << v)) distinct = false;
    present |= 1 << v;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  let values = present | (1 << 13);
  if (n === 5 && distinct && high - low <= 4) {
    // Every straight that holds low..high lies within max(1, high-4) .. min(13, low+4).
    for (let v = Math.max(1, high - 4); v <= Math.min(13, low + 4); v++) values |= 1 << v;
  }

  let count = 0;
  for (let v = 13; v >= 1; v--) {
    if (!(values & (1 << v))) continue;
    CANDIDATE_VALUES[count] = v;
    CANDIDATE_DOMAINS[count++] = SERVICES;
    if (flushDomain) {
      CANDIDATE_VALUES[count] = v;
      CANDIDATE_DOMAINS[count++] = flushDomain;
    }
  }

  let best = -1;
  for (let j = 0; j < wilds; j++) PICK[j] = 0;
  for (;;) {
    for (let j = 0; j < wilds; j++) {
      VALUES[known + j] = CANDIDATE_VALUES[PICK[j]!]!;
      DOMAINS[known + j] = CANDIDATE_DOMAINS[PICK[j]!]!;
    }
    const score = scoreLoaded(n, ties);
    if (score > best) {
      best = score;
      for (let j = 0; j < wilds; j++) {
        WILD_VALUES[j] = VALUES[known + j]!;
        WILD_DOMAINS[j] = DOMAINS[known + j]!;
      }
    }
    // Next multiset: the last pick that can still grow grows, and the picks after it follow it.
    let j = wilds - 1;
    while (j >= 0 && PICK[j] === count - 1) j--;
    if (j < 0) break;
    const next = PICK[j]! + 1;
    for (let t = j; t < wilds; t++) PICK[t] = next;
  }
  return best;
}
