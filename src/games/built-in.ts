// The deck and rules files as the last build compiled them (src/data): what the elements, the public
// `games` map and the card editor start from. The command line plays only the files it compiles at every
// run (src/tools/played-files.ts); it reads these to check a card or card set written for the built-in
// games, and to build a rules file's game when the checked cards don't make a deck. The one place the build's JSON is given its types: the
// compiler checked both files against the schema before writing them.
import deckJson from '../data/deck.json' with { type: 'json' };
import rulesJson from '../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../dsl/runtime.js';
import { playersOf, type BuiltGame, type GameDescriptor, type PlayerCount } from '../engine/descriptor.js';

/** The compiled Tech Deck: 54 cards. */
export const techDeck: Card[] = deckJson as Card[];

const compiledRules = rulesJson as Record<string, Rules>;

/** The compiled rules file of the game `id` (an own key: `__proto__` names no game). */
export function builtInRules(id: string): Rules {
  if (!Object.hasOwn(compiledRules, id))
    throw new Error(`The build compiled no rules file for "${id}": run npm run build.`);
  return compiledRules[id];
}

/** A game built by its descriptor from the compiled deck and its compiled rules file. */
export function builtInGame<G extends BuiltGame>(descriptor: Pick<GameDescriptor<G>, 'id' | 'create'>): G {
  return builtInGameOn(descriptor, builtInRules(descriptor.id));
}

/**
 * The same on `rules`, the build's file of that game's rules alone (src/data/rules/<id>.json): what an
 * element builds, so that its chunk holds no other game's rules (rules.json is never bundled with it).
 */
export function builtInGameOn<G extends BuiltGame>(descriptor: Pick<GameDescriptor<G>, 'create'>, rules: unknown): G {
  return descriptor.create(techDeck, rules as Rules);
}

/** The players of a game on its compiled rules file (its file alone, as `builtInGameOn` takes it): the file's range and the descriptor's default count. */
export function builtInPlayers(descriptor: Pick<GameDescriptor, 'defaultPlayers'>, rules: unknown): PlayerCount {
  return playersOf(descriptor, rules as Rules);
}
