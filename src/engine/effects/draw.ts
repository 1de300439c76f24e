// draw: "Draw two cards." "Draw it." — cards into the actor's hand; from the deck one at a time, so the
// discard is reshuffled the moment the deck runs out.
import type { Draw } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { count, names, say, who } from '../log.js';
import { countOf, resolveCards } from '../select.js';
import { handZone } from '../terms.js';
import { ensureDeck, move, zone } from '../zones.js';

export function resolve(ctx: Context, step: Draw, actor: number, they: number | null): void {
  const { state, terms } = ctx;
  const hand = handZone(terms, actor);
  const cards = step.cards;
  if (
    'zone' in cards &&
    cards.zone.place === 'deck' &&
    cards.zone.end === 'top' &&
    !cards.filter &&
    cards.count.mode === 'exactly'
  ) {
    const drawn: string[] = [];
    const n = countOf(ctx, cards.count, actor, they);
    for (let i = 0; i < n; i++) {
      ensureDeck(state, terms, 1);
      const top = zone(state, terms.deck)[0];
      if (!top) break; // "If there are still not enough cards … as many as possible."
      move(state, terms, top, hand, 'top');
      drawn.push(top);
    }
    ctx.bindings.last = ctx.bindings.group = drawn;
    ctx.bindings.chosen = [];
    ctx.bindings.did = drawn.length > 0;
    say(ctx, actor, `${who(actor)} draws ${count(drawn.length)}.`);
    if (drawn.length > 0) say(ctx, actor, `You draw ${names(ctx, drawn)}.`, [actor]);
    return;
  }
  const picked = resolveCards(ctx, cards, 'draw', actor, they, 'to draw');
  for (const instance of picked) move(state, terms, instance, hand, 'top');
  say(ctx, actor, `${who(actor)} draws ${count(picked.length)}.`);
  if (picked.length > 0) say(ctx, actor, `You draw ${names(ctx, picked)}.`, [actor]);
}
