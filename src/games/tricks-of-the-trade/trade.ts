// Phase 4, TRADE (T2): "from the first player, each may offer one hand card to one other player for a
// card of theirs; the other accepts or declines (one offer per player per round)." T9: the offer may ask
// for a card of one domain; the offered card is shown to the other player only, who accepts by choosing
// the card to give back. Every decision is a choice for the seat that makes it, bots included.
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { seatName } from '../../engine/cards.js';
import { who } from '../../engine/log.js';
import { cardOption } from '../../engine/options.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import {
  DOMAINS,
  DOMAIN_NAMES,
  bidsArePublic,
  domainOf,
  labelOf,
  type Domain,
  type TradeRecord,
  type TricksState,
} from './state.js';

type Call = ProcedureCall<TricksState>;

interface TradeData {
  stage: 'card' | 'to' | 'ask' | 'answer';
  made: number; // offers this player made this round
  offered?: string; // the instance offered
  to?: number; // the other player
  eligible?: string[]; // the cards `to` may give back
}

const offersAllowed = (call: Call) => Number(call.rules.numbers['trade-offers'] ?? 1);
const others = (call: Call) => Array.from({ length: call.state.players }, (_, s) => s).filter((s) => s !== call.seat);
const asksForDomain = (call: Call) => call.state.settings['trade-may-ask-for-a-domain'] === true;
const askText = (ask: Domain | null) => (ask ? `a ${DOMAIN_NAMES[ask]} card` : 'a card');

/** The offer waiting for an answer, with its record. */
const openOffer = (state: TricksState): TradeRecord => state.trades[state.trades.length - 1];

function askCard(call: Call, made: number): TradeData | null {
  const seat = call.seat!;
  const hand = cardsIn(call.state, handZone(call.env.terms, seat));
  if (made >= offersAllowed(call) || hand.length === 0 || others(call).length === 0) return null;
  call.state.pending = {
    seat,
    kind: 'tricks/offer',
    prompt: 'Offer one of your cards to another player in trade?',
    min: 1,
    max: 1,
    options: [
      ...hand.map((i) => cardOption(call.state, call.env, i)),
      ...(call.optional ? [{ label: 'No offer', answer: 'pass' as const }] : []),
    ],
  };
  return { stage: 'card', made };
}

function askPlayer(call: Call, data: TradeData): TradeData | null {
  const candidates = others(call);
  if (candidates.length === 1) return askDomain(call, { ...data, to: candidates[0] });
  call.state.pending = {
    seat: call.seat!,
    kind: 'tricks/offer-to',
    prompt: `Offer ${labelOf(call.state, call.env, data.offered!)} to which player?`,
    min: 1,
    max: 1,
    options: candidates.map((s) => ({
      label: bidsArePublic(call.state) ? `${seatName(s)} (bid ${call.state.bids[s] ?? '–'})` : seatName(s),
      seat: s,
    })),
  };
  return { ...data, stage: 'to' };
}

function askDomain(call: Call, data: TradeData): TradeData | null {
  if (!asksForDomain(call)) return offer(call, data, null);
  call.state.pending = {
    seat: call.seat!,
    kind: 'tricks/offer-ask',
    prompt: `What do you ask ${seatName(data.to!)} for in return?`,
    min: 1,
    max: 1,
    // A card of each domain, then any card: the option without a domain.
    options: [...DOMAINS.map((domain) => ({ label: `A ${DOMAIN_NAMES[domain]} card`, domain })), { label: 'Any card' }],
  };
  return { ...data, stage: 'ask' };
}

/** The offer is made: the other player answers it, or declines at once when they have nothing asked for. */
function offer(call: Call, data: TradeData, ask: Domain | null): TradeData | null {
  const { state, env } = call;
  const from = call.seat!;
  const to = data.to!;
  state.trades.push({ from, to, ask, offered: data.offered!, given: null, accepted: null });
  state.log.push({ seat: from, text: `${who(from)} offers ${seatName(to)} a card for ${askText(ask)}.` });
  state.log.push({
    seat: from,
    text: `${who(from)} offers ${labelOf(state, env, data.offered!)} to ${seatName(to)}.`,
    to: [from, to],
  });
  const eligible = cardsIn(state, handZone(env.terms, to)).filter(
    (i) => ask === null || domainOf(state, env, i) === ask,
  );
  if (eligible.length === 0) {
    openOffer(state).accepted = false;
    state.log.push({ seat: to, text: `${who(to)} has nothing to give and declines.` });
    return askCard(call, data.made + 1);
  }
  state.pending = {
    seat: to,
    kind: 'tricks/offer-answer',
    prompt: `${seatName(from)} offers you ${labelOf(state, env, data.offered!)} for ${askText(ask)}. Choose a card to give in return, or decline.`,
    min: 1,
    max: 1,
    options: [...eligible.map((i) => cardOption(state, env, i)), { label: 'Decline', answer: 'no' }],
  };
  return { ...data, stage: 'answer', eligible };
}

function settle(call: Call, data: TradeData, given: string | undefined): TradeData | null {
  const { state, env } = call;
  const record = openOffer(state);
  const { from, to } = record;
  if (given === undefined) {
    record.accepted = false;
    state.log.push({ seat: to, text: `${who(to)} declines the offer.` });
  } else {
    record.accepted = true;
    record.given = given;
    move(state, env.terms, record.offered, handZone(env.terms, to), 'top');
    move(state, env.terms, given, handZone(env.terms, from), 'top');
    state.log.push({ seat: to, text: `${who(to)} accepts: ${who(from)} and ${seatName(to)} trade a card each.` });
    state.log.push({
      seat: to,
      text: `${seatName(from)} gives ${labelOf(state, env, record.offered)} and receives ${labelOf(state, env, given)}.`,
      to: [from, to],
    });
  }
  return askCard(call, data.made + 1);
}

export const trade: Procedure<TricksState> = {
  start: (call) => askCard(call, 0),
  answer(call, raw, picks) {
    const data = raw as TradeData;
    const pick = picks[0];
    switch (data.stage) {
      case 'card': {
        const hand = cardsIn(call.state, handZone(call.env.terms, call.seat!));
        if (pick >= hand.length) {
          call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} makes no offer.` });
          return null;
        }
        return askPlayer(call, { ...data, offered: hand[pick] });
      }
      case 'to':
        return askDomain(call, { ...data, to: others(call)[pick] });
      case 'ask':
        return offer(call, data, DOMAINS[pick] ?? null);
      case 'answer':
        return settle(call, data, data.eligible![pick]);
    }
  },
};
