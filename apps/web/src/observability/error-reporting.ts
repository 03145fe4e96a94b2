import * as Sentry from '@sentry/react';
import { ERROR_REPORTING, scrubMessage } from '@veil/domain';
import type { ErrorReportingConfig } from './configured';

/** A page address without its query and fragment, and with ids and codes in the path replaced. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname
      .split('/')
      .map((part) => (/\d|@/.test(part) ? ':id' : part))
      .join('/');
    return `${parsed.origin}${path}`;
  } catch {
    return '';
  }
}

/**
 * Keeps what finds the code (exception types, stack frames, the page's route, release) and drops
 * what may hold personal data: the user, headers and query, breadcrumbs (clicked texts, console
 * lines, URLs), extra data, and every word of a message that could be a value.
 */
export function scrubEvent<E extends Sentry.Event>(event: E): E {
  event.user = undefined;
  event.breadcrumbs = undefined;
  event.extra = undefined;
  if (event.request) event.request = { url: scrubUrl(event.request.url ?? '') };
  if (event.message) event.message = scrubMessage(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubMessage(exception.value);
  }
  for (const span of event.spans ?? []) {
    span.description = span.op;
    span.data = {};
  }
  if (event.transaction)
    event.transaction = scrubUrl(`https://x${event.transaction}`).slice('https://x'.length);
  return event;
}

/** Starts the browser's error reporting; fetched by the entry (main.ts) only when it is configured. */
export function startErrorReporting(config: ErrorReportingConfig): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    integrations: [
      Sentry.browserTracingIntegration(),
      // a replay shows layout and clicks, never text, input or media: all of it is the candidate's
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    ignoreErrors: [...ERROR_REPORTING.ignoreErrors],
    // collect nothing about people or requests in the first place; beforeSend is the second line
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // whole transactions, so that beforeSendTransaction scrubs their spans before anything is sent
    traceLifecycle: 'static',
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
}
