import { ApiError } from './api-errors';
import { useTranslation } from './translation';
import type { Translator as I18n } from './translator';

function interpolationParams(details: Record<string, unknown> | undefined): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}

/**
 * The text to show for a failed request, in the user's language: the catalogue's `errors.<code>`
 * (filled from the error's details), else the server's own message, else the generic error.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) {
      let unresolved = false;
      const text = i18n.t(key, {
        ...interpolationParams(error.details),
        missingInterpolationHandler: () => {
          unresolved = true;
          return '';
        },
      });
      // The server already filled its message in the caller's language; prefer it over blanks.
      if (!unresolved || !error.message) return text;
    }
    if (error.message) return error.message;
  }
  return i18n.t('errors.generic_error');
}

/** `errorMessage` bound to the current language, for components. */
export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return (error) => errorMessage(error, i18n);
}
