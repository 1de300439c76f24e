// Resolving the phrases of a step into seats and card instances: who "each other player" is, which cards
// "a card you control" may be, and asking the actor to pick when the text leaves it open.
import { Rng } from './rng.js';
import {
  describeCards,
  type Quantity,
  type Cards,
  type Count,
  type Player,
  type Reference,
  type Selection,
  type Step,
} from '../dsl/runtime.js';
import { cardLabel, cardOf, matchesFilter, seatName } from './cards.js';
import { countChoiceActions } from './choices.js';
import { ask, seatsFrom, nextSeat, type Context, type Question } from './context.js';
import { wordsOnce } from './words.js';
import type { ChoiceOption, EffectRole } from './state.js';

/** Why a player or card phrase asks: the prompt's end ("to discard"), the verb, and the part it plays. */
export interface Why {
  purpose: string;
  verb: Step['kind'];
  role: EffectRole;
}
import { controllerOf, handZone, inPlayZones, zoneVisibleTo } from './terms.js';
import { cardsIn, ensureDeck, locate } from './zones.js';

/** The seats a player phrase names, in turn order. `they` is the acting seat of the sentence. */
export function seatsOf(ctx: Context, player: Player, actor: number, they: number | null, why: Why): number[] {
  const { state } = ctx;
  switch (player) {
    case 'you':
      return [ctx.user];
    case 'they':
      return [they ?? actor];
    case 'that-player':
      return ctx.bindings.player === null ? [] : [ctx.bindings.player];
    case 'left-of-you':
      return state.players > 1 ? [nextSeat(state, ctx.user)] : [];
    case 'left-of-them':
      return state.players > 1 ? [nextSeat(state, they ?? actor)] : [];
    case 'each-player':
    case 'all-players':
      return seatsFrom(state, ctx.user);
    case 'each-other-player':
    case 'each-opponent':
      return seatsFrom(state, ctx.user).slice(1);
    case 'right-of-you':
      return state.players > 1 ? [nextSeat(state, ctx.user, state.players - 1)] : [];
    case 'right-of-them':
      return state.players > 1 ? [nextSeat(state, they ?? actor, state.players - 1)] : [];
    case 'most-cards':
    case 'fewest-cards':
      return [
        bindPlayer(
          ctx,
          actor,
          mostOrFewest(ctx, player, actor),
          () =>
            `Choose ${player === 'most-cards' ? 'which player with the most' : 'which player with the fewest'} cards in hand ${why.purpose}`,
          why,
        ),
      ];
    case 'other-player': {
      const seats = seatsFrom(state, actor).slice(1);
      return seats.length === 0
        ? []
        : [bindPlayer(ctx, actor, seats, () => `Choose the other player ${why.purpose}`, why)];
    }
    case 'a-player':
    case 'an-opponent': {
      const seats = seatsFrom(state, actor).filter((s) => player === 'a-player' || s !== actor);
      if (seats.length === 0) return [];
      const prompt = () => `Choose ${player === 'a-player' ? 'a player' : 'an opponent'} ${why.purpose}`;
      return [bindPlayer(ctx, actor, seats, prompt, why, true)];
    }
  }
}

/** The seats with the most (or fewest) cards in hand, in turn order from the actor. */
function mostOrFewest(ctx: Context, player: 'most-cards' | 'fewest-cards', actor: number): number[] {
  const seats = seatsFrom(ctx.state, actor);
  const sizes = seats.map((seat) => cardsIn(ctx.state, handZone(ctx.terms, seat)).length);
  const best = player === 'most-cards' ? Math.max(...sizes) : Math.min(...sizes);
  return seats.filter((_, i) => sizes[i] === best);
}

/**
 * The one seat of `seats`, asking the actor when there are several (a tie for the most cards; "the other
 * player" of three or more), or always with `askAlone` ("choose a player" asks even when one would do);
 * later sentences call it "that player".
 */
function bindPlayer(
  ctx: Context,
  actor: number,
  seats: number[],
  prompt: () => string,
  why: Why,
  askAlone = false,
): number {
  const [pick] =
    seats.length === 1 && !askAlone
      ? [0]
      : ask(ctx, actor, () => ({
          kind: 'effect/player',
          prompt: prompt(),
          min: 1,
          max: 1,
          options: seats.map((seat) => ({ label: seat === actor ? `${seatName(seat)} (you)` : seatName(seat), seat })),
          effect: { verb: why.verb, role: why.role },
        }));
  const seat = seats[pick!]!;
  ctx.bindings.player = seat;
  return seat;
}

