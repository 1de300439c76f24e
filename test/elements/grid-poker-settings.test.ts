// `<tech-grid-poker>`'s `one-deck` attribute (ruling G13: "Two decks with 5-6 players are the seed's
// suggestion: on by default, an option turns it off") read into the game's config, and carried by a
// share link, without a browser: the settings reader, the game spec and the link codec are the element's own.
import { describe as suite, expect, it } from 'vitest';
import { readSettings } from '../../src/elements/grid-poker/settings.js';
import { gridPokerSpec } from '../../src/elements/grid-poker/spec.js';
import { decodeShare, encodeShare } from '../../src/elements/grid-poker/persistence.js';

const attrs = { players: '6', humans: '1', seed: '4', bidding: false, botLevel: null };

suite('G13: "on by default, an option turns it off (one deck, 54 cards, for up to 6 players …)"', () => {
  it('without one-deck, six players play two Tech Decks; with it, one', () => {
    for (const [oneDeck, cards] of [
      [false, 108],
      [true, 54],
    ] as const) {
      const read = readSettings({ ...attrs, oneDeck });
      if (!('settings' in read)) throw new Error(JSON.stringify(read));
      const config = gridPokerSpec.config(read.settings);
      expect(config.options).toEqual(oneDeck ? { bidding: false, oneDeck: true } : { bidding: false });
      const state = gridPokerSpec.game.setup(config);
      expect(Object.keys(state.cards)).toHaveLength(cards);
      expect(gridPokerSpec.settings(config, 1)).toMatchObject({ players: 6, ...(oneDeck ? { oneDeck: true } : {}) });
    }
  });

  it('a share link carries one-deck, and a link made before it reads as it did', () => {
    const fragment = encodeShare({ seed: 4, players: 6, humans: 1, bidding: true, oneDeck: true }, []);
    expect(fragment).toBe('grid-poker=4.6.1.3.');
    expect(decodeShare(fragment)).toMatchObject({ settings: { players: 6, bidding: true, oneDeck: true } });
    expect(decodeShare('grid-poker=4.6.1.1.')).toMatchObject({ settings: { players: 6, bidding: true } });
    expect(
      (decodeShare('grid-poker=4.6.1.1.') as { settings: { oneDeck?: boolean } }).settings.oneDeck,
    ).toBeUndefined();
  });
});
