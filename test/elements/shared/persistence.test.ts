// The shared share-link format and attribute reading of the game elements (no DOM needed).
import { describe, expect, it } from 'vitest';
import { MAX_SHARE_LENGTH, MAX_SHARE_MOVES, shareCodec } from '../../../src/elements/shared/persistence.js';
import { share as gridPokerShare } from '../../../src/elements/grid-poker/persistence.js';
import { share as chessShare } from '../../../src/elements/chess/persistence.js';
import { readSettings as readTricksSettings } from '../../../src/elements/tricks/settings.js';
import { readBaseSettings } from '../../../src/elements/shared/settings.js';
import { layoutChoice } from '../../../src/elements/shared/choice.js';
import type { GameSettings } from '../../../src/elements/shared/settings.js';

describe('shareCodec', () => {
  const plain = shareCodec<GameSettings>('tricks', readTricksSettings);
  const withOption = gridPokerShare;
  const damaged = { error: 'The shared link is damaged: it does not hold a game.' };

  it('writes seed.players.humans[.options].moves, picks joined by -, x for none, moves by _', () => {
    const actions = [
      { type: 'choose' as const, picks: [0, 3] },
      { type: 'choose' as const, picks: [] },
      { type: 'choose' as const, picks: [4] },
    ];
    expect(plain.encode({ seed: 42, players: 3, humans: 1 }, actions)).toBe('tricks=42.3.1.0-3_x_4');
    expect(withOption.encode({ seed: -7, players: 2, humans: 2, bidding: true }, [])).toBe('grid-poker=-7.2.2.1.');
  });

  it("reads back what it writes, and nothing from another game's link", () => {
    const actions = [
      { type: 'choose' as const, picks: [1] },
      { type: 'choose' as const, picks: [] },
    ];
    const settings = { seed: 9, players: 4, humans: 2 };
    expect(plain.decode(`#${plain.encode(settings, actions)}`)).toEqual({ settings, actions });
    expect(withOption.decode(`#${withOption.encode({ ...settings, bidding: true }, actions)}`)).toEqual({
      settings: { ...settings, bidding: true },
      actions,
    });
    expect(plain.decode('#grid-poker=1.2.1.0.')).toBeNull();
    expect(plain.decode('')).toBeNull();
  });

  it('says a damaged link is damaged: missing numbers, unreadable moves', () => {
    expect(plain.decode('#tricks=abc')).toEqual(damaged);
    expect(plain.decode('#tricks=.3.1.')).toEqual(damaged); // a link's seed is never left to chance
    expect(plain.decode('#tricks=1.3.1.1--2')).toEqual({
      error: 'The shared link is damaged: its moves are unreadable.',
    });
    expect(withOption.decode('#grid-poker=1.2.1.7.')).toEqual(damaged);
  });

  it('checks a link as the tag is checked: the same ranges, safe whole seeds and the same words', () => {
    const refused = (problem: string) => ({ error: `The shared link is refused: ${problem}` });
    // A seed of 400 nines is no safe integer: it used to play seed 0's deal, then save "seed": null.
    const nines = '9'.repeat(400);
    expect(plain.decode(`#tricks=${nines}.3.1.`)).toEqual(
      refused(`seed should be a whole number, such as 42; it is "${'9'.repeat(40)}…".`),
    );
    expect(readTricksSettings({ players: '3', humans: '1', seed: nines, botLevel: null })).toEqual({
      problems: [`seed should be a whole number, such as 42; it is "${'9'.repeat(40)}…".`],
    });
    expect(plain.decode('#tricks=1.5.1.')).toEqual(refused('players should be a whole number from 2 to 4; it is "5".'));
    expect(plain.decode('#tricks=1.3.0.')).toEqual(
      refused('humans should be a whole number from 1 to the number of players; it is "0".'),
    );
    expect(plain.decode('#tricks=1.3.4.')).toEqual(refused("humans (4) can't be more than players (3)."));
    expect(plain.decode('#tricks=1.5e3.1.')).toEqual(
      refused('players should be a whole number from 2 to 4; it is "5e3".'),
    );
    // The game's own options too: a solo game has nobody to bet against, in a link as in a tag.
    expect(withOption.decode('#grid-poker=1.1.1.1.')).toEqual(
      refused('bidding needs at least two players: a solo game has nobody to bet against.'),
    );
    expect(chessShare.decode('#tech-chess=1.3.1.')).toEqual(
      refused('players can only be 2 (Tech Chess is a duel); it is "3".'),
    );
  });

  it('refuses a link too long to read before reading it, and one of too many moves', () => {
    const huge = `#tricks=1.3.1.${'0_'.repeat(1_000_000)}0`;
    expect(plain.decode(huge)).toEqual({
      error: `The shared link is too long (${huge.length.toLocaleString('en')} characters; a link holds at most 20,000).`,
    });
    expect(plain.decode(`#other=${'x'.repeat(MAX_SHARE_LENGTH)}`)).toBeNull(); // a long fragment that is not a link of this game
    expect(plain.decode(`#tricks=1.3.1.${'0_'.repeat(MAX_SHARE_MOVES)}0`)).toEqual({
      error: 'The shared link holds too many moves (5,001; a link holds at most 5,000).',
    });
    expect(plain.decode(`#tricks=1.3.1.${'0_'.repeat(MAX_SHARE_MOVES - 1)}0`)).toMatchObject({ settings: { seed: 1 } });
  });
});

