// Tricks of the Trade against its rules (shared/rules-source/tricks-of-the-trade-v2.txt and house rulings
// T1-T5, with this project's readings T6-T10 in rules/tricks-of-the-trade.rules): each test quotes the
// rule it checks, and plays the real game module from a seed, answering its choices.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { RuleError } from '../../../src/engine/errors.js';
import { createTricksOfTheTrade, techDeck } from '../../../src/games/index.js';
import { trickWinner } from '../../../src/games/tricks-of-the-trade/tricks.js';
import type { TricksState } from '../../../src/games/index.js';
import {
  answer,
  atTricks,
  cardId,
  first,
  game,
  instanceOf,
  names,
  option,
  pendingKind,
  playUntil,
  setup,
  stack,
  zone,
} from './driver.js';

const valueAt = (s: TricksState, i: string) => techDeck.find((c) => c.id === s.cards[i])!.value;
const domainOf = (s: TricksState, i: string) => techDeck.find((c) => c.id === s.cards[i])!.domain;
const hands = (s: TricksState) => Array.from({ length: s.players }, (_, seat) => zone(s, `hand:${seat}`));

suite('setup (T1)', () => {
  it('T1 "The trump domain deck is the four value-2 cards"', () => {
    const s = setup(4);
    const twos = [...zone(s, 'trump-deck'), ...zone(s, 'trump-card')];
    expect(twos).toHaveLength(4);
    expect(twos.every((i) => valueAt(s, i) === 2)).toBe(true);
    expect(game.view(s, 0).zones['trump-deck'].every((c) => c !== null && 'hidden' in c)).toBe(true); // face down
  });

  it('T1 "goal cards are the four value-1 cards, one dealt face down to each player and kept all game"', () => {
    const s = setup(4, 5);
    const goals = [0, 1, 2, 3].map((seat) => zone(s, `goal:${seat}`));
    expect(goals.every((g) => g.length === 1 && valueAt(s, g[0]) === 1)).toBe(true);
    expect(new Set(goals.map((g) => domainOf(s, g[0]))).size).toBe(4);
    // Face down: the owner sees their goal, no one else does.
    expect(game.view(s, 0).goal?.card).toBe(s.cards[goals[0][0]]);
    expect(game.view(s, 1).zones['goal:0'][0]).toEqual({ hidden: true });
    expect(game.view(s, 1).goals).toEqual([null, s.cards[goals[1][0]], null, null]);
    // "Note: Players keep their individual Goal card dealt to them at the start of the game."
    const later = playUntil(s, (x) => x.round === 3 && x.pending?.kind === 'tricks/bid');
    expect([0, 1, 2, 3].map((seat) => zone(later, `goal:${seat}`))).toEqual(goals);
  });

  it('T1 "unused goal cards and all other cards but the two wilds (expelled) form the draw deck" — "Shuffle the rest of the cards including unused goal cards"', () => {
    for (const players of [2, 3, 4]) {
      const s = setup(players, 11);
      expect(names(s, 'expelled').sort()).toEqual(['Disruptive Innovation', 'Open Source']);
      const drawn = [...zone(s, 'deck'), ...hands(s).flat()];
      expect(drawn).toHaveLength(54 - 2 - 4 - players);
      expect(drawn.filter((i) => valueAt(s, i) === 1)).toHaveLength(4 - players); // the unused goal cards
      expect(drawn.some((i) => valueAt(s, i) === 2 || domainOf(s, i) === 'wild')).toBe(false);
    }
  });

  it('refuses 1 or 5 players with a message (2-4 players)', () => {
    expect(() => setup(1)).toThrow(/2 to 4 players/);
    expect(() => setup(5)).toThrow(/2 to 4 players/);
  });
});

