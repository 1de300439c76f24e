// Tricks of the Trade's state: the rules-file table plus what a round of bidding, trading and tricks
// adds, and the score sheet. Plain JSON, like every state.
import { DOMAIN_NAMES as CARD_DOMAIN_NAMES, DOMAINS, type Domain } from '../../dsl/runtime.js';
import { cardLabel, effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import type { RulesState } from '../../engine/rules-state.js';
import { cardsIn } from '../../engine/zones.js';
import { seatZone } from '../../engine/terms.js';

export { DOMAINS, type Domain };
/** The four domains' names, as this game reads them: Tricks of the Trade is played without the wilds. */
export const DOMAIN_NAMES: Readonly<Record<Domain, string>> = CARD_DOMAIN_NAMES;

/** A card as it counts now (after "counts as" effects), with its printed identity. */
export interface CardFacts {
  instance: string; // e.g. "c17"
  card: string; // card id, e.g. "science-7"
  value: number; // 1..13, Ace counts 1
  domain: Domain;
}

/** One card played to a trick. */
export interface Play extends CardFacts {
  seat: number;
}

/** The trick being played. */
export interface Trick {
  number: number; // 1..6 within the round
  leader: number; // the seat that led (the trick winner's marker, or the next with cards)
  led: Domain | null; // the domain of the led card, null before the lead
  plays: Play[]; // in the order played
}

/** A trick once every player has played to it. */
export interface TrickRecord {
  number: number;
  leader: number;
  led: Domain;
  trump: Domain | null; // the trump domain it was played under
  plays: Play[];
  winner: number; // seat
  by: 'trump' | 'led'; // won by the highest trump, or by the highest card of the led domain
}

/** A trade offer (T2, T9): `from` offers one hand card to `to` for a card of theirs. */
export interface TradeRecord {
  from: number;
  to: number;
  ask: Domain | null; // the domain asked for, or null for any card (T9)
  offered: string; // instance offered: seen by `from` and `to` only
  given: string | null; // instance `to` gave in return, when accepted
  accepted: boolean | null; // null while `to` decides
}

/** One line of a player's score for a round, explained. */
export interface ScoreLine {
  rule: 'trick' | 'bid-reached' | 'bid-exact' | 'goal-trick' | 'all-or-none'; // the rules file's scoring name
  label: string; // "3 tricks won", "Bid 3 made exactly", "2 tricks with a card of your goal domain"
  count: number; // how many times it scored (tricks, goal tricks; 1 for bonuses)
  points: number; // what it added
}

/** A player's score for one round. */
export interface RoundScore {
  round: number;
  seat: number;
  bid: number | null;
  tricks: number; // tricks won
  goalTricks: number; // tricks won that hold a card of the player's goal domain
  base: number; // base points: the points for tricks won (the second tie-break)
  lines: ScoreLine[];
  total: number;
}

export interface TricksState extends RulesState {
  bids: (number | null)[]; // this round, by seat; null until the seat bids
  trick: Trick | null; // the trick being played, or null between tricks
  tricks: TrickRecord[]; // this round's finished tricks, in order
  trades: TradeRecord[]; // this round's offers, in order
  trumpRevealed: string | null; // the instance revealed from the trump deck this round (T7 expels it)
  sheet: RoundScore[]; // every round's scores, round by round, seat by seat
  best: (string | null)[]; // by seat: the highest card won so far this game (the third tie-break, T10)
}

export const TRICK = 'trick';
export const TRUMP_CARD = 'trump-card';
export const TRUMP_DECK = 'trump-deck';
export const RESOLVING = 'resolving';
export const wonZone = (seat: number) => seatZone('won-tricks', seat);
export const goalZone = (seat: number) => seatZone('goal', seat);

/** The card at `instance` as it counts now. Wild cards are expelled at setup, so a domain is one of four. */
export function factsOf(state: RulesState, env: Env, instance: string): CardFacts {
  const { value, domain } = effectiveCard(state, env.catalogue, instance);
  return { instance, card: state.cards[instance], value: value ?? 0, domain: domain as Domain };
}

/** The domain the card at `instance` counts as now: factsOf's domain, with no object made for it. */
export const domainOf = (state: RulesState, env: Env, instance: string): Domain =>
  effectiveCard(state, env.catalogue, instance).domain as Domain;

export const labelOf = (state: RulesState, env: Env, instance: string) =>
  cardLabel(env.catalogue[state.cards[instance]]);

/** "Ties broken in the source's order": the domain order from the rules file, lowest first (T10). */
export function domainOrder(state: RulesState): Domain[] {
  const order = state.settings['domain-order'];
  return Array.isArray(order) && order.length === 4 ? (order as Domain[]) : [...DOMAINS];
}

/** The trump domain now: the domain of the card in the trump card's place (T7), or null when it is empty. */
export function trumpDomain(state: RulesState, env: Env): Domain | null {
  const [trump] = cardsIn(state, TRUMP_CARD);
  return trump ? domainOf(state, env, trump) : null;
}

/** A player's goal domain, from the goal card kept all game (T1). */
export function goalDomain(state: RulesState, env: Env, seat: number): Domain | null {
  const [goal] = cardsIn(state, goalZone(seat));
  return goal ? (env.catalogue[state.cards[goal]].domain as Domain) : null;
}

/** T2 as this project reads it: bids are said aloud. With `bids-are-public: no` each seat sees only its own. */
export const bidsArePublic = (state: RulesState) => state.settings['bids-are-public'] !== false;

/** How many tricks a round has: the repeat of the phase that plays them. */
export function tricksPerRound(rules: { phases: { procedure: { name: string } | null; repeat: number }[] }): number {
  return rules.phases.find((p) => p.procedure?.name === 'play-card')?.repeat ?? 6;
}

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The purposes of this game's own choices (the engine's `ChoiceKind`). */
declare module '../../engine/state.js' {
  interface GameChoiceKinds {
    'tricks/bid': true;
    'tricks/effect': true;
    'tricks/offer': true;
    'tricks/offer-answer': true;
    'tricks/offer-ask': true;
    'tricks/offer-to': true;
    'tricks/play': true;
  }
}
