// The JSON Schema check of compiled rules (schema/rules.schema.json). Runs once at load, in the
// compiler, the CLI and a page given a rules file (`rules-src`); a game module only ever sees rules that
// passed it. The validator is Ajv's standalone code, generated at build time (scripts/build-validators.js),
// as the cards' is: no Ajv compiler at run time.
import type { ErrorObject } from 'ajv';
import { validateRules as validateRulesSchema } from '../generated/rules-validators.js';
import type { SchemaResult } from '../card/validate.js';

const explain = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);

export function validateRules(rules: unknown): SchemaResult {
  const valid = validateRulesSchema(rules);
  return { valid, errors: valid ? [] : explain(validateRulesSchema.errors) };
}