suite('a round', () => {
  it('"1. DEAL CARDS PHASE At the start of each round, deal 10 cards to each player from the draw deck."', () => {
    const s = setup(4);
    expect(hands(s).map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(zone(s, 'deck')).toHaveLength(54 - 2 - 4 - 4 - 40);
  });

  it('"2. TRUMP DOMAIN PHASE Reveal the top card of the Trump Domain deck to be the Trump domain for this round."', () => {
    const s = setup(3, 9);
    const [trump] = zone(s, 'trump-card');
    expect(valueAt(s, trump)).toBe(2);
    expect(zone(s, 'trump-deck')).toHaveLength(3);
    for (const seat of [0, 1, 2])
      expect(game.view(s, seat).trump).toEqual({
        card: s.cards[trump],
        domain: domainOf(s, trump),
        revealed: s.cards[trump],
      });
    expect(s.log.some((l) => l.text.includes('is trump this round'))).toBe(true);
  });

  it('T2 "Phase 3 BID: from the first player, each bids 0-6 tricks" — bids are public', () => {
    let s = setup(4, 2);
    const f = first(s);
    expect(s.pending).toMatchObject({ seat: f, kind: 'tricks/bid', min: 1, max: 1 });
    expect(s.pending!.options.map((o) => o.label)).toEqual([
      '0 tricks',
      '1 trick',
      '2 tricks',
      '3 tricks',
      '4 tricks',
      '5 tricks',
      '6 tricks',
    ]);
    s = game.apply(s, { type: 'choose', picks: [4] });
    expect(s.pending!.seat).toBe((f + 1) % 4);
    expect(game.view(s, (f + 2) % 4).bids[f]).toBe(4);
    s = playUntil(s, (x) => x.pending?.kind !== 'tricks/bid');
    expect(s.bids.every((b) => b !== null)).toBe(true);
    expect(game.view(s, f).bidding).toBeNull();
  });

  it('T2 "each bids 0-6 tricks": while one player bids, every player sees who and the bids they may make', () => {
    const s = setup(3, 2);
    const f = first(s);
    const scale = [0, 1, 2, 3, 4, 5, 6].map((n) => ({ number: n, label: `${n} trick${n === 1 ? '' : 's'}` }));
    for (let seat = 0; seat < 3; seat++) expect(game.view(s, seat).bidding).toEqual({ seat: f, bids: scale });
  });

  it('T3 "The first player is chosen at random and passes left each round"', () => {
    const firsts = new Set(Array.from({ length: 16 }, (_, seed) => first(setup(4, seed))));
    expect(firsts.size).toBeGreaterThan(2);
    const s = setup(3, 4);
    const f = first(s);
    const round2 = playUntil(s, (x) => x.round === 2 && x.pending?.kind === 'tricks/bid');
    expect(first(round2)).toBe((f + 1) % 3);
    expect(round2.pending!.seat).toBe((f + 1) % 3);
    const round3 = playUntil(round2, (x) => x.round === 3 && x.pending?.kind === 'tricks/bid');
    expect(first(round3)).toBe((f + 2) % 3);
  });
});

suite('trade (T2, T9)', () => {
  /** At the first player's offer, with bids of 1. */
  const atTrade = (players = 3, seed = 6, options = {}) =>
    playUntil(setup(players, seed, options), pendingKind('tricks/offer'));

  it('T2 "each may offer one hand card to one other player for a card of theirs; the other accepts" — the cards change hands', () => {
    let s = atTrade();
    const f = first(s);
    const to = (f + 2) % 3;
    const offered = zone(s, `hand:${f}`)[0];
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.pending).toMatchObject({ seat: f, kind: 'tricks/offer-to' });
    s = answer(s, `Player ${to + 1}`);
    expect(s.pending).toMatchObject({ seat: f, kind: 'tricks/offer-ask' });
    s = answer(s, 'Any card');
    // "the other accepts or declines": the decision is the other player's.
    expect(s.pending).toMatchObject({ seat: to, kind: 'tricks/offer-answer' });
    expect(s.pending!.prompt).toContain(techDeck.find((c) => c.id === s.cards[offered])!.name);
    expect(s.pending!.options.at(-1)!.label).toBe('Decline');
    const given = zone(s, `hand:${to}`)[0];
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(zone(s, `hand:${to}`)).toContain(offered);
    expect(zone(s, `hand:${f}`)).toContain(given);
    expect(zone(s, `hand:${f}`)).toHaveLength(10);
    expect(s.trades[0]).toMatchObject({ from: f, to, ask: null, accepted: true });
    // "one offer per player per round": the next player's offer comes next.
    expect(s.pending).toMatchObject({ seat: (f + 1) % 3, kind: 'tricks/offer' });
  });

  it('T2 "… or declines": nothing changes hands', () => {
    let s = atTrade();
    const f = first(s);
    const before = hands(s);
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = answer(s, `Player ${((f + 1) % 3) + 1}`);
    s = answer(s, 'Any card');
    s = answer(s, 'Decline');
    expect(hands(s)).toEqual(before);
    expect(s.trades[0].accepted).toBe(false);
    expect(s.log.at(-1)!.text).toContain('declines');
  });

  it('T9 the offer may ask for a domain — TX2 "trade-return-chosen-by: the player offered": they choose the card, only one of that domain, and with none decline', () => {
    let s = atTrade(2, 8);
    const f = first(s);
    const o = 1 - f;
    // With two players the other player is the only one: no question about whom.
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.pending!.kind).toBe('tricks/offer-ask');
    const wanted = domainOf(s, zone(s, `hand:${o}`)[0]) as string;
    s = answer(s, `A ${wanted[0].toUpperCase()}${wanted.slice(1)} card`);
    expect(s.pending!.seat).toBe(o);
    expect(s.pending!.options.slice(0, -1).every((opt) => domainOf(s, opt.instance!) === wanted)).toBe(true);
    expect(s.pending!.options.slice(0, -1)).toHaveLength(
      zone(s, `hand:${o}`).filter((i) => domainOf(s, i) === wanted).length,
    );

    // A domain the other player lacks: declined at once.
    let t = atTrade(2, 8);
    const lacking = (['knowledge', 'science', 'technology', 'services'] as const).find(
      (d) => !zone(t, `hand:${o}`).some((i) => domainOf(t, i) === d),
    );
    if (lacking) {
      t = game.apply(t, { type: 'choose', picks: [0] });
      t = answer(t, `A ${lacking[0].toUpperCase()}${lacking.slice(1)} card`);
      expect(t.trades[0].accepted).toBe(false);
      expect(t.pending).toMatchObject({ seat: o, kind: 'tricks/offer' });
    }
  });

  it('T9 the offered card is seen by the two players only; the others see that a trade happened', () => {
    let s = atTrade(4, 6);
    const f = first(s);
    const to = (f + 1) % 4;
    const third = (f + 2) % 4;
    const offered = s.cards[zone(s, `hand:${f}`)[0]];
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = answer(s, `Player ${to + 1}`);
    s = answer(s, 'Any card');
    expect(game.view(s, to).offer).toMatchObject({ from: f, to, offered });
    expect(game.view(s, third).offer).toMatchObject({ from: f, to, offered: null });
    expect(JSON.stringify(game.view(s, third))).not.toContain(`"${offered}"`);
    expect(game.view(s, third).log.some((l) => l.text.includes(`offers Player ${to + 1} a card`))).toBe(true);
  });

  it('T9 the domain question is a ruling: with `trade-may-ask-for-a-domain: no` the other gives any card', () => {
    let s = atTrade(2, 8, { 'trade-may-ask-for-a-domain': false });
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.pending!.kind).toBe('tricks/offer-answer');
    expect(s.pending!.options).toHaveLength(11); // every card of the other hand, and Decline
  });
});

