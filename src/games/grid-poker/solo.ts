// The artificial player of a solo game (G9): "each grid poker phase it draws 3, keeps the best 2 as its
// hand cards, forms its best legal hands, and discards the other".
import { cardLabel } from '../../engine/cards.js';
import { RuleError } from '../../engine/errors.js';
import type { ProcedureCall } from '../../engine/flow.js';
import { drawOne } from '../../engine/steps.js';
import { cardsIn, drop, lift, move } from '../../engine/zones.js';
import { handScore } from '../../poker/index.js';
import { SOLO_COMPANY } from './company.js';
import { marketLine, pokerCard, tieOrder } from './hands.js';
import { ALL_LINES, lineName, type GridPokerState, type Line } from './state.js';

type Call = ProcedureCall<GridPokerState>;
export const SOLO_COMMITTED = 'solo-committed';
const SOLO_DRAWN = 'solo-drawn';

// It tries every set of kept cards: the counts are bounded so that stays a few hundred sets. A line is 3
// market cards and at most 2 hand cards, so keeping more would never make a hand.
const MOST_DRAWN = 10;
const MOST_KEPT = 2;

/** A ruling's count (rules file, or settings in a state), refused when it isn't a whole number from 0 to `most`. */
function soloCount(settings: Record<string, unknown>, name: string, fallback: number, most: number): number {
  const n = Number(Object.hasOwn(settings, name) ? settings[name] : fallback);
  if (!Number.isInteger(n) || n < 0 || n > most)
    throw new RuleError(
      'config/ruling',
      `Grid Poker: the ruling "${name}" is ${JSON.stringify(settings[name])}; the artificial player plays a whole number from 0 to ${most}.`,
    );
  return n;
}

/** G9's counts, `solo-opponent-draws` and `solo-opponent-keeps`, checked at setup: a file that asks for a count the artificial player can't play is refused before anything is dealt. */
export function checkSoloCounts(settings: Record<string, unknown>): void {
  soloCount(settings, 'solo-opponent-draws', 3, MOST_DRAWN);
  soloCount(settings, 'solo-opponent-keeps', 2, MOST_KEPT);
}

function lineScore(call: Call, own: string[], line: Line | null): number {
  if (!line || own.length === 0) return -1;
  const cards = [...own, ...marketLine(call.state, line)];
  if (cards.length < 4 || cards.length > 5) return -1;
  return handScore(
    cards.map((i) => pokerCard(call.state, call.env, i)),
    tieOrder(call.state),
  );
}

export function playSolo(call: Call): void {
  const { state, env } = call;
  const draw = soloCount(state.settings, 'solo-opponent-draws', 3, MOST_DRAWN);
  const keep = soloCount(state.settings, 'solo-opponent-keeps', 2, MOST_KEPT);
  state.zones[SOLO_DRAWN] ??= [];
  state.zones[SOLO_COMMITTED] ??= Array(keep).fill(null);
  for (let i = 0; i < draw; i++) drawOne(state, call, SOLO_DRAWN, 'bottom');
  const drawn = cardsIn(state, SOLO_DRAWN);
  const company = cardsIn(state, SOLO_COMPANY);

  // Every choice of kept cards, hand line and company line of the other orientation; the best is the
  // one whose better hand is best, then whose other hand is best.
  let best = { kept: drawn.slice(0, keep), hand: ALL_LINES[0] as Line, company: null as Line | null, key: [-2, -2] };
  for (const kept of combinations(drawn, Math.min(keep, drawn.length))) {
    for (const hand of ALL_LINES) {
      const companyLines: (Line | null)[] =
        company.length > 0 ? ALL_LINES.filter((l) => l.orientation !== hand.orientation) : [null];
      for (const companyLine of companyLines) {
        const a = lineScore(call, kept, hand);
        const b = lineScore(call, company, companyLine);
        const key = [Math.max(a, b), Math.min(a, b)];
        if (key[0] > best.key[0] || (key[0] === best.key[0] && key[1] > best.key[1]))
          best = { kept, hand, company: companyLine, key };
      }
    }
  }
  best.kept.forEach((instance, slot) => {
    lift(state, env.terms, instance);
    drop(state, instance, SOLO_COMMITTED, slot);
  });
  for (const instance of cardsIn(state, SOLO_DRAWN)) move(state, env.terms, instance, env.terms.discard, 'top');
  state.solo!.commitment = { hand: drawn.length > 0 ? best.hand : null, company: best.company };
  state.revealed.push(...best.kept);
  state.log.push({
    seat: null,
    text: `The artificial player plays ${best.kept.map((i) => cardLabel(env.catalogue[state.cards[i]])).join(' and ')} beside the ${lineName(best.hand).toLowerCase()}${best.company ? `, its company beside the ${lineName(best.company).toLowerCase()}` : ''}.`,
  });
}

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}
