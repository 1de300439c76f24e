import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
const read = (name) => JSON.parse(readFileSync(schemaDir + name, 'utf8'));

const options = {
  bannerComment: '/* Generated from schema/*.schema.json by `npm run gen:types`. Do not edit. */',
  cwd: schemaDir,
  additionalProperties: false,
  unreachableDefinitions: true,
  ignoreMinAndMaxItems: true,
  style: { singleQuote: true },
};

/** The TypeScript text generated from the effect and card schemas. */
export async function renderSchemaTypes() {
  const effect = await compile(read('effect.schema.json'), 'Effect', options);
  // The card schema refers to the effect schema; its type is the Effect declared above.
  const cardSchema = read('card.schema.json');
  cardSchema.properties.effect = { tsType: 'Effect | null' };
  const card = await compile(cardSchema, 'Card', { ...options, bannerComment: '' });
  return `${effect}\n${card}`;
}

/**
 * The TypeScript text generated from the rules schema (src/dsl/rules-types.ts). A file of its own: its
 * `$defs` (zone, step, …) are not the effect schema's, and would clash by name in one file.
 */
export async function renderRulesTypes() {
  // A phase's card sentences are effect steps: the reference into the effect schema is typed as its Step
  // (src/dsl/schema-types.ts), not followed here.
  const rules = JSON.parse(JSON.stringify(read('rules.schema.json')), (_key, value) =>
    value &&
    typeof value === 'object' &&
    typeof value.$ref === 'string' &&
    value.$ref.startsWith('https://tech-deck.dev/schema/effect.schema.json#/$defs/')
      ? { tsType: `import('./schema-types.js').${value.$ref.endsWith('/step') ? 'Step' : 'never'}` }
      : value,
  );
  return compile(rules, 'Rules', {
    ...options,
    bannerComment: '/* Generated from schema/rules.schema.json by `npm run gen:types`. Do not edit. */',
  });
}
