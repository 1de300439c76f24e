// Writes src/dsl/schema-types.ts from schema/*.schema.json, so the JSON Schema stays the one source
// of truth for the compiled effect and card types. test/dsl/schema-types.test.ts fails when the file
// is out of date: run `npm run gen:types` after editing a schema.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderSchemaTypes } from './schema-types.js';

const target = fileURLToPath(new URL('../src/dsl/schema-types.ts', import.meta.url));
writeFileSync(target, await renderSchemaTypes());
console.log(`wrote ${target}`);
