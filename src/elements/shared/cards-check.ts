/**
 * Whether cards and rules handed to a game element can be played, before they are: the shape of the
 * `deck` and `rules` properties a page sets (JavaScript values that no compiler has seen), and a short
 * trial game that these and the files of `cards-src` and `rules-src` go through. A page's mistake gets
 * a message saying what is wrong, and the element plays its built-in cards and rules instead; nothing
 * is thrown.
 *
 * The shape check is cheap and reads only what a game needs to begin (a card's fields, a rules file's
 * sections): the full schemas are checked by the compilers, which are not in the embed bundle. What it
 * lets through and the game still can't play, the trial finds.
 */
import type { Card, Rules } from '../../dsl/runtime.js';
import { botActions } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { BuiltGame } from '../../engine/descriptor.js';
import type { Game, GameConfig } from '../../engine/game.js';
import { domains } from '../domains.js';

/** Moves of the short game cards and rules are tried on before they are played (a few hundredths of a second). */
export const TRIAL_MOVES = 200;

/** The most problems a check lists: a page that passed the wrong value gets its gist, not thousands of lines. */
const MAX_PROBLEMS = 5;

/** A card's domains, `wild` included: the ones the elements know how to draw. */
const DOMAINS = Object.keys(domains);
const SOURCES = ['published', 'provisional'];

/** What a value is, in words: "a string ("abc")", "an array", "null". */
function what(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}")`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? 'a number' : `a ${typeof value}`} (${String(value)})`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (o: Record<string, unknown>, key: string) => (Object.hasOwn(o, key) ? o[key] : undefined);

/** The first problem of one card of a deck, or null. */
function cardProblem(card: unknown): string | null {
  if (!isObject(card)) return `is ${what(card)}, not a compiled card`;
  const field = (key: string) => own(card, key);
  const id = field('id');
  if (typeof id !== 'string' || id === '')
    return id === undefined ? 'has no id' : `has the id ${what(id)}, not a card id such as "science-7"`;
  for (const key of ['name', 'people', 'fact'])
    if (typeof field(key) !== 'string') return `(${id}) has no ${key} in words`;
  if (!DOMAINS.includes(field('domain') as string))
    return `(${id}) has the domain ${what(field('domain'))}: it should be one of ${DOMAINS.map((d) => `"${d}"`).join(', ')}`;
  const value = field('value');
  if (value !== null && !Number.isInteger(value))
    return `(${id}) has the value ${what(value)}: it should be a whole number, or null for a wild card`;
  if (!Number.isInteger(field('year'))) return `(${id}) has no year`;
  if (!SOURCES.includes(field('source') as string))
    return `(${id}) has the source ${what(field('source'))}: it should be "published" or "provisional"`;
  const effect = field('effect');
  if (effect === null) return null;
  if (!isObject(effect) || typeof own(effect, 'keyword') !== 'string' || typeof own(effect, 'text') !== 'string')
    return `(${id}) has an effect that is not a compiled effect (it should be null or have a keyword, a text and steps)`;
  const steps = own(effect, 'steps');
  if (
    !Array.isArray(steps) ||
    steps.length === 0 ||
    !steps.every((s) => isObject(s) && typeof own(s, 'kind') === 'string')
  )
    return `(${id}) has an effect without steps`;
  return null;
}

/**
 * What is wrong with a `deck` a page set, in words (empty: it may be tried). A deck is the array of
 * compiled cards a card file compiles to, as `tech-deck check --json` or the Vite plugin gives it.
 */
export function deckProblems(deck: unknown): string[] {
  if (deck === null || deck === undefined) return [];
  const compiled = 'the compiled cards, as `tech-deck check --json` or the Vite plugin gives them';
  if (!Array.isArray(deck)) return [`deck should be an array of ${compiled}; it is ${what(deck)}.`];
  if (deck.length === 0) return [`deck is empty: give it ${compiled}, or null for the built-in cards.`];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  let more = 0;
  deck.forEach((card: unknown, index) => {
    let problem = cardProblem(card);
    const id = problem === null ? (card as Card).id : null;
    if (id !== null) {
      const first = seen.get(id);
      if (first !== undefined) problem = `(${id}) has the id of deck[${first}]: each card of a deck has its own id`;
      else seen.set(id, index);
    }
    if (problem === null) return;
    if (problems.length < MAX_PROBLEMS) problems.push(`deck[${index}] ${problem}.`);
    else more += 1;
  });
  if (more > 0) problems.push(`… and ${more} more ${more === 1 ? 'card' : 'cards'} like these.`);
  return problems;
}

/** The sections every compiled rules file has, and what each holds. */
const RULES_SECTIONS: readonly [string, 'object' | 'array'][] = [
  ['players', 'object'],
  ['decks', 'object'],
  ['zones', 'object'],
  ['terms', 'object'],
  ['scoring', 'object'],
  ['numbers', 'object'],
  ['rulings', 'object'],
  ['markers', 'array'],
  ['protections', 'array'],
  ['setup', 'array'],
  ['phases', 'array'],
];

/**
 * What is wrong with `rules` a page set for `game`, in words (empty: they may be tried). Rules are the
 * object a game's rules file compiles to; its id names the game (rules/grid-poker.rules: "grid-poker").
 */
export function rulesProblems(rules: unknown, game: { id: string; name: string }): string[] {
  if (rules === null || rules === undefined) return [];
  const compiled = `the compiled rules of ${game.name} (its rules file, rules/${game.id}.rules, compiled)`;
  if (!isObject(rules)) return [`rules should be ${compiled}; they are ${what(rules)}.`];
  const id = own(rules, 'id');
  if (id !== game.id) {
    return [
      typeof id === 'string'
        ? `rules are for "${id}", not ${game.name}: give it ${compiled}.`
        : `rules should be ${compiled}; they have no id (it would be "${game.id}").`,
    ];
  }
  const missing = RULES_SECTIONS.filter(([key, kind]) =>
    kind === 'array' ? !Array.isArray(own(rules, key)) : !isObject(own(rules, key)),
  ).map(([key]) => key);
  return missing.length > 0 ? [`rules have no ${missing.join(', ')}: they should be ${compiled}.`] : [];
}

/**
 * Why the game built on `deck` and `rules` can't be played, or null: it is set up with the element's
 * config and played for a few hundred moves (a spread of the legal moves, the same each time), so an
 * effect or a rule the engine can't carry out is reported before a game, not in the middle of one.
 * `create` builds the game (null: the element takes no other cards); `config` null: the element's
 * attributes are bad, and nothing is tried. A player count the rules don't allow is tried at the nearest
 * count they do: the attribute is then refused against the rules in play, not the rules file.
 */
export function trialProblem(
  create: (deck: Card[] | null, rules: Rules | null) => (Game<unknown, ChooseAction> & BuiltGame) | null,
  config: GameConfig | null,
  deck: Card[] | null,
  rules: Rules | null,
): string | null {
  try {
    const game = create(deck, rules);
    if (!game || !config) return null;
    const { min, max } = game.rules.players;
    let state = game.setup({ ...config, players: Math.min(max, Math.max(min, config.players)) });
    if (game.actor(state) === null) return 'the game is over before its first move';
    for (let n = 0; n < TRIAL_MOVES && game.actor(state) !== null; n++) {
      const actions = botActions(game, state);
      if (actions.length === 0) return `the game stops at move ${n + 1}: no move is left to make`;
      state = game.apply(state, actions[(n * 7) % actions.length]);
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
