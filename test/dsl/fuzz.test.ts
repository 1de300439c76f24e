// A short DSL fuzzing campaign (the long one: `npm run fuzz`).
import { describe as suite, expect, it } from 'vitest';
import { checkText, enormousTexts, fuzzDsl } from '../campaigns/dsl-fuzz.js';
import { run } from '../../src/tools/cli.js';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

suite('fuzzing the card and rules languages', () => {
  it('accepts or refuses with located problems every mutated card and rules file, quickly', () => {
    expect(fuzzDsl(5000, 20261121)).toEqual([]);
  }, 60_000);

  it.each(enormousTexts().map((t) => [t.name, t] as const))(
    'handles %s within a bound',
    (_name, text) => {
      expect(checkText(text.source, text.path, 5000)).toBeNull();
    },
    20_000,
  );

  it('the command line reports a mangled file with its location, never a stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tech-deck-fuzz-'));
    mkdirSync(join(dir, 'cards'));
    writeFileSync(
      join(dir, 'cards', 'broken.card'),
      'value: \u0000\u202e7\ndomain: Sci\u00e9nce\neffect: Rally – All players draw 99999999999999999999 cards\n',
    );
    let err = '';
    const code = run(['check'], { out: () => {}, err: (t) => (err += t), cwd: dir });
    expect(code).toBe(1);
    expect(err).toMatch(/cards\/broken\.card:\d+:\d+: /);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
