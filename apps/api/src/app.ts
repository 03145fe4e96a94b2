import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Pool, type PoolAuth, setUpAuth, startSignUpMailReconciler } from './auth';
import { type Clock, movableClock, systemClock } from './clock';
import { type Database, openDatabase } from './db/client';
import { registerDemoRoutes } from './demo/demo.routes';
import { registerDemoReadOnly } from './demo/demo-read-only';
import { startDemoReset } from './demo/demo-reset';
import type { AppConfig } from './env';
import { registerDevClock } from './http/dev-clock';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { registerOpenApiRoutes } from './http/openapi';
import { registerApiRoutes } from './http/orpc';
import { registerRateLimits } from './http/rate-limits';
import { registerRequestGuards } from './http/request-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createJobQueue, type JobQueue, startErasureVacuum } from './jobs';
import { type AppMail, createAppMail, registerDevMailbox, startMailWorker } from './mail';
import { sendAudioReminders, startAudioReminders } from './modules/applications/audio-reminders';
import { startApplicationRetention } from './modules/applications/retention';
import { personalValueMask } from './modules/candidate-profile/anonymous-cv.service';
import {
  startAccountFileDeletion,
  startResumeImports,
} from './modules/candidate-profile/candidate-profile.routes';
import { startUploadCleanup } from './modules/media/upload-cleanup';
import { uploadAcceptsFile } from './modules/media/upload-window';
import { registerNotificationStreams } from './modules/notifications/notification-stream';
import {
  configuredTranscriber,
  startRecordingWork,
  type Transcriber,
} from './modules/recordings/recordings.routes';
import { startSavedSearchAlerts } from './modules/saved-searches/new-job-matches';
import { startTalentPoolRetention } from './modules/talent-pool/talent-pool-retention';
import { errorReportingOrigins, observedLogging, registerObservability } from './observability';
import { router } from './router';
import { createStorage, registerStorageRoutes, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's database, for tests and shutdown */
    database: Database;
    /** the configuration the app was built with */
    config: AppConfig;
    /** one better-auth instance per user pool */
    auths: Record<Pool, PoolAuth>;
    /** durable background work */
    jobs: JobQueue;
    /** the product's e-mails */
    mail: AppMail;
    /** uploaded files (disk or S3) */
    storage: Storage;
    /** "now" for due dates: the system clock, or the test's settable one */
    clock: Clock;
  }
}

export type App = FastifyInstance;

/** Builds the whole server (API, docs, web app) from a configuration; tests call it with their own. */
export async function buildApp(
  config: AppConfig,
  options: {
    database?: Database;
    /** where log lines go instead of standard output (tests read them) */
    logStream?: { write(line: string): void };
    /** "now" for due dates and reminders (tests pass a settable clock) */
    clock?: Clock;
    /** transcribes audio answers instead of the configured model (tests pass a stand-in; null: off) */
    transcriber?: Transcriber | null;
  } = {},
): Promise<App> {
  const proxies = config.trustProxy;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // no query strings in request lines; errors logged with `err` also go to error reporting
      ...observedLogging,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // a hop count trusts the nearest N proxies (Fastify's number form, written as the function it stands for)
    trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    // a request id unique across replicas, so that a line of one process's log is found in none other
    genReqId: () => randomUUID(),
    // errors before any route runs (broken URL encoding, oversized headers) answer in the house shape too
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  const database =
    options.database ??
    (await openDatabase(config.database, {
      onConnectionError: (err) =>
        app.log.error({ err }, 'database connection lost; the pool opens a new one'),
    }));
  app.decorate('database', database);
  app.decorate('config', config);
  // outside production the clock can be moved through /dev/clock (http/dev-clock.ts)
  const devClock = config.environment === 'production' || options.clock ? null : movableClock();
  const clock = options.clock ?? devClock ?? systemClock;
  app.decorate('clock', clock);
  // ROLE (api, worker, all) decides what this process serves and whether it handles jobs
  registerObservability(app, { config, database });
  const storage = await createStorage(config);
  app.decorate('storage', storage);
  // with S3, browsers upload to and load files from the bucket's own origin
  const storageOrigins = storage.browserOrigin ? [storage.browserOrigin] : [];
  const jobs = await createJobQueue(database, app.log, { runsWork: config.role !== 'api' });
  const mailWorker = await startMailWorker({ database, config, jobs, log: app.log });
  await startUploadCleanup({ db: database.db, storage, jobs, log: app.log });
  await startResumeImports({ db: database.db, storage, jobs, log: app.log });
  await startApplicationRetention({ db: database.db, database, jobs, log: app.log, clock });
  await startTalentPoolRetention({ db: database.db, jobs, log: app.log, clock });
  await startErasureVacuum({ database, jobs, log: app.log });
  const transcriber =
    options.transcriber === undefined ? configuredTranscriber(config.transcribeModel) : options.transcriber;
  await startRecordingWork({
    db: database.db,
    storage,
    jobs,
    log: app.log,
    transcriber,
    redactionFor: personalValueMask,
  });
  await startAccountFileDeletion({ db: database.db, storage, jobs, log: app.log });
  const mail = createAppMail({ database, config, jobs, storage });
  await startAudioReminders({ db: database.db, mail, jobs, log: app.log, clock });
  await startSavedSearchAlerts({ db: database.db, mail, jobs, log: app.log, clock });
  await startDemoReset({
    db: database.db,
    storage,
    jobs,
    log: app.log,
    clock,
    sendActivation: mail.sendActivation,
    enabled: config.demoArea && config.demoReset,
  });
  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => {
    // workers first: a mail being sent still needs the database to record the outcome
    await jobs.stop();
    mailWorker.close();
    if (!options.database) await database.close();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:', ...storageOrigins],
        // the browser sends its error reports (when on) to the DSN's host
        connectSrc: ["'self'", ...storageOrigins, ...errorReportingOrigins(config)],
        upgradeInsecureRequests: null,
      },
    },
  });

  registerErrorHandler(app);
  await registerRateLimits(app, { scale: config.rateLimitScale });
  registerRequestGuards(app);
  // the /demo tour's visitors change nothing: one hook before every route (modules/demo)
  registerDemoReadOnly(app, { database, auths: () => app.auths });
  const auths = await setUpAuth(app, { database, config, mailer: mail });
  app.decorate('auths', auths);
  registerDemoRoutes(app, { database, config, auths });
  await registerOpenApiRoutes(app);
  await registerStorageRoutes(app, storage, { acceptsUpload: (key) => uploadAcceptsFile(database.db, key) });
  // the live notifications (server-sent events), before the API's catch-all route
  registerNotificationStreams(app, { database, auths });
  registerApiRoutes(app, { database, config, auths, mail, storage, jobs, clock }, router);
  await startSignUpMailReconciler({
    db: database.db,
    jobs,
    log: app.log,
    resendCode: async (email) => {
      await auths.candidate.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
    },
  });
  registerDevMailbox(app, { db: database.db, config });
  if (devClock) {
    registerDevClock(app, {
      config,
      clock: devClock,
      runTimedWork: (now) => sendAudioReminders({ db: database.db, mail, log: app.log }, now),
    });
  }
  await registerWebApp(app, config);

  return app;
}
