// The greedy bot ranks hands as the game's rules file does: G4's `domain-order` (rules/grid-poker.rules)
// reaches the bot's estimates, not only the rules that score the rows and columns.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import { gridPokerBots } from '../../../src/games/grid-poker/bots.js';
import { createGridPoker, techDeck } from '../../../src/games/index.js';
import type { GridPokerState } from '../../../src/games/index.js';
import { game, option, pendingKind, playUntil, stack } from './driver.js';

const source = readFileSync('rules/grid-poker.rules', 'utf8');
const reversed = (() => {
  const line = /^( {2}domain-order:)[^#\n]*?(\s+#|$)/m;
  expect(source).toMatch(line);
  const { rules, problems } = compileRulesFile(
    source.replace(line, '$1 services, technology, science, knowledge$2'),
    'rules/grid-poker.rules',
  );
  expect(problems).toEqual([]);
  return createGridPoker(techDeck, rules!);
})();
const named = (value: number, domain: string) => techDeck.find((c) => c.value === value && c.domain === domain)!.name;
const wildName = techDeck.find((c) => c.domain === 'wild')!.name;

/**
 * The first player commits a wild and a 9 of Science beside the top row (a 2 of Knowledge, a 4 of
 * Technology, a 6 of Services): as a 13 the wild makes a high card whose domain alone decides its rank.
 * Played on to that player's choice of the wild's domain, with the value 13 chosen.
 */
function wildDomain(g: typeof game): GridPokerState {
  let s = playUntil(g.setup({ players: 2, seed: 3, options: { wildChoice: 'owner' } }), pendingKind('grid/hand-cards'));
  const p1 = s.markers['first-player'];
  s = stack(s, {
    market: [named(2, 'knowledge'), named(4, 'technology'), named(6, 'services'), null, null, null, null, null, null],
    [`hand:${p1}`]: [wildName, named(9, 'science')],
  });
  s = g.apply(s, { type: 'choose', picks: [0, 1] });
  s = g.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
  s = playUntil(s, pendingKind('grid/wild-value', p1), undefined, 2000, g);
  s = g.apply(s, { type: 'choose', picks: [s.pending!.options.findIndex((o) => o.number === 13)] });
  expect(s.pending).toMatchObject({ kind: 'grid/wild-domain', seat: p1 });
  return s;
}

/** The domain the greedy bot made for `g` picks for the wild. */
function botPick(g: typeof game): string {
  const s = wildDomain(g);
  const { greedy } = gridPokerBots(g);
  const action = greedy(g.view(s, s.pending!.seat), g.legalActions(s), new Rng({ rng: seedRng(1) }));
  return s.pending!.options[action.picks[0]].domain!;
}

suite("the greedy bot scores hands in the rules file's domain order", () => {
  it('G4 "High card: the highest card\'s value, then that card\'s domain (Services highest, then Technology, Science, Knowledge)" — the bot makes its wild 13 a Services card', () => {
    expect(botPick(game)).toBe('services');
  });

  it('`domain-order: services, technology, science, knowledge` (Knowledge highest): the bot makes its wild 13 a Knowledge card, as the edited rules rank it', () => {
    expect(botPick(reversed)).toBe('knowledge');
  });
});
