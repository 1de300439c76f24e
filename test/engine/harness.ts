// A table set up by hand for scenario tests: each card appears once, its instance id is its card id
// ("science-7"), so zones read as the cards in them. Answers are given by option label.
import { expect } from 'vitest';
import { compileEffectText, type Card } from '../../src/dsl/index.js';
import { createSandbox, SANDBOX_TERMS, type SandboxAction } from '../../src/engine/sandbox.js';
import { freshTable, type TableState } from '../../src/engine/state.js';
import type { Terms } from '../../src/engine/terms.js';
import { checkConservation } from '../../src/engine/zones.js';
import { loadDeck } from '../../src/tools/deck-files.js';

export const DECK: Card[] = loadDeck('cards').cards;
export const byName = (name: string): Card => {
  const card = DECK.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card;
};

export interface Layout {
  players?: number;
  deck?: string[]; // top first
  discard?: string[]; // top first
  hands?: string[][];
  companies?: string[][];
  market?: (string | null)[];
  rest?: 'deck' | 'expelled'; // where every card not placed goes (default: the bottom of the deck)
}

export function table(layout: Layout, terms: Terms = SANDBOX_TERMS) {
  const game = createSandbox(DECK, terms);
  const players = layout.players ?? 3;
  const state: TableState = {
    players,
    cards: Object.fromEntries(DECK.map((c) => [c.id, c.id])),
    ...freshTable(7),
    zones: {
      deck: [...(layout.deck ?? [])],
      discard: [...(layout.discard ?? [])],
      expelled: [],
      market: [...(layout.market ?? [])],
    },
  };
  for (let seat = 0; seat < players; seat++) {
    state.zones[`hand:${seat}`] = [...(layout.hands?.[seat] ?? [])];
    state.zones[`company:${seat}`] = [...(layout.companies?.[seat] ?? [])];
  }
  const placed = new Set(Object.values(state.zones).flat());
  const rest = DECK.map((c) => c.id).filter((id) => !placed.has(id));
  state.zones[layout.rest ?? 'deck'].push(...rest);
  expect(checkConservation(state)).toEqual([]);
  return { game, state };
}

type Answer = string | number | (string | number)[];

/** Applies an action, then answers the choices that follow, each by option label (or index). */
export function play(
  game: ReturnType<typeof createSandbox>,
  state: TableState,
  action: SandboxAction,
  ...answers: Answer[]
): TableState {
  let s = game.apply(state, action);
  for (const answer of answers) {
    if (!s.pending)
      throw new Error(
        `no choice pending for answer ${JSON.stringify(answer)}; log: ${s.log.map((l) => l.text).join(' | ')}`,
      );
    const pending = s.pending;
    const picks = (Array.isArray(answer) ? answer : [answer]).map((a) => {
      if (typeof a === 'number') return a;
      const i = pending.options.findIndex((o) => o.label === a || o.label.startsWith(a));
      if (i < 0)
        throw new Error(
          `no option "${a}" in ${JSON.stringify(pending.options.map((o) => o.label))} (${pending.prompt})`,
        );
      return i;
    });
    s = game.apply(s, { type: 'choose', picks });
  }
  expect(checkConservation(s)).toEqual([]);
  return s;
}

/** Uses the effect of the named card and answers every choice it asks; fails if one is left open. */
export function use(
  game: ReturnType<typeof createSandbox>,
  state: TableState,
  name: string,
  ...answers: Answer[]
): TableState {
  const s = start(game, state, name, ...answers);
  if (s.pending)
    throw new Error(
      `a choice is still open: ${s.pending.prompt} ${JSON.stringify(s.pending.options.map((o) => o.label))}`,
    );
  return s;
}

/** Uses the effect of the named card for the active player, answering the given choices only. */
export function start(
  game: ReturnType<typeof createSandbox>,
  state: TableState,
  name: string,
  ...answers: Answer[]
): TableState {
  return play(game, state, { type: 'use', card: byName(name).id }, ...answers);
}

export const zone = (state: TableState, id: string) => state.zones[id].filter((i) => i !== null);

/** A made-up card whose effect is `text` ("Keyword – " is added), compiled like any card file. */
export function cardWithText(text: string, id = 'test'): Card {
  const { effect, problems } = compileEffectText(`Test – ${text}`);
  expect(problems).toEqual([]);
  return {
    id,
    value: 5,
    domain: 'science',
    name: 'Test Card',
    year: 2000,
    people: 'Nobody',
    fact: 'A card for a test.',
    source: 'provisional',
    effect,
  };
}

/** The sandbox with a made-up card whose effect is `text`, on the table of `layout` (the card lies with the expelled cards). */
export function tableWithText(text: string, layout: Layout) {
  const game = createSandbox([...DECK, cardWithText(text)]);
  const { state } = table(layout);
  state.cards.test = 'test';
  state.zones.expelled.push('test');
  return { game, state };
}

/** Uses a made-up card whose effect is `text` on the table of `layout` and answers the choices in order. */
export function useText(text: string, layout: Layout, ...answers: Answer[]): TableState {
  const { game, state } = tableWithText(text, layout);
  return play(game, state, { type: 'use', card: 'test' }, ...answers);
}

/** As `useText`, and the effect must be over: no choice left. */
export function useTextDone(text: string, layout: Layout, ...answers: Answer[]): TableState {
  const s = useText(text, layout, ...answers);
  expect(s.pending, s.pending ? `still asks: ${s.pending.prompt}` : '').toBeNull();
  return s;
}
