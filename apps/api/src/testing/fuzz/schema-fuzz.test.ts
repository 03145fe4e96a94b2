import { oc } from '@orpc/contract';
import { implement } from '@orpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import type { RequestContext } from '../../http/context';
import { buildOpenApiDocument } from '../../http/openapi';
import { createWorld } from '../principals';
import { probeApp } from '../probe-app';
import { useTestApp } from '../test-app';
import type { FuzzOperation, OpenApiDocument } from './operations';
import { responseChecker } from './response-check';
import { runFuzz } from './run-fuzz';

// A route that breaks on input a careful route would refuse: the fuzzer must find it, and find it again.
const fragileContract = {
  note: oc
    .route({ method: 'POST', path: '/fragile/notes' })
    .input(z.object({ text: z.string().max(5000), count: z.number().int().optional() }))
    .output(z.object({ length: z.number().int() })),
};
const fragile = implement(fragileContract).$context<RequestContext>();
const fragileRouter = fragile.router({
  note: fragile.note.handler(({ input }) => {
    if (input.text.includes('\u0000')) throw new Error('the database refused the text');
    return { length: input.text.length };
  }),
});

describe('schema fuzzer', () => {
  let probe: Awaited<ReturnType<typeof probeApp>>;
  let document: OpenApiDocument;
  beforeAll(async () => {
    probe = await probeApp(fragileRouter);
    document = (await buildOpenApiDocument(fragileContract)) as OpenApiDocument;
  });
  afterAll(async () => {
    await probe?.close();
  });

  it('finds a route that answers 500 on U+0000, and the same seed finds the same failures again', async () => {
    const run = () =>
      runFuzz(probe.app as App, document, [], { seed: 7, casesPerOperation: 60, signInRoutes: false });
    const first = await run();
    expect(first.requests).toBe(60);
    expect(first.serverErrors).toBeGreaterThan(0);
    expect(first.failures.some((f) => f.request.body?.includes('\\u0000'))).toBe(true);
    const second = await run();
    expect(second.failures.map((f) => [f.case, f.request])).toEqual(
      first.failures.map((f) => [f.case, f.request]),
    );
  });

  it('tells answers outside the declared schema', () => {
    const components = {
      ApiError: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { enum: ['conflict'] }, message: { type: 'string' } },
      },
    };
    const check = responseChecker(components);
    const operation: FuzzOperation = {
      key: 'GET /x',
      method: 'GET',
      path: '/x',
      pathParams: [],
      queryParams: [],
      body: null,
      responses: {
        '200': { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
      },
      pool: null,
    };
    const json = 'application/json; charset=utf-8';
    expect(check(operation, 200, json, '{"id":"7d0c2a4e-6a8e-4f3c-9a39-2f1d1e0b8a11"}')).toBeNull();
    expect(check(operation, 200, json, '{"id":"7"}')).toContain('/id');
    expect(check(operation, 200, json, '{}')).toContain("required property 'id'");
    expect(check(operation, 201, json, '{}')).toBe('status 201 is not declared');
    expect(check(operation, 409, json, '{"code":"conflict","message":"x"}')).toBeNull();
    expect(check(operation, 400, json, '{"error":"Bad Request","statusCode":400}')).toContain('error body');
    expect(check(operation, 500, 'text/plain', 'oops')).toContain('content type');
  });
});

describe('schema fuzzer over the app', () => {
  const ctx = useTestApp();

  // a short run in every API test run; `npm run test:fuzz` runs the long one
  it('gets no 5xx and no answer outside its schema from any operation', async () => {
    const world = await createWorld(ctx.app, ctx.mail);
    const document = (await buildOpenApiDocument()) as OpenApiDocument;
    const principals = (['superAdmin', 'powerUserX', 'candidateA'] as const).map((name) => ({
      name,
      pool: world.accounts[name]?.pool ?? 'candidate',
      cookie: world.cookies[name],
    }));
    const report = await runFuzz(ctx.app, document, principals, { seed: 1, casesPerOperation: 6 });
    expect(report.failures).toEqual([]);
    expect(report.operations).toBeGreaterThan(50);
  });
});
