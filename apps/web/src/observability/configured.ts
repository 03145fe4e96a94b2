/** Error reporting as the server configured it (env.ts, SENTRY_*): only in staging and production. */
export type ErrorReportingConfig = { dsn: string; environment: 'staging' | 'production'; release: string };

/**
 * Reads the error reporting settings from the page's `#veil-config`, without the rest of the app:
 * the entry asks this before fetching the SDK, so a page without error reporting loads none of it.
 */
export function errorReportingConfig(doc: Document = document): ErrorReportingConfig | null {
  try {
    const raw: unknown = JSON.parse(doc.getElementById('veil-config')?.textContent ?? 'null');
    const value =
      raw && typeof raw === 'object' ? (raw as { errorReporting?: unknown }).errorReporting : null;
    if (!value || typeof value !== 'object') return null;
    const { dsn, environment, release } = value as Record<string, unknown>;
    if (typeof dsn !== 'string' || typeof release !== 'string') return null;
    if (environment !== 'staging' && environment !== 'production') return null;
    return { dsn, environment, release };
  } catch {
    return null;
  }
}
