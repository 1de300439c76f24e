// The embed files' CSS loses its comments and indentation (scripts/css-literals.js): every css`…`
// template of every styles module, to its real end. A comment that names a property in backticks (\`--_fit\`)
// is part of the template's text, not its end, and what follows it is minified too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minifyCssLiterals } from '../../scripts/css-literals.js';

const elements = fileURLToPath(new URL('../../src/elements/', import.meta.url));
const stylesFiles = readdirSync(elements, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.styles.ts'),
);

/** The text of each css`…` template of `source`, escaped backticks and all. */
const templates = (source: string) => [...source.matchAll(/\bcss`((?:[^`\\]|\\[\s\S])*)`/g)].map((m) => m[1]!);

describe('the CSS of the embed files', () => {
  it('minifies a template through a comment that names a property in backticks', () => {
    const source = 'export const s = css`\n  /* The \\`--_fit\\` of a name. */\n  .name {\n    color: red;\n  }\n`;\n';
    expect(minifyCssLiterals(source)).toBe('export const s = css` .name{color:red;}`;\n');
  });

  it.each(stylesFiles)('%s: every template without comments or indentation', (file) => {
    const out = minifyCssLiterals(readFileSync(join(elements, file), 'utf8'));
    const found = templates(out);
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) {
      expect(text).not.toContain('/*');
      expect(text).not.toMatch(/\n\s/);
    }
  });
});
