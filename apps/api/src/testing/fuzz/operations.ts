import { authRoutes } from '../../auth/auth-route-list';
import { POOLS, type Pool } from '../../auth/pools';
import type { Schema } from './schema-values';

/** One operation to fuzz: an OpenAPI operation or one of the sign-in routes, which the document leaves out. */
export type FuzzOperation = {
  /** `GET /admin/companies`, as the authorisation matrix names routes */
  key: string;
  method: string;
  /** the path template below /api, `{name}` for each path parameter */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  body: Schema | null;
  /** JSON schema of the answer per status (`default`: the error body); null: only errors are declared */
  responses: Record<string, Schema> | null;
  /** sign-in routes belong to one pool and are called signed out */
  pool: Pool | null;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: Schema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation | undefined> | undefined>;
  components?: { schemas?: Record<string, Schema> };
};

/** Every operation of the OpenAPI document. */
export function documentOperations(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, operation]) => {
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      const responses: Record<string, Schema> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) responses[status] = schema;
      }
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParams: parameters
            .filter((p) => p.in === 'path')
            .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          queryParams: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
          responses,
          pool: null,
        },
      ];
    }),
  );
}

const email: Schema = { type: 'string', format: 'email' };
const password: Schema = { type: 'string' };
const otp: Schema = { type: 'string', minLength: 6, maxLength: 6 };

/** The bodies the sign-in routes read (better-auth's, plus the product's `acceptTerms`). */
const AUTH_BODIES: Record<string, Schema | null> = {
  '/sign-in/email': object({ email, password, rememberMe: { type: 'boolean' } }, ['email', 'password']),
  '/sign-out': object({}, []),
  '/get-session': null,
  '/forget-password/email-otp': object({ email }, ['email']),
  '/email-otp/reset-password': object({ email, otp, password }, ['email', 'otp', 'password']),
  '/sign-up/email': object(
    { email, password, name: { type: 'string', maxLength: 80 }, acceptTerms: { const: true } },
    ['email', 'password', 'acceptTerms'],
  ),
  '/email-otp/verify-email': object({ email, otp }, ['email', 'otp']),
  '/email-otp/send-verification-otp': object({ email, type: { enum: ['email-verification'] } }, [
    'email',
    'type',
  ]),
};

function object(properties: Record<string, Schema>, required: string[]): Schema {
  return { type: 'object', properties, required };
}

/**
 * The sign-in routes each pool offers (auth/auth-route-list.ts). Their successful answers are
 * better-auth's own and not described anywhere, so only their errors are checked against a schema.
 */
export function authOperations(): FuzzOperation[] {
  return POOLS.flatMap((pool) =>
    authRoutes(pool, { google: false }).map((route) => ({
      key: `${route.method} /auth/${pool}${route.path}`,
      method: route.method,
      path: `/auth/${pool}${route.path}`,
      pathParams: [],
      queryParams: [],
      body: route.method === 'GET' ? null : (AUTH_BODIES[route.path] ?? object({}, [])),
      responses: null,
      pool,
    })),
  );
}
