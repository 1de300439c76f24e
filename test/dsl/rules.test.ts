import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { amountFor, compileRulesFile, formatProblem, rulesId, validateRules, type Rules } from '../../src/dsl/index.js';
import { RULES_VOCABULARY } from '../../src/dsl/shared/vocabulary.js';
import rulesSchema from '../../schema/rules.schema.json' with { type: 'json' };
import { renderRulesTypes } from '../../scripts/schema-types.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const TEST_GAME = read('test/fixtures/test-game.rules');
const GRID_POKER = read('rules/grid-poker.rules');

const compile = (source: string, path = 'rules/test-game.rules'): Rules => {
  const result = compileRulesFile(source, path);
  if (!result.rules) throw new Error(result.problems.map((p) => formatProblem(p, source)).join('\n\n'));
  return result.rules;
};

suite('the test game (test/fixtures/test-game.rules)', () => {
  const rules = compile(TEST_GAME, 'test/fixtures/test-game.rules');

  it('compiles and passes the schema', () => {
    expect(validateRules(rules).errors).toEqual([]);
    expect(rules.id).toBe('test-game');
    expect(rules.game).toBe('Test Tricks');
  });

  it('states players, decks, deal, hand limit, rounds, duration and markers', () => {
    expect(rules.players).toEqual({ min: 2, max: 5 });
    expect(rules.decks).toEqual({
      kind: 'tech-deck',
      count: { value: 1, cases: [{ players: { min: 5, max: 5 }, value: 2 }] },
    });
    expect(rules.deal).toEqual({ value: 6, cases: [{ players: { min: 4, max: 5 }, value: 5 }] });
    expect(rules.handLimit).toEqual({
      value: 5,
      cases: [
        { players: { min: 3, max: 4 }, value: 4 },
        { players: { min: 5, max: 5 }, value: 3 },
      ],
    });
    expect(rules.rounds).toEqual({ value: 3, cases: [] });
    expect(rules.duration).toBe('turn');
    expect(rules.markers).toEqual(['first-player', 'trick-winner', 'dealer']);
  });

  it('declares zones of every shape, owner and visibility', () => {
    expect(rules.zones).toEqual({
      deck: { owner: 'shared', visibility: 'face-down', shape: { kind: 'pile' } },
      discard: { owner: 'shared', visibility: 'face-up', shape: { kind: 'pile' } },
      expelled: { owner: 'shared', visibility: 'face-up', shape: { kind: 'set' } },
      hand: { owner: 'per-player', visibility: 'private', shape: { kind: 'set' } },
      'trump-deck': { owner: 'shared', visibility: 'face-down', shape: { kind: 'pile' } },
      'trump-card': { owner: 'shared', visibility: 'face-up', shape: { kind: 'slots', slots: 1 } },
      goal: { owner: 'per-player', visibility: 'private', shape: { kind: 'slots', slots: 1 } },
      tableau: { owner: 'per-player', visibility: 'face-up', shape: { kind: 'slots', slots: 3 } },
      board: { owner: 'shared', visibility: 'face-up', shape: { kind: 'grid', rows: 4, columns: 4 } },
      trick: { owner: 'shared', visibility: 'face-up', shape: { kind: 'set' } },
    });
  });

  it('states what the card terms mean, as zones', () => {
    expect(rules.terms).toEqual({
      inPlay: [
        { zone: 'board', whose: 'shared' },
        { zone: 'tableau', whose: 'each' },
        { zone: 'trump-card', whose: 'shared' },
      ],
      controlled: [
        { zone: 'tableau', whose: 'yours' },
        { zone: 'board', whose: 'your-cards' },
      ],
      neutral: [{ zone: 'trump-card', whose: 'shared' }],
      hand: [{ zone: 'hand', whose: 'yours' }],
      deck: [{ zone: 'deck', whose: 'shared' }],
      discard: [{ zone: 'discard', whose: 'shared' }],
    });
  });

  it('states protections, scoring and numbers', () => {
    expect(rules.protections).toEqual([
      { cards: { value: { min: 13, max: 13 } }, cannot: ['exchange', 'replace'] },
      {
        cards: { wild: true, zone: { zone: 'trump-card', whose: 'shared' } },
        cannot: ['exchange', 'replace', 'expel', 'look'],
      },
      {
        cards: { domains: ['science', 'services'], value: { min: 10 }, zone: { zone: 'board', whose: 'shared' } },
        cannot: ['copy'],
      },
      { cards: { value: { min: 2, max: 4 }, zone: { zone: 'tableau', whose: 'yours' } }, cannot: ['give', 'take'] },
    ]);
    expect(rules.scoring).toEqual({ trick: 1, 'exact-bid': 3, 'missed-bid': -1 });
    expect(rules.numbers).toEqual({ 'tricks-per-round': 6, 'highest-bid': 6 });
  });

  it('lists the setup steps in order', () => {
    const deck = { zone: 'deck', whose: 'shared' };
    expect(rules.setup).toEqual([
      { kind: 'expel', cards: { count: 'all', filter: { wild: true } }, from: deck },
      {
        kind: 'move',
        cards: { count: 'all', filter: { value: { min: 2, max: 2 } } },
        from: deck,
        to: { zone: 'trump-deck', whose: 'shared' },
      },
      { kind: 'shuffle', zone: { zone: 'trump-deck', whose: 'shared' } },
      {
        kind: 'move',
        cards: { count: 1, filter: {} },
        from: { zone: 'trump-deck', whose: 'shared' },
        to: { zone: 'trump-card', whose: 'shared' },
        face: 'up',
      },
      { kind: 'shuffle', zone: deck },
      { kind: 'deal', count: 1, from: deck, to: { zone: 'goal', whose: 'each' }, face: 'down' },
      { kind: 'deal-hands' },
      { kind: 'deal', count: 4, from: deck, to: { zone: 'board', whose: 'shared' }, face: 'up' },
      { kind: 'choose-marker', marker: 'first-player', how: 'at-random' },
      { kind: 'give-chips', count: 10, when: [{ if: 'betting' }] },
      {
        kind: 'call',
        procedure: { name: 'choose-tableau', args: { cards: 2, swaps: 1 } },
        when: [{ unless: 'quick-start' }],
      },
      { kind: 'discard', players: { who: 'each-player' }, count: 1, when: [{ players: { min: 4, max: 5 } }] },
      { kind: 'shuffle', zone: { zone: 'discard', whose: 'shared' }, into: deck },
    ]);
  });

  it('lists the phases in order: who acts, the order, optional, procedure, repeats, conditions, steps', () => {
    const [bid, trade, trump, tricks, bonus, show, tidy] = rules.phases;
    expect(rules.phases.map((p) => p.name)).toEqual(['bid', 'trade', 'trump', 'tricks', 'bonus', 'show', 'tidy-up']);
    expect(bid).toEqual({
      name: 'bid',
      title: 'bid',
      actor: { who: 'each-player', direction: 'clockwise', from: 'first-player' },
      optional: false,
      repeat: 1,
      procedure: { name: 'bid', args: { minimum: 0, maximum: 6 } },
      steps: [],
    });
    expect(trade).toMatchObject({
      actor: { who: 'each-player', direction: 'counterclockwise', from: 'dealer' },
      optional: true,
      when: [{ if: 'trading' }],
    });
    expect(trump).toMatchObject({ actor: { who: 'game' }, procedure: { name: 'reveal-trump', args: {} } });
    expect(tricks).toMatchObject({
      actor: { who: 'each-player', direction: 'clockwise', from: 'trick-winner' },
      repeat: 6,
    });
    expect(bonus).toMatchObject({
      actor: { who: 'active-player' },
      optional: true,
      repeat: 2,
      when: [{ players: { min: 2, max: 2 } }],
    });
    expect(show).toMatchObject({ actor: { who: 'all-at-once' }, when: [{ unless: 'quick-start' }] });
    expect(tidy).toMatchObject({
      title: 'tidy up',
      actor: { who: 'marker', marker: 'first-player' },
      repeat: 1,
      procedure: null,
    });
    expect(tidy.steps).toEqual([
      { kind: 'pass-marker', marker: 'first-player', direction: 'clockwise' },
      { kind: 'pass-marker', marker: 'dealer', direction: 'counterclockwise' },
      { kind: 'discard-down', players: { who: 'each-player' }, to: 'hand-limit' },
      { kind: 'discard-down', players: { who: 'each-player' }, to: 2, when: [{ if: 'trading' }] },
      { kind: 'draw', players: { who: 'each-player', fewerThan: 2 }, count: 1 },
      { kind: 'draw-up-to', players: { who: 'each-player' }, to: 3, when: [{ unless: 'trading' }] },
      { kind: 'draw', players: { who: 'marker', marker: 'dealer' }, count: 1 },
      {
        kind: 'discard',
        players: { who: 'marker', marker: 'trick-winner' },
        count: 1,
        when: [{ players: { min: 3, max: 4 } }],
      },
      {
        kind: 'card-sentences',
        players: { who: 'each-player' },
        text: 'look at the top two cards of the deck. Put them back in any order.',
        steps: [
          {
            kind: 'look',
            actor: 'you',
            cards: { count: { mode: 'exactly', n: 2 }, zone: { place: 'deck', end: 'top' } },
          },
          { kind: 'arrange', actor: 'you', cards: { ref: 'them' }, word: 'put-back' },
        ],
      },
      { kind: 'call', procedure: { name: 'tidy-up', args: {} } },
    ]);
  });

  it('keeps rulings as named settings with their pointers', () => {
    expect(rules.rulings).toEqual({
      trading: { value: true, ruling: 'T2' },
      betting: { value: false, ruling: 'P2' },
      'quick-start': { value: false, ruling: 'T1' },
      'bid-range': { value: 6, ruling: 'T2' },
      'first-bid': { value: 'first-player', ruling: 'T2' },
      'domain-order': { value: ['knowledge', 'science', 'technology', 'services'], ruling: 'G4' },
      'leftover-cards': { value: -4, ruling: 'T5' },
    });
  });

  it('uses every kind of step, actor, shape, owner, visibility, zone reference and condition', () => {
    const defs = rulesSchema.$defs;
    const constOf = (name: string) =>
      (defs as unknown as Record<string, { properties: { kind: { const: string } } }>)[name].properties.kind.const;
    const stepKinds = defs.step.oneOf.map((r) => constOf(r.$ref.split('/').pop()!));
    const steps = [...rules.setup, ...rules.phases.flatMap((p) => p.steps)];
    expect(new Set(steps.map((s) => s.kind))).toEqual(new Set(stepKinds));
    expect(new Set(rules.phases.map((p) => p.actor.who))).toEqual(
      new Set(['each-player', 'all-at-once', 'active-player', 'game', 'marker']),
    );
    const zones = Object.values(rules.zones);
    expect(new Set(zones.map((z) => z.shape.kind))).toEqual(new Set(['pile', 'set', 'slots', 'grid']));
    expect(new Set(zones.map((z) => z.owner))).toEqual(new Set(defs.zone.properties.owner.enum));
    expect(new Set(zones.map((z) => z.visibility))).toEqual(new Set(defs.zone.properties.visibility.enum));
    const refs = JSON.stringify(rules).match(/"whose":"[a-z-]+"/g)!;
    expect(new Set(refs.map((r) => r.slice(9, -1)))).toEqual(new Set(defs.zoneRef.properties.whose.enum));
    const conditions = [...steps, ...rules.phases].flatMap((s) => s.when ?? []).map((c) => Object.keys(c)[0]);
    expect(new Set(conditions)).toEqual(new Set(['if', 'unless', 'players']));
    expect(
      new Set(Object.values(rules.rulings).map((r) => (Array.isArray(r.value) ? 'list' : typeof r.value))),
    ).toEqual(new Set(['boolean', 'number', 'string', 'list']));
  });
});

