// The JSON Schema check of compiled cards (schema/*.schema.json). Runs once at load, in the compiler
// and the CLI; the engine only ever sees effects that passed it.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import cardSchema from '../../schema/card.schema.json' with { type: 'json' };
import effectSchema from '../../schema/effect.schema.json' with { type: 'json' };
import type { Card, Effect } from './schema-types.js';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(effectSchema);
const validateCardSchema = ajv.compile<Card>(cardSchema);
const validateEffectSchema = ajv.getSchema<Effect>(effectSchema.$id) as ValidateFunction<Effect>;

export interface SchemaResult { valid: boolean; errors: string[] }

const explain = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);

export function validateEffect(effect: unknown): SchemaResult {
  const valid = validateEffectSchema(effect);
  return { valid, errors: valid ? [] : explain(validateEffectSchema.errors) };
}

export function validateCard(card: unknown): SchemaResult {
  const valid = validateCardSchema(card);
  return { valid, errors: valid ? [] : explain(validateCardSchema.errors) };
}
