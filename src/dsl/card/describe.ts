// Compiled effects read back as English. `describe` of a compiled card compiles again to the same
// steps (test/dsl/deck.test.ts for every card file; test/dsl/round-trip.ts for each sentence shape of
// the construct tests), which keeps the grammar and the compiler honest with each other.
import { defaultZone } from './lower-effect.js';
import type * as Schema from '../schema-types.js';
import { DOMAIN_NAMES } from '../domains.js';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const PLAYER: Record<Schema.Player, string> = {
  you: 'you',
  they: 'they',
  'that-player': 'that player',
  'a-player': 'a player',
  'an-opponent': 'an opponent',
  'each-player': 'each player',
  'all-players': 'all players',
  'each-other-player': 'each other player',
  'left-of-you': 'the player on your left',
  'left-of-them': 'the player on their left',
  'each-opponent': 'each opponent',
  'right-of-you': 'the player on your right',
  'right-of-them': 'the player on their right',
  'most-cards': 'the player with the most cards in their hand',
  'fewest-cards': 'the player with the fewest cards in their hand',
  'other-player': 'the other player',
};
const POSSESSIVE: Record<Schema.Player, string> = {
  you: 'your',
  they: 'their',
  'that-player': "that player's",
  'a-player': "a player's",
  'an-opponent': "an opponent's",
  'each-player': "each player's",
  'all-players': "all players'",
  'each-other-player': "each other player's",
  'left-of-you': "the player on your left's",
  'left-of-them': "the player on their left's",
  'each-opponent': "each opponent's",
  'right-of-you': "the player on your right's",
  'right-of-them': "the player on their right's",
  // Said only by a steal, as "from the player with the most cards in their hand" (see `stolen`).
  'most-cards': "the player with the most cards'",
  'fewest-cards': "the player with the fewest cards'",
  'other-player': "the other player's",
};
/** A card reference as it is written ("that card"): read back here, and named by check-references.ts. */
export const REFERENCE_WORDS: Readonly<Record<Schema.Reference['ref'], string>> = {
  it: 'it',
  them: 'them',
  'that-card': 'that card',
  'those-cards': 'those cards',
  'the-rest': 'the rest',
  'the-other': 'the other',
  'the-others': 'the others',
};
const CONTROL = {
  any: 'in play',
  neutral: 'in play',
  you: 'you control',
  they: 'they control',
  'that-player': 'that player controls',
  opponent: 'an opponent controls',
} as const;

/** The effect as card text: "Keyword – Sentence. Sentence." */
export function describe(effect: Pick<Schema.Effect, 'keyword' | 'steps'>): string {
  return `${effect.keyword} – ${describeSteps(effect.steps)}`;
}

/** The steps as sentences. */
export function describeSteps(steps: Schema.Step[]): string {
  return steps.map((step) => `${capitalise(sentence(step))}.`).join(' ');
}

function sentence(step: Schema.Step): string {
  const body = clause(step);
  return step.then ? `Then, ${body}` : body;
}

const isSingular = (player: Schema.Player) => player !== 'all-players';

function clause(step: Schema.Step): string {
  switch (step.kind) {
    case 'if': {
      const otherwise = step.else
        ? `. Otherwise, ${step.else.length === 1 ? clause(step.else[0]!) : joined(step.else)}`
        : '';
      return `if ${condition(step.condition)}, ${step.steps.length === 1 ? clause(step.steps[0]!) : joined(step.steps)}${otherwise}`;
    }
    case 'repeat': {
      const form = step.actor !== 'you' && isSingular(step.actor) ? 'third' : 'base';
      return `${step.actor === 'you' ? '' : `${PLAYER[step.actor]} `}${predicate(step.steps[0]!, form)} until ${until(step)}`;
    }
    case 'for-each':
      return `for each ${quantityNoun(step.over)}, ${step.steps.length === 1 ? clause(step.steps[0]!) : joined(step.steps)}`;
    case 'count-as': {
      const verb = cardsAreSingular(step.cards) ? 'counts' : 'count';
      // Every card of a kind reads as written: "Knowledge cards you control count as Science cards".
      const every = 'count' in step.cards && !('ref' in step.cards) && step.cards.count.mode === 'all';
      const as = step.as.domain
        ? every
          ? `${DOMAIN_NAMES[step.as.domain]} cards`
          : `a ${DOMAIN_NAMES[step.as.domain]} card`
        : `value ${step.as.value}`;
      const cards = describeCards(step.cards, 'count-as', 'you');
      return `${every && cards.startsWith('all ') ? cards.slice('all '.length) : cards} ${verb} as ${as}${step.duration ? ` until the end of the ${step.duration}` : ''}`;
    }
    case 'may':
      return `${PLAYER[step.actor]} may ${step.steps.map((s) => predicates(s, 'base')).join(' and ')}`;
    default:
      if (step.actor === 'you') return predicates(step, 'base');
      return `${PLAYER[step.actor]} ${predicates(step, isSingular(step.actor) ? 'third' : 'base')}`;
  }
}

