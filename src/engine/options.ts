// Options of a choice that name cards the chooser may see.
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
