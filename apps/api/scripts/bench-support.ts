import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/db/client';

/** What the database benches share: percentiles, EXPLAIN ANALYZE's execution time, the app's settings. */

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The execution time PostgreSQL reports for `query` (EXPLAIN ANALYZE), in milliseconds. */
export async function executionMs(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<Record<string, unknown>>(db, sql`explain (analyze, format json) ${query}`);
  const plan = Object.values(row ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { 'Execution Time': number }[];
  return parsed[0]?.['Execution Time'] ?? Number.NaN;
}

/** The environment a bench builds the app with: production, silent, and no rate limits in its way. */
export function benchSettings(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return {
    ...rest,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: 'https://veil.bench.example',
    ALLOW_INSECURE_HTTP: 'true',
    // a bench calls from one address far faster than people do
    RATE_LIMIT_SCALE: '1000',
  };
}