/** Steps of one actor said as one clause: "each player draws a card and discards a card". */
function joined(steps: Schema.Step[]): string {
  const actor = steps[0]!.actor;
  const form = actor !== 'you' && isSingular(actor) ? 'third' : 'base';
  const text = steps.map((s) => predicates(s, form)).join(' and ');
  return actor === 'you' ? text : `${PLAYER[actor]} ${text}`;
}

/** One predicate, or the options of a choice joined by "or" (the subject is said once). */
function predicates(step: Schema.Step, form: 'base' | 'third'): string {
  if (step.kind === 'choice') return step.options.map((option) => predicate(option[0]!, form)).join(' or ');
  return predicate(step, form);
}

/** A verb as "each opponent" does it: "draws", "pushes", "passes". */
export const thirdPerson = (base: string) => (base.endsWith('sh') || base.endsWith('ss') ? `${base}es` : `${base}s`);

function predicate(step: Schema.Step, form: 'base' | 'third'): string {
  const verb = (base: string) => (form === 'third' ? thirdPerson(base) : base);
  const c = (set: Schema.Cards) => describeCards(set, step.kind, step.actor);
  switch (step.kind) {
    case 'draw':
      return `${verb('draw')} ${c(step.cards)}`;
    case 'reveal':
      return `${verb('reveal')} ${c(step.cards)}`;
    case 'look':
      return `${verb(step.word ?? 'look')} at ${c(step.cards)}`;
    case 'expel':
      return `${verb('expel')} ${c(step.cards)}`;
    case 'discard':
      return `${verb('discard')} ${c(step.cards)}`;
    case 'pick':
      return `${verb(step.word ?? 'pick')} ${c(step.cards)}`;
    case 'pick-player':
      return `${verb(step.word ?? 'pick')} ${PLAYER[step.player]}`;
    case 'arrange':
      return step.word === 'put-back'
        ? `${verb('put')} ${c(step.cards)} back in any order`
        : `${verb('arrange')} ${c(step.cards)} in any order`;
    case 'shuffle':
      return `${verb('shuffle')} ${c(step.cards)} into the deck`;
    case 'copy':
      return `${verb('use')} the effect of ${c(step.cards)}`;
    case 'exchange':
      return `${verb(step.word ?? 'exchange')} ${c(step.cards)}${step.with ? ` with ${c(step.with)}` : ''}`;
    case 'replace':
      return `${verb('replace')} ${c(step.cards)} with ${c(step.with)}`;
    case 'give':
      return `${verb(step.word ?? 'give')} ${c(step.cards)} to ${PLAYER[step.to]}`;
    case 'take':
      if (step.word === 'steal') return `${verb('steal')} ${stolen(step.cards, step.actor)}`;
      if (step.word === 'return') return `${verb('return')} ${c(step.cards)} to ${POSSESSIVE[step.into]} hand`;
      return `${verb(step.word === 'put' ? 'put' : 'take')} ${c(step.cards)} into ${POSSESSIVE[step.into]} hand`;
    case 'put':
      return `${verb('put')} ${c(step.cards)} ${step.position === 'top' ? 'on top of' : 'at the bottom of'} the deck${step.anyOrder ? ' in any order' : ''}`;
    case 'choose':
      return `${verb('choose')} ${step.value === 'domain' ? 'a domain' : `a number from ${step.min ?? 1} to ${step.max ?? 13}`}`;
    default:
      return clause(step);
  }
}

