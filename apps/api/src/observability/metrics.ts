import { timingSafeEqual } from 'node:crypto';
import { isContractProcedure } from '@orpc/contract';
import { contract } from '@veil/domain/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';

/** One API route of the contract as a pattern, so that a metric names `/jobs/{jobId}`, never an id. */
type RoutePattern = { method: string; template: string; pattern: RegExp };

/** Every route of the contract (served under /api), most specific first (fewest placeholders). */
function contractRoutes(): RoutePattern[] {
  const routes: RoutePattern[] = [];
  const visit = (node: unknown) => {
    if (isContractProcedure(node)) {
      const { method = 'POST', path } = node['~orpc'].route;
      if (!path) return;
      const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      const source = escaped.replace(/\\?\{\+[^}]+\}/g, '.+').replace(/\{[^}]+\}/g, '[^/]+');
      routes.push({ method, template: `/api${path}`, pattern: new RegExp(`^/api${source}/?$`) });
      return;
    }
    if (node && typeof node === 'object') for (const child of Object.values(node)) visit(child);
  };
  visit(contract);
  const placeholders = (route: RoutePattern) => (route.template.match(/\{/g) ?? []).length;
  return routes.sort((a, b) => placeholders(a) - placeholders(b));
}

/**
 * The route a request counts under: the registered Fastify route, or for the API's catch-all
 * (/api/*) the contract's path template. Never the raw URL: it may hold ids, codes or e-mails.
 */
function routeLabel(request: FastifyRequest, routes: RoutePattern[]): string {
  const registered = request.routeOptions.url;
  if (!registered) return 'unmatched';
  if (registered !== '/api/*') return registered;
  const path = request.url.split('?', 1)[0] ?? '';
  const route = routes.find((r) => r.method === request.method && r.pattern.test(path));
  return route?.template ?? 'unmatched';
}

/** Loopback without a proxy in between: a reverse proxy on the same machine forwards other clients. */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  return (
    loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Counts of rows by a text column, for gauges read at scrape time. */
async function countsBy(database: Database, query: ReturnType<typeof sql>) {
  const result = (await database.db.execute(query)) as { rows: unknown[] };
  return (result.rows as { key: string; state: string; count: number | string }[]).map((row) => ({
    ...row,
    count: Number(row.count),
  }));
}

/**
 * Prometheus metrics at /metrics: request rate and latency per route, the job queues' depth and
 * failures, mails by delivery state, the database pool's use, and Node's own process metrics.
 * Queue and mail figures are read from the database at each scrape, so every replica reports the
 * same cluster-wide numbers (sum them per instance in queries, or scrape one). Open to this machine
 * without a token; with METRICS_TOKEN, also to others that send `Authorization: Bearer <token>`.
 */
export function registerMetrics(app: FastifyInstance, deps: { config: AppConfig; database: Database }) {
  const { config, database } = deps;
  const registry = new Registry();
  registry.setDefaultLabels({ role: config.role });
  collectDefaultMetrics({ register: registry });
  const routes = contractRoutes();

  const requests = new Histogram({
    name: 'veil_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, with their duration',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeLabel(request, routes), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'veil_queue_jobs',
    help: 'Jobs per queue and state (created and retry: waiting; active: running; failed: failed for good, kept for a week)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await countsBy(
        database,
        sql`SELECT name AS key, state::text AS state, count(*) AS count FROM pgboss.job
            WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
      );
      for (const row of rows) this.set({ queue: row.key, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'veil_mails',
    help: 'Mails of the outbox by delivery status (queued, sent, failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await countsBy(
        database,
        sql`SELECT status AS key, '' AS state, count(*) AS count FROM mail_messages GROUP BY status`,
      );
      for (const status of ['queued', 'sent', 'failed']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.key }, row.count);
    },
  });
  new Gauge({
    name: 'veil_db_pool_connections',
    help: 'Connections of this process to PostgreSQL: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.get('/metrics', async (request, reply) => {
    if (!fromThisMachine(request)) {
      if (!config.metricsToken) throw new AppError('route_not_found');
      if (!hasToken(request, config.metricsToken)) throw new AppError('no_authentication_info');
    }
    reply.header('content-type', registry.contentType);
    reply.header('cache-control', 'no-store');
    return registry.metrics();
  });
}
