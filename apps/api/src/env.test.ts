import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadToolSettings } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'db') });
    expect(config.areaHosts).toEqual({ candidate: 'candidate.', employer: 'employer.', admin: 'admin.' });
    expect(config.supportEmail).toBe('support@veil.localhost');
  });

  it('keeps embedded data in ./data of the folder npm was started in, not in the API workspace', () => {
    expect(loadConfig({ INIT_CWD: '/srv/veil' }).dataDir).toBe('/srv/veil/data');
    expect(loadConfig({ INIT_CWD: '/srv/veil', DATA_DIR: '../daten' }).dataDir).toBe('/srv/daten');
    expect(loadConfig({ INIT_CWD: '/srv/veil', DATA_DIR: '/var/lib/veil' }).dataDir).toBe('/var/lib/veil');
  });

  it('trusts no proxy, a number of hops or listed proxies, but never any client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'alle' })).toThrowError(/TRUST_PROXY/);
  });

  it('takes the support address from SUPPORT_EMAIL, or the sender domain', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'hilfe@firma.example' }).supportEmail).toBe('hilfe@firma.example');
    expect(loadConfig({ MAIL_FROM: 'Veil <no-reply@jobs.firma.example>' }).supportEmail).toBe(
      'support@jobs.firma.example',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'keine adresse' })).toThrowError(ConfigError);
  });

  it('refuses production without an https:// PUBLIC_URL unless ALLOW_INSECURE_HTTP=true says so', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) } as const;
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://veil.example' })).toThrowError(
      /PUBLIC_URL: must be an https:\/\/ address in production \(is http:\/\/veil.example\)/,
    );
    expect(() => loadConfig(production)).toThrowError(/PUBLIC_URL: .*\(is unset\).*ALLOW_INSECURE_HTTP=true/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://veil.example' }).areaOrigins.admin).toBe(
      'https://admin.veil.example',
    );
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'http://veil.example', ALLOW_INSECURE_HTTP: 'true' }).publicUrl,
    ).toBe('http://veil.example');
    expect(() =>
      loadConfig({ ...production, PUBLIC_URL: 'https://veil.example', RATE_LIMIT_SCALE: '0' }),
    ).toThrowError(/RATE_LIMIT_SCALE/);
    expect(loadConfig({ RATE_LIMIT_SCALE: '2.5' }).rateLimitScale).toBe(2.5);
    // outside production plain http stays the embedded default
    expect(loadConfig({}).areaOrigins.candidate).toBe('http://candidate.localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/veil' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/veil' });
  });

  it('names every bad variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });
});

describe('loadConfig: running for real (ROLE, metrics, error reporting)', () => {
  it('runs everything in one process unless ROLE splits it, and names a wrong role', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'queue' })).toThrow(/ROLE: must be api, worker or all/);
  });

  it('reports errors only with a DSN in staging or production, with the release', () => {
    const dsn = 'https://abc123@glitchtip.example.org/4';
    expect(loadConfig({ SENTRY_DSN: dsn }).errorReporting).toBeNull();
    expect(loadConfig({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging' }).errorReporting).toEqual({
      dsn,
      environment: 'staging',
      release: expect.any(String),
    });
    expect(loadConfig({ SENTRY_ENVIRONMENT: 'production' }).errorReporting).toBeNull();
    // empty means unset, as a compose file passes an unset variable
    expect(loadConfig({ SENTRY_DSN: '', METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(() => loadConfig({ SENTRY_DSN: 'https://glitchtip.example.org' })).toThrow(
      /SENTRY_DSN: must be a DSN/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'kurz' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });
});

describe('loadToolSettings', () => {
  it('gives the fuzzer and the kill test their defaults, an empty variable counting as unset', () => {
    const settings = loadToolSettings({ FUZZ_SEED: '', FUZZ_ONLY: '', PATH: '/usr/bin' });
    expect(settings.fuzz).toEqual({ seed: null, casesPerOperation: 60, only: null, verbose: false });
    expect(settings.crash).toEqual({ seed: null, logLevel: 'warn' });
    expect(settings.inherited).toEqual({ FUZZ_SEED: '', FUZZ_ONLY: '', PATH: '/usr/bin' });
  });

  it('reads what is set', () => {
    const settings = loadToolSettings({
      FUZZ_SEED: '42',
      FUZZ_CASES: '5',
      FUZZ_ONLY: 'jobs',
      FUZZ_VERBOSE: '1',
      CRASH_SEED: '7',
      CRASH_LOG_LEVEL: 'debug',
    });
    expect(settings.fuzz).toEqual({ seed: 42, casesPerOperation: 5, only: 'jobs', verbose: true });
    expect(settings.crash).toEqual({ seed: 7, logLevel: 'debug' });
  });

  it('names every bad setting in one readable error', () => {
    expect(() => loadToolSettings({ FUZZ_CASES: 'viele', CRASH_LOG_LEVEL: 'laut' })).toThrowError(
      ConfigError,
    );
    expect(() => loadToolSettings({ FUZZ_CASES: '0' })).toThrowError(/FUZZ_CASES/);
    expect(() => loadToolSettings({ CRASH_LOG_LEVEL: 'laut' })).toThrowError(/CRASH_LOG_LEVEL/);
  });
});
