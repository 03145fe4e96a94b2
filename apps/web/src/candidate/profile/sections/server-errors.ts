import { ApiError } from '../../../lib/api-errors';
import { serverFieldErrors } from '../../../lib/form-errors';
import type { Translator as I18n } from '../../../lib/translator';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The field errors of a refused save, keyed by form path (`languages.1.iso`). The resume's list
 * rules send the field they are about in the issue's params (a duplicate names "languages", not the
 * `iso` its path ends in), so those read as the domain's own message; everything else as the other
 * forms read it (`serverFieldErrors`).
 */
export function resumeFieldErrors(error: unknown, i18n: I18n): Record<string, string> | null {
  const errors = { ...(serverFieldErrors(error, i18n) ?? {}) };
  if (
    error instanceof ApiError &&
    error.code === 'invalid_request_body' &&
    Array.isArray(error.details?.issues)
  ) {
    for (const issue of error.details.issues) {
      if (!isRecord(issue) || !Array.isArray(issue.path) || typeof issue.message !== 'string') continue;
      if (!isRecord(issue.params) || !i18n.exists(issue.message)) continue;
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(issue.params)) {
        if (typeof value === 'number') params[name] = value;
        else if (typeof value === 'string')
          params[name] =
            name === 'field' && i18n.exists(`fields.${value}`) ? i18n.t(`fields.${value}`) : value;
      }
      errors[issue.path.map(String).join('.')] = i18n.t(issue.message, params);
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