suite('game effects (phase 5, T6)', () => {
  /** The first player's game effect choice, with `cards` stacked into their hand. */
  const atEffects = (players: number, seed: number, cards: string[]) => {
    let s = setup(players, seed);
    s = stack(s, { [`hand:${first(s)}`]: cards });
    return playUntil(s, pendingKind('tricks/effect'));
  };

  it('"Starting with first player, game effects from one card (in hand) can be played before the Tricks Phase" — T6: then discarded, not replaced', () => {
    let s = atEffects(3, 2, ['Social Media']);
    const f = first(s);
    expect(s.pending!.seat).toBe(f);
    expect(s.pending!.options.at(-1)!.label).toBe('Pass');
    s = answer(s, 'Social Media');
    // Rally – All players draw a card: each hand has 11; the used card went to the discard, no redraw.
    expect(hands(s).map((h) => h.length)).toEqual([0, 1, 2].map((seat) => (seat === f ? 10 : 11)));
    expect(names(s, 'discard')[0]).toBe('Social Media');
    expect(s.pending).toMatchObject({ seat: (f + 1) % 3, kind: 'tricks/effect' });
  });

  it('"Card effects can only draw from the draw deck and discard. You may not draw from the Trump deck"', () => {
    let s = atEffects(4, 3, ['Social Media']);
    // Empty the draw deck and the discard: drawing finds nothing, and the trump deck is untouched.
    s.zones.expelled.push(...s.zones.deck.splice(0), ...s.zones.discard.splice(0));
    const trumpDeck = zone(s, 'trump-deck');
    s = answer(s, 'Social Media');
    expect(
      hands(s)
        .map((h) => h.length)
        .sort(),
    ).toEqual([10, 10, 10, 9]);
    expect(zone(s, 'trump-deck')).toEqual(trumpDeck);
    expect(game.env.terms.secret).toContain('trump-deck');
  });

  it('"If the Trump domain card is exchanged during game play, the domain of the new card is the Trump domain this round." (Robotics) — T7: "the value-2 card of the domain that was trump at the end of the round is expelled, wherever it is; every other value-2 card returns to the trump deck (never to the draw deck); a card that an effect put in the trump card\'s place returns to the draw deck"', () => {
    let s = atEffects(2, 5, ['Robotics']);
    const f = first(s);
    // The revealed 2 is Zero (Science); the top card of the deck is Cloud Computing (Services).
    s = stack(s, { 'trump-card': ['Zero'], deck: ['Cloud Computing'] });
    s.trumpRevealed = instanceOf(s, 'Zero');
    s = answer(s, 'Robotics');
    // Automate – Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard.
    // The only neutral card in play is the trump card, so the one question is what to exchange it with.
    if (s.pending?.kind.startsWith('effect/')) s = answer(s, 'the top card of the deck');
    expect(names(s, 'trump-card')).toEqual(['Cloud Computing']);
    expect(names(s, 'deck')[0]).toBe('Zero'); // the revealed 2 went where Cloud Computing was
    expect(game.view(s, 1 - f).trump.domain).toBe('services');
    expect(s.log.some((l) => l.text === 'The trump domain is now Services.')).toBe(true);
    // Services was trump at the end of the round: its 2 is expelled from the trump deck, Zero comes back
    // to the trump deck from wherever it is, and Cloud Computing joins the new draw deck.
    const services2 = zone(s, 'trump-deck').find((i) => domainOf(s, i) === 'services')!;
    expect(valueAt(s, services2)).toBe(2);
    s = playUntil(s, (x) => x.round === 2);
    expect(zone(s, 'expelled')).toContain(services2);
    expect(zone(s, 'expelled')).not.toContain(instanceOf(s, 'Zero'));
    const twos = [...zone(s, 'trump-deck'), ...zone(s, 'trump-card')];
    expect(twos).toContain(instanceOf(s, 'Zero'));
    expect(twos.map((i) => valueAt(s, i))).toEqual([2, 2, 2]);
    expect([...zone(s, 'deck'), ...zone(s, 'hand:0'), ...zone(s, 'hand:1')]).toContain(
      instanceOf(s, 'Cloud Computing'),
    );
    expect(s.tricks).toEqual([]);
  });

  it('T7 changes the goal-card tie-break: after the exchange above, the Services 2 is out, so "the remaining card in the Trump deck" at game end is another domain\'s 2', () => {
    // Round 1: Zero (Science) is revealed and exchanged for a Services card, so the Services 2 is expelled.
    // The later rounds reveal the other 2s, Zero among them unless it stays the one card left.
    let s = atEffects(2, 5, ['Robotics']);
    s = stack(s, { 'trump-card': ['Zero'], deck: ['Cloud Computing'] });
    s.trumpRevealed = instanceOf(s, 'Zero');
    s = answer(s, 'Robotics');
    if (s.pending?.kind.startsWith('effect/')) s = answer(s, 'the top card of the deck');
    s = playUntil(s, (x) => game.actor(x) === null);
    const expelledTwos = zone(s, 'expelled')
      .filter((i) => valueAt(s, i) === 2)
      .map((i) => domainOf(s, i));
    expect(expelledTwos).toContain('services');
    expect(expelledTwos).toHaveLength(3);
    const [left] = zone(s, 'trump-deck');
    expect(domainOf(s, left)).not.toBe('services');
    // Two players tie; the one whose goal matches the remaining 2 wins, whatever their base points.
    const goalOf: Record<string, string> = {
      knowledge: 'Writing',
      science: 'Geometry',
      technology: 'Wheel',
      services: 'Coinage',
    };
    let t = structuredClone(s);
    t.scores = [15, 15];
    t = stack(t, { 'goal:0': [goalOf.services], 'goal:1': [goalOf[domainOf(s, left)]] });
    t.sheet = t.sheet.map((r) => ({ ...r, base: r.seat === 0 ? 9 : 1 }));
    expect(game.outcome(t)!.winners).toEqual([1]);
    expect(game.ranking(t)!.tieBreak).toMatch(/Player 2's goal card matches the remaining trump card/);
  });

  it('"the trump deck card is considered a neutral card … Game effects may change, copy or affect the Trump card" — copy (3D Printing), exchange with a hand (Professional Services)', () => {
    let s = atEffects(3, 7, ['3D Printing', 'Professional Services']);
    const f = first(s);
    const [two] = zone(s, 'trump-card');
    const twoCard = techDeck.find((c) => c.id === s.cards[two])!;
    s = answer(s, '3D Printing');
    // Replicate – Use the effect of a card in play: the only card in play is the trump card.
    expect(s.log.some((l) => l.text.includes(`uses the effect of ${twoCard.name}`))).toBe(true);
    // Next round: exchange the (new) trump card with a card in a player's hand.
    s = playUntil(s, (x) => x.round === 2 && x.pending?.kind === 'tricks/bid');
    s = stack(s, { [`hand:${f}`]: ['Professional Services', 'Relativity'] });
    s = playUntil(s, (x) => x.pending?.kind === 'tricks/effect' && x.pending.seat === f);
    const [trump] = zone(s, 'trump-card');
    s = answer(s, 'Professional Services');
    const policy = (x: TricksState) => {
      if (!x.pending?.kind.startsWith('effect/')) return undefined;
      const rel = x.pending.options.findIndex((o) => o.label.startsWith('Relativity'));
      if (rel >= 0) return [rel];
      const me = x.pending.options.findIndex((o) => o.label.includes(`Player ${f + 1}`) || o.label.includes('(you)'));
      return [Math.max(me, 0)];
    };
    s = playUntil(s, (x) => !x.pending?.kind.startsWith('effect/'), policy);
    expect(names(s, 'trump-card')).toEqual(['Relativity']);
    expect(zone(s, `hand:${f}`)).toContain(trump);
    expect(game.view(s, f).trump.domain).toBe('science');
  });
});

suite('tricks (phase 6)', () => {
  /** Round 1's tricks in a two-player game with the given hands (first player's, other's) and trump. */
  const dealt = (mine: string[], theirs: string[], trump = 'Zero', seed = 4) => {
    let s = setup(2, seed);
    const f = first(s);
    const goals = [...zone(s, 'goal:0'), ...zone(s, 'goal:1')].map((i) => s.cards[i]);
    if ([...mine, ...theirs].some((name) => goals.includes(cardId(name))))
      throw new Error(`seed ${seed} deals a stacked card as a goal card`);
    s = stack(s, { [`hand:${f}`]: mine, [`hand:${1 - f}`]: theirs, 'trump-card': [trump] });
    s.trumpRevealed = instanceOf(s, trump);
    return { s: playUntil(s, atTricks), f, o: 1 - f };
  };

  it('"The first player leads with any card."', () => {
    const { s, f } = dealt(['Robotics'], ['Automobile']);
    expect(s.pending).toMatchObject({ seat: f, kind: 'tricks/play' });
    expect(s.pending!.options).toHaveLength(10);
    expect(game.view(s, f).hand.every((c) => c.playable)).toBe(true);
  });

  it('"subsequent players must follow with a card that matches the domain (suit) of the led card. Otherwise, they may play any card from their hand."', () => {
    const { s: s0, o } = dealt(['Robotics', 'Internet'], ['Automobile', 'Transistor']);
    const s = answer(s0, 'Robotics');
    expect(s.pending!.seat).toBe(o);
    const tech = zone(s, `hand:${o}`).filter((i) => domainOf(s, i) === 'technology');
    expect(s.pending!.options.map((opt) => opt.instance).sort()).toEqual(tech.sort());
    expect(s.pending!.prompt).toBe('Follow with a Technology card');
    expect(
      game
        .view(s, o)
        .hand.filter((c) => c.playable)
        .map((c) => c.instance)
        .sort(),
    ).toEqual(tech.sort());
    // Off-suit cards are not among the answers; an answer out of range is refused with why, state unchanged.
    expect(() => game.apply(s, { type: 'choose', picks: [tech.length] })).toThrow(RuleError);
    expect(() => game.apply(s, { type: 'choose', picks: [tech.length] })).toThrow(/Pick option numbers from 0 to/);
    // A player void in the led domain may play any card.
    const { s: v0, o: vo } = dealt(
      ['Robotics'],
      [
        'Internet',
        'E-Commerce',
        'Television',
        'Radio Broadcasting',
        'Telephone',
        'Insurance',
        'Credit Card',
        'Cloud Computing',
        'Postage Stamp',
        'Peer-to-Peer Services',
      ],
    );
    const v = answer(v0, 'Robotics');
    expect(v.pending!.seat).toBe(vo);
    expect(v.pending!.options).toHaveLength(10);
    expect(v.pending!.prompt).toBe('Play any card: you have no Technology card');
  });

  it('"The person who played the highest value card of the led domain wins the trick" — "A value 1 card (Ace) counts as value 1" — "The player who won the trick will lead the next trick"', () => {
    // Two players (seed 0: the goals are Wheel and Coinage): Writing, an unused goal card, is an ordinary card.
    const { s: s0, f, o } = dealt(['Writing', 'Robotics'], ['Printing Press', 'Automobile'], 'Zero', 0);
    let s = answer(s0, 'Writing');
    s = answer(s, 'Printing Press');
    expect(s.tricks[0]).toMatchObject({ leader: f, led: 'knowledge', winner: o, by: 'led' });
    expect(zone(s, `won-tricks:${o}`)).toHaveLength(2);
    expect(s.pending).toMatchObject({ seat: o, kind: 'tricks/play' });
    expect(game.view(s, f).tricks[0].plays.map((p) => [p.seat, p.card])).toEqual([
      [f, cardId('Writing')],
      [o, cardId('Printing Press')],
    ]);
  });

  it('"A trump domain card has a higher worth than other non-trump cards played. If more than one trump domain card is played, the highest value trump card wins the trick."', () => {
    const {
      s: s0,
      f,
      o,
    } = dealt(
      ['Robotics', 'Internet', 'Social Media'],
      [
        'Algebra',
        'DNA Double Helix',
        'Relativity',
        'Cloud Computing',
        'Heliocentrism',
        'Evolution',
        'Germ Theory',
        'Quantum Theory',
        'Periodic Table',
        'Classical Mechanics',
      ],
    );
    // The other player has no Technology and no Services: any card, and Science is trump.
    let s = answer(s0, 'Robotics');
    s = answer(s, 'Algebra');
    expect(s.tricks[0]).toMatchObject({ winner: o, by: 'trump', trump: 'science' });
    s = answer(s, 'Relativity'); // o leads trump 11
    s = answer(s, 'Social Media'); // f follows trump 13
    expect(s.tricks[1]).toMatchObject({ winner: f, by: 'trump' });
    expect(s.pending!.seat).toBe(f);
  });

  it('cards count as effects make them: a card that "counts as a Science card" (Algebra) follows Science; T8 equal cards: the first played wins', () => {
    const {
      s: s0,
      f,
      o,
    } = dealt(
      ['Relativity'],
      [
        'Algebra',
        'Hypertext',
        'Robotics',
        'Internet',
        'E-Commerce',
        'Television',
        'Radio Broadcasting',
        'Telephone',
        'Insurance',
        'Credit Card',
      ],
    );
    // The other player holds Algebra (Science) and Hypertext (9 Knowledge), which an effect made count as Science.
    s0.modifiers.push({ instance: instanceOf(s0, 'Hypertext'), domain: 'science', until: 'round' });
    const s = answer(s0, 'Relativity');
    expect(s.pending!.seat).toBe(o);
    expect(s.pending!.options.map((opt) => opt.label).sort()).toEqual([
      'Algebra (3 Science)',
      'Hypertext (9 Knowledge)',
    ]);
    expect(game.view(s, o).hand.find((c) => c.card === cardId('Hypertext'))).toMatchObject({
      domain: 'science',
      playable: true,
    });
    expect(
      trickWinner(
        [
          { value: 5, domain: 'science' },
          { value: 5, domain: 'science' },
        ],
        'technology',
      ),
    ).toEqual({ index: 0, by: 'led' });
    expect(first(s)).toBe(f);
  });

  it('T8 a player with no card left sits out the trick', () => {
    let s = playUntil(setup(3, 5), atTricks);
    const f = first(s);
    const out = (f + 1) % 3;
    s.zones.discard.unshift(...s.zones[`hand:${out}`].splice(0));
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.pending!.seat).toBe((f + 2) % 3);
    expect(s.log.some((l) => l.text.includes(`Player ${out + 1} has no card left and sits out trick 1`))).toBe(true);
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.tricks[0].plays).toHaveLength(2);
    s = playUntil(s, (x) => x.round === 2);
    expect(s.sheet.find((r) => r.seat === out)!.tricks).toBe(0);
  });
});

