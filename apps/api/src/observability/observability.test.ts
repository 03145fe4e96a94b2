import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { signedUpCandidate } from '../modules/jobs/job-search.testing';
import { CANARY, canaryLeaks, canaryResume } from '../testing/canary';
import { call } from '../testing/http';
import { mailbox } from '../testing/mailbox';
import { createTestDatabaseConfig, testConfig } from '../testing/test-config';
import { waitFor } from '../testing/wait-for';
import { flushErrorReports } from './error-reporting';

/** A stand-in for Sentry or GlitchTip: keeps the body of every envelope the SDK posts. */
async function startReceiver(): Promise<{ server: Server; port: number; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, envelopes };
}

const log: string[] = [];
const holder: {
  app?: App;
  worker?: App;
  dispose?: () => Promise<void>;
  receiver?: Awaited<ReturnType<typeof startReceiver>>;
} = {};
const app = () =>
  holder.app ??
  (() => {
    throw new Error('app not ready');
  })();
const mail = mailbox(app);

beforeAll(async () => {
  holder.receiver = await startReceiver();
  const { database, dispose } = await createTestDatabaseConfig();
  holder.dispose = dispose;
  holder.app = await buildApp(
    testConfig({
      database,
      logLevel: 'info',
      metricsToken: 'metrics-token-0123456789',
      errorReporting: {
        dsn: `http://publickey@127.0.0.1:${holder.receiver.port}/7`,
        environment: 'staging',
        release: '1.2.1',
      },
    }),
    { logStream: { write: (line) => log.push(line) } },
  );
});

afterAll(async () => {
  await holder.app?.close();
  await holder.worker?.close();
  await holder.dispose?.();
  holder.receiver?.server.close();
});

describe('logs', () => {
  it("give every request line an id and carry none of the canary candidate's personal data", async () => {
    const candidate = await signedUpCandidate(app(), mail, CANARY.email);
    const saved = await call(app(), 'candidate', 'POST', '/api/resumes', {
      cookie: candidate.cookie,
      body: canaryResume(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await call(app(), 'candidate', 'GET', '/api/candidates/me', { cookie: candidate.cookie })).statusCode,
    ).toBe(200);
    // a failed sign-in with the address, and a request naming the address in its query string
    await call(app(), 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
      body: { email: CANARY.email, password: 'Falsch!Passwort1' },
    });
    await call(app(), 'candidate', 'GET', `/api/candidates/me?email=${encodeURIComponent(CANARY.email)}`);

    const requestLines = log
      .map((line) => JSON.parse(line) as { reqId?: string; req?: unknown })
      .filter((l) => l.req);
    expect(requestLines.length).toBeGreaterThan(5);
    // ids unique across replicas (a UUID each), not a counter every process starts at req-1
    for (const line of requestLines) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(canaryLeaks(log.join('\n'))).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('counts requests per route template, never per raw URL, from this machine without a token', async () => {
    await call(app(), 'candidate', 'GET', '/api/jobs/00000000-0000-0000-0000-000000000000');
    const res = await app().inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/veil_http_request_duration_seconds_count\{[^}]*route="\/api\/candidates\/me"/);
    expect(res.body).toContain('veil_queue_jobs');
    expect(res.body).toMatch(/veil_mails\{[^}]*status="sent"/);
    expect(res.body).not.toContain('00000000-0000-0000-0000-000000000000');
    // label values only: a figure such as a byte count may hold the digits of a marker by chance
    const labels = [...res.body.matchAll(/\{[^}]*\}/g)].map((match) => match[0]).join('\n');
    expect(canaryLeaks(labels)).toEqual([]);
  });

  it('answers other machines only with the bearer token, and a proxied request counts as another machine', async () => {
    const remote = { method: 'GET' as const, url: '/metrics', remoteAddress: '10.0.0.5' };
    expect((await app().inject(remote)).statusCode).toBe(401);
    const wrong = await app().inject({
      ...remote,
      headers: { authorization: 'Bearer wrong-token-0123456789' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app().inject({
      ...remote,
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    const proxied = await app().inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(401);
  });
});

describe('error reporting', () => {
  it('sends an error with environment and release, and without personal data, to the DSN', async () => {
    const receiver = holder.receiver;
    if (!receiver) throw new Error('no receiver');
    app().log.error(
      { err: new Error(`could not save the profile of ${CANARY.first} ${CANARY.last} <${CANARY.email}>`) },
      'request failed',
    );
    await flushErrorReports(5000);
    const envelope = await waitFor(() => receiver.envelopes.find((body) => body.includes('"exception"')), {
      what: 'the error envelope',
    });
    expect(envelope).toContain('"environment":"staging"');
    expect(envelope).toContain('"release":"1.2.1"');
    expect(envelope).toContain('could not save the profile of');
    expect(canaryLeaks(receiver.envelopes.join('\n'))).toEqual([]);
  });
});

describe('ROLE=worker', () => {
  it('answers /api/health and /metrics, and no other route', async () => {
    const { database, dispose } = await createTestDatabaseConfig();
    const worker = await buildApp(testConfig({ database, role: 'worker' }));
    holder.worker = worker;
    try {
      expect((await worker.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      const me = await call(worker, 'candidate', 'GET', '/api/candidates/me');
      expect(me.statusCode).toBe(404);
      expect(me.json().code).toBe('route_not_found');
    } finally {
      await worker.close();
      holder.worker = undefined;
      await dispose();
    }
  });
});
