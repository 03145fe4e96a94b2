import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FuzzOperation } from './operations';
import type { Schema } from './schema-values';

// ajv-formats is CommonJS: its function is the default export under Node, `.default` under bundlers
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * Checks answers against the OpenAPI document: a success against the schema of its status, an error
 * against the error body (`components.schemas.ApiError`). Returns what is wrong, or null.
 */
export function responseChecker(components: Record<string, Schema>) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorFor = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(inlineRefs(schema, components) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const errorSchema = components.ApiError ?? {};

  return (operation: FuzzOperation, status: number, contentType: string, text: string): string | null => {
    const isError = status >= 400;
    const schema = isError ? errorSchema : operation.responses?.[String(status)];
    if (!schema) {
      if (!isError && operation.responses === null) return null;
      return `status ${status} is not declared`;
    }
    if (!contentType.startsWith('application/json')) return `content type "${contentType}" instead of JSON`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'the body is not JSON';
    }
    const validate = validatorFor(schema);
    if (validate(body)) return null;
    const first = validate.errors?.[0];
    return `${isError ? 'error body' : `${status} body`} ${first?.instancePath || '/'} ${first?.message ?? 'invalid'}`;
  };
}

/** The schema with every local `$ref` replaced by the component it names (the document has no cycles). */
function inlineRefs(schema: unknown, components: Record<string, Schema>, depth = 0): unknown {
  if (depth > 30 || !schema || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components, depth + 1));
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#/components/schemas/')) {
    return inlineRefs(
      components[record.$ref.slice('#/components/schemas/'.length)] ?? {},
      components,
      depth + 1,
    );
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, inlineRefs(value, components, depth + 1)]),
  );
}