suite('rules/grid-poker.rules', () => {
  const rules = compile(GRID_POKER, 'rules/grid-poker.rules');

  it('compiles with no problems', () => {
    expect(compileRulesFile(GRID_POKER, 'rules/grid-poker.rules').problems).toEqual([]);
    expect(validateRules(rules).errors).toEqual([]);
  });

  it('reads the same with Windows line endings and tabs', () => {
    const windows = GRID_POKER.replace(/\n/g, '\r\n').replace(/^ {2}/gm, '\t');
    expect(compile(windows, 'rules/grid-poker.rules')).toEqual(rules);
  });

  it('captures the numbers of the rule book', () => {
    expect(rules.id).toBe('grid-poker');
    expect(rules.players).toEqual({ min: 1, max: 6 });
    expect([1, 4, 5, 6].map((n) => amountFor(rules.decks.count, n))).toEqual([1, 1, 2, 2]);
    expect(amountFor(rules.deal!, 4)).toBe(7);
    expect([2, 4, 5, 6].map((n) => amountFor(rules.handLimit!, n))).toEqual([4, 4, 3, 3]);
    expect(rules.rounds).toEqual({ value: 4, cases: [] });
    expect(rules.duration).toBe('round');
    expect(rules.zones.market).toEqual({
      owner: 'shared',
      visibility: 'face-up',
      shape: { kind: 'grid', rows: 3, columns: 3 },
    });
    expect(rules.zones.company).toEqual({
      owner: 'per-player',
      visibility: 'face-up',
      shape: { kind: 'slots', slots: 2 },
    });
    expect(rules.terms.controlled).toEqual([{ zone: 'company', whose: 'yours' }]);
    expect(rules.terms.neutral).toEqual([{ zone: 'market', whose: 'shared' }]);
    expect(rules.setup[1]).toEqual({
      kind: 'deal',
      count: 9,
      from: { zone: 'deck', whose: 'shared' },
      to: { zone: 'market', whose: 'shared' },
      face: 'up',
    });
    expect(rules.phases.map((p) => p.title)).toEqual([
      'company effects',
      'hand effects',
      'grid poker',
      'company improvement',
      'end of round',
      'game end check',
    ]);
    expect(rules.phases[0]).toMatchObject({
      actor: { who: 'each-player', direction: 'clockwise', from: 'first-player' },
      optional: true,
      procedure: { name: 'use-company-effect' },
    });
  });

  it('holds every house ruling G1-G11 as a named setting', () => {
    const rulings = Array.from({ length: 11 }, (_, i) => `G${i + 1}`); // shared/rules-source/README.md
    // The project's own inventions (GX1 …) are named beside them; test/games/rulings-named.test.ts checks those.
    const named = Object.values(rules.rulings)
      .map((r) => r.ruling)
      .filter((id) => !/^[A-Z]X\d+$/.test(id ?? ''));
    expect(new Set(named)).toEqual(new Set(rulings));
    expect(rules.rulings['wild-cards-expelled-after-grid-poker']).toEqual({ value: true, ruling: 'G7' });
    expect(rules.rulings.bidding).toEqual({ value: false, ruling: 'G11' });
  });
});