suite('end of round cleanup (phase 8, T5)', () => {
  it('"expel … the value-2 card matching the domain that was trump … shuffle the remaining cards in the Trump Domain deck. Gather all the remaining non-goal cards … a new draw deck" — T5 the 4 cards left in each hand return', () => {
    const s = setup(4, 13);
    const [two] = zone(s, 'trump-card');
    const lastTrick = playUntil(s, (x) => x.tricks.length === 5 && x.trick?.plays.length === 0);
    expect(hands(lastTrick).map((h) => h.length)).toEqual([5, 5, 5, 5]); // 4 cards each will be left
    const next = playUntil(lastTrick, (x) => x.round === 2 && x.pending?.kind === 'tricks/bid');
    expect(zone(next, 'expelled')).toContain(two);
    expect(zone(next, 'expelled')).toHaveLength(3);
    expect(zone(next, 'trump-deck')).toHaveLength(2);
    expect(zone(next, 'trump-card')).toHaveLength(1);
    expect(zone(next, 'discard')).toEqual([]);
    expect([0, 1, 2, 3].every((seat) => zone(next, `won-tricks:${seat}`).length === 0)).toBe(true);
    expect(hands(next).map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(zone(next, 'deck')).toHaveLength(54 - 3 - 3 - 4 - 40);
  });

  it('"9. END OF GAME The game ends after 3 rounds." — each round has 6 tricks; one trump card remains', () => {
    const s = playUntil(setup(3, 21), (x) => game.actor(x) === null);
    expect(s.sheet).toHaveLength(9);
    expect(s.round).toBe(3);
    expect(zone(s, 'trump-deck')).toHaveLength(1);
    expect(zone(s, 'expelled')).toHaveLength(5);
    expect(game.outcome(s)!.scores).toEqual(s.scores);
    expect(() => game.apply(s, { type: 'choose', picks: [0] })).toThrow(/The game is over/);
    const view = game.view(s, 0);
    expect(view.over).toBe(true);
    expect(view.remainingTrump).toHaveLength(1);
    expect(view.goals.every((g) => g !== null)).toBe(true); // goal cards are shown once the game is over
  });
});

suite('the rules file is the game', () => {
  it('the phases are those of the rules file, in order', () => {
    expect(game.rules.phases.map((p) => p.title)).toEqual([
      'deal cards',
      'trump domain',
      'bid',
      'trade',
      'game effects',
      'tricks',
      'scoring',
      'end of round cleanup',
      'new draw deck',
    ]);
    expect(game.rules.phases.find((p) => p.name === 'tricks')!.repeat).toBe(6);
    expect(game.rules.terms.neutral).toEqual([{ zone: 'trump-card', whose: 'shared' }]);
    expect(game.rules.terms.controlled).toEqual([]);
    // T2 is the bid and trade phases themselves (0 to 6 tricks, one offer each); every other house ruling is a named setting.
    expect(game.rules.phases.find((p) => p.name === 'bid')!.procedure).toEqual({
      name: 'bid',
      args: { minimum: 0, maximum: 6 },
    });
    for (const t of ['T1', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10'])
      expect(
        Object.values(game.rules.rulings).some((r) => r.ruling === t),
        t,
      ).toBe(true);
  });

  it('T1 as data: the setup steps move the cards the T1 rulings name', () => {
    const { rulings, setup: steps } = game.rules;
    const moved = (to: string) =>
      steps.find((st) => st.kind === 'move' && st.to.zone === to) as { cards: { filter: { value: { min: number } } } };
    expect(moved('trump-deck').cards.filter.value.min).toBe(rulings['trump-deck-card-value'].value);
    expect(moved('goals').cards.filter.value.min).toBe(rulings['goal-card-value'].value);
    expect(rulings['wild-cards-expelled'].value).toBe(true);
    expect(steps[0]).toMatchObject({ kind: 'expel', cards: { filter: { wild: true } } });
  });

  it('T5 is a ruling: with `leftover-hand-cards-return-to-the-deck: no` the hands keep their cards into the next deal', () => {
    const s = playUntil(
      setup(2, 3, { 'leftover-hand-cards-return-to-the-deck': false }),
      (x) => x.round === 2 && x.pending?.kind === 'tricks/bid',
    );
    expect(hands(s).map((h) => h.length)).toEqual([14, 14]);
  });

  it('TX1 "bids-are-public: yes" (T2 says who bids, not who hears it) is a ruling: with `no` each player sees only their own bid', () => {
    let s = setup(3, 2, { 'bids-are-public': false });
    const f = first(s);
    s = game.apply(s, { type: 'choose', picks: [2] });
    expect(game.view(s, f).bids[f]).toBe(2);
    expect(game.view(s, (f + 1) % 3).bids[f]).toBeNull();
    expect(JSON.stringify(game.view(s, (f + 1) % 3).log)).not.toContain('2 tricks');
  });

  it('a ruling this module does not play is refused with a message, never silently ignored', () => {
    const rules = structuredClone(game.rules);
    rules.rulings['empty-hand'] = { value: 'draws a card', ruling: 'T8' } as never;
    expect(() => createTricksOfTheTrade(techDeck, rules)).toThrow(
      /ruling "empty-hand" is "draws a card", but this game module plays only "sits out the trick"/,
    );
    const wrongValue = structuredClone(game.rules);
    wrongValue.rulings['trump-deck-card-value'] = { value: 3, ruling: 'T1' } as never;
    expect(() => createTricksOfTheTrade(techDeck, wrongValue)).toThrow(
      /the setup moves cards of value 2 to the trump deck/,
    );
    expect(() => setup(2, 1, { 'equal-cards': 'last-played-wins' })).toThrow(/equal-cards/);
  });

  it("the rules file's numbers are the game: two rounds of four tricks with 8 cards dealt", () => {
    const text = readFileSync('rules/tricks-of-the-trade.rules', 'utf8')
      .replace('rounds: 3', 'rounds: 2')
      .replace('deal: 10 cards', 'deal: 8 cards')
      .replace('procedure play-card, 6 times', 'procedure play-card, 4 times')
      .replace('6 maximum', '4 maximum');
    const { rules, problems } = compileRulesFile(text, 'rules/tricks-of-the-trade.rules');
    expect(problems).toEqual([]);
    const short = createTricksOfTheTrade(techDeck, rules!);
    let s = short.setup({ players: 3, seed: 1 });
    expect(zone(s, 'hand:0')).toHaveLength(8);
    expect(s.pending!.options).toHaveLength(5);
    while (short.actor(s) !== null) s = short.apply(s, { type: 'choose', picks: [s.pending!.options.length - 1] });
    expect(s.round).toBe(2);
    expect(s.sheet).toHaveLength(6);
    expect(s.sheet.every((r) => r.lines[0].rule === 'trick')).toBe(true);
    expect(s.sheet.filter((r) => r.round === 1).reduce((n, r) => n + r.tricks, 0)).toBe(4);
  });

  it('the view names whose turn it is, the prompt, the phase', () => {
    const s = setup(4, 1);
    const f = first(s);
    const mine = game.view(s, f);
    expect(mine.pending).toMatchObject({ seat: f, kind: 'tricks/bid' });
    expect(mine.phase).toBe('bid');
    expect(game.view(s, (f + 1) % 4).pending).toEqual({ seat: f, waiting: true });
    expect(option(s, '3 tricks')).toBe(3);
  });
});
