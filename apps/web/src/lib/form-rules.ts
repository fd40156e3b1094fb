import type { FormRule } from 'antd';

/**
 * What `rulesFrom` reads of a zod 4 schema of the contracts: its definition (the wrappers around it, its checks)
 * and, for text, the length bounds zod works out from those checks.
 */
export interface ContractSchema {
  _zod: { def: SchemaDef };
  minLength?: number | null;
  maxLength?: number | null;
  format?: string | null;
}

interface SchemaDef {
  type: string;
  innerType?: ContractSchema;
  in?: ContractSchema;
  out?: ContractSchema;
  options?: readonly ContractSchema[];
  checks?: readonly { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
}

/**
 * The form's words for each rule the schema holds (the limit is the schema's, passed to the message); null leaves a
 * rule out on purpose, as where the input cannot go past the limit (an input's `maxLength`).
 */
export interface RuleMessages {
  required?: string | null;
  min?: ((min: number) => string) | null;
  max?: ((max: number) => string) | null;
  pattern?: string | null;
  email?: string | null;
}

/** Wrappers an empty value passes through, and wrappers that change nothing a form checks. */
const EMPTY_PASSES = new Set(['optional', 'nullable', 'default', 'prefault', 'catch']);
const WRAPPERS = new Set([...EMPTY_PASSES, 'readonly', 'nonoptional']);

/** The value's own schema under its wrappers, and whether leaving the field empty passes. */
function unwrap(schema: ContractSchema): { value: ContractSchema; optional: boolean } {
  let value = schema;
  let optional = false;
  for (;;) {
    const def = value._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) {
      optional ||= EMPTY_PASSES.has(def.type);
      value = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      // A preprocess checks with what follows it; a transform, with what precedes it.
      value = def.out._zod.def.type === 'transform' ? def.in : def.out;
    } else if (def.type === 'union' && def.options) {
      // A field that can be cleared: '' or the value.
      const values = def.options.filter((o) => o._zod.def.type !== 'literal');
      if (values.length !== 1) return { value, optional };
      optional ||= values.length !== def.options.length;
      value = values[0]!;
    } else {
      return { value, optional };
    }
  }
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * A form field's rules from the contract schema the server checks it with: required, least and greatest length, the
 * patterns and an email's form, in the form's own words. The limits live in the schema; a check the schema holds
 * without a message here is a mistake, and throws.
 */
export function rulesFrom(schema: ContractSchema, messages: RuleMessages): FormRule[] {
  const { value, optional } = unwrap(schema);
  const rules: FormRule[] = [];
  const add = <T>(message: T | null | undefined, what: string, rule: (message: T) => FormRule) => {
    if (message === undefined) throw new Error(`rulesFrom: the schema checks ${what}, with no message for it`);
    if (message !== null) rules.push(rule(message));
  };
  const checks = (value._zod.def.checks ?? []).map((c) => c._zod.def);
  // A schema that trims (an overwrite) measures the trimmed text.
  const transform = checks.some((c) => c.check === 'overwrite') ? trimmed : undefined;
  const min = value.minLength ?? 0;
  const max = value.maxLength ?? null;
  const patterns = checks.flatMap((c) => (c.check === 'string_format' && c.format === 'regex' && c.pattern ? [c.pattern] : []));
  // Empty text fails a least length, or a pattern that needs a character; blank text too, where the schema trims.
  const required = !optional && (min >= 1 || patterns.some((p) => !p.test('')));
  if (required) add(messages.required, 'presence', (message) => ({ required: true, whitespace: !!transform, message }));
  if (min > 1) add(messages.min, 'a least length', (message) => ({ min, transform, message: message(min) }));
  if (max !== null) add(messages.max, 'a greatest length', (message) => ({ max, transform, message: message(max) }));
  if (value.format === 'email') add(messages.email, 'an email address', (message) => ({ type: 'email', message }));
  for (const pattern of patterns) add(messages.pattern, 'a pattern', (message) => ({ pattern, transform, message }));
  return rules;
}
