import path from 'node:path';
import { z } from 'zod';
import { type StorageConfig, storageConfigFrom } from './storage/config';
import { APP_VERSION } from './version';

function emptyIsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/**
 * The only place that reads process.env. Every setting has an embedded default so that
 * `npm start` runs on a bare machine; production sets DATABASE_URL (and, with later features,
 * SMTP and S3 settings).
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  ALLOW_INSECURE_HTTP: z.enum(['true', 'false']).default('false'),
  AREA_HOST_CANDIDATE: z.string().min(1).default('candidate.'),
  AREA_HOST_EMPLOYER: z.string().min(1).default('employer.'),
  AREA_HOST_ADMIN: z.string().min(1).default('admin.'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_OIDC_ISSUER: z.url().optional(),
  GOOGLE_OIDC_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
      error: "must be an address, optionally with a name: 'Veil <no-reply@example.org>'",
    })
    .default('Veil <no-reply@veil.localhost>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.string().trim().default('false'),
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
  DEMO_AREA: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  DEMO_RESET: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  ROLE: z.enum(['api', 'worker', 'all'], { error: 'must be api, worker or all' }).default('all'),
  // empty means unset for these: a compose file or an orchestrator passes `${SENTRY_DSN:-}` as ''
  METRICS_TOKEN: emptyIsUnset(z.string().min(16, 'must be at least 16 characters').optional()),
  // the form Sentry and GlitchTip hand out; the SDK quietly turns itself off for any other
  SENTRY_DSN: emptyIsUnset(
    z
      .string()
      .regex(/^https?:\/\/\w+(?::\w+)?@[^/\s]+\/(?:[^\s]*\/)?\d+$/, {
        error: 'must be a DSN as Sentry or GlitchTip shows it: https://<key>@<host>/<project id>',
      })
      .optional(),
  ),
  SENTRY_ENVIRONMENT: emptyIsUnset(z.enum(['development', 'test', 'staging', 'production']).optional()),
  SENTRY_RELEASE: emptyIsUnset(z.string().min(1).optional()),
  // a folder with a sherpa-onnx Whisper model (README, "Transcripts"); unset: no transcripts
  TRANSCRIBE_MODEL: emptyIsUnset(z.string().min(1).optional()),
});

export type Env = z.infer<typeof EnvSchema>;

/** An unset variable and an empty one mean the same to a tool. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The settings of the test tools (`npm run test:fuzz`, the kill test), beside the app's own. */
const ToolEnvSchema = z.object({
  FUZZ_SEED: unsetWhenEmpty(z.coerce.number().int().min(0).optional()),
  FUZZ_CASES: unsetWhenEmpty(z.coerce.number().int().min(1).default(60)),
  FUZZ_ONLY: unsetWhenEmpty(z.string().optional()),
  FUZZ_VERBOSE: unsetWhenEmpty(z.enum(['0', '1', 'true', 'false']).optional()),
  CRASH_SEED: unsetWhenEmpty(z.coerce.number().int().min(0).optional()),
  CRASH_LOG_LEVEL: unsetWhenEmpty(EnvSchema.shape.LOG_LEVEL.removeDefault().default('warn')),
});

export type ToolSettings = {
  fuzz: { seed: number | null; casesPerOperation: number; only: string | null; verbose: boolean };
  crash: { seed: number | null; logLevel: Env['LOG_LEVEL'] };
  /** the whole environment, for a child process the tool starts (the app it kills, say) */
  inherited: Record<string, string>;
};

/** Validates the test tools' settings, or throws a readable ConfigError. */
export function loadToolSettings(source: NodeJS.ProcessEnv = process.env): ToolSettings {
  const parsed = ToolEnvSchema.safeParse(source);
  if (!parsed.success) throw configError('tool settings', parsed.error);
  const env = parsed.data;
  const inherited: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) if (value !== undefined) inherited[name] = value;
  return {
    fuzz: {
      seed: env.FUZZ_SEED ?? null,
      casesPerOperation: env.FUZZ_CASES,
      only: env.FUZZ_ONLY ?? null,
      verbose: env.FUZZ_VERBOSE === '1' || env.FUZZ_VERBOSE === 'true',
    },
    crash: { seed: env.CRASH_SEED ?? null, logLevel: env.CRASH_LOG_LEVEL },
    inherited,
  };
}

