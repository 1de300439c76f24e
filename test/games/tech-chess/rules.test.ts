// Tech Chess against its rules (shared/rules-source/tech-chess-rules-v4.txt and house rulings C1-C6):
// each test quotes the rule it checks and plays the real game module, from a seed or from a scene of
// named cards on named squares (./driver.ts).
import { describe as suite, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors.js';
import { cardsIn } from '../../../src/engine/zones.js';
import { createTechChess, techDeck } from '../../../src/games/index.js';
import { matchAction } from '../../../src/games/tech-chess/index.js';
import { chessTurn } from '../../../src/games/tech-chess/turn.js';
import {
  answer,
  at,
  codes,
  first,
  game,
  instanceOf,
  notations,
  options,
  play,
  restartTurn,
  scene,
  second,
  started,
  zoneOf,
} from './driver.js';

const setup = (seed = 1) => game.setup({ players: 2, seed });
const kings = { b1: '13S', e1: '13V', b6: '13T', e6: '13K' } as const;

suite('game setup', () => {
  it('"Randomly determine a first player."', () => {
    const firsts = new Set(Array.from({ length: 16 }, (_, seed) => first(setup(seed))));
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('"Expel (remove) both the wild cards from the Tech Deck."', () => {
    const s = started();
    expect(
      cardsIn(s, 'expelled')
        .map((i) => s.cards[i])
        .sort(),
    ).toEqual(['wild-1', 'wild-2']);
  });

  it('"The first player takes the 1, 2, 3, 4, 11, 12 and 13 of both the Service and Science cards. He controls the Service and Science domain cards." The second player the Knowledge and Technology cards.', () => {
    const s = started(3);
    const pieces = (seat: number) =>
      cardsIn(s, 'board')
        .filter((i) => s.owners[i] === seat)
        .map((i) => s.cards[i]);
    expect(pieces(first(s))).toHaveLength(12);
    expect(pieces(second(s))).toHaveLength(12);
    expect(pieces(first(s)).every((id) => /^(services|science)-/.test(id))).toBe(true);
    expect(pieces(second(s)).every((id) => /^(knowledge|technology)-/.test(id))).toBe(true);
  });

  it('C2: "Each player picks one of their two 11s and one of their two 12s for the board; the unpicked two are shuffled into the deck."', () => {
    let s = setup(2);
    expect(s.pending).toMatchObject({ seat: first(s), kind: 'chess/pick', min: 1, max: 1 });
    expect(s.pending!.options.map((o) => o.card)).toEqual(['science-11', 'services-11']);
    s = answer(s, 'E-Commerce'); // 11V
    expect(s.pending!.options.map((o) => o.card)).toEqual(['science-12', 'services-12']);
    s = answer(s, 'DNA Double Helix'); // 12S
    expect(s.pending).toMatchObject({ seat: first(s), kind: 'chess/arrange' });
    s = answer(s, 'Default');
    expect(s.pending).toMatchObject({ seat: second(s), kind: 'chess/pick' });
    while (s.flow.stage === 'setup') s = answer(s, s.pending!.options[0].label);
    expect(at(s, 'd1')).toBe('11V');
    expect(at(s, 'c1')).toBe('12S');
    expect(zoneOf(s, '11S')).toBe('deck');
    expect(zoneOf(s, '12V')).toBe('deck');
  });

  it('"The first player places the 1, 13, 12, 11, 13, 1 pieces … in their first rank … the 2, 3, 4, 4, 3, 2 in their second rank … The second player places the 1, 13, 11, 12, 13, 1 pieces on their first rank. Their second rank is like the first player." (each read from its owner\'s left, so the 12s face each other)', () => {
    const s = started();
    const rank = (r: number) => ['a', 'b', 'c', 'd', 'e', 'f'].map((f) => at(s, `${f}${r}`)?.replace(/[KSTV]$/, ''));
    expect(rank(1)).toEqual(['1', '13', '12', '11', '13', '1']);
    expect(rank(2)).toEqual(['2', '3', '4', '4', '3', '2']);
    expect(rank(6).reverse()).toEqual(['1', '13', '11', '12', '13', '1']); // from the second player's left, f6 to a6
    expect(rank(5).reverse()).toEqual(['2', '3', '4', '4', '3', '2']);
  });

  it('"There are two empty rows between the players."', () => {
    const s = started();
    for (const r of [3, 4]) for (const f of 'abcdef') expect(at(s, `${f}${r}`)).toBeNull();
  });

  it('C2: "The domain order of 1s, 2s, 3s, 4s and 13s on the back ranks is the owner\'s choice (the element offers a default and a set up step)"', () => {
    // The default: the lower domain (domain order) on the owner's left.
    const d = started();
    expect([at(d, 'a1'), at(d, 'b1'), at(d, 'e1'), at(d, 'f1')]).toEqual(['1S', '13S', '13V', '1V']);
    expect([at(d, 'f6'), at(d, 'e6'), at(d, 'b6'), at(d, 'a6')]).toEqual(['1K', '13K', '13T', '1T']);
    // By hand: one question a value, "which one goes on" its leftmost square.
    let s = answer(answer(setup(1), 'Relativity'), 'DNA');
    s = answer(s, 'Choose the order yourself');
    const asked: string[] = [];
    while (s.pending?.kind === 'chess/arrange-pair') {
      asked.push(s.pending.prompt);
      s = answer(s, s.pending.options.at(-1)!.label.replace(/ on \w\d$/, ''));
    }
    expect(asked).toEqual([
      'Which 1 goes on a1?',
      'Which 2 goes on a2?',
      'Which 3 goes on b2?',
      'Which 4 goes on c2?',
      'Which 13 goes on b1?',
    ]);
    while (s.flow.stage === 'setup') s = answer(s, s.pending!.options[0].label);
    expect([at(s, 'a1'), at(s, 'b1'), at(s, 'a2'), at(s, 'b2'), at(s, 'c2')]).toEqual(['1V', '13V', '2V', '3V', '4V']);
  });

  it("the setup's choices say what they mean as data: the cards picked, the default's placements, the square filled", () => {
    let s = setup(1);
    expect(s.pending!.options.every((o) => o.card && o.instance)).toBe(true); // chess/pick: the cards
    s = answer(answer(s, 'Relativity'), 'DNA');
    const [byDefault, byHand] = options(s);
    expect([byDefault.answer, byHand.answer]).toEqual(['yes', 'no']);
    // The default's placements are where the default puts the cards.
    const placed = game.apply(s, { type: 'choose', picks: [0] });
    for (const p of byDefault.placements!) expect(placed.zones.board[p.square]).toBe(p.instance);
    expect(byDefault.placements!.map((p) => p.card)).toEqual(byDefault.placements!.map((p) => s.cards[p.instance]));
    // By hand: each option of a pair is its card on the square being filled.
    s = answer(s, 'Choose the order yourself');
    const chosen: [number, string][] = [];
    while (s.pending?.kind === 'chess/arrange-pair') {
      const square = options(s)[0].square!;
      expect(options(s).every((o) => o.square === square && o.instance)).toBe(true);
      chosen.push([square, options(s).at(-1)!.instance!]);
      s = game.apply(s, { type: 'choose', picks: [options(s).length - 1] });
    }
    expect(chosen.map(([square]) => square)).toEqual([0, 6, 7, 8, 1]); // a1, a2, b2, c2, b1: as the prompts say
    for (const [square, instance] of chosen) expect(s.zones.board[square]).toBe(instance);
  });

  it('"Shuffle the remaining cards to form a deck" — "Deal 3 cards to each player from the draw deck."', () => {
    const s = started();
    expect(cardsIn(s, `hand:0`)).toHaveLength(3);
    expect(cardsIn(s, `hand:1`)).toHaveLength(3);
    expect(cardsIn(s, 'deck')).toHaveLength(54 - 2 - 24 - 6);
    expect(cardsIn(s, 'discard')).toHaveLength(0);
    expect(cardsIn(started(2), 'deck').map((i) => started(2).cards[i])).not.toEqual(
      cardsIn(s, 'deck').map((i) => s.cards[i]),
    );
  });
});

suite('a turn: "they perform one of the following actions"', () => {
  it("one action, then the other player's turn", () => {
    let s = started();
    expect(s.pending).toMatchObject({ seat: first(s), kind: 'chess/action' });
    s = play(s, notations(s)[0]);
    expect(s.pending).toMatchObject({ seat: second(s), kind: 'chess/action' });
    expect(s.moves).toHaveLength(1);
  });

  it('"The 1, 11, and 12 move like a rook, knight, and queen" — "13 King: vertically, horizontally, or diagonally one or two spaces" — "The knights are the only pieces that can jump"', () => {
    const s = scene({ board: { ...kings, c3: '12S', a4: '1V', d1: '11S', d2: '2S', b2: '5V' } });
    const moves = notations(s);
    expect(moves).toEqual(
      expect.arrayContaining([
        '12S c3-c6',
        '12S c3-f6',
        '12S c3-a5',
        '1V a4-a1',
        '1V a4-f4',
        '11S d1-e3',
        '11S d1-f2',
        '13S b1-a1',
        '13V e1-e3',
        '13V e1-f2',
      ]),
    );
    expect(moves).not.toContain('12S c3-a1'); // through b2
    expect(moves).not.toContain('13S b1-b3'); // "without passing through pieces": b2 is taken
    expect(moves).not.toContain('13V e1-c3'); // through d2
    expect(moves).not.toContain('13V e1-e4'); // three squares
    expect(moves.filter((n) => n.startsWith('11S')).sort()).toEqual(['11S d1-e3', '11S d1-f2']); // over d2 and e2; b2 and c3 are its own
  });

  it('C1: "Pawns (2-10) move one square forward, diagonally forward, or sideways, and capture the same way; never backward; no promotion."', () => {
    const s = scene({ board: { ...kings, c3: '7S', d4: '4T', b3: '3K', e5: '2V' } });
    const pawn = notations(s)
      .filter((n) => n.startsWith('7S'))
      .sort();
    expect(pawn).toEqual(['7S c3-c4', '7S c3-d3', '7S c3xb3 (3K)', '7S c3xd4 (4T)', '7S c3-b4'].sort());
    // The second player's pawns move down the board; a pawn on the last rank stays a pawn.
    const t = scene({ board: { ...kings, c4: '5T', e5: '2V' }, toMove: 'second' });
    expect(
      notations(t)
        .filter((n) => n.startsWith('5T'))
        .sort(),
    ).toEqual(['5T c4-b3', '5T c4-b4', '5T c4-c3', '5T c4-d3', '5T c4-d4']);
    const u = scene({ board: { ...kings, c6: '5S' } });
    expect(
      notations(u)
        .filter((n) => n.startsWith('5S'))
        .sort(),
    ).toEqual(['5S c6-d6', '5S c6xb6 (13T)']); // sideways only
  });

  it('"If you move your piece into the same position as an opposing piece you capture it … place it in the discard pile." "You may use the card ability on the card of your capturing piece."', () => {
    let s = scene({ board: { ...kings, c3: '12S', c5: '4T' } });
    s = play(s, '12S c3xc5 (4T)');
    expect(zoneOf(s, '4T')).toBe('discard');
    expect(s.pending).toMatchObject({ seat: first(s), kind: 'chess/capture-effect' });
    expect(options(s)).toMatchObject([
      { answer: 'yes', card: 'science-12', instance: instanceOf(s, '12S') },
      { answer: 'no' },
    ]);
    expect(s.pending!.prompt).toBe(
      'Use the effect of DNA Double Helix (12 Science)? Splice – Take two cards in the discard into your hand. Then, shuffle the discard into the deck.',
    );
    s = answer(s, 'Yes');
    expect(codes(s, `hand:${first(s)}`)).toEqual(['4T']); // took the only discarded card
    expect(s.moves[0].notation).toBe('12S c3xc5 (4T)*+'); // used the effect, and the queen on c5 attacks b6
    expect(s.pending).toMatchObject({ seat: second(s), kind: 'chess/action' });
  });

  it('"If you capture a King, expel it instead."', () => {
    let s = scene({ board: { ...kings, c4: '12S' } });
    s = play(s, '12S c4xe6 (13K)');
    expect(zoneOf(s, '13K')).toBe('expelled');
    s = answer(s, 'No');
    expect(s.log.some((e) => /does not use the effect of DNA Double Helix/.test(e.text))).toBe(true);
    expect(s.result).toBeNull(); // one king of two
  });

  it('"USE A CARD EFFECT – … reveals the card and resolves the game effect on it. After resolving the effect, discard the card" — C3: "no card is drawn unless an effect says so"', () => {
    let s = scene({ board: kings, hands: { first: ['1V', '5S', '9S'], second: ['7K', '8T'] } });
    s = play(s, 'use 1V'); // Barter – Each player gives a card to the player on their left.
    expect(zoneOf(s, '1V')).toBe('resolving');
    s = answer(s, 'Germ Theory'); // the first player gives 9S …
    s = answer(s, 'Information Theory'); // … the second player gives 7K
    expect(codes(s, 'discard')).toEqual(['1V']);
    expect(codes(s, `hand:${first(s)}`).sort()).toEqual(['5S', '7K']);
    expect(codes(s, `hand:${second(s)}`).sort()).toEqual(['8T', '9S']);
    expect(s.moves[0].notation).toBe('use 1V');
  });

  it('"UPGRADE A PIECE – Twice per game, a player may upgrade one of his 2, 3, or 4 value figures … with any non-13 value card from his hand matching his domains by exchanging those cards."', () => {
    // The first player has one king here, so that a 13 can be in a hand.
    let s = scene({
      board: { b1: '13S', b6: '13T', e6: '13K', b2: '3S', c2: '5V', a2: '2S', d2: ['2T', 'first'], d5: '4K' },
      hands: { first: ['12V', '12K', '9S', '13V'], second: ['12T'] },
    });
    const upgrades = () => notations(s).filter((n) => n.includes('='));
    // Not the 5 (only 2-4), not the 2T (his piece, not of his domains), not with 12K (not his domain), not
    // with a 13 ("You may NOT upgrade a piece to a king").
    expect(upgrades().sort()).toEqual(['a2=12V (2S)', 'a2=9S (2S)', 'b2=12V (3S)', 'b2=9S (3S)']);
    s = play(s, 'b2=12V (3S)');
    expect(at(s, 'b2')).toBe('12V');
    expect(s.owners[instanceOf(s, '12V')]).toBe(first(s));
    expect(zoneOf(s, '3S')).toBe(`hand:${first(s)}`); // exchanged: the pawn goes to the hand
    s = play(s, notations(s).find((n) => n.startsWith('13K'))!);
    expect(notations(s)).toContain('a2=9S (2S)');
    s = play(s, 'a2=9S (2S)');
    s = play(s, notations(s).find((n) => n.startsWith('13K'))!);
    expect(upgrades()).toEqual([]); // twice a game
    expect(game.view(s, first(s)).upgradesLeft[first(s)]).toBe(0);
  });

  it('"BUILD A PIECE – Three times per game, a player may build a pawn of value 2-10 on their first or second row of one of their domains from their hand onto the board."', () => {
    let s = scene({
      board: { ...kings, a2: '2S' },
      hands: { first: ['5V', '6S', '11S', '7K', '10V', '2V'], second: ['9T'] },
    });
    const builds = () => notations(s).filter((n) => n.includes('@'));
    const squares = new Set(builds().map((n) => n.split('@')[1]));
    expect(squares).toEqual(new Set(['a1', 'c1', 'd1', 'f1', 'b2', 'c2', 'd2', 'e2', 'f2']));
    expect(new Set(builds().map((n) => n.split('@')[0]))).toEqual(new Set(['5V', '6S', '10V', '2V'])); // not 11S, not 7K
    s = play(s, '5V@c2');
    expect(at(s, 'c2')).toBe('5V');
    expect(s.owners[instanceOf(s, '5V')]).toBe(first(s));
    const waitFor = (x: typeof s) => play(x, notations(x).find((n) => n.startsWith('13K'))!);
    s = play(waitFor(s), '6S@d2');
    s = play(waitFor(s), '10V@e2');
    s = waitFor(s);
    expect(builds()).toEqual([]); // three times a game
    // The second player builds on ranks 5 and 6.
    const t = scene({ board: kings, hands: { second: ['9T'] }, toMove: 'second' });
    expect(
      new Set(
        notations(t)
          .filter((n) => n.includes('@'))
          .map((n) => n.at(-1)),
      ),
    ).toEqual(new Set(['5', '6']));
  });
});

suite('card effects in chess terms (C4)', () => {
  it('"Tech chess has no neutral cards. Player pieces are all controlled and in play." — "A piece keeps its owner when an effect exchanges or replaces its card; the new card\'s value decides how it moves."', () => {
    let s = scene({ board: { ...kings, b2: '3S', c2: '4V' }, hands: { first: ['9V'], second: ['12T'] } });
    // Consult – Exchange a neutral card in play or a card you control with a card in a player's hand.
    s = play(s, 'use 9V');
    expect(s.pending!.prompt).toBe('Choose a card you control to exchange');
    expect(s.pending!.options.map((o) => o.card)).toEqual(['science-3', 'services-4']); // no 13s: "Kings may not be exchanged or replaced"
    s = answer(s, 'Algebra');
    s = answer(s, `Player ${second(s) + 1}`);
    expect(at(s, 'b2')).toBe('12T');
    expect(s.owners[instanceOf(s, '12T')]).toBe(first(s)); // the place keeps its owner
    expect(zoneOf(s, '3S')).toBe(`hand:${second(s)}`);
    s = play(s, notations(s).find((n) => n.startsWith('13K'))!);
    expect(notations(s)).toContain('12T b2-b5'); // it moves as a 12, a queen, for the first player
  });

  it('"13-value cards (Kings) may not be exchanged or replaced by a game effect" — C4 "An effect may not put a 13 onto the board or take one off it": no effect moves a 13', () => {
    const protectedVerbs = game.env.terms.protections.find((p) => p.filter.value?.min === 13)!.verbs;
    expect(protectedVerbs).toEqual(
      expect.arrayContaining(['exchange', 'replace', 'discard', 'expel', 'take', 'give', 'put', 'shuffle', 'draw']),
    );
    let s = scene({ board: { ...kings, a1: '1S', f1: '1V' }, hands: { first: ['7S'] } });
    s = play(s, 'use 7S'); // Shift – Exchange two neutral cards in play or two cards you control.
    expect(at(s, 'a1')).toBe('1V');
    expect(at(s, 'f1')).toBe('1S'); // the two rooks swapped; the kings could not be chosen
    expect([at(s, 'b1'), at(s, 'e1')]).toEqual(['13S', '13V']);
  });

  it('CX2 "kings-keep-their-value": a "counts as" effect can\'t change a 13 — Relativity lasts "until the end of the round", one turn of each player', () => {
    let s = scene({ board: { ...kings, c6: '12K', a4: '4K', a1: '1S' }, hands: { first: ['11S'] } });
    s = play(s, 'use 11S'); // Dilate – A card an opponent controls counts as value 2 until the end of the round. Then, draw a card.
    expect(s.pending!.options.map((o) => o.card)).toEqual(['knowledge-4', 'knowledge-12']); // not the 13s
    s = answer(s, 'Machine Learning');
    // The second player's 12 moves as a pawn this round …
    expect(
      notations(s)
        .filter((n) => n.startsWith('12K'))
        .sort(),
    ).toEqual(['12K c6-b5', '12K c6-c5', '12K c6-d5', '12K c6-d6']);
    expect(game.view(s, 0).board[5 * 6 + 2]).toMatchObject({ code: '12K', value: 2, piece: 'pawn' });
    s = play(s, '13K e6-f6');
    // … and as a queen again in the next round.
    s = play(s, '1S a1-a2');
    expect(notations(s)).toContain('12K c6-c1');
  });

  it('"Game effects last until the end of the turn if not specified on the card."', () => {
    expect(game.rules.duration).toBe('turn');
    let s = scene({ board: { ...kings, c3: '12S' } });
    s.modifiers.push({ instance: instanceOf(s, '12S'), value: 1, until: 'turn' });
    s = restartTurn(s, first(s));
    expect(notations(s)).not.toContain('12S c3-d4'); // a rook for this turn
    s = play(s, '12S c3-c4');
    expect(s.modifiers).toEqual([]);
  });
});

suite('winning the game, check and stalemate (C5)', () => {
  it('"If a player has captured both Kings of his opponent, he wins the game."', () => {
    let s = scene({ board: { b1: '13S', e1: '13V', e6: '13K', a6: '1K', c4: '12S' } });
    s = play(s, '12S c4xe6 (13K)');
    expect(s.result).toEqual({ winner: first(s), reason: 'kings-captured' });
    expect(game.actor(s)).toBeNull();
    expect(game.outcome(s)).toEqual({ scores: first(s) === 0 ? [1, 0] : [0, 1], winners: [first(s)] });
    expect(game.view(s, 0).score).toBe('1-0');
  });

  it('"If each player has only one King left and no other pieces, the game ends in a draw."', () => {
    let s = scene({ board: { b1: '13S', e5: '13K', e4: '5S' }, toMove: 'second' });
    s = answer(play(s, '13K e5xe4 (5S)'), 'No'); // the capturing 13's effect: the game ends after the action
    expect(s.result).toEqual({ winner: null, reason: 'two-lone-kings' });
    expect(game.outcome(s)).toEqual({ scores: [0.5, 0.5], winners: [0, 1] });
    expect(game.view(s, 0).score).toBe('½-½');
  });

  it('"When a King comes under fire, the attacker announces check."', () => {
    let s = scene({ board: { ...kings, c3: '12S' } });
    s = play(s, '12S c3-c4');
    expect(s.moves[0].notation).toBe('12S c3-c4+'); // c4-d5-e6
    expect(s.log.at(-1)!.text).toBe(`Check! Player ${second(s) + 1}'s king is attacked.`);
    expect(game.view(s, second(s))).toMatchObject({ check: [second(s)], checkSquares: ['e6'] });
    expect(s.pending!.prompt).toMatch(/^Check!/);
  });

  it('C5: "With two kings, a king may stay in or move into attack" — "If you have two kings, it is also legal to move a King to a position where it might be captured."', () => {
    let s = scene({ board: { ...kings, c3: '12S' } });
    s = play(s, '12S c3-c4');
    const moves = notations(s);
    expect(moves).toContain('13T b6-a6'); // not answering the check
    expect(moves).toContain('13K e6-d5'); // into the queen's reach
  });

  it('C5: "with one king, a move that leaves it attacked is illegal" — and no hand effect while it is attacked', () => {
    let s = scene({ board: { b1: '13S', e1: '13V', e6: '13K', a6: '1K', c3: '12S' }, hands: { second: ['5T', '9K'] } });
    s = play(s, '12S c3-c4');
    const moves = notations(s);
    expect(moves.every((n) => n.startsWith('13K') || n.includes('@'))).toBe(true); // only the king, or a build that blocks
    expect(moves).toContain('5T@d5'); // a pawn built on d5 blocks the queen
    expect(moves).not.toContain('13K e6-d5'); // still on the diagonal
    expect(moves.some((n) => n.startsWith('use'))).toBe(false);
    expect(moves.some((n) => n.startsWith('1K'))).toBe(false);
  });

  it('C5: "Stalemate (one king, not attacked, no legal move) … are draws." — a hand card to use is a legal action', () => {
    const board = { f1: '13S', c1: '1S', b4: '12S', a6: '13K' } as const;
    const s = scene({ board, toMove: 'second' });
    expect(s.result).toEqual({ winner: null, reason: 'stalemate' });
    const t = scene({ board, hands: { second: ['11K'] }, toMove: 'second' });
    expect(t.result).toBeNull();
    expect(notations(t)).toEqual(['use 11K']);
  });

  it('C6: "Checkmate (one king, attacked, no legal action) loses." (ruling "checkmate: loses")', () => {
    let s = scene({ board: { f1: '13S', b1: '1S', d5: '12S', a6: '13K' } });
    s = play(s, '12S d5-b5');
    expect(game.rules.rulings.checkmate).toEqual({ value: 'loses', ruling: 'C6' });
    expect(s.result).toEqual({ winner: first(s), reason: 'checkmate' });
    expect(s.moves.at(-1)!.notation).toBe('12S d5-b5#');
  });

  it("C6: \"'Unable to move' and C5's 'no legal move' mean no legal action of any kind\" (ruling \"stalemate-means: no legal action\")", () => {
    expect(game.rules.rulings['stalemate-means']).toEqual({ value: 'no-legal-action', ruling: 'C6' });
    expect(game.config.stalemateActions).toBe(true);
  });

  /** `count` quiet turns (a king stepping to and fro) as the move log's last records. */
  const quiet = (s: ReturnType<typeof scene>, count: number) => {
    const m = s.moves;
    for (let i = 0; i < count; i++)
      m.push({ seat: i % 2, turn: i + 1, notation: '13K e6-f6', move: { type: 'move', notation: '13K e6-f6' } });
    return s;
  };

  it('C6: "A game with 100 full turns and no capture, build or upgrade draws." (rulings "turn-limit: 100 turns", "turn-limit-counts: quiet turns")', () => {
    expect(game.rules.rulings['turn-limit']).toEqual({ value: 100, ruling: 'C6' });
    expect(game.rules.rulings['turn-limit-counts']).toEqual({ value: 'quiet-turns', ruling: 'C6' });
    expect(game.rules.rounds).toBeNull(); // no limit of turns besides C6's
    // 199 quiet turns, then the 200th (the second player's 100th): a draw.
    let s = quiet(scene({ board: { ...kings, c3: '12S' }, toMove: 'second' }), 199);
    s = play(s, '13K e6-f6');
    expect(s.result).toEqual({ winner: null, reason: 'turn-limit' });
    // A capture within them starts the count again, however long the game has been.
    let t = scene({ board: { ...kings, c3: '12S' }, toMove: 'second' });
    t.moves.push({
      seat: 0,
      turn: 1,
      notation: '12S c1xc3 (4K)',
      move: { type: 'move', captures: 'c1', notation: '12S c1xc3 (4K)' },
    });
    t = quiet(t, 198);
    t.round = 150;
    t = play(t, '13K e6-f6');
    expect(t.result).toBeNull();
  });

  it('C6\'s turn limit is read from the rulings: "every turn" (the reading before C6) ends the game after that many rounds, whatever was captured', () => {
    const old = { players: 2, seed: 1, options: { 'turn-limit-counts': 'every-turn', 'turn-limit': 3 } };
    let s = game.setup(old);
    while (s.flow.stage === 'setup')
      s = game.apply(s, { type: 'choose', picks: Array.from({ length: s.pending!.min }, (_, i) => i) });
    for (let n = 0; n < 50 && !s.result; n++) s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.result).toEqual({ winner: null, reason: 'turn-limit' });
    expect(s.moves).toHaveLength(6);
    expect(() => game.setup({ ...old, options: { 'turn-limit-counts': 'every-move' } })).toThrow(
      /turn-limit-counts: "every-move" is neither/,
    );
  });

  it('C6: "A player with two kings and no legal action passes." (ruling "two-kings-no-legal-action: pass")', () => {
    // The second player's two ranks are full of its own pieces: nothing can move, and its hand is empty.
    const board = {
      a1: '2K',
      b1: '13K',
      c1: '3K',
      d1: '4K',
      e1: '13T',
      f1: '5K',
      a2: '6K',
      b2: '7K',
      c2: '8K',
      d2: '9K',
      e2: '10K',
      f2: '2T',
      a6: '13S',
      f6: '13V',
    } as const;
    const s = scene({ board, toMove: 'second' });
    expect(game.rules.rulings['two-kings-no-legal-action']).toEqual({ value: 'pass', ruling: 'C6' });
    expect(s.result).toBeNull();
    expect(s.moves.at(-1)).toMatchObject({ seat: second(s), notation: '--', move: { type: 'pass' } });
    expect(s.log.some((l) => l.seat === second(s) && l.text.endsWith('has no legal action and passes.'))).toBe(true);
  });

  it('CX1: no hand effects while a lone king is in check — "an effect\'s outcome can\'t be known before it runs" (ruling "lone-king-in-check-may-use-hand-cards: no")', () => {
    const board = { b1: '13S', e1: '13V', e6: '13K', a6: '1K', c4: '12S' } as const;
    const s = scene({ board, hands: { second: ['5T', '9K'] }, toMove: 'second' });
    expect(game.rules.rulings['lone-king-in-check-may-use-hand-cards']).toEqual({ value: false, ruling: 'CX1' });
    expect(notations(s).some((n) => n.startsWith('use'))).toBe(false);
    // The ruling is data: with "yes" the same position offers the hand cards' effects.
    const rules = structuredClone(game.rules);
    rules.rulings['lone-king-in-check-may-use-hand-cards'].value = true;
    const other = createTechChess(techDeck, rules);
    const t = scene({ board, hands: { second: ['5T', '9K'] }, toMove: 'second' });
    t.pending = null;
    t.turn -= 1;
    chessTurn.start({ state: t, env: other.env, rules: other.rules, seat: second(t), args: {}, optional: false });
    expect(notations(t)).toEqual(expect.arrayContaining(['use 5T', 'use 9K']));
  });
});

suite('notation, views and refusals', () => {
  it('the move log writes each turn in the notation of notation.ts, and a typed move finds its action', () => {
    const s = scene({ board: { ...kings, c3: '12S', c5: '4T', d1: '11V' }, hands: { first: ['5S', '9V'] } });
    const list = notations(s);
    expect(list).toEqual(expect.arrayContaining(['12S c3-c4', '12S c3xc5 (4T)', '11V d1-e3', '5S@a1', 'use 9V']));
    expect(list[matchAction(list, 'c3c5')]).toBe('12S c3xc5 (4T)');
    expect(list[matchAction(list, '12s c3xc5')]).toBe('12S c3xc5 (4T)');
    expect(list[matchAction(list, 'USE 9v')]).toBe('use 9V');
    expect(list[matchAction(list, '5S@a1')]).toBe('5S@a1');
    expect(matchAction(list, 'c3-c9')).toBe(-1);
    expect(options(s).every((o) => o.label.startsWith(`${o.move!.notation}: `))).toBe(true);
  });

  it("a view shows the board and the player's own hand, never the other hand or the deck", () => {
    const s = started(4);
    const v = game.view(s, first(s));
    expect(v.zones[`hand:${first(s)}`].every((c) => c !== null && 'card' in c)).toBe(true);
    expect(v.zones[`hand:${second(s)}`].every((c) => c !== null && 'hidden' in c)).toBe(true);
    expect(v.zones.deck.every((c) => c !== null && 'hidden' in c)).toBe(true);
    const shown = new Set(JSON.stringify(v).match(/"instance":"c\d+"/g));
    for (const i of cardsIn(s, `hand:${second(s)}`)) expect(shown.has(`"instance":"${i}"`)).toBe(false);
    expect(shown.size).toBe(24 + 3 + 2); // the pieces, its hand, the expelled wilds
    expect(v).toMatchObject({
      phase: 'play',
      firstPlayer: first(s),
      kings: [2, 2],
      handSizes: [3, 3],
      upgradesLeft: [2, 2],
      buildsLeft: [3, 3],
    });
    expect(v.board.filter((p) => p !== null)).toHaveLength(24);
    expect(game.view(s, second(s)).pending).toEqual({ seat: first(s), waiting: true });
  });

  it('an illegal action is refused with a reason, the state unchanged', () => {
    const s = started();
    const before = structuredClone(s);
    expect(() => game.apply(s, { type: 'choose', picks: [999] })).toThrow(RuleError);
    expect(() => game.apply(s, { type: 'choose', picks: [0, 1] })).toThrow(/exactly 1/);
    expect(s).toEqual(before);
  });
});
