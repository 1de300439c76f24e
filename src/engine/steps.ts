// The steps a rules file can state without a game procedure: shuffle, deal, move, expel, markers,
// drawing and discarding, chips, and the end-of-game check. Each is a procedure of the flow; those that
// need a decision ask each player in turn, from the first player.
import { amountFor, type RulesStep, type RulesZoneRef } from '../dsl/runtime.js';
import { cardLabel, matchesFilter } from './cards.js';
import { seatsFrom } from './context.js';
import { useSentences, type Procedure, type ProcedureCall } from './flow.js';
import { who } from './log.js';
import { cardOption } from './options.js';
import { Rng } from './rng.js';
import type { RulesState } from './rules-state.js';
import type { ChoiceKind } from './state.js';
import { handZone, seatZone } from './terms.js';
import { cardsIn, drop, ensureDeck, lift, move } from './zones.js';

type Args<K extends RulesStep['kind']> = Extract<RulesStep, { kind: K }>;
const argsOf = <K extends RulesStep['kind']>(call: ProcedureCall) => call.args as unknown as Args<K>;

/** The zone ids a zone reference names: `the market`, `each player's goal`, `your company`. */
export function zoneIds(state: RulesState, ref: RulesZoneRef, seat: number | null): string[] {
  switch (ref.whose) {
    case 'shared':
    case 'your-cards':
      return [ref.zone];
    case 'each':
      return Array.from({ length: state.players }, (_, s) => seatZone(ref.zone, s));
    case 'yours':
      return [seatZone(ref.zone, seat ?? state.active)];
  }
}

/** Seats in turn order from the first player (or the active player when the game has no first player). */
export function turnOrder(state: RulesState): number[] {
  return seatsFrom(state, state.markers['first-player'] ?? state.active);
}

/** Takes the top card of the deck, reshuffling the discard into it when it runs out. */
export function drawOne(
  state: RulesState,
  call: ProcedureCall,
  to: string,
  where: 'top' | 'bottom' | number = 'top',
): string | null {
  const { terms } = call.env;
  ensureDeck(state, terms, 1);
  const top = state.zones[terms.deck]![0];
  if (!top) return null;
  move(state, terms, top, to, where);
  return top;
}

/** The cards a step's card phrase names in `zone`: those its filter matches, all of them or the first `count`. */
function named(call: ProcedureCall, zone: string, cards: Args<'move' | 'expel'>['cards']): string[] {
  const matching = cardsIn(call.state, zone).filter((i) =>
    matchesFilter(call.state, call.env.catalogue, i, cards.filter),
  );
  return cards.count === 'all' ? matching : matching.slice(0, cards.count);
}

/**
 * Puts a card into a zone: into its first empty slot when it has slots, else on top. A slotted zone
 * holds no more cards than it has places: with no empty slot the card stays where it was and false is
 * returned, as a step that runs out of cards does as much as it can (a 3 by 3 market never holds 16).
 */
function place(state: RulesState, call: ProcedureCall, instance: string, zone: string): boolean {
  const slotted = call.env.terms.slotted.includes(zone.split(':')[0]!);
  const gap = slotted ? (state.zones[zone] ?? []).indexOf(null) : -1;
  if (slotted && gap < 0) return false;
  lift(state, call.env.terms, instance);
  drop(state, instance, zone, slotted ? gap : 'top');
  return true;
}

function stepPlayers(call: ProcedureCall, players: Args<'draw'>['players']): number[] {
  const { state } = call;
  if (players.who === 'marker') return [state.markers[players.marker] ?? 0];
  const limit = players.fewerThan;
  return turnOrder(state).filter(
    (s) => limit === undefined || cardsIn(state, handZone(call.env.terms, s)).length < limit,
  );
}

