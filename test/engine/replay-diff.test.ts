// Live reload's "from which move the games differ": a real game of bots, then a real card file changed
// (its effect text rewritten and compiled), and the same seed and moves replayed with the new deck.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCardFile, compileRulesFile, type Card } from '../../src/dsl/index.js';
import { playOut } from '../../src/engine/bots.js';
import type { ChooseAction } from '../../src/engine/choices.js';
import { replay } from '../../src/engine/match.js';
import { replayDiff } from '../../src/engine/replay-diff.js';
import { gridPokerBots } from '../../src/games/grid-poker/bots.js';
import { createGridPoker, type GridPokerState } from '../../src/games/grid-poker/index.js';
import { loadDeck, loadRules } from '../../src/tools/deck-files.js';

const deck = loadDeck('cards').cards;
const rules = loadRules('rules').rules.find((r) => r.id === 'grid-poker')!;
const game = createGridPoker(deck, rules);
const { greedy } = gridPokerBots(game);
const config = { players: 3, seed: 5 };

/** A whole game of greedy bots: its moves. */
function botGame(): ChooseAction[] {
  const actions: ChooseAction[] = [];
  playOut(game, game.setup(config), [greedy, greedy, greedy], {
    botSeed: 1,
    onAction: (_s, _seat, _v, _a, action) => actions.push(action),
  });
  return actions;
}

/** The deck with one card file's effect line rewritten, compiled as the build compiles it. */
function deckWithEffect(file: string, effect: string): Card[] {
  const source = readFileSync(file, 'utf8').replace(/^effect:.*(\n[ \t]+.*)*/m, `effect: ${effect}`);
  const { card, problems } = compileCardFile(source, file);
  expect(problems).toEqual([]);
  return deck.map((c) => (c.id === card!.id ? card! : c));
}

/** The move (1-based) whose replay first logs the use of `cardId`'s effect, or null. */
function firstUse(actions: ChooseAction[], cardId: string): number | null {
  let state = game.setup(config);
  for (const [i, action] of actions.entries()) {
    const before = state.log.length;
    state = game.apply(state, action);
    if (state.log.slice(before).some((e) => e.event === 'use' && e.card === cardId)) return i + 1;
  }
  return null;
}

describe('replayDiff', () => {
  const actions = botGame();
  // The cards whose effects the bots used, in the order they were first used.
  const usedCards = (() => {
    const end = replay(game, config, actions) as GridPokerState;
    return [...new Set(end.log.filter((e) => e.event === 'use').map((e) => e.card!))];
  })();

  it('finds nothing when the game is unchanged', () => {
    const same = createGridPoker(deck, rules);
    const diff = replayDiff(game, same, config, actions);
    expect(diff.refused).toBeNull();
    expect(diff.differsFrom).toBeNull();
    expect(diff.actions).toHaveLength(actions.length);
  });

  it('a changed effect text: the games differ from the move that used the card, and later moves may no longer fit', () => {
    expect(usedCards.length).toBeGreaterThan(0);
    // The first card whose effect the bots used, changed to an effect that asks nothing.
    const cardId = usedCards[0];
    const file = loadDeck('cards').sources.find((s) => compileCardFile(s.source, s.path).card?.id === cardId)!.path;
    const changed = createGridPoker(deckWithEffect(file, 'Hoard – Draw three cards.'), rules);
    const diff = replayDiff(game, changed, config, actions);
    const use = firstUse(actions, cardId)!;
    expect(use).toBeGreaterThan(0);
    expect(diff.differsFrom).toBe(use);
    if (diff.refused) {
      // Replayed one by one, the first refused move is where the moves stop fitting.
      expect(diff.refused.move).toBeGreaterThanOrEqual(use);
      expect(diff.actions).toEqual(actions.slice(0, diff.refused.move - 1));
      expect(() => replay(changed, config, actions.slice(0, diff.refused!.move))).toThrow(diff.refused.message);
      expect(replay(changed, config, diff.actions)).toEqual(diff.state);
    } else {
      expect(diff.actions).toHaveLength(actions.length);
    }
  });

  it('a card whose effect now asks a different question: the first move that does not fit is named with the reason', () => {
    // Every used card in turn until one change makes a move refused (a different choice to answer).
    let found = false;
    for (const cardId of usedCards) {
      const file = loadDeck('cards').sources.find((s) => compileCardFile(s.source, s.path).card?.id === cardId)!.path;
      const changed = createGridPoker(deckWithEffect(file, 'Hoard – Draw three cards.'), rules);
      const diff = replayDiff(game, changed, config, actions);
      if (!diff.refused) continue;
      found = true;
      const use = firstUse(actions, cardId)!;
      expect(diff.differsFrom).toBe(use);
      expect(diff.refused.move).toBeGreaterThanOrEqual(use);
      expect(diff.refused.action).toEqual(actions[diff.refused.move - 1]);
      expect(diff.refused.message.length).toBeGreaterThan(0);
      // Every move before it fits the new game; that one does not.
      const before = replay(changed, config, actions.slice(0, diff.refused.move - 1));
      expect(() => changed.apply(before, actions[diff.refused!.move - 1])).toThrow();
      break;
    }
    expect(found, 'some card change makes a later move refused').toBe(true);
  });

  it('a renamed card is the same game', () => {
    const renamed = deck.map((c) => (c.id === usedCards[0] ? { ...c, name: `${c.name} II` } : c));
    const diff = replayDiff(game, createGridPoker(renamed, rules), config, actions);
    expect(diff.differsFrom).toBeNull();
    expect(diff.refused).toBeNull();
  });

  it('a changed number in the rules file differs from the deal', () => {
    const text = readFileSync('rules/grid-poker.rules', 'utf8').replace(
      'deal: 7 cards to each player',
      'deal: 6 cards to each player',
    );
    const { rules: changed, problems } = compileRulesFile(text, 'rules/grid-poker.rules');
    expect(problems).toEqual([]);
    const diff = replayDiff(game, createGridPoker(deck, changed!), config, actions);
    expect(diff.differsFrom).toBe(0);
    expect(diff.refused?.move ?? Infinity).toBeGreaterThanOrEqual(1);
  });
});