suite('changing a number in the text changes the game', () => {
  const edit = (from: string | RegExp, to: string) => {
    const source = GRID_POKER.replace(from, to);
    expect(source).not.toBe(GRID_POKER);
    return compile(source, 'rules/grid-poker.rules');
  };

  it.each([
    ['the hand limit', 'hand limit: 4; 3 with', 'hand limit: 5; 3 with', (r: Rules) => amountFor(r.handLimit!, 4), 5],
    [
      'the hand limit with 5 or more players',
      '; 3 with 5 or more players',
      '; 2 with 5 or more players',
      (r: Rules) => amountFor(r.handLimit!, 6),
      2,
    ],
    ['the deal', 'deal: 7 cards', 'deal: 5 cards', (r: Rules) => amountFor(r.deal!, 3), 5],
    ['the rounds', 'rounds: 4', 'rounds: 6', (r: Rules) => amountFor(r.rounds!, 3), 6],
    [
      'the market size',
      'a 3 by 3 grid',
      'a 4 by 4 grid',
      (r: Rules) => r.zones.market.shape,
      { kind: 'grid', rows: 4, columns: 4 },
    ],
    // 8, not 16: more than 9 would overfill the 3 by 3 market, and is refused (rules-places.test.ts).
    [
      'the market deal',
      'deal 9 cards face up',
      'deal 8 cards face up',
      (r: Rules) => r.setup[1].kind === 'deal' && r.setup[1].count,
      8,
    ],
    [
      'a score',
      'strong line win: 2 points',
      'strong line win: 3 points',
      (r: Rules) => r.scoring['strong-line-win'],
      3,
    ],
    ['a ruling', 'bidding: no ', 'bidding: yes ', (r: Rules) => r.rulings.bidding.value, true],
    [
      'the default duration',
      'until the end of the round',
      'until the end of the turn',
      (r: Rules) => r.duration,
      'turn',
    ],
  ] as const)('%s', (_name, from, to, read, expected) => {
    const before = compile(GRID_POKER, 'rules/grid-poker.rules');
    expect(read(before)).not.toEqual(expected);
    expect(read(edit(from, to))).toEqual(expected);
  });
});