/** Asks each seat in `queue` to pick `count(seat)` cards of their hand; `done` applies each answer. */
function handChoice(
  prompt: (n: number) => string,
  kind: ChoiceKind,
  count: (call: ProcedureCall, seat: number) => number,
  done: (call: ProcedureCall, seat: number, picked: string[]) => void,
): (seats: (call: ProcedureCall) => number[]) => Procedure {
  return (seats) => {
    const next = (call: ProcedureCall, queue: number[]): unknown => {
      while (queue.length > 0) {
        const seat = queue[0]!;
        const hand = cardsIn(call.state, handZone(call.env.terms, seat));
        const n = Math.min(count(call, seat), hand.length);
        if (n <= 0) {
          queue.shift();
          continue;
        }
        if (n === hand.length) {
          done(call, seat, hand);
          queue.shift();
          continue;
        }
        call.state.active = seat;
        call.state.pending = {
          seat,
          kind,
          prompt: prompt(n),
          min: n,
          max: n,
          options: hand.map((instance) => cardOption(call.state, call.env, instance)),
        };
        return { queue };
      }
      return null;
    };
    return {
      start: (call) => next(call, seats(call)),
      answer(call, data, picks) {
        const { queue } = data as { queue: number[] };
        const seat = queue[0]!;
        const hand = cardsIn(call.state, handZone(call.env.terms, seat));
        done(
          call,
          seat,
          picks.map((i) => hand[i]!),
        );
        queue.shift();
        return next(call, queue);
      },
    };
  };
}

const discardCards = (call: ProcedureCall, seat: number, picked: string[]) => {
  for (const instance of picked) move(call.state, call.env.terms, instance, call.env.terms.discard, 'top');
  call.state.log.push({
    seat,
    text: `${who(seat)} discards ${picked.map((i) => cardLabel(call.env.catalogue[call.state.cards[i]!]!)).join(', ')}.`,
  });
};

const handLimit = (call: ProcedureCall) => {
  const to = argsOf<'discard-down'>(call).to;
  return to === 'hand-limit' ? amountFor(call.rules.handLimit!, call.state.players) : to;
};

/** Runs the step's card sentences for each seat of `queue` in turn, each as an effect of its own. */
function sentencesFor(call: ProcedureCall, queue: number[]): unknown {
  if (queue.length === 0) return null;
  const seat = queue[0]!;
  call.state.active = seat;
  return useSentences(seat, argsOf<'card-sentences'>(call).steps, { queue: queue.slice(1) });
}

/** A step that asks nobody: it does its work when it starts, and is done. */
const atOnce = <K extends RulesStep['kind']>(run: (call: ProcedureCall, args: Args<K>) => void): Procedure => ({
  start(call) {
    run(call, argsOf<K>(call));
    return null;
  },
  answer: () => null,
});

