// The effect phases. "Each player may use game effect from one of the cards in their company" (once per
// turn; chaining, G12: a card that comes into a company during the phase may be used once, after the
// effect in progress ends), and "each player may use a game effect from one of their hand cards. Then,
// discard that card and redraw it afterwards."
import { cardLabel } from '../../engine/cards.js';
import { useEffect, type Procedure, type ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption } from '../../engine/options.js';
import { drawOne } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { companyZone } from './company.js';
import type { GridOption, GridPokerState } from './state.js';

type Call = ProcedureCall<GridPokerState>;
const RESOLVING = 'resolving';

const hasEffect = (call: Call, instance: string) => call.env.catalogue[call.state.cards[instance]].effect !== null;

/**
 * A chaining opportunity (G12): a card that came into `seat`'s company while an effect of this company
 * effects phase resolved, which its controller may use once, after that effect ends.
 */
interface Chance {
  seat: number;
  instance: string;
}

/** The company effects turn of one player: the card they chose, then the chained uses it opened. */
type CompanyData =
  | { stage: 'choose'; usable: string[] } // the player's own choice of a company card
  | { stage: 'effect'; before: string[][]; chances: Chance[]; offered: string[] } // an effect resolving; the companies before it
  | { stage: 'order'; chances: Chance[]; offered: string[] } // the active player picks the next opportunity
  | { stage: 'offer'; chances: Chance[]; offered: string[]; offer: Chance[] }; // a controller uses one of `offer`, or passes

/** Each player's company cards, by seat (the artificial player's company plays no effects, GX10). */
const companies = (call: Call): string[][] =>
  Array.from({ length: call.state.players }, (_, seat) => cardsIn(call.state, companyZone(seat)));

export const useCompanyEffect: Procedure<GridPokerState> = {
  start(call) {
    const seat = call.seat!;
    const usable = cardsIn(call.state, companyZone(seat)).filter(
      (i) => hasEffect(call, i) && call.state.used[i] !== call.state.round,
    );
    if (usable.length === 0) return null;
    call.state.pending = {
      seat,
      kind: 'grid/company-effect',
      prompt: 'Use the effect of a company card?',
      min: 1,
      max: 1,
      options: [...usable.map((i) => cardOption(call.state, call.env, i)), { label: 'Pass', answer: 'pass' }],
    };
    return { stage: 'choose', usable } satisfies CompanyData;
  },
  answer(call, raw, picks) {
    const data = raw as CompanyData;
    if (data.stage === 'order') {
      // The active player orders simultaneous opportunities (G12): the one picked is offered first.
      const next = data.chances[picks[0]];
      return offer(call, data.chances, data.offered, [next]);
    }
    const seat = data.stage === 'offer' ? data.offer[0].seat : call.seat!;
    const usable =
      data.stage === 'offer' ? data.offer.map((c) => c.instance) : data.stage === 'choose' ? data.usable : [];
    const instance = usable[picks[0]];
    const chances = data.stage === 'offer' ? data.chances : [];
    const offered = data.stage === 'offer' ? data.offered : [];
    if (instance === undefined) {
      call.state.log.push({ seat, text: `${who(seat)} passes.` });
      // A controller who passes lets the opportunities offered go; the others still wait.
      const declined = data.stage === 'offer' ? data.offer.map((c) => c.instance) : [];
      return next(
        call,
        chances.filter((c) => !declined.includes(c.instance)),
        offered,
      );
    }
    call.state.used[instance] = call.state.round; // tilted: once per turn, a chained card once too
    const waiting = chances.filter((c) => c.instance !== instance);
    return useEffect(seat, call.state.cards[instance], instance, {
      stage: 'effect',
      before: companies(call),
      chances: waiting,
      offered,
    } satisfies CompanyData);
  },
  /**
   * G12: "a card that comes into a player's company during the company effects phase, by any effect,
   * may be used by its controller in that phase once, after the effect in progress ends".
   */
  after(call, raw) {
    const data = raw as Extract<CompanyData, { stage: 'effect' }>;
    const now = companies(call);
    const arrived: Chance[] = [];
    now.forEach((cards, seat) => {
      for (const instance of cards) {
        if (data.before[seat].includes(instance) || data.offered.includes(instance) || !hasEffect(call, instance))
          continue;
        if (call.state.used[instance] === call.state.round) continue; // already used this round
        arrived.push({ seat, instance });
      }
    });
    for (const c of arrived)
      call.state.log.push({
        seat: c.seat,
        text: `${who(c.seat)} may use ${cardLabel(call.env.catalogue[call.state.cards[c.instance]])}, which came into their company (chaining).`,
      });
    return next(call, [...data.chances, ...arrived], [...data.offered, ...arrived.map((c) => c.instance)]);
  },
};

