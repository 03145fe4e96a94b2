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
  const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });
  const document = await generator.generate(router, {
    info: {
      title: 'Veil API',
      version: APP_VERSION,
      description:
        'Anonymised recruiting platform. Errors are answered as `{ code, message }` with `message` in the language of `Accept-Language` (de, en).',
    },
    servers: [{ url: '/api' }],
  });
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

/** GET /api/openapi.json and the readable GET /api/docs page. */
export async function registerOpenApiRoutes(app: FastifyInstance) {
  const document = await buildOpenApiDocument();
  const page = renderDocsPage(document);
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(document));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
