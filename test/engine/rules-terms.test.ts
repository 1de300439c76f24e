// "What 'controlled', 'neutral', 'in play', 'your hand' mean comes from the game's rules file, so one
// card text works in every game."
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import { termsFromRules } from '../../src/engine/rules-terms.js';
import { games } from '../../src/games/index.js';

const fixture = compileRulesFile(
  readFileSync(new URL('../fixtures/test-game.rules', import.meta.url), 'utf8'),
  'test/fixtures/test-game.rules',
);

suite('terms from a rules file', () => {
  it('Grid Poker: "Controlled cards are your company cards. Market cards are neutral cards."', () => {
    expect(termsFromRules(games['grid-poker'].rules)).toMatchObject({
      deck: 'deck',
      discard: 'discard',
      expelled: 'expelled',
      hand: 'hand',
      controlled: ['company'],
      ownedZones: [],
      neutral: ['market'],
      faceDown: ['committed'],
      duration: 'round',
    });
  });

  it('the test game: owned cards on a shared board, a secret trump deck, protections, effects to the end of the turn', () => {
    expect(fixture.problems).toEqual([]);
    const terms = termsFromRules(fixture.rules!);
    expect(terms.controlled).toEqual(['tableau']);
    expect(terms.ownedZones).toEqual(['board']);
    expect(terms.neutral).toEqual(['trump-card']);
    expect(terms.secret).toEqual(['trump-deck']);
    expect(terms.faceDown).toEqual(['goal']);
    expect(terms.slotted).toEqual(expect.arrayContaining(['trump-card', 'goal', 'tableau', 'board']));
    expect(terms.duration).toBe('turn');
    expect(terms.protections[0]).toEqual({ verbs: ['exchange', 'replace'], filter: { value: { min: 13, max: 13 } } });
  });
});
