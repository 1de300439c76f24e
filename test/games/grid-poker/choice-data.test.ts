// Grid Poker's choices say what each option means as data, and picking an option does what its data
// says: the line committed to, the bet made, the market card discarded, what a wild counts as, the
// company card replaced, the hand cards taken back or redrawn, passing. Whole games answered at random.
import { describe as suite, expect, it } from 'vitest';
import { botActions, random } from '../../../src/engine/bots.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import { locate } from '../../../src/engine/zones.js';
import { ALL_LINES, type GridOption } from '../../../src/games/grid-poker/state.js';
import type { GridPokerAction, GridPokerOptions, GridPokerState } from '../../../src/games/index.js';
import { game } from './driver.js';

const zoneOf = (s: GridPokerState, instance: string) => locate(s, instance)?.zone;

/** Checks the options of the choice waiting in `before`, and that `picks` did in `after` what their data says. */
function check(before: GridPokerState, picks: number[], after: GridPokerState, seen: Set<string>): void {
  const p = before.pending!;
  const options = p.options as GridOption[];
  const [picked] = picks.map((i) => options[i]);
  const seat = p.seat;
  seen.add(p.kind);
  switch (p.kind) {
    case 'grid/hand-line':
      expect(options.map((o) => o.line)).toEqual(ALL_LINES);
      expect(after.commitments[seat].hand).toEqual(picked.line);
      break;
    case 'grid/company-line':
      expect(options.filter((o) => o.answer === 'pass')).toHaveLength(1);
      expect(options.every((o) => !!o.line !== (o.answer === 'pass'))).toBe(true);
      expect(after.commitments[seat].company).toEqual(picked.line ?? null);
      break;
    case 'grid/bet': {
      const bets = before.bets!;
      const owe = Math.max(...bets.stakes) - bets.stakes[seat];
      const bet = picked.bet!;
      const paid = after.bets!.stakes[seat] - bets.stakes[seat]; // chips may come back from the pot in the same move
      expect(paid).toBe(
        bet.kind === 'check' || bet.kind === 'fold' ? 0 : bet.kind === 'call' ? bet.amount : owe + bet.amount,
      );
      if (bet.kind === 'fold') expect(after.bets!.folded[seat]).toBe(true);
      expect(options.some((o) => o.bet!.kind === 'call')).toBe(owe > 0);
      break;
    }
    case 'grid/market':
      for (const o of options) expect(before.zones.market[o.slot!]).toBe(o.instance);
      // Discarded; the refill that follows may already have reshuffled the discard into the deck.
      expect(['discard', 'deck']).toContain(zoneOf(after, picked.instance!));
      if (zoneOf(after, picked.instance!) === 'deck')
        expect(after.log.slice(before.log.length).map((e) => e.text)).toContain(
          'The discard is shuffled to form a new deck.',
        );
      break;
    case 'grid/wild-value':
      expect(options.map((o) => o.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(after.pending!.kind).toBe('grid/wild-domain');
      expect((after.pending!.options as GridOption[]).map((o) => [o.number, o.wild])).toEqual(
        Array(4).fill([picked.number, picked.wild]),
      );
      break;
    case 'grid/wild-domain':
      expect(options.map((o) => o.domain)).toEqual(['knowledge', 'science', 'technology', 'services']);
      expect(before.cards[picked.wild!]).toMatch(/^wild/);
      expect(after.log.slice(before.log.length).map((e) => e.text)).toContain(
        `Player ${seat + 1}'s wild card counts as ${picked.number} ${picked.domain}.`,
      );
      break;
    case 'grid/improve-slot':
      expect(after.zones[`company:${seat}`][picks[0]]).toBe(picked.replacement);
      expect(zoneOf(after, picked.instance!)).toBe('discard');
      expect(new Set(options.map((o) => o.replacement)).size).toBe(1);
      break;
    case 'grid/return': {
      expect(options.map((o) => o.settle)).toEqual(['take-back', 'redraw']);
      const committed = before.zones[`committed:${seat}`].filter(
        (i): i is string => i !== null && !before.cards[i].startsWith('wild'),
      );
      if (picked.settle === 'take-back') for (const i of committed) expect(zoneOf(after, i)).toBe(`hand:${seat}`);
      // (a redrawn card may come back through a reshuffled discard: the log says what was done)
      else
        expect(after.log.map((e) => e.text)).toContain(
          `Player ${seat + 1} discards their hand cards and draws ${before.zones[`committed:${seat}`].filter((i) => i !== null).length}.`,
        );
      break;
    }
    case 'grid/improve':
      expect(options.at(-1)!.answer).toBe('pass');
      if (picked.answer === 'pass') expect(after.zones[`company:${seat}`]).toEqual(before.zones[`company:${seat}`]);
      break;
    case 'grid/company-effect':
    case 'grid/hand-effect':
      expect(options.at(-1)!.answer).toBe('pass');
      if (picked.answer === 'pass') expect(after.log[before.log.length].text).toBe(`Player ${seat + 1} passes.`);
      break;
  }
}

function play(players: number, seed: number, options: GridPokerOptions, seen: Set<string>): void {
  let s = game.setup({ players, seed, options: { ...options } });
  const rng = new Rng({ rng: seedRng(seed) });
  for (let n = 0; game.actor(s) !== null; n++) {
    if (n > 5000) throw new Error('too many actions');
    const action = random({ pending: s.pending }, botActions(game, s), rng) as GridPokerAction;
    const after = game.apply(s, action);
    check(s, action.picks, after, seen);
    s = after;
  }
}

suite('Grid Poker choices carry their meaning as data', () => {
  it('every option says what picking it does, in games answered at random', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) play(4, seed, { bidding: true, wildChoice: 'owner' }, seen);
    play(3, 4, { wildChoice: 'owner' }, seen);
    for (const kind of [
      'grid/hand-line',
      'grid/company-line',
      'grid/bet',
      'grid/market',
      'grid/wild-value',
      'grid/wild-domain',
      'grid/improve-slot',
      'grid/return',
      'grid/improve',
      'grid/company-effect',
      'grid/hand-effect',
    ]) {
      expect(seen.has(kind), kind).toBe(true);
    }
  }, 60_000);
});
