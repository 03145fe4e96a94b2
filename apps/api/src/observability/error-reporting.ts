import * as Sentry from '@sentry/node';
import { ERROR_REPORTING, scrubMessage } from '@veil/domain';
import type { LoggerOptions } from 'pino';
import type { AppConfig } from '../env';

/**
 * Keeps what finds the code (exception types, stack frames, route, release) and drops what may hold
 * personal data: the user, the request's URL, headers, cookies and body, breadcrumbs (log lines and
 * URLs), extra data, frame variables, and every word of a message that could be a value.
 */
export function scrubEvent<E extends Sentry.Event>(event: E): E {
  event.user = undefined;
  event.breadcrumbs = undefined;
  event.extra = undefined;
  event.server_name = undefined;
  if (event.request) event.request = { method: event.request.method };
  if (event.message) event.message = scrubMessage(event.message);
  if (event.logentry) event.logentry = { message: scrubMessage(event.logentry.message ?? '') };
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubMessage(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) frame.vars = undefined;
  }
  for (const span of event.spans ?? []) {
    // span descriptions hold URLs and SQL text with their values; the operation says enough
    span.description = span.op;
    span.data = {};
  }
  if (event.contexts) event.contexts = { runtime: event.contexts.runtime, trace: event.contexts.trace };
  return event;
}

/**
 * Starts error reporting (Sentry or GlitchTip) once per process, when the configuration has it
 * (SENTRY_DSN in staging or production). Errors reach it through the log (`errorReportingHooks`):
 * every error the app logs with `err` is reported, which covers failed requests and failed jobs.
 */
export function startErrorReporting(config: Pick<AppConfig, 'errorReporting'>): void {
  const reporting = config.errorReporting;
  if (!reporting || Sentry.isInitialized()) return;
  Sentry.init({
    dsn: reporting.dsn,
    environment: reporting.environment,
    release: reporting.release,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    ignoreErrors: [...ERROR_REPORTING.ignoreErrors],
    // collect nothing about people or requests in the first place; beforeSend is the second line
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
    },
    includeLocalVariables: false,
    // whole transactions, so that beforeSendTransaction scrubs their spans before anything is sent
    traceLifecycle: 'static',
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
}

/** Where browsers send their error reports, for the content security policy: the DSN's origin. */
export function errorReportingOrigins(config: Pick<AppConfig, 'errorReporting'>): string[] {
  return config.errorReporting ? [new URL(config.errorReporting.dsn).origin] : [];
}

/** Waits (bounded) until the reports taken so far are sent: at shutdown, and in tests. */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (Sentry.isInitialized()) await Sentry.flush(timeoutMs);
}

/** Error-level log calls (`log.error({ err }, '…')`) also go to error reporting, when it is on. */
export const errorReportingHooks: NonNullable<LoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    const [first] = args as unknown[];
    if (level >= 50 && Sentry.isInitialized() && first && typeof first === 'object' && 'err' in first) {
      const { err } = first as { err: unknown };
      if (err instanceof Error) Sentry.captureException(err);
    }
    return method.apply(this, args);
  },
};