/** What a steal takes: "a card from an opponent" when it is one player's hand, else the card phrase. */
function stolen(set: Schema.Cards, actor: Schema.Player): string {
  const text = describeCards(set, 'take', actor);
  if ('zone' in set && set.zone.place === 'hand') {
    const hand = ` from ${POSSESSIVE[set.zone.player]} hand`;
    if (text.endsWith(hand)) return `${text.slice(0, -hand.length)} from ${PLAYER[set.zone.player]}`;
  }
  return text;
}

type TestCondition = Extract<Schema.Condition, { subject: unknown }>;

function condition(c: Schema.Condition): string {
  if ('not' in c) return negated(c.not);
  if ('did' in c) return c.by === 'they' ? 'they do' : c.by === 'that-player' ? 'that player does' : 'you do';
  if ('count' in c) return counted(c.count, comparison(c));
  if ('compare' in c) {
    const { cards } = c;
    const noun = cardsNoun(cards.filter);
    const than = c.than === 'each-opponent' ? 'each opponent' : 'an opponent';
    if (cards.zone.place === 'hand') return `you have ${c.compare} ${noun} in your hand than ${than}`;
    return `you control ${c.compare} ${noun} than ${than}`;
  }
  return tested(c, false);
}

/**
 * The opposite of a condition. The card language writes "If it is not …" and "If you don't"; a count's
 * opposite is said as the count on the other side ("no cards" for "not one or more").
 */
function negated(c: Schema.Condition): string {
  if ('did' in c)
    return c.by === 'they' ? 'they do not' : c.by === 'that-player' ? 'that player does not' : 'you do not';
  if ('subject' in c && (c.subject === 'it' || c.subject === 'that-card')) return tested(c, true);
  if ('count' in c && (c.atLeast === undefined) !== (c.atMost === undefined)) {
    return condition(
      c.atLeast !== undefined ? { count: c.count, atMost: c.atLeast - 1 } : { count: c.count, atLeast: c.atMost! + 1 },
    );
  }
  return `it is not so that ${condition(c)}`;
}

/** "it is a Science card", "both are wild", "its value is not 10". */
function tested(c: TestCondition, not: boolean): string {
  const is = not ? 'is not' : 'is';
  const { domains, wild, value, chosenDomain, chosenValue } = c.test;
  if (c.subject === 'both' || c.subject === 'all-of-them' || c.subject === 'any-of-them') {
    const [subject, verb] =
      c.subject === 'both'
        ? ['both', 'are']
        : c.subject === 'all-of-them'
          ? ['all of them', 'are']
          : ['any of them', 'is'];
    if (wild) return `${subject} ${verb} wild`;
    return `${subject} ${verb} ${verb === 'are' ? cardsNoun(c.test) : `${article(cardsNoun(c.test, true))} ${cardsNoun(c.test, true)}`}`;
  }
  const subject = c.subject === 'it' ? 'it' : 'that card';
  if (wild) return `${subject} ${is} wild`;
  if (!domains && !chosenDomain && c.subject === 'it' && (value || chosenValue) && !(value && chosenValue)) {
    return `its value ${is} ${chosenValue ? 'the chosen number' : valueText(value!)}`;
  }
  const kind = cardsNoun(c.test, true);
  return `${subject} ${is} ${article(kind)} ${kind}`;
}

/** The cards a filter names, without a count: "Science cards", "card of value 7 or more", "cards of that domain". */
function cardsNoun(filter: Schema.Filter | undefined, singular = false): string {
  const adjectives = [...(filter?.wild ? ['wild'] : []), ...(filter?.domains ? [domainList(filter.domains)] : [])];
  const posts = [
    ...(filter?.value ? [`of value ${valueText(filter.value)}`] : []),
    ...(filter?.chosenDomain ? ['of that domain'] : []),
    ...(filter?.chosenValue ? ['of the chosen number'] : []),
  ];
  return [...adjectives, singular ? 'card' : 'cards', ...posts].join(' ');
}