suite('schema/rules.schema.json', () => {
  const good = compile(TEST_GAME);
  const change = (edit: (r: Record<string, any>) => void) => {
    const copy = structuredClone(good) as Record<string, any>;
    edit(copy);
    return copy;
  };

  it.each([
    ['a missing game', (r) => delete r.game],
    ['zero players', (r) => (r.players.min = 0)],
    ['an unknown deck kind', (r) => (r.decks.kind = 'tarot')],
    ['a negative hand limit', (r) => (r.handLimit.value = -1)],
    ['an unknown duration', (r) => (r.duration = 'hand')],
    ['no deck zone', (r) => delete r.zones.deck],
    ['a zone of unknown visibility', (r) => (r.zones.board.visibility = 'glowing')],
    ['a zone name that is not kebab-case', (r) => (r.zones['Trump Deck'] = r.zones.deck)],
    ['a grid without columns', (r) => delete r.zones.board.shape.columns],
    ['a zone reference of unknown ownership', (r) => (r.terms.neutral[0].whose = 'theirs')],
    ['a missing term', (r) => delete r.terms.inPlay],
    ['a protection against an unknown verb', (r) => (r.protections[0].cannot = ['teleport'])],
    ['a card value out of range', (r) => (r.protections[0].cards.value.min = 14)],
    ['an unknown step kind', (r) => (r.setup[0].kind = 'dance')],
    ['a step with an extra property', (r) => (r.setup[0].extra = true)],
    ['a deal of zero cards', (r) => (r.setup[5].count = 0)],
    ['an empty condition list', (r) => (r.setup[9].when = [])],
    ['a phase without an actor', (r) => delete r.phases[0].actor],
    [
      'an order on a phase of all players at once',
      (r) => (r.phases[5].actor = { who: 'all-at-once', direction: 'clockwise', from: 'first-player' }),
    ],
    ['a phase that runs zero times', (r) => (r.phases[0].repeat = 0)],
    ['no phases', (r) => (r.phases = [])],
    ['a ruling without its pointer', (r) => delete r.rulings.trading.ruling],
    ['a ruling pointer that is not one', (r) => (r.rulings.trading.ruling = 'see above')],
    ['a score that is not a whole number', (r) => (r.scoring.trick = 1.5)],
  ] as [string, (r: Record<string, any>) => void][])('rejects %s', (_name, edit) => {
    expect(validateRules(good).valid).toBe(true);
    expect(validateRules(change(edit)).valid).toBe(false);
  });
});