export interface Candidate {
  instance: string;
  zone: string;
  index: number;
}

/** May `seat` see the card at this place? Public zones, their own hand, revealed and looked-at cards. */
export function canSee(ctx: Context, seat: number, instance: string, zone: string): boolean {
  const { terms, state } = ctx;
  if (state.revealed.includes(instance) || state.looked[instance]?.includes(seat)) return true;
  return zoneVisibleTo(terms, zone, seat);
}

const ORDINALS = ['1st', '2nd', '3rd'];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

/** An option naming a card as `seat` may see it: by name when visible, else by its place. */
export function optionFor(ctx: Context, seat: number, c: Candidate): ChoiceOption {
  const { terms } = ctx;
  const where =
    c.zone === terms.deck
      ? `${ordinal(c.index + 1)} card of the deck`
      : c.zone === terms.discard
        ? 'in the discard'
        : c.zone.startsWith(`${terms.hand}:`)
          ? c.zone === handZone(terms, seat)
            ? 'in your hand'
            : `in ${seatName(Number(c.zone.split(':')[1]))}'s hand`
          : c.zone.endsWith(`:${seat}`)
            ? `in your ${c.zone.slice(0, c.zone.lastIndexOf(':'))}`
            : `in ${c.zone.replace(/:(\d+)$/, (_, s) => ` of ${seatName(Number(s))}`)}`;
  if (!canSee(ctx, seat, c.instance, c.zone)) {
    return {
      label: c.zone === terms.deck ? `the ${where}` : `the ${ordinal(c.index + 1)} card ${where}`,
      place: { zone: c.zone, index: c.index },
    };
  }
  return {
    label: `${cardLabel(cardOf(ctx.state, ctx.catalogue, c.instance))} ${where}`,
    card: ctx.state.cards[c.instance],
    instance: c.instance,
  };
}

/** The instances a selection may pick from, before counting. */
function candidates(
  ctx: Context,
  selection: Selection,
  verb: Step['kind'] | null,
  actor: number,
  they: number | null,
): Candidate[] {
  const { state, terms } = ctx;
  const zone = selection.zone;
  if (zone.place === 'deck') {
    const n =
      selection.count.mode === 'exactly' || selection.count.mode === 'up-to'
        ? countOf(ctx, selection.count, actor, they)
        : (state.zones[terms.deck]?.length ?? 0);
    if (zone.end === 'top') ensureDeck(state, terms, n);
    const deck: Candidate[] = [];
    const items = state.zones[terms.deck] ?? [];
    for (let index = 0; index < items.length; index++) {
      const instance = items[index] as string | null;
      if (
        instance !== null &&
        matchesFilter(state, ctx.catalogue, instance, selection.filter, ctx.bindings) &&
        !(zone.next && state.revealed.includes(instance))
      )
        deck.push({ instance, zone: terms.deck, index });
    }
    return zone.end === 'top' ? deck.slice(0, n) : deck.slice(-n).reverse();
  }
  if (zone.place === 'discard' && zone.end === 'top') {
    // "the top card of the discard": the cards discarded last (they go onto it on top), never a choice; a
    // protected one stays where it is, as no card beneath it is the top card.
    const n = countOf(ctx, selection.count, actor, they);
    const top: Candidate[] = [];
    const items = state.zones[terms.discard] ?? [];
    for (let index = 0; index < items.length && top.length < n; index++) {
      const instance = items[index] as string | null;
      if (instance !== null) top.push({ instance, zone: terms.discard, index });
    }
    return top.filter((c) => verb === null || !isProtected(ctx, c.instance, verb));
  }
  // Which controller an in-play card must have; null for the other places, where nobody's control is asked.
  const control = zone.place === 'in-play' ? zone.control : null;
  const wanted = (controller: number | null) => {
    switch (control) {
      case 'any':
        return true;
      case 'neutral':
        return controller === null;
      case 'you':
        return controller === ctx.user;
      case 'they':
        return controller === (they ?? actor);
      case 'that-player':
        return controller !== null && controller === ctx.bindings.player;
      case 'opponent':
        return controller !== null && controller !== actor;
    }
    return true;
  };
  // One pass over each zone, keeping only the cards that pass every test: candidates are listed at every
  // card phrase of every effect, and a candidate made for each card, then filtered out, was most of the cost.
  const found: Candidate[] = [];
  const collect = (id: string) => {
    const items = state.zones[id];
    if (!items) return;
    for (let index = 0; index < items.length; index++) {
      const instance = items[index] as string | null;
      if (
        instance !== null &&
        (control === null || wanted(controllerOf(terms, id, instance, state.owners))) &&
        // "another card": never the card whose effect runs.
        !(selection.other && instance === ctx.source) &&
        matchesFilter(state, ctx.catalogue, instance, selection.filter, ctx.bindings) &&
        (verb === null || !isProtected(ctx, instance, verb))
      )
        found.push({ instance, zone: id, index });
    }
  };
  switch (zone.place) {
    case 'discard':
      collect(terms.discard);
      break;
    case 'zone':
      // A zone of the game's own ("the market"); a game without it was refused when its cards were checked.
      collect(zone.name);
      break;
    case 'hand':
      for (const seat of seatsOf(ctx, zone.player, actor, they, {
        purpose: 'whose hand to use',
        verb: verb ?? 'look',
        role: 'hand',
      }))
        collect(handZone(terms, seat));
      break;
    case 'in-play':
      for (const id of inPlayZones(terms, state.players)) collect(id);
      break;
  }
  return found;
}

