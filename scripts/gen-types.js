// Writes src/dsl/schema-types.ts from schema/effect|card.schema.json and src/dsl/rules-types.ts from
// schema/rules.schema.json, so the JSON Schemas stay the one source of truth for the compiled effect,
// card and rules types. test/dsl/schema.test.ts and test/dsl/rules.test.ts fail when a file is out of
// date: run `npm run gen:types` after editing a schema.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRulesTypes, renderSchemaTypes } from './schema-types.js';

for (const [file, render] of [
  ['schema-types.ts', renderSchemaTypes],
  ['rules-types.ts', renderRulesTypes],
]) {
  const target = fileURLToPath(new URL(`../src/dsl/${file}`, import.meta.url));
  writeFileSync(target, await render());
  console.log(`wrote ${target}`);
}