export type AppConfig = {
  environment: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  /** unset: embedded PGlite under dataDir; set: PostgreSQL server; 'memory': in-memory PGlite (tests) */
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  dataDir: string;
  webDistDir: string | null;
  publicUrl: string | null;
  areaHosts: { candidate: string; employer: string; admin: string };
  /** where each area is reached from a browser: links in e-mails, sign-in callbacks, trusted origins */
  areaOrigins: { candidate: string; employer: string; admin: string };
  /** signs sessions; unset outside production: generated once and kept under dataDir */
  authSecret: string | null;
  /** Google sign-in for candidates (OpenID Connect); null hides the button */
  googleOidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** without SMTP (the embedded default) mails stay in the database: the development mailbox */
  mail: MailConfig;
  /** uploaded files: under dataDir/files by default, an S3-compatible bucket in production */
  storage: StorageConfig;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: none (false), the nearest N hops
   * (a number), or the listed addresses and networks. Never "any": a client could then choose its
   * own address and escape every per-address limit.
   */
  trustProxy: false | number | string[];
  /** multiplies every per-minute API budget of http/rate-limits.ts; 0 turns them off */
  rateLimitScale: number;
  /** where people turn when a message tells them to contact support (shown as a link) */
  supportEmail: string;
  /**
   * What this process does (ROLE): `api` serves HTTP and queues jobs, `worker` runs the queues and
   * schedules (serving only /api/health and /metrics), `all` both: one process, or replicas of each.
   */
  role: 'api' | 'worker' | 'all';
  /**
   * /metrics (Prometheus): open to this machine only without a token; with METRICS_TOKEN, also to
   * others that send it as a bearer token
   */
  metricsToken: string | null;
  /** error reporting (Sentry or GlitchTip); null unless SENTRY_DSN is set in staging or production */
  errorReporting: { dsn: string; environment: 'staging' | 'production'; release: string } | null;
  /**
   * the folder of the Whisper model (sherpa-onnx export) that transcribes audio answers on this
   * machine (TRANSCRIBE_MODEL); null: transcripts are off and employers read "no transcript"
   */
  transcribeModel: string | null;
  /**
   * The /demo tour (DEMO_AREA): visitors sign in without a password as read-only demo accounts, and
   * the demo data is reset every night. Off unless DEMO_AREA=true (`npm run demo`): the nightly reset
   * deletes the demo companies by name and seeds accounts whose passwords are public, which a real
   * installation must never get by default.
   */
  demoArea: boolean;
  /**
   * whether the demo area's data is reset every night (DEMO_RESET, on by default): the browser
   * journeys turn it off, since a reset on the wall clock's 03:00 would delete their companies mid-run
   */
  demoReset: boolean;
};

export class ConfigError extends Error {}

/** One readable error naming every bad variable of a failed parse. */
function configError(what: string, error: z.ZodError): ConfigError {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  return new ConfigError(`Invalid ${what} in the environment:\n${lines.join('\n')}`);
}

/** Validates the environment and turns it into the app's configuration, or throws a readable ConfigError. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) throw configError('configuration', parsed.error);
  const env = {
    ...parsed.data,
    // a relative DATA_DIR means the folder npm was started in (npm sets INIT_CWD), not the API's workspace
    DATA_DIR: path.resolve(source.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
  };
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET)
    problems.push('  AUTH_SECRET: required in production');
  // session cookies are Secure only on an https:// origin; without it a session travels in clear text
  if (
    env.NODE_ENV === 'production' &&
    !env.PUBLIC_URL?.startsWith('https://') &&
    env.ALLOW_INSECURE_HTTP !== 'true'
  )
    problems.push(
      `  PUBLIC_URL: must be an https:// address in production (is ${env.PUBLIC_URL ?? 'unset'}), so that session cookies carry Secure; set ALLOW_INSECURE_HTTP=true only to try production mode without TLS`,
    );
  if (env.NODE_ENV === 'production' && env.RATE_LIMIT_SCALE === 0)
    problems.push('  RATE_LIMIT_SCALE: 0 turns the API rate limits off, which production never does');
  const oidcParts = [env.GOOGLE_OIDC_ISSUER, env.GOOGLE_OIDC_CLIENT_ID, env.GOOGLE_OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    problems.push('  GOOGLE_OIDC_*: set ISSUER, CLIENT_ID and CLIENT_SECRET together');
  }
  const mail = mailConfigFrom(env, problems);
  const storage = storageConfigFrom(env, problems);
  const trustProxy = trustProxyFrom(env.TRUST_PROXY, problems);
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration in the environment:\n${problems.join('\n')}`);
  const areaHosts = {
    candidate: env.AREA_HOST_CANDIDATE,
    employer: env.AREA_HOST_EMPLOYER,
    admin: env.AREA_HOST_ADMIN,
  };
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const originFor = (prefix: string) => `${publicUrl.protocol}//${prefix}${publicUrl.host}`;
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') },
    dataDir: env.DATA_DIR,
    webDistDir: env.WEB_DIST_DIR ?? null,
    publicUrl: env.PUBLIC_URL ?? null,
    areaHosts,
    areaOrigins: {
      candidate: originFor(areaHosts.candidate),
      employer: originFor(areaHosts.employer),
      admin: originFor(areaHosts.admin),
    },
    authSecret: env.AUTH_SECRET ?? null,
    googleOidc:
      env.GOOGLE_OIDC_ISSUER && env.GOOGLE_OIDC_CLIENT_ID && env.GOOGLE_OIDC_CLIENT_SECRET
        ? {
            issuer: env.GOOGLE_OIDC_ISSUER,
            clientId: env.GOOGLE_OIDC_CLIENT_ID,
            clientSecret: env.GOOGLE_OIDC_CLIENT_SECRET,
          }
        : null,
    mail,
    storage,
    trustProxy,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    supportEmail: env.SUPPORT_EMAIL ?? `support@${senderDomain(env.MAIL_FROM)}`,
    role: env.ROLE,
    metricsToken: env.METRICS_TOKEN ?? null,
    errorReporting: errorReportingFrom(env),
    transcribeModel: env.TRANSCRIBE_MODEL
      ? path.resolve(source.INIT_CWD ?? process.cwd(), env.TRANSCRIBE_MODEL)
      : null,
    demoArea: env.DEMO_AREA === 'true',
    demoReset: env.DEMO_RESET === 'true',
  };
}

/**
 * Error reporting runs only where the spec wants it (staging and production): SENTRY_ENVIRONMENT
 * names the deployment (NODE_ENV is `production` on staging too), and without a DSN nothing is sent.
 */