/** "13-value cards (Kings) may not be exchanged or replaced by a game effect": protections refuse the card. */
export function isProtected(ctx: Context, instance: string, verb: Step['kind']): boolean {
  return ctx.terms.protections.some(
    (p) =>
      p.verbs.includes(verb) &&
      matchesFilter(ctx.state, ctx.catalogue, instance, p.filter) &&
      (p.zone === undefined ||
        [p.zone, `${p.zone}:`].some((z) => (locate(ctx.state, instance)?.zone ?? '').startsWith(z))),
  );
}

/** Past this many possible answers, a choice of several cards is asked one card at a time. */
const SUBSET_LIMIT = 64;

/**
 * Asks for `min` to `max` of the options. When the answers would be too many to list ("expel any number
 * of cards in the discard" with twenty cards there has a million), the player picks one card at a time,
 * with "Done" once they have picked enough, so every choice has a short list of legal answers.
 * `question` writes the whole question, how many to pick included, as one literal: a question spread
 * into a new object and given `min` and `max` after took V8's slow path (see withFields).
 */
function askSubset(
  ctx: Context,
  seat: number,
  count: number,
  question: (min: number, max: number) => Question,
  min: number,
  max: number,
): number[] {
  if (countChoiceActions({ options: { length: count }, min, max }) <= SUBSET_LIMIT)
    return ask(ctx, seat, () => question(min, max));
  const picked: number[] = [];
  while (picked.length < max) {
    const left: number[] = [];
    for (let i = 0; i < count; i++) if (!picked.includes(i)) left.push(i);
    const done = picked.length >= min;
    const [pick] = ask(ctx, seat, () => {
      const whole = question(1, 1);
      return {
        ...whole,
        prompt: `${whole.prompt}: one at a time (${picked.length} chosen${done ? '; or Done' : ''})`,
        effect: whole.effect && { ...whole.effect, oneAtATime: { chosen: picked.length, min, max } },
        options: [...left.map((i) => whole.options[i]!), ...(done ? [{ label: 'Done', answer: 'done' as const }] : [])],
      };
    });
    if (pick! >= left.length) break;
    picked.push(left[pick!]!);
  }
  return picked.sort((a, b) => a - b);
}

/** How many to pick: [min, max] given the count (`n` counted, see countOf) and how many candidates there are. */
function bounds(selection: { count: Count }, n: number, available: number): [number, number] {
  const c = selection.count;
  switch (c.mode) {
    case 'exactly':
      return [Math.min(n, available), Math.min(n, available)];
    case 'up-to':
      return [0, Math.min(n, available)];
    case 'any':
      return [0, available];
    case 'all':
      return [available, available];
  }
}

/**
 * A card phrase as the one choosing reads it. In a sentence about other players "they" is the player
 * acting, who is the one asked: "a card from their hand" is put to them as "a card from your hand".
 */
export function toChooser(cards: Cards, actor: number, they: number | null): Cards {
  if ('ref' in cards || (they ?? actor) !== actor) return cards;
  if ('anyOf' in cards)
    return { ...cards, anyOf: cards.anyOf.map((option) => toChooser(option, actor, they)) as typeof cards.anyOf };
  const zone = cards.zone;
  if (zone.place === 'hand' && zone.player === 'they') return { ...cards, zone: { ...zone, player: 'you' } };
  if (zone.place === 'in-play' && zone.control === 'they') return { ...cards, zone: { ...zone, control: 'you' } };
  return cards;
}

