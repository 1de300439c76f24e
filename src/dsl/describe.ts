// Compiled effects read back as English. `describe` of a compiled card compiles again to the same
// steps (test/dsl/round-trip.test.ts), which keeps the grammar and the compiler honest with each other.
import { defaultZone } from './lower-effect.js';
import type { Cards, Count, Effect, Filter, Player, Reference, Selection, Step, Zone } from './schema-types.js';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const DOMAIN_NAMES = { knowledge: 'Knowledge', science: 'Science', technology: 'Technology', services: 'Services' } as const;

const PLAYER: Record<Player, string> = {
  you: 'you', they: 'they', 'that-player': 'that player', 'a-player': 'a player', 'an-opponent': 'an opponent',
  'each-player': 'each player', 'all-players': 'all players', 'each-other-player': 'each other player',
  'left-of-you': 'the player on your left', 'left-of-them': 'the player on their left',
  'each-opponent': 'each opponent', 'right-of-you': 'the player on your right', 'right-of-them': 'the player on their right',
  'most-cards': 'the player with the most cards in their hand', 'fewest-cards': 'the player with the fewest cards in their hand',
  'other-player': 'the other player',
};
const POSSESSIVE: Record<Player, string> = {
  you: 'your', they: 'their', 'that-player': "that player's", 'a-player': "a player's", 'an-opponent': "an opponent's",
  'each-player': "each player's", 'all-players': "all players'", 'each-other-player': "each other player's",
  'left-of-you': "the player on your left's", 'left-of-them': "the player on their left's",
  'each-opponent': "each opponent's", 'right-of-you': "the player on your right's", 'right-of-them': "the player on their right's",
  // Said only by a steal, as "from the player with the most cards in their hand" (see `stolen`).
  'most-cards': "the player with the most cards'", 'fewest-cards': "the player with the fewest cards'",
  'other-player': "the other player's",
};
const REFERENCE: Record<Reference['ref'], string> = {
  it: 'it', them: 'them', 'that-card': 'that card', 'those-cards': 'those cards', 'the-rest': 'the rest', 'the-other': 'the other', 'the-others': 'the others',
};
const CONTROL = { any: 'in play', neutral: 'in play', you: 'you control', they: 'they control', 'that-player': 'that player controls', opponent: 'an opponent controls' } as const;

/** The effect as card text: "Keyword – Sentence. Sentence." */
export function describe(effect: Pick<Effect, 'keyword' | 'steps'>): string {
  return `${effect.keyword} – ${describeSteps(effect.steps)}`;
}

/** The steps as sentences. */
export function describeSteps(steps: Step[]): string {
  return steps.map((step) => `${capitalise(sentence(step))}.`).join(' ');
}

function sentence(step: Step): string {
  const body = clause(step);
  return step.then ? `Then, ${body}` : body;
}

const isSingular = (player: Player) => player !== 'all-players';

