// Phase 3, BID (T2): "from the first player, each bids 0-6 tricks." Bids are public unless the rules
// file says `bids-are-public: no`; the score sheet shows them once the round is scored.
import { RuleError } from '../../engine/errors.js';
import type { Procedure } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { bidsArePublic, plural, type TricksState } from './state.js';

/** The largest bid a rules file may allow: two decks' cards. */
const MOST_TRICKS = 108;

/** The bids a rules file allows: `procedure bid with 0 minimum and 6 maximum`. */
export function bidRange(args: Record<string, unknown>): number[] {
  // A call's arguments are named by their noun, made plural after 1 ("with 1 minimum" is `minimums`, as
  // "1 card" is `cards`): both names are the bid's bound. Any other argument is a mistake of the file.
  const unknown = Object.keys(args).filter((name) => !['minimum', 'minimums', 'maximum', 'maximums'].includes(name));
  if (unknown.length > 0)
    throw new RuleError('rules/procedure-argument', `procedure bid takes a minimum and a maximum, not "${unknown[0]}"`);
  const min = Number(args.minimum ?? args.minimums ?? 0);
  const max = Number(args.maximum ?? args.maximums ?? 6);
  // A bid is of tricks, and no round has more tricks than a deck has cards: a bound keeps the choice short.
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min || max > MOST_TRICKS) {
    throw new Error(
      `procedure bid: the minimum and maximum are whole numbers with 0 <= minimum <= maximum <= ${MOST_TRICKS}, not ${String(args.minimum ?? 0)} and ${String(args.maximum ?? 6)}`,
    );
  }
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export const bid: Procedure<TricksState> = {
  start({ state, seat, args }) {
    const bids = bidsArePublic(state)
      ? state.bids.map((b, s) => (b === null ? null : `${who(s)} ${b}`)).filter((b) => b !== null)
      : [];
    state.pending = {
      seat: seat!,
      kind: 'tricks/bid',
      prompt: `Bid how many tricks you will win this round${bids.length ? ` (bids so far: ${bids.join(', ')})` : ''}`,
      options: bidRange(args).map((n) => ({ label: plural(n, 'trick'), number: n })),
      min: 1,
      max: 1,
    };
    return { stage: 'bid' };
  },
  answer({ state, seat, args }, _data, picks) {
    const value = bidRange(args)[picks[0]];
    state.bids[seat!] = value;
    if (bidsArePublic(state)) state.log.push({ seat, text: `${who(seat!)} bids ${plural(value, 'trick')}.` });
    else {
      state.log.push({ seat, text: `${who(seat!)} bids.` });
      state.log.push({ seat, text: `You bid ${plural(value, 'trick')}.`, to: [seat!] });
    }
    return null;
  },
};