const THEIRS_AS_YOURS = {
  they: 'you',
  'left-of-them': 'left-of-you',
  'right-of-them': 'right-of-you',
} as const satisfies Partial<Record<Player, Player>>;

/** Sentences offered to the one choosing ("You may …?"), with their card phrases put to them (see toChooser). */
export function stepsToChooser(steps: Step[], actor: number, they: number | null): Step[] {
  return steps.map((step) => {
    const said = { ...step, actor: 'you' } as Step & { cards?: Cards; with?: Cards; into?: Player; to?: Player };
    if (said.cards) said.cards = toChooser(said.cards, actor, they);
    if (said.with) said.with = toChooser(said.with, actor, they);
    // "… into their hand", "… to the player on their left": the chooser's own.
    const own = (they ?? actor) === actor;
    if (own && said.into === 'they') said.into = 'you';
    if (own && said.to && said.to in THEIRS_AS_YOURS)
      said.to = THEIRS_AS_YOURS[said.to as keyof typeof THEIRS_AS_YOURS];
    return said;
  });
}

/**
 * A card phrase in the words of the one choosing. Asked of another player than the card's user ("An
 * opponent chooses a card from your hand"), the user's places are named by their seat and the chooser's
 * own ("their hand") are "your": the words are for the person only, the option data says the rest.
 */
function chooserWords(ctx: Context, cards: Cards, verb: Step['kind'], actor: number, they: number | null): string {
  // The words depend on the verb, on whether the user chooses (else who the user is) and on whether the
  // chooser is the sentence's "they" (see toChooser): made once for each.
  const own = (they ?? actor) === actor;
  const key = `${verb} ${actor === ctx.user ? 'you' : ctx.user} ${own}`;
  return wordsOnce(cards, key, () => {
    if (actor === ctx.user) return describeCards(toChooser(cards, actor, they), verb, 'you');
    const user = seatName(ctx.user);
    const text = describeCards(cards, verb, 'they')
      .replace(/\byour hand\b/g, `${user}'s hand`)
      .replace(/\byou control\b/g, `${user} controls`);
    return own
      ? text
          .replace(/\btheir hand\b/g, 'your hand')
          .replace(/\bthey control\b/g, 'you control')
          .replace(/\bon their (left|right)\b/g, 'on your $1')
      : text;
  });
}

/**
 * The instances a card phrase names, asking the actor when the text leaves a choice. `purpose` ends the
 * prompt ("to discard"). Updates what "it", "them" and "the rest" refer to.
 */
export function resolveCards(
  ctx: Context,
  cards: Cards,
  verb: Step['kind'],
  actor: number,
  they: number | null,
  purpose: string,
  role: EffectRole = 'cards',
): string[] {
  if ('anyOf' in cards) {
    // Alternatives: the actor picks which one, among those that name any card at all.
    const live = cards.anyOf.filter((option) =>
      'ref' in option ? refCandidates(ctx, option).length > 0 : peek(ctx, option, verb, actor, they) > 0,
    );
    if (live.length === 0) return [];
    const which =
      live.length === 1
        ? 0
        : ask(ctx, actor, () => ({
            kind: 'effect/which-cards',
            prompt: `Choose which cards ${purpose}`,
            min: 1,
            max: 1,
            effect: { verb, role },
            options: live.map((o) => ({
              label: chooserWords(ctx, o, verb, actor, they),
              branch: cards.anyOf.indexOf(o),
              cards: o,
            })),
          }))[0];
    return resolveCards(ctx, live[which!]!, verb, actor, they, purpose, role);
  }
  if ('ref' in cards) return resolveReference(ctx, cards, verb, actor, purpose, role);
  const found = candidates(ctx, cards, verb, actor, they);
  const [min, max] = bounds(cards, countOf(ctx, cards.count, actor, they), found.length);
  let picked: Candidate[];
  if (cards.zone.place === 'deck' || found.length === 0 || (min === max && max === found.length))
    picked = found.slice(0, max);
  else if (cards.random) picked = atRandom(ctx, found, max);
  else {
    const question = (min: number, max: number): Question => ({
      kind: 'effect/cards' as const,
      prompt: `Choose ${chooserWords(ctx, cards, verb, actor, they)} ${purpose}`,
      options: found.map((c) => optionFor(ctx, actor, c)),
      effect: { verb, role },
      min,
      max,
    });
    picked = askSubset(ctx, actor, found.length, question, min, max).map((i) => found[i]!);
  }
  const instances = picked.map((c) => c.instance);
  ctx.bindings.did = instances.length > 0;
  ctx.bindings.group = instances;
  ctx.bindings.last = instances;
  ctx.bindings.chosen = [];
  // The candidates themselves, a list: a record keyed by instance took a new object shape for every
  // set of instances named, and was a few percent of a simulation. Nothing changes a candidate.
  ctx.bindings.from = picked;
  return instances;
}

