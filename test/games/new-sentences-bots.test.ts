// Every game's bots play decks whose effects use the player phrases, the designers' words and the phrases
// of docs/dsl.md: each card with an effect is given one of these texts in turn, the game is built on that
// deck by its descriptor, and seeded games are played out by every bot of the game, with every card in one
// zone after every action and some effects used. A text naming a zone the game lacks ("the market" in Tech Chess) is left out
// there, as the check would refuse it.
import { describe as suite, expect, it } from 'vitest';
import { checkCardZones, compileEffectText, type Card } from '../../src/dsl/index.js';
import { playOut, type Bot } from '../../src/engine/bots.js';
import type { Game } from '../../src/engine/game.js';
import { checkConservation } from '../../src/engine/zones.js';
import { builtInRules } from '../../src/games/built-in.js';
import { descriptors, techDeck } from '../../src/games/index.js';

const TEXTS = [
  'Each opponent discards a card.',
  'Give a card to the player on your right. Draw a card.',
  'The player with the most cards in their hand discards a card.',
  'Give a card to the player with the fewest cards in their hand. Draw two cards.',
  'Exchange another card you control with a neutral card in play.',
  'The other player discards a card.',
  'An opponent chooses a card from your hand. Discard it. Draw two cards.',
  'Steal a card from an opponent.',
  'Swap a card you control with a card in the discard.',
  'Peek at the top two cards of the deck. Put them on top of the deck in any order.',
  'Return a card you control to your hand.',
  'Each player passes a card to the player on their left.',
  'Pick an opponent. That player reveals their hand. Steal a card from that player.',
  'Take a card of value 4 to 8 in the discard into your hand.',
  'Cards you control count as value 1.',
  "Look at an opponent's hand. Take a card from it into your hand.",
  'Exchange a card you control with a card in the market.',
  // repetition, quantities, conditions on the table, chosen values
  'Draw cards until your hand has six cards.',
  'Reveal cards from the top of the deck until you reveal a Services card. Draw it. Discard the rest.',
  'Discard up to two cards. Then, draw that many cards.',
  'Draw a card for each Knowledge card you control.',
  'For each opponent, that player discards a card.',
  'If you have more cards in your hand than each opponent, discard a card. Otherwise, draw two cards.',
  'You may discard a card. If you do, draw two cards.',
  'Reveal the top two cards of the deck. If both are Science cards, draw them. Otherwise, discard them.',
  'Choose a domain. Each player discards all cards of that domain.',
  'Choose a number from 1 to 13. Reveal the top card of the deck. If its value is the chosen number, draw it.',
].map((text) => compileEffectText(`Test – ${text}`).effect!);

type Id = keyof typeof descriptors;

/** Options that turn card effects on where a game plays without them unless told (Poker Squared's P7). */
const OPTIONS: Partial<Record<Id, Record<string, unknown>>> = { 'poker-squared': { deck: 'tech', cardEffects: true } };

/** The deck with each effect replaced by the next of `TEXTS` that the game's zones allow. */
function deckFor(id: Id): Card[] {
  const rules = builtInRules(id);
  const usable = TEXTS.filter((effect) => checkCardZones({ effect }, rules).length === 0);
  let next = 0;
  return techDeck.map((card) => (card.effect ? { ...card, effect: usable[next++ % usable.length] } : card));
}

suite("every game's bots play the new sentences", () => {
  it('the effect texts compile', () => expect(TEXTS.every(Boolean)).toBe(true));

  it.each(Object.keys(descriptors) as Id[])(
    '%s',
    (id) => {
      const descriptor = descriptors[id] as unknown as {
        create(deck: Card[], rules: unknown): Game<{ players: number }, unknown, unknown>;
        bots(game: unknown): Record<string, Bot>;
      };
      const rules = builtInRules(id);
      const game = descriptor.create(deckFor(id), rules);
      const table = descriptor.bots(game);
      const players = [rules.players.min, Math.min(rules.players.max, 4)];
      let played = 0;
      let uses = 0;
      for (const count of new Set(players)) {
        for (const [name, bot] of Object.entries(table)) {
          const state = game.setup({ players: count, seed: played + 1, options: OPTIONS[id] ?? {} });
          const end = playOut(
            game,
            state,
            Array.from({ length: count }, () => bot),
            {
              botSeed: played,
              maxActions: 20_000,
              afterAction: (s) => expect(checkConservation(s as never), `${id} ${name}`).toEqual([]),
            },
          );
          expect(game.actor(end), `${id}, ${count} players, ${name}: the game ends`).toBeNull();
          uses += (end as unknown as { log: { event?: string }[] }).log.filter((e) => e.event === 'use').length;
          played++;
        }
      }
      expect(uses, `${id}: card effects used`).toBeGreaterThan(0);
    },
    120_000,
  );
});
