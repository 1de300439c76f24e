// put: cards on top of or at the bottom of the deck; "in any order" lets the actor choose the order.
import type { Put } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { count, say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { drop, lift } from '../zones.js';
import { chooseOrder } from './order.js';

export function resolve(ctx: Context, step: Put, actor: number, they: number | null): void {
  let picked = resolveCards(
    ctx,
    step.cards,
    'put',
    actor,
    they,
    `to put ${step.position === 'top' ? 'on top of' : 'at the bottom of'} the deck`,
  );
  // The actor orders the cards only when the card says so; otherwise they keep the order they had.
  if (step.anyOrder && picked.length > 1) {
    picked =
      step.position === 'top'
        ? chooseOrder(ctx, actor, picked, 'Choose the card to be nearer the top', 'put', 'top')
        : chooseOrder(ctx, actor, picked, 'Choose the card to go under first', 'put', 'bottom');
  }
  const { state, terms } = ctx;
  for (const instance of picked) lift(state, terms, instance);
  // The first card of the list ends on top (top) or nearest the rest of the deck (bottom).
  if (step.position === 'top') for (const instance of [...picked].reverse()) drop(state, instance, terms.deck, 'top');
  else for (const instance of picked) drop(state, instance, terms.deck, 'bottom');
  say(
    ctx,
    actor,
    `${who(actor)} puts ${count(picked.length)} ${step.position === 'top' ? 'on top of' : 'at the bottom of'} the deck.`,
  );
}