function errorReportingFrom(env: Env): AppConfig['errorReporting'] {
  const environment = env.SENTRY_ENVIRONMENT ?? env.NODE_ENV;
  if (!env.SENTRY_DSN || (environment !== 'staging' && environment !== 'production')) return null;
  return { dsn: env.SENTRY_DSN, environment, release: env.SENTRY_RELEASE ?? APP_VERSION };
}

/**
 * TRUST_PROXY: `false` (default, no proxy), a hop count (`1` behind one load balancer) or a comma list
 * of proxy addresses and networks (`10.0.0.0/8,192.168.1.5`). `true` is refused on purpose.
 */
function trustProxyFrom(value: string, problems: string[]): false | number | string[] {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    problems.push(
      '  TRUST_PROXY: "true" would let any client choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
    return false;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
  const bad = entries.filter(
    (entry) => !address.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry),
  );
  if (entries.length === 0 || bad.length > 0) {
    problems.push(
      `  TRUST_PROXY: not a hop count or a list of addresses/networks: ${bad.join(', ') || value}`,
    );
    return false;
  }
  return entries;
}

/** The domain of the sender address (`Veil <no-reply@veil.example>` → `veil.example`). */
function senderDomain(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'veil.localhost';
}

export type MailConfig = {
  /** null: no delivery, mails are kept in the database (the development mailbox) and logged */
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null } | null;
  /** the From header of every mail */
  from: string;
  /** how the mail worker retries a failed delivery (exponential backoff); tests shorten it */
  delivery: {
    retryLimit: number;
    retryDelaySeconds: number;
    retryDelayMaxSeconds: number;
    pollingIntervalSeconds: number;
  };
};

/**
 * SMTP from either SMTP_URL (smtp://user:pass@host:587, smtps:// for implicit TLS) or the
 * SMTP_HOST family, never both. Retries span about four hours: an SMTP outage of an afternoon
 * loses nothing, and a mail that still fails is marked failed rather than retried forever. The
 * first retries come quickly (5 to 10 s, then doubling), because the commonest reason for one is a
 * replica that died while sending, and its mails should go out within a minute of that.
 */
function mailConfigFrom(env: Env, problems: string[]): MailConfig {
  const delivery = {
    retryLimit: 12,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 3600,
    pollingIntervalSeconds: 2,
  };
  const parts = [env.SMTP_HOST, env.SMTP_PORT, env.SMTP_USER, env.SMTP_PASSWORD, env.SMTP_SECURE];
  if (env.SMTP_URL && parts.some((p) => p !== undefined)) {
    problems.push('  SMTP_URL: set either SMTP_URL or SMTP_HOST (with SMTP_PORT, SMTP_USER, ...), not both');
    return { smtp: null, from: env.MAIL_FROM, delivery };
  }
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    return {
      smtp: {
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        user: url.username ? decodeURIComponent(url.username) : null,
        password: url.password ? decodeURIComponent(url.password) : null,
      },
      from: env.MAIL_FROM,
      delivery,
    };
  }
  if (!env.SMTP_HOST) {
    if (parts.some((p) => p !== undefined))
      problems.push('  SMTP_HOST: required with the other SMTP_* settings');
    return { smtp: null, from: env.MAIL_FROM, delivery };
  }
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD))
    problems.push('  SMTP_USER, SMTP_PASSWORD: set both or neither');
  const secure = env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465;
  return {
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ?? (secure ? 465 : 587),
      secure,
      user: env.SMTP_USER ?? null,
      password: env.SMTP_PASSWORD ?? null,
    },
    from: env.MAIL_FROM,
    delivery,
  };
}