/** The next chaining opportunity: none left ends the turn; several players' at once are ordered by the active player. */
function next(call: Call, chances: Chance[], offered: string[]): unknown {
  // Drop opportunities whose card has left its company since (another effect moved it).
  const open = chances.filter((c) => cardsIn(call.state, companyZone(c.seat)).includes(c.instance));
  if (open.length === 0) return null;
  const seats = new Set(open.map((c) => c.seat));
  if (seats.size === 1) return offer(call, open, offered, open);
  // "If multiple effects need to be resolved, the active player chooses the order."
  const active = call.seat!;
  call.state.active = active;
  call.state.pending = {
    seat: active,
    kind: 'grid/chain-order',
    prompt: 'Several players may use a card that came into their company: choose who goes first',
    min: 1,
    max: 1,
    options: open.map(
      (c): GridOption => ({ ...cardOption(call.state, call.env, c.instance, ` (${who(c.seat)})`), seat: c.seat }),
    ),
  };
  return { stage: 'order', chances: open, offered } satisfies CompanyData;
}

/** Offers `offer` (one controller's opportunities) to that controller: use one, or pass. */
function offer(call: Call, chances: Chance[], offered: string[], offer: Chance[]): unknown {
  const seat = offer[0].seat;
  call.state.pending = {
    seat,
    kind: 'grid/company-effect',
    prompt: 'A card came into your company: use its effect now?',
    min: 1,
    max: 1,
    options: [...offer.map((c) => cardOption(call.state, call.env, c.instance)), { label: 'Pass', answer: 'pass' }],
  };
  return { stage: 'offer', chances, offered, offer } satisfies CompanyData;
}

export const useHandEffect: Procedure<GridPokerState> = {
  start(call) {
    const seat = call.seat!;
    const usable = cardsIn(call.state, handZone(call.env.terms, seat)).filter((i) => hasEffect(call, i));
    if (usable.length === 0) return null;
    call.state.pending = {
      seat,
      kind: 'grid/hand-effect',
      prompt: 'Reveal a hand card and use its effect?',
      min: 1,
      max: 1,
      options: [...usable.map((i) => cardOption(call.state, call.env, i)), { label: 'Pass', answer: 'pass' }],
    };
    return { usable };
  },
  answer(call, data, picks) {
    const instance = (data as { usable: string[] }).usable[picks[0]];
    if (instance === undefined) {
      call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} passes.` });
      return null;
    }
    // "The player reveals the card": it leaves the hand, face up, while its effect resolves.
    move(call.state, call.env.terms, instance, RESOLVING, 0);
    call.state.log.push({
      seat: call.seat,
      text: `${who(call.seat!)} reveals ${cardLabel(call.env.catalogue[call.state.cards[instance]])}.`,
    });
    return useEffect(call.seat!, call.state.cards[instance], instance, { instance });
  },
  /** "After resolution, discard the card and draw a new card." */
  after(call, data) {
    const { instance } = data as { instance: string };
    if (locate(call.state, instance)?.zone === RESOLVING)
      move(call.state, call.env.terms, instance, call.env.terms.discard, 'top');
    if (drawOne(call.state, call, handZone(call.env.terms, call.seat!)))
      call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} draws a card.` });
    return null;
  },
};
