// One descriptor per game: the `games` map, the command line's registry and the bots all come from it,
// and a game's bots are made for the game as built, so a bot on an edited deck reasons about the edited
// cards (the greedy Grid Poker bot used to be built once on the deck of the last build).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/dsl/runtime.js';
import { playOut } from '../../src/engine/bots.js';
import type { ChooseAction } from '../../src/engine/choices.js';
import { playersOf } from '../../src/engine/descriptor.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { builtInRules } from '../../src/games/built-in.js';
import { createOddsOf } from '../../src/games/poker-squared/bot-odds.js';
import { descriptors, games, techDeck, type GridPokerView } from '../../src/games/index.js';
import { buildGame, GAME_IDS, gameBots } from '../../src/tools/game-registry.js';

const { 'grid-poker': gridPoker } = descriptors;
const rules = builtInRules('grid-poker');

/** The deck with `id`'s effect replaced by `from`'s, each card a copy: the input is never changed. */
const withEffect = (id: string, from: string): Card[] =>
  techDeck.map((c) => ({ ...c, effect: c.id === id ? techDeck.find((f) => f.id === from)!.effect : c.effect }));

/** Every decision of a game of greedy bots on the built-in deck: the view and legal actions each bot was given. */
function decisions(players: number, seed: number): { view: GridPokerView; actions: ChooseAction[] }[] {
  const game = gridPoker.create(techDeck, rules);
  const { greedy } = gridPoker.bots(game);
  const seen: { view: GridPokerView; actions: ChooseAction[] }[] = [];
  playOut(game, game.setup({ players, seed }), Array(players).fill(greedy), {
    botSeed: seed,
    onAction: (_s, _seat, view, actions) => seen.push({ view: view!, actions }),
  });
  return seen;
}

type GreedyOf = (deck: Card[]) => (view: GridPokerView, actions: ChooseAction[], rng: Rng) => unknown;
const descriptorGreedy: GreedyOf = (deck) => gridPoker.bots(gridPoker.create(deck, rules)).greedy;
const commandLineGreedy: GreedyOf = (deck) => gameBots('grid-poker', buildGame('grid-poker', deck, rules))('greedy');

/** How many of `seen` the greedy bot made for `deck` answers otherwise than the one made for the built-in deck. */
function differences(deck: Card[], seen: ReturnType<typeof decisions>, greedyOf: GreedyOf = descriptorGreedy): number {
  const built = greedyOf(techDeck);
  const edited = greedyOf(deck);
  return seen.filter(({ view, actions }, k) => {
    const rng = () => new Rng({ rng: seedRng(k) }); // the same draws for both bots
    return JSON.stringify(built(view, actions, rng())) !== JSON.stringify(edited(view, actions, rng()));
  }).length;
}

describe('game descriptors', () => {
  it('the games map, the public bots and the command line registry hold the same games', () => {
    expect(Object.keys(games)).toEqual(Object.keys(descriptors));
    expect(GAME_IDS).toEqual(Object.keys(descriptors));
    for (const [id, d] of Object.entries(descriptors)) {
      expect(d.id).toBe(id);
      expect(games[id as keyof typeof games].id).toBe(id);
      expect(Object.keys(d.bots(games[id as keyof typeof games] as never))).toContain(d.defaultBot);
    }
  });

  it("nothing that builds a game from the build's JSON or erases its type casts through unknown", () => {
    const files = [
      'src/games/index.ts',
      'src/tools/game-registry.ts',
      'src/elements/card-editor/try-grid-poker.ts',
      'src/elements/card-editor/try-tech-chess.ts',
      'src/elements/grid-poker/spec.ts',
      'src/elements/tricks/spec.ts',
      'src/elements/chess/spec.ts',
      'src/elements/poker-squared/game.ts',
    ];
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toContain('as unknown as');
  });

  it("each game's share format writes its options in fields its expressions match, and reads them back", () => {
    const examples: Record<string, Record<string, unknown>[]> = {
      'grid-poker': [
        { bidding: true },
        { bidding: false },
        { bidding: false, oneDeck: true },
        { bidding: true, oneDeck: true },
      ],
      'poker-squared': [{ deck: 'tech', cardEffects: true }, {}],
      'tricks-of-the-trade': [{}],
      'tech-chess': [{}],
      bughouse: [{}],
      poker: [{}],
    };
    const params = Object.values(descriptors).map((d) => d.share.param);
    expect(new Set(params).size).toBe(params.length); // one link name per game
    for (const [id, d] of Object.entries(descriptors)) {
      for (const options of examples[id]) {
        const fields = d.share.write(options);
        expect(
          fields.map((f, i) => new RegExp(`^${d.share.fields[i]}$`).test(f)),
          id,
        ).toEqual(d.share.fields.map(() => true));
        expect(d.share.read(fields), id).toEqual(options);
      }
    }
  });

  it('reads the player range from the rules file and keeps the default count inside it', () => {
    expect(playersOf(gridPoker, rules)).toEqual({ min: 1, max: 6, default: 2 });
    expect(playersOf(descriptors['tricks-of-the-trade'], { players: { min: 4, max: 5 } })).toEqual({
      min: 4,
      max: 5,
      default: 4,
    });
  });

  it("the greedy Grid Poker bot made for an edited deck weighs the edited card's effect", () => {
    const seen = [...decisions(3, 1), ...decisions(4, 2)];
    // The control: a copy of the same deck changes nothing.
    expect(
      differences(
        techDeck.map((c) => ({ ...c })),
        seen,
      ),
    ).toBe(0);
    // Writing (draw, then discard) given World Wide Web's effect (draw four, put two back).
    expect(differences(withEffect('knowledge-1', 'knowledge-10'), seen)).toBeGreaterThan(0);
    // The command line's bots are the descriptor's, made for the game it built from the played files.
    expect(
      differences(
        techDeck.map((c) => ({ ...c })),
        seen,
        commandLineGreedy,
      ),
    ).toBe(0);
    expect(differences(withEffect('knowledge-1', 'knowledge-10'), seen, commandLineGreedy)).toBeGreaterThan(0);
  });

  it("Poker Squared's good bot reads the odds of its game's Tech Deck cards", () => {
    const deck = techDeck.map((c) => (c.id === 'knowledge-1' ? { ...c, value: 13 } : c));
    const game = descriptors['poker-squared'].create(deck, builtInRules('poker-squared'));
    const odds = createOddsOf(game)('tech');
    expect(odds.rank[odds.index.get('knowledge-1')!]).toBe(13);
    const built = createOddsOf(games['poker-squared'])('tech');
    expect(built.rank[built.index.get('knowledge-1')!]).toBe(1);
  });
});
