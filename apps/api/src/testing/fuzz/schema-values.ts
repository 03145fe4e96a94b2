import type { Random } from './random';

/** A JSON Schema (OpenAPI 3.1 dialect) as it appears in the document. */
export type Schema = {
  type?: string | string[];
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
};

/** What a generator knows besides the schema: real ids to put in fields of these names, and $ref targets. */
export type ValueContext = {
  random: Random;
  /** values that exist in the database, by field or parameter name (companyId, accountId, …) */
  known: Record<string, readonly string[]>;
  components: Record<string, Schema>;
};

const WORDS = [
  'Nordlicht',
  'fuzz',
  'Ärger',
  'x',
  'Daten',
  'zwölf',
  'élan',
  '名前',
  '🦊',
  'a b',
  "O'Brien",
  '<b>',
];

/** Follows a local `$ref` to the component it names. */
export function resolveSchema(schema: Schema, context: ValueContext): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return context.components[name] ?? {};
}

/**
 * A value the schema accepts, or close to it (patterns are not followed, except the ones of e-mail
 * fields): random where the schema leaves a choice, so cases differ, and real ids where a field's
 * name says it holds one.
 */
export function validValue(input: Schema, context: ValueContext, name = '', depth = 0): unknown {
  const { random } = context;
  const schema = resolveSchema(input, context);
  if ('const' in schema) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return validValue(random.pick(choices), context, name, depth);
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], context, name, depth);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 1000, min + 1000);
      const value = random.int(Math.ceil(min), Math.floor(max));
      return type === 'number' && random.chance(0.3) ? value + 0.5 : value;
    }
    case 'array': {
      if (depth > 6) return [];
      const length = random.int(
        schema.minItems ?? 0,
        Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3),
      );
      return Array.from({ length }, () => validValue(schema.items ?? {}, context, name, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 6) return value;
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random.chance(0.6))
          value[key] = validValue(property, context, key, depth + 1);
      }
      return value;
    }
    default:
      return stringFor(schema, context, name);
  }
}

function stringFor(schema: Schema, context: ValueContext, name: string): string {
  const { random } = context;
  const known = context.known[name];
  if (known && known.length > 0 && random.chance(0.7)) return random.pick(known);
  const serial = random.int(0, 1e9).toString(36);
  if (schema.format === 'uuid' || /Id$/.test(name)) return randomUuid(random);
  if (schema.format === 'email' || /email/i.test(name)) return `fuzz.${serial}@fuzz-${serial}.example`;
  if (schema.format === 'date-time')
    return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))).toISOString();
  if (/password/i.test(name)) return random.pick(['Fuzz!Passwort1', 'kurz', 'Fuzz!Passwort1 ']);
  if (name === 'otp') return String(random.int(0, 999999)).padStart(6, '0');
  if (/website|link|url/i.test(name))
    return random.pick(['https://fuzz.example/seite', 'fuzz.example', 'javascript:alert(1)']);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  let text = '';
  while (text.length < min) text += random.pick(WORDS);
  if (text.length === 0 && random.chance(0.8)) text = random.pick(WORDS);
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

/** A version-4 shaped UUID from the seeded source (crypto.randomUUID would not replay). */
export function randomUuid(random: Random): string {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}