/** "three or more", "nine or fewer", "exactly two", "no". */
function comparison(c: { atLeast?: number; atMost?: number }): string {
  const n = (k: number) => NUMBER_WORDS[k] ?? String(k);
  if (c.atMost === 0) return 'no';
  if (c.atLeast !== undefined && c.atLeast === c.atMost) return `exactly ${n(c.atLeast)}`;
  if (c.atLeast !== undefined && c.atMost !== undefined) return `${n(c.atLeast)} to ${n(c.atMost)}`;
  return c.atLeast !== undefined ? `${n(c.atLeast)} or more` : `${n(c.atMost!)} or fewer`;
}

/** A number of cards somewhere: "you control three or more Technology cards", "the deck has nine or fewer cards". */
function counted(q: Schema.Quantity, how: string): string {
  if (!('cardsIn' in q)) return `${how} cards`;
  const { zone, filter } = q.cardsIn;
  const neutral = zone.place === 'in-play' && zone.control === 'neutral' ? 'neutral ' : '';
  const noun = `${neutral}${cardsNoun(filter)}`;
  switch (zone.place) {
    case 'hand':
      return `${POSSESSIVE[zone.player]} hand has ${how} ${noun}`;
    case 'deck':
      return `the deck has ${how} ${noun}`;
    case 'discard':
      return `the discard has ${how} ${noun}`;
    case 'zone':
      return `the ${zone.name} has ${how} ${noun}`;
    case 'in-play':
      if (zone.control === 'any' || zone.control === 'neutral') return `there are ${how} ${noun} in play`;
      return `${CONTROL[zone.control]} ${how} ${noun}`;
  }
}

/** What a repetition waits for: "your hand has six cards", "you reveal a Services card". */
function until(step: Extract<Schema.Step, { kind: 'repeat' }>): string {
  const c = step.until;
  const who = step.actor === 'you' ? 'you' : 'they';
  if ('subject' in c && step.check === 'after')
    return `${who} ${step.steps[0]!.kind} ${article(cardsNoun(c.test, true))} ${cardsNoun(c.test, true)}`;
  // "until your hand has six cards": at least six while drawing, at most six while discarding.
  if ('count' in c && (c.atLeast === undefined) !== (c.atMost === undefined))
    return counted(c.count, NUMBER_WORDS[(c.atLeast ?? c.atMost)!] ?? String(c.atLeast ?? c.atMost));
  return condition(c);
}

/** What "for each" goes through: "opponent", "player", "Knowledge card you control". */
function quantityNoun(q: Schema.Quantity): string {
  if ('players' in q) return q.players === 'each-other-player' ? 'opponent' : 'player';
  if ('thatMany' in q) return 'of them';
  const { zone, filter } = q.cardsIn;
  const neutral = zone.place === 'in-play' && zone.control === 'neutral' ? 'neutral ' : '';
  return `${neutral}${cardsNoun(filter, true)} ${place(zone, 'in')}`;
}

function cardsAreSingular(set: Schema.Cards): boolean {
  if ('ref' in set) return !set.count && (set.ref === 'it' || set.ref === 'that-card' || set.ref === 'the-other');
  if ('anyOf' in set) return cardsAreSingular(set.anyOf[0]!);
  return set.count.mode === 'exactly' && set.count.n === 1;
}

/** A card phrase in words, leaving out the place the verb implies ("a card" for draw). */
export function describeCards(set: Schema.Cards, verb: Schema.Step['kind'], actor: Schema.Player): string {
  if ('anyOf' in set) return set.anyOf.map((s) => describeCards(s, verb, actor)).join(' or ');
  if ('ref' in set)
    return set.count
      ? `${set.count.mode === 'exactly' && set.count.n === 1 ? 'one' : countWords(set.count)} of them`
      : REFERENCE_WORDS[set.ref];
  return selection(set, verb, actor);
}

