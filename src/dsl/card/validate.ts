// The JSON Schema check of compiled cards (schema/*.schema.json). Runs once at load, in the compiler,
// the CLI and the in-page card editor; the engine only ever sees effects that passed it.
//
// The validators are Ajv's standalone code, generated from the schemas by the build
// (scripts/build-validators.js): the same check everywhere, and no Ajv compiler in a page.
import type { ErrorObject } from 'ajv';
import {
  validateCard as validateCardSchema,
  validateEffect as validateEffectSchema,
} from '../generated/card-validators.js';

export interface SchemaResult {
  valid: boolean;
  errors: string[];
}

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