export const STEPS: Record<string, Procedure> = {
  // "- each player: look at the top two cards of the deck. Put them back in any order."
  'step:card-sentences': {
    start: (call) => sentencesFor(call, stepPlayers(call, argsOf<'card-sentences'>(call).players)),
    answer: () => null, // the sentences' choices are the effect's, answered by the flow
    after: (call, data) => sentencesFor(call, (data as { queue: number[] }).queue),
  },
  'step:shuffle': atOnce<'shuffle'>(({ state, env }, { zone, into }) => {
    const target = into ? zoneIds(state, into, null)[0]! : zoneIds(state, zone, null)[0]!;
    if (into)
      for (const id of zoneIds(state, zone, null))
        for (const i of cardsIn(state, id)) move(state, env.terms, i, target, 'top');
    new Rng(state).shuffle(state.zones[target]!);
  }),
  'step:deal-hands': atOnce((call) => {
    const n = amountFor(call.rules.deal!, call.state.players);
    for (const seat of turnOrder(call.state))
      for (let i = 0; i < n; i++) drawOne(call.state, call, handZone(call.env.terms, seat));
  }),
  'step:deal': atOnce<'deal'>((call, { count, from, to }) => {
    const { state, env } = call;
    const source = zoneIds(state, from, null)[0]!;
    for (const target of zoneIds(state, to, null)) {
      for (let i = 0; i < count; i++) {
        const top =
          source === env.terms.deck
            ? (state.zones[source]![0] ?? (ensureDeck(state, env.terms, 1), state.zones[source]![0]))
            : cardsIn(state, source)[0];
        if (!top || !place(state, call, top, target)) break; // no card left, or no place left
      }
    }
  }),
  'step:move': atOnce<'move'>((call, { cards, from, to }) => {
    const target = zoneIds(call.state, to, null)[0]!;
    for (const source of zoneIds(call.state, from, null))
      for (const instance of named(call, source, cards)) if (!place(call.state, call, instance, target)) return;
  }),
  'step:expel': atOnce<'expel'>((call, { cards, from }) => {
    for (const source of zoneIds(call.state, from, null))
      for (const instance of named(call, source, cards))
        move(call.state, call.env.terms, instance, call.env.terms.expelled, 'top');
  }),
  'step:choose-marker': atOnce<'choose-marker'>(({ state }, { marker }) => {
    state.markers[marker] = new Rng(state).int(0, state.players - 1);
    state.active = state.markers[marker];
    state.log.push({ seat: null, text: `${who(state.markers[marker])} is the ${marker.replace(/-/g, ' ')}.` });
  }),
  'step:pass-marker': atOnce<'pass-marker'>(({ state }, { marker, direction }) => {
    state.markers[marker] =
      (state.markers[marker]! + (direction === 'clockwise' ? 1 : state.players - 1)) % state.players;
    state.log.push({ seat: null, text: `${who(state.markers[marker])} is now the ${marker.replace(/-/g, ' ')}.` });
  }),
  'step:draw': atOnce<'draw'>((call, { players, count }) => {
    for (const seat of stepPlayers(call, players)) {
      let drawn = 0;
      for (let i = 0; i < count; i++) if (drawOne(call.state, call, handZone(call.env.terms, seat))) drawn++;
      if (drawn > 0)
        call.state.log.push({ seat, text: `${who(seat)} draws ${drawn === 1 ? 'a card' : `${drawn} cards`}.` });
    }
  }),
  'step:draw-up-to': atOnce<'draw-up-to'>((call, { players, to }) => {
    for (const seat of stepPlayers(call, players)) {
      const hand = handZone(call.env.terms, seat);
      while (cardsIn(call.state, hand).length < to && drawOne(call.state, call, hand));
    }
  }),
  'step:discard-down': handChoice(
    (n) => `Discard ${n === 1 ? 'a card' : `${n} cards`} down to your hand limit`,
    'discard',
    (call, seat) => cardsIn(call.state, handZone(call.env.terms, seat)).length - handLimit(call),
    discardCards,
  )((call) => stepPlayers(call, argsOf<'discard-down'>(call).players)),
  'step:discard': handChoice(
    (n) => `Discard ${n === 1 ? 'a card' : `${n} cards`}`,
    'discard',
    (call) => argsOf<'discard'>(call).count,
    discardCards,
  )((call) => stepPlayers(call, argsOf<'discard'>(call).players)),
  'step:give-chips': atOnce<'give-chips'>(({ state }, { count }) => {
    state.chips = Array(state.players).fill(count);
  }),
  'check-game-end': atOnce(({ rules, state }) => {
    if (rules.rounds && state.round >= amountFor(rules.rounds, state.players)) {
      state.flow.stage = 'over';
      state.log.push({ seat: null, text: `The game ends after round ${state.round}.` });
    }
  }),
};

/**
 * The procedures a rules file may name (`procedure X`, `call X`) in a game whose module adds `own` to the
 * steps: the module's, then the steps' own (`check-game-end`). A `step:` name is the compiler's, never
 * written in a file. What `tech-deck check` and a game element's `rules-src` check a file's names against.
 */
export function procedureNames(own: Readonly<Record<string, unknown>>): readonly string[] {
  return [...Object.keys(own), ...Object.keys(STEPS).filter((name) => !name.startsWith('step:'))];
}
