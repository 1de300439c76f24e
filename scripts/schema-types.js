import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
const read = (name) => JSON.parse(readFileSync(schemaDir + name, 'utf8'));

/** The TypeScript text generated from the effect and card schemas. */
export async function renderSchemaTypes() {
  const options = {
    bannerComment: '/* Generated from schema/*.schema.json by `npm run gen:types`. Do not edit. */',
    cwd: schemaDir,
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true },
  };
  const effect = await compile(read('effect.schema.json'), 'Effect', options);
  // The card schema refers to the effect schema; its type is the Effect declared above.
  const cardSchema = read('card.schema.json');
  cardSchema.properties.effect = { tsType: 'Effect | null' };
  const card = await compile(cardSchema, 'Card', { ...options, bannerComment: '' });
  return `${effect}\n${card}`;
}
