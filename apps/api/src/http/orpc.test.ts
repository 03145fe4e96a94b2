import { oc } from '@orpc/contract';
import { implement } from '@orpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { probeApp } from '../testing/probe-app';
import type { RequestContext } from './context';

const probeContract = {
  item: oc
    .route({ method: 'GET', path: '/probe/items/{itemId}' })
    .input(z.object({ itemId: z.uuid(), page: z.coerce.number().int().min(1).optional() })),
  create: oc.route({ method: 'POST', path: '/probe/items' }).input(z.object({ name: z.string().min(1) })),
  taken: oc.route({ method: 'POST', path: '/probe/taken' }).input(z.object({ email: z.string() })),
  crash: oc.route({ method: 'GET', path: '/probe/crash' }),
};
const probe = implement(probeContract).$context<RequestContext>();
const probeRouter = probe.router({
  item: probe.item.handler(({ input }) => ({ id: input.itemId })),
  create: probe.create.handler(({ input }) => ({ name: input.name })),
  taken: probe.taken.handler(({ input }) => {
    throw new AppError('email_is_used', { email: input.email });
  }),
  crash: probe.crash.handler(() => {
    throw new Error('secret internal detail: connection string postgres://x');
  }),
});

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await probeApp(probeRouter));
});
afterAll(async () => {
  await close();
});

describe('API error shape', () => {
  it('maps a bad path parameter to invalid_path_parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/items/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_path_parameters' });
  });

  it('maps a bad query parameter to invalid_query_parameters', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/probe/items/7d0c2a4e-6a8e-4f3c-9a39-2f1d1e0b8a11?page=0',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_query_parameters' });
  });

  it('maps a bad body to invalid_request_body with the failing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/items', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request_body');
    expect(body.details.issues[0].path).toEqual(['name']);
  });

  it('answers malformed JSON with invalid_request_body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request_body' });
  });

  it('answers a service error with its code and a message in the caller language', async () => {
    const de = await app.inject({ method: 'POST', url: '/api/probe/taken', payload: { email: 'a@b.de' } });
    expect(de.statusCode).toBe(409);
    expect(de.json().code).toBe('email_is_used');
    expect(de.json().message).toContain('a@b.de');
    const en = await app.inject({
      method: 'POST',
      url: '/api/probe/taken',
      headers: { 'accept-language': 'en' },
      payload: { email: 'a@b.de' },
    });
    expect(en.json().message).toBe('Email address a@b.de already in use.');
    expect(en.json().message).not.toBe(de.json().message);
  });

  it('hides the internals of an unexpected error', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'unhandled_error', message: 'Unexpected error' });
    expect(res.body).not.toContain('postgres://');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });
});