function selection(set: Schema.Selection, verb: Schema.Step['kind'], actor: Schema.Player): string {
  const { count, filter, zone } = set;
  if (count.mode === 'all' && !filter) {
    if (zone.place === 'hand') return `${POSSESSIVE[zone.player]} hand`;
    if (zone.place === 'discard') return 'the discard';
    if (zone.place === 'zone') return `the ${zone.name}`;
  }
  // "cards from the top of the deck", "cards" (one at a time, in a repetition); "that many cards".
  if (count.bare) {
    if (zone.place === 'deck' && zone.next) return 'cards from the top of the deck';
    const posts = sameZone(zone, defaultZone(verb, actor)) ? [] : [place(zone)];
    return [cardsNoun(filter), ...posts].join(' ');
  }
  if (count.per && 'thatMany' in count.per) {
    const posts = sameZone(zone, defaultZone(verb, actor)) ? [] : [place(zone)];
    return ['that many', cardsNoun(filter), ...posts].join(' ');
  }
  const each = count.per ? ` for each ${quantityNoun(count.per)}` : '';
  const plural = !(count.mode === 'exactly' && count.n === 1);
  const noun = plural ? 'cards' : 'card';
  // "the top two cards of the deck", "the top card of the discard": a pile's end.
  const end = zone.place === 'deck' || zone.place === 'discard' ? zone.end : undefined;
  if (end && count.mode === 'exactly' && !filter && !sameZone(zone, defaultZone(verb, actor))) {
    return `the ${end} ${count.n === 1 ? '' : `${NUMBER_WORDS[count.n!] ?? count.n} `}${noun} of the ${zone.place}${each}`;
  }
  const adjectives: string[] = [];
  if (set.other && !(count.mode === 'exactly' && count.n === 1)) adjectives.push('other');
  if (zone.place === 'in-play' && zone.control === 'neutral') adjectives.push('neutral');
  if (filter?.wild) adjectives.push('wild');
  if (filter?.domains) adjectives.push(domainList(filter.domains));
  const head =
    set.other && count.mode === 'exactly' && count.n === 1
      ? ['another', ...adjectives, noun].join(' ')
      : [countWords(count, adjectives[0] ?? noun), ...adjectives, noun].join(' ');
  const posts: string[] = [];
  if (filter?.value) posts.push(`of value ${valueText(filter.value)}`);
  if (filter?.chosenDomain) posts.push('of that domain');
  if (filter?.chosenValue) posts.push('of the chosen number');
  if (set.random) posts.push('at random');
  if (!sameZone(zone, defaultZone(verb, actor))) posts.push(place(zone));
  return [head, ...posts].join(' ') + each;
}

function place(zone: Schema.Zone, preposition: 'from' | 'in' = 'from'): string {
  switch (zone.place) {
    case 'in-play':
      return CONTROL[zone.control];
    case 'hand':
      return `${preposition} ${POSSESSIVE[zone.player]} hand`;
    case 'discard':
      return 'in the discard';
    case 'deck':
      return `of the deck`;
    case 'zone':
      return `in the ${zone.name}`;
  }
}

function sameZone(a: Schema.Zone, b: Schema.Zone | null): boolean {
  return b !== null && JSON.stringify(a) === JSON.stringify(b);
}

function countWords(count: Schema.Count, next = 'card'): string {
  switch (count.mode) {
    case 'exactly':
      return count.n === 1 ? article(next) : (NUMBER_WORDS[count.n!] ?? String(count.n));
    case 'up-to':
      return `up to ${NUMBER_WORDS[count.n!] ?? count.n}`;
    case 'any':
      return 'any number of';
    case 'all':
      return 'all';
  }
}

function valueText(value: NonNullable<Schema.Filter['value']>): string {
  if (value.min !== undefined && value.max !== undefined && value.min === value.max) return String(value.min);
  if (value.min !== undefined && value.max !== undefined) return `${value.min} to ${value.max}`;
  if (value.min !== undefined) return `${value.min} or more`;
  return `${value.max} or less`;
}

function domainList(domains: Schema.Filter['domains']): string {
  return (domains ?? []).map((d) => DOMAIN_NAMES[d]).join(' or ');
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