/**
 * "a card at random": `n` of the candidates, each as likely as any other, by the table's own random
 * numbers (a replay picks the same), and nobody is asked.
 */
function atRandom(ctx: Context, found: Candidate[], n: number): Candidate[] {
  const rest = found.slice();
  const rng = new Rng(ctx.state);
  const picked: Candidate[] = [];
  while (picked.length < n && rest.length > 0) picked.push(rest.splice(rng.int(0, rest.length - 1), 1)[0]!);
  return picked;
}

function peek(ctx: Context, selection: Selection, verb: Step['kind'], actor: number, they: number | null): number {
  // Counting candidates must not ask anything: a hand of "a player" counts as present.
  if (
    selection.zone.place === 'hand' &&
    (selection.zone.player === 'a-player' || selection.zone.player === 'an-opponent')
  )
    return 1;
  if (selection.zone.place === 'deck')
    return (ctx.state.zones[ctx.terms.deck]?.length ?? 0) + cardsIn(ctx.state, ctx.terms.discard).length;
  return candidates(ctx, selection, verb, actor, they).length;
}

function refCandidates(ctx: Context, ref: Reference): string[] {
  const { last, group, chosen } = ctx.bindings;
  const base =
    ref.ref === 'the-rest' || ref.ref === 'the-other' || ref.ref === 'the-others'
      ? group.filter((i) => !chosen.includes(i))
      : ref.count
        ? group.filter((i) => !chosen.includes(i))
        : last;
  return base.filter((i) => locate(ctx.state, i) !== null);
}

function resolveReference(
  ctx: Context,
  ref: Reference,
  verb: Step['kind'],
  actor: number,
  purpose: string,
  role: EffectRole,
): string[] {
  let found = refCandidates(ctx, ref).filter((i) => !isProtected(ctx, i, verb));
  if (ref.count) {
    const [min, max] = bounds({ count: ref.count }, countOf(ctx, ref.count, actor, null), found.length);
    if (!(min === max && max === found.length)) {
      const listed = found;
      const question = (min: number, max: number): Question => ({
        kind: 'effect/cards' as const,
        prompt: `Choose ${wordsOnce(ref, verb, () => describeCards(ref, verb, 'you'))} ${purpose}`,
        options: listed.map((instance) => optionFor(ctx, actor, { instance, ...locate(ctx.state, instance)! })),
        effect: { verb, role },
        min,
        max,
      });
      found = askSubset(ctx, actor, listed.length, question, min, max).map((i) => listed[i]!);
    }
    ctx.bindings.chosen = [...ctx.bindings.chosen, ...found];
  } else if (ref.ref === 'the-rest' || ref.ref === 'the-other' || ref.ref === 'the-others') {
    ctx.bindings.chosen = [...ctx.bindings.chosen, ...found];
  }
  ctx.bindings.last = found;
  ctx.bindings.did = found.length > 0;
  return found;
}

/** How many a count names now: its `n`, times the number `per` stands for ("a card for each …", "that many"). */
export function countOf(ctx: Context, count: Count, actor: number, they: number | null): number {
  const n = count.n ?? 1;
  return count.per ? n * quantityOf(ctx, count.per, actor, they) : n;
}

/**
 * The number an amount stands for, as the table is now: the cards a selection names ("for each Knowledge
 * card you control"), the cards the last sentence named ("that many"), or the players a phrase names.
 */
export function quantityOf(ctx: Context, amount: Quantity, actor: number, they: number | null): number {
  if ('thatMany' in amount) return ctx.bindings.last.length;
  if ('players' in amount)
    return seatsOf(ctx, amount.players, actor, they, { purpose: 'to count', verb: 'for-each', role: 'actor' }).length;
  return candidates(ctx, amount.cardsIn, null, actor, they).length;
}