suite('the rules language keeps in step with itself', () => {
  it('src/dsl/rules-types.ts is generated from the schema and up to date (npm run gen:types)', async () => {
    expect(read('src/dsl/rules-types.ts')).toBe(await renderRulesTypes());
  });

  it('the word list for "did you mean" holds every word of the grammar', () => {
    const words = new Set<string>();
    for (const [, literal] of read('src/dsl/rules/rules.peggy').matchAll(/"([A-Za-z0-9'’ -]+)"i/g))
      for (const w of literal.split(' ')) words.add(w.toLowerCase());
    expect([...RULES_VOCABULARY].sort()).toEqual([...words].sort());
  });

  it('amountFor picks the case that holds the player count, else the value', () => {
    const amount = { value: 4, cases: [{ players: { min: 5, max: 6 }, value: 3 }] };
    expect([1, 4, 5, 6].map((n) => amountFor(amount, n))).toEqual([4, 4, 3, 3]);
  });

  it('names a game by its file', () => {
    expect(rulesId('rules/grid-poker.rules')).toBe('grid-poker');
    expect(rulesId('C:\\games\\Tech Chess.rules')).toBe('tech-chess');
    expect(rulesId('rules/2-player.rules')).toBe('game-2-player');
  });

  it('compiles every whole rules file of docs/rules.md', () => {
    const examples = [...read('docs/rules.md').matchAll(/```rules\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) expect(validateRules(compile(example, 'docs/example.rules')).errors).toEqual([]);
  });
});
