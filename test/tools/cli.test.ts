import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { project, runIn } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

const GOOD =
  'value: 13\ndomain: Science\nname: Social Media\nyear: 1997\npeople: Andrew Weinreich\nfact: SixDegrees.com let users list their friends.\nsource: published\neffect: Rally – All players draw a card.\n';

suite('tech-deck check', () => {
  it("checks the project's cards and rules by default and prints a summary", () => {
    const { code, out, err } = runIn(repo, 'check');
    expect(err).toBe('');
    expect(out).toMatch(/^54 cards, \d+ rules files?, 0 errors\n$/);
    expect(code).toBe(0);
  });

  it('prints every error with its location and exits 1', () => {
    const dir = project({
      'cards/science/13-social-media.card': GOOD.replace('draw a card', 'drwa a card'),
      'cards/science/12-dna.card': GOOD.replace('13', '12')
        .replace('Social Media', 'DNA')
        .replace('domain: Science', 'domain: Sceince'),
    });
    const { code, out, err } = runIn(dir, 'check', 'cards');
    expect(code).toBe(1);
    expect(err).toContain('cards/science/13-social-media.card:8:29: unknown word "drwa"');
    expect(err).toContain('  = did you mean "draw"?');
    expect(err).toContain('cards/science/12-dna.card:2:9: unknown domain "Sceince"');
    expect(out).toBe('0 cards, 0 rules files, 2 errors in 2 files\n');
    expect(err).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
  });

  it('prints the compiled deck with --json', () => {
    const dir = project({ 'cards/science/13-social-media.card': GOOD });
    const { code, out, err } = runIn(dir, 'check', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).cards[0]).toMatchObject({ id: 'science-13', effect: { keyword: 'Rally' } });
    expect(err).toBe('1 card, 0 rules files, 0 errors\n');
  });

  it("checks a card set (.cards: cards each ended by a line ---) as a game's cards-src takes it, with lines of the whole file", () => {
    const second = GOOD.replace('13', '12').replace('Social Media', 'DNA');
    const good = project({ 'my.cards': `${GOOD}---\n${second}` });
    expect(runIn(good, 'check', 'my.cards')).toMatchObject({
      code: 0,
      out: '2 cards, 0 rules files, 0 errors\n',
      err: '',
    });
    // The typo is on line 8 of the second card: line 8 + 9 (the first card and its ---) of the file.
    const bad = project({ 'my.cards': `${GOOD}---\n${second.replace('draw a card', 'drwa a card')}` });
    const { code, out, err } = runIn(bad, 'check', 'my.cards');
    expect(code).toBe(1);
    expect(err).toContain('my.cards:17:29: unknown word "drwa"');
    expect(out).toBe('0 cards, 0 rules files, 1 error in 1 file\n');
  });

  it('checks rules files too, and counts them', () => {
    const rules = readFileSync(join(repo, 'rules/grid-poker.rules'), 'utf8');
    const good = project({ 'cards/science/13-social-media.card': GOOD, 'rules/grid-poker.rules': rules });
    expect(runIn(good, 'check')).toMatchObject({ code: 0, out: '1 card, 1 rules file, 0 errors\n', err: '' });
    const json = runIn(good, 'check', '--json');
    expect(JSON.parse(json.out).rules['grid-poker']).toMatchObject({
      game: 'Tech Grid Poker',
      players: { min: 1, max: 6 },
    });

    const bad = project({
      'rules/grid-poker.rules': rules
        .replace('3 with 5 or more players', '3 wiht 5 or more players')
        .replace('phases:', 'phasse:'),
    });
    const { code, out, err } = runIn(bad, 'check', 'rules');
    expect(code).toBe(1);
    const typo = rules.split('\n').findIndex((l) => l.includes('3 with 5 or more players')) + 1;
    expect(err).toContain(`rules/grid-poker.rules:${typo}:18: unknown word "wiht"`);
    const line = rules.split('\n').findIndex((l) => l.startsWith('phases:')) + 1;
    expect(err).toContain(`rules/grid-poker.rules:${line}:1: unknown setting or section "phasse"`);
    expect(err).toContain('  = did you mean "phases"?');
    expect(out).toBe('0 cards, 0 rules files, 2 errors in 1 file\n');
  });

  it('names a path that does not exist, and an unknown command', () => {
    expect(runIn(repo, 'check', 'no-such-folder')).toMatchObject({
      code: 1,
      err: expect.stringContaining('no-such-folder: no such file or folder'),
    });
    expect(runIn(repo, 'chekc')).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "chekc"') });
  });
});
