// The JSON Schema check of compiled rules (schema/rules.schema.json). Runs once at load, in the
// compiler and the CLI; a game module only ever sees rules that passed it.
import { Ajv, type ErrorObject } from 'ajv';
import rulesSchema from '../../schema/rules.schema.json' with { type: 'json' };
import type { SchemaResult } from './validate.js';
import type { Rules } from './rules-types.js';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateRulesSchema = ajv.compile<Rules>(rulesSchema);

const explain = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);

export function validateRules(rules: unknown): SchemaResult {
  const valid = validateRulesSchema(rules);
  return { valid, errors: valid ? [] : explain(validateRulesSchema.errors) };
}
