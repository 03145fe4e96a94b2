import { type AnyContractRouter, isContractProcedure } from '@orpc/contract';
import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { ERROR_CODES } from '@veil/domain';
import { contract } from '@veil/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../version';
import { renderDocsPage } from './openapi-docs-page';

type OpenApiDocument = Awaited<ReturnType<OpenAPIGenerator['generate']>>;

/** Builds the OpenAPI 3.1 document from the contract (tests pass their own), with the shared error body on every operation. */
export async function buildOpenApiDocument(
  router: Parameters<OpenAPIGenerator['generate']>[0] = contract,
): Promise<OpenApiDocument> {
  const converter = new ZodToJsonSchemaConverter();
  const generator = new OpenAPIGenerator({ schemaConverters: [converter] });
  const document = await generator.generate(router, {
    info: {
      title: 'Veil API',
      version: APP_VERSION,
      description:
        'Anonymised recruiting platform. Errors are answered as `{ code, message }` with `message` in the language of `Accept-Language` (de, en).',
    },
    servers: [{ url: '/api' }],
  });
  describeUnionBodies(document, router as AnyContractRouter, converter);
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.ApiError = {
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { type: 'string', enum: [...ERROR_CODES] },
      message: { type: 'string' },
      details: { type: 'object' },
    },
  };
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      if (operation && typeof operation === 'object' && 'responses' in operation && operation.responses) {
        operation.responses.default = {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        };
      }
    }
  }
  return document;
}

type JsonObject = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

/**
 * oRPC folds the input of a route with path parameters into one object: a union of sections (e.g.
 * `PATCH /company-jobs/{jobId}`, one option per `updateType`) would read as one object whose fields
 * are all optional. Such a request body is described here as the union it is, each option with its
 * own required fields and without the path parameters.
 */
function describeUnionBodies(
  document: OpenApiDocument,
  router: AnyContractRouter,
  converter: ZodToJsonSchemaConverter,
) {
  const visit = (node: AnyContractRouter) => {
    if (isContractProcedure(node)) {
      const { route, inputSchema } = node['~orpc'];
      const params = [...(route.path ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const method = route.method?.toLowerCase();
      if (!route.path || !method || params.length === 0 || method === 'get') return;
      const [, schema] = converter.convert(inputSchema, { strategy: 'input' });
      const options = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
      const operation = (
        document.paths?.[route.path] as Record<string, { requestBody?: unknown }> | undefined
      )?.[method];
      if (!options || !operation?.requestBody) return;
      const bodies = options.map((option) => ({
        ...option,
        properties: Object.fromEntries(
          Object.entries(option.properties ?? {}).filter(([key]) => !params.includes(key)),
        ),
        required: (option.required ?? []).filter((key) => !params.includes(key)),
      }));
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { anyOf: bodies } } },
      };
      return;
    }
    for (const child of Object.values(node)) visit(child as AnyContractRouter);
  };
  visit(router);
}

/** GET /api/openapi.json and the readable GET /api/docs page. */
export async function registerOpenApiRoutes(app: FastifyInstance) {
  const document = await buildOpenApiDocument();
  const page = renderDocsPage(document);
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(document));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
