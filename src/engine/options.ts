// Options of a choice that name cards the chooser may see, and the one way to add a game's data to one.
import { cardLabel } from './cards.js';
import type { Env } from './context.js';
import type { ChoiceOption, TableState } from './state.js';

export function cardOption(state: TableState, env: Env, instance: string, suffix = ''): ChoiceOption {
  const card = state.cards[instance]!;
  return {
    label: `${cardLabel(env.catalogue[card]!)}${suffix}`,
    card,
    instance,
  };
}

/**
 * `base` (a new object of the caller's) with `fields` added after its own, in that order: the same object
 * as `{ ...base, ...fields }`, but V8 copies an object spread and then given new keys on a slow path, a
 * microsecond each time, and a simulation asks such questions hundreds of times a game.
 */
export function withFields<T extends object, F extends object>(base: T, fields: F): T & F {
  return Object.assign(base, fields);
}
