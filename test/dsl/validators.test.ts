// The card and effect validators are Ajv's standalone code generated from the schemas by the build
// (scripts/build-validators.js): up to date, one plain ES module without `require`, and in agreement
// with Ajv compiling the same schemas at run time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { validatorsModule } from '../../scripts/build-validators.js';
import cardSchema from '../../schema/card.schema.json' with { type: 'json' };
import effectSchema from '../../schema/effect.schema.json' with { type: 'json' };
import { validateCard, validateEffect } from '../../src/dsl/card/validate.js';
import { loadDeck } from '../../src/tools/deck-files.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the generated validators', () => {
  it('are generated from the schemas as they are now', async () => {
    const onDisk = readFileSync(`${root}src/dsl/generated/card-validators.js`, 'utf8');
    expect(onDisk).toBe((await validatorsModule(root)).js);
  });

  it('are one ES module that requires nothing', () => {
    const code = readFileSync(`${root}src/dsl/generated/card-validators.js`, 'utf8');
    expect(code).not.toMatch(/^\s*import\s/m);
    // Ajv's helpers keep a `code` string naming their module; nothing calls require().
    expect(code.replace(/'require\("ajv\/dist\/runtime\/[a-z0-9]+"\)\.default'/g, '')).not.toMatch(
      /(^|[^\w$.])require\(/,
    );
  });

  it('agree with Ajv at run time on every card of the deck and on broken ones', () => {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    ajv.addSchema(effectSchema);
    const runtimeCard = ajv.compile(cardSchema);
    const runtimeEffect = ajv.getSchema(effectSchema.$id)!;
    const cards = loadDeck('cards', root).cards as unknown as Record<string, unknown>[];
    const broken: Record<string, unknown>[] = [
      ...cards.slice(0, 5).map((c) => ({ ...c, value: 0 })),
      ...cards.slice(5, 10).map((c) => ({ ...c, domain: 'magic' })),
      ...cards.slice(10, 15).map((c) => ({ ...c, effect: { keyword: 'X', text: 'x', steps: [{ kind: 'teleport' }] } })),
      { id: 'science-7' },
    ];
    for (const card of [...cards, ...broken]) {
      expect(validateCard(card).valid).toBe(runtimeCard(card));
      if (!runtimeCard(card)) expect(validateCard(card).errors.length).toBe(runtimeCard.errors!.length);
      if (card.effect) expect(validateEffect(card.effect).valid).toBe(runtimeEffect(card.effect));
    }
  });
});