function clause(step: Step): string {
  switch (step.kind) {
    case 'if':
      return `if ${condition(step.condition)}, ${step.steps.length === 1 ? clause(step.steps[0]) : joined(step.steps)}`;
    case 'count-as': {
      const verb = cardsAreSingular(step.cards) ? 'counts' : 'count';
      // Every card of a kind reads as written: "Knowledge cards you control count as Science cards".
      const every = 'count' in step.cards && !('ref' in step.cards) && step.cards.count.mode === 'all';
      const as = step.as.domain ? (every ? `${DOMAIN_NAMES[step.as.domain]} cards` : `a ${DOMAIN_NAMES[step.as.domain]} card`) : `value ${step.as.value}`;
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
function joined(steps: Step[]): string {
  const actor = steps[0].actor;
  const form = actor !== 'you' && isSingular(actor) ? 'third' : 'base';
  const text = steps.map((s) => predicates(s, form)).join(' and ');
  return actor === 'you' ? text : `${PLAYER[actor]} ${text}`;
}

/** One predicate, or the options of a choice joined by "or" (the subject is said once). */
function predicates(step: Step, form: 'base' | 'third'): string {
  if (step.kind === 'choice') return step.options.map((option) => predicate(option[0], form)).join(' or ');
  return predicate(step, form);
}

function predicate(step: Step, form: 'base' | 'third'): string {
  const verb = (base: string) => (form === 'third' ? (base.endsWith('sh') || base.endsWith('ss') ? `${base}es` : `${base}s`) : base);
  const c = (set: Cards) => describeCards(set, step.kind, step.actor);
  switch (step.kind) {
    case 'draw': return `${verb('draw')} ${c(step.cards)}`;
    case 'reveal': return `${verb('reveal')} ${c(step.cards)}`;
    case 'look': return `${verb(step.word ?? 'look')} at ${c(step.cards)}`;
    case 'expel': return `${verb('expel')} ${c(step.cards)}`;
    case 'discard': return `${verb('discard')} ${c(step.cards)}`;
    case 'pick': return `${verb(step.word ?? 'pick')} ${c(step.cards)}`;
    case 'pick-player': return `${verb(step.word ?? 'pick')} ${PLAYER[step.player]}`;
    case 'arrange': return `${verb('arrange')} ${c(step.cards)} in any order`;
    case 'shuffle': return `${verb('shuffle')} ${c(step.cards)} into the deck`;
    case 'copy': return `${verb('use')} the effect of ${c(step.cards)}`;
    case 'exchange': return `${verb(step.word ?? 'exchange')} ${c(step.cards)}${step.with ? ` with ${c(step.with)}` : ''}`;
    case 'replace': return `${verb('replace')} ${c(step.cards)} with ${c(step.with)}`;
    case 'give': return `${verb(step.word ?? 'give')} ${c(step.cards)} to ${PLAYER[step.to]}`;
    case 'take':
      if (step.word === 'steal') return `${verb('steal')} ${stolen(step.cards, step.actor)}`;
      if (step.word === 'return') return `${verb('return')} ${c(step.cards)} to ${POSSESSIVE[step.into]} hand`;
      return `${verb('take')} ${c(step.cards)} into ${POSSESSIVE[step.into]} hand`;
    case 'put': return `${verb('put')} ${c(step.cards)} ${step.position === 'top' ? 'on top of' : 'at the bottom of'} the deck${step.anyOrder ? ' in any order' : ''}`;
    default: return clause(step);
  }
}

/** What a steal takes: "a card from an opponent" when it is one player's hand, else the card phrase. */
function stolen(set: Cards, actor: Player): string {
  const text = describeCards(set, 'take', actor);
  if ('zone' in set && set.zone.place === 'hand') {
    const hand = ` from ${POSSESSIVE[set.zone.player]} hand`;
    if (text.endsWith(hand)) return `${text.slice(0, -hand.length)} from ${PLAYER[set.zone.player]}`;
  }
  return text;
}

function condition(c: Extract<Step, { kind: 'if' }>['condition']): string {
  const subject = c.subject === 'it' ? 'it' : 'that card';
  const { domains, wild, value } = c.test;
  if (wild) return `${subject} is wild`;
  if (!domains && value && c.subject === 'it') return `its value is ${valueText(value)}`;
  const kind = domains ? `${domainList(domains)} card` : 'card';
  return `${subject} is ${article(kind)} ${kind}${value ? ` of value ${valueText(value)}` : ''}`;
}

function cardsAreSingular(set: Cards): boolean {
  if ('ref' in set) return !set.count && (set.ref === 'it' || set.ref === 'that-card' || set.ref === 'the-other');
  if ('anyOf' in set) return cardsAreSingular(set.anyOf[0]);
  return set.count.mode === 'exactly' && set.count.n === 1;
}

/** A card phrase in words, leaving out the place the verb implies ("a card" for draw). */
export function describeCards(set: Cards, verb: Step['kind'], actor: Player): string {
  if ('anyOf' in set) return set.anyOf.map((s) => describeCards(s, verb, actor)).join(' or ');
  if ('ref' in set) return set.count ? `${set.count.mode === 'exactly' && set.count.n === 1 ? 'one' : countWords(set.count)} of them` : REFERENCE[set.ref];
  return selection(set, verb, actor);
}

function selection(set: Selection, verb: Step['kind'], actor: Player): string {
  const { count, filter, zone } = set;
  if (count.mode === 'all' && !filter) {
    if (zone.place === 'hand') return `${POSSESSIVE[zone.player]} hand`;
    if (zone.place === 'discard') return 'the discard';
    if (zone.place === 'zone') return `the ${zone.name}`;
  }
  const plural = !(count.mode === 'exactly' && count.n === 1);
  const noun = plural ? 'cards' : 'card';
  if (zone.place === 'deck' && count.mode === 'exactly' && !filter && !sameZone(zone, defaultZone(verb, actor))) {
    return `the ${zone.end} ${count.n === 1 ? '' : `${NUMBER_WORDS[count.n!] ?? count.n} `}${noun} of the deck`;
  }
  const adjectives: string[] = [];
  if (set.other && !(count.mode === 'exactly' && count.n === 1)) adjectives.push('other');
  if (zone.place === 'in-play' && zone.control === 'neutral') adjectives.push('neutral');
  if (filter?.wild) adjectives.push('wild');
  if (filter?.domains) adjectives.push(domainList(filter.domains));
  const head = set.other && count.mode === 'exactly' && count.n === 1 ? ['another', ...adjectives, noun].join(' ')
    : [countWords(count, adjectives[0] ?? noun), ...adjectives, noun].join(' ');
  const posts: string[] = [];
  if (filter?.value) posts.push(`of value ${valueText(filter.value)}`);
  if (!sameZone(zone, defaultZone(verb, actor))) posts.push(place(zone));
  return [head, ...posts].join(' ');
}

function place(zone: Zone): string {
  switch (zone.place) {
    case 'in-play': return CONTROL[zone.control];
    case 'hand': return `from ${POSSESSIVE[zone.player]} hand`;
    case 'discard': return 'in the discard';
    case 'deck': return `of the deck`;
    case 'zone': return `in the ${zone.name}`;
  }
}

function sameZone(a: Zone, b: Zone | null): boolean {
  return b !== null && JSON.stringify(a) === JSON.stringify(b);
}

function countWords(count: Count, next = 'card'): string {
  switch (count.mode) {
    case 'exactly': return count.n === 1 ? article(next) : (NUMBER_WORDS[count.n!] ?? String(count.n));
    case 'up-to': return `up to ${NUMBER_WORDS[count.n!] ?? count.n}`;
    case 'any': return 'any number of';
    case 'all': return 'all';
  }
}

function valueText(value: NonNullable<Filter['value']>): string {
  if (value.min !== undefined && value.max !== undefined && value.min === value.max) return String(value.min);
  if (value.min !== undefined && value.max !== undefined) return `${value.min} to ${value.max}`;
  if (value.min !== undefined) return `${value.min} or more`;
  return `${value.max} or less`;
}

function domainList(domains: Filter['domains']): string {
  return (domains ?? []).map((d) => DOMAIN_NAMES[d]).join(' or ');
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