describe('readBaseSettings', () => {
  const limits = {
    minPlayers: 2,
    maxPlayers: 4,
    defaultPlayers: 3,
    levels: ['random', 'greedy'],
    defaultLevel: 'greedy',
  };
  const attrs = { players: null, humans: null, seed: null, botLevel: null };

  it('fills in the defaults, a random seed from the page when none is set', () => {
    expect(readBaseSettings(attrs, limits, () => 1234)).toEqual({
      settings: { players: 3, humans: 1, seed: 1234 },
      level: 'greedy',
      problems: [],
    });
    expect(readBaseSettings({ players: ' 4 ', humans: '2', seed: '-5', botLevel: 'Random' }, limits).settings).toEqual({
      players: 4,
      humans: 2,
      seed: -5,
    });
  });

  it('says politely what is wrong with each bad value', () => {
    const { problems } = readBaseSettings({ players: '5', humans: '0', seed: '4.5', botLevel: 'hard' }, limits);
    expect(problems).toEqual([
      'players should be a whole number from 2 to 4; it is "5".',
      'humans should be a whole number from 1 to the number of players; it is "0".',
      'seed should be a whole number, such as 42; it is "4.5".',
      'bot-level should be "random" or "greedy"; it is "hard".',
    ]);
    expect(readBaseSettings({ ...attrs, players: '2', humans: '3' }, limits).problems).toEqual([
      "humans (3) can't be more than players (2).",
    ]);
  });
});

describe('layoutChoice', () => {
  const pending = (min: number, max: number) => ({
    seat: 0,
    kind: 'effect/cards' as const,
    prompt: 'Choose',
    min,
    max,
    options: [
      { label: 'A card', card: 'science-7', instance: 'c1' },
      { label: 'Player 2', seat: 1 },
      { label: 'Row 1', number: 0 },
    ],
  });

  it('puts a card option on its card, a placed option on its target and the rest on buttons', () => {
    const layout = layoutChoice(pending(1, 1), 4, {
      place: (o) => (o.number !== undefined ? `row:${o.number}` : null),
      targetHint: 'Choose a row.',
    });
    expect([...layout.byInstance]).toEqual([['c1', 0]]);
    expect([...layout.byTarget]).toEqual([['row:0', 2]]);
    expect(layout.buttons).toEqual([{ index: 1, label: 'Player 2' }]);
    expect(layout).toMatchObject({ key: '4:effect/cards', multi: false, hint: 'Choose a row.' });
  });

  it('asks to select then confirm when several options, or none, may be picked', () => {
    expect(layoutChoice(pending(0, 1), 0).multi).toBe(true);
    expect(layoutChoice(pending(0, 1), 0).confirmLabel(0)).toBe('Choose none');
    const layout = layoutChoice(pending(2, 2), 0, { confirm: (_, n) => (n === 2 ? 'Take both' : undefined) });
    expect(layout.multi).toBe(true);
    expect(layout.confirmLabel(2)).toBe('Take both');
    // None may not be chosen here: the button says how many more, not "Choose none".
    expect(layout.confirmLabel(0)).toBe('Choose 2 more');
    expect(layout.confirmLabel(1)).toBe('Choose 1 more');
    expect(layout.hint).toBe('Select 2 of the highlighted cards, then press the confirm button below your hand.');
  });
});
