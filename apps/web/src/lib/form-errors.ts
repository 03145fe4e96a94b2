import { zodFieldErrors } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { ApiError } from './api-errors';
import type { Translator as I18n } from './translator';

type Issues = Parameters<typeof zodFieldErrors>[0];
/** Any domain zod schema; described by shape so the web app needs no zod import of its own. */
type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: Issues } };

/**
 * The domain schema's verdict as form errors (`{ path: text }`, first message per field, in the
 * user's language). `at` names the field when the schema checks a single value (e.g. `EmailSchema`).
 */
export function schemaErrors(
  schema: Schema,
  value: unknown,
  locale: Locale,
  at?: string,
): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors = zodFieldErrors(result.error, locale);
  if (at === undefined) return errors;
  const own = errors[''];
  return own === undefined ? {} : { [at]: own };
}

type Issue = { path?: unknown; message?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathOf(issue: Issue): string {
  return Array.isArray(issue.path) ? issue.path.map(String).join('.') : '';
}

/** The label of the field a path ends in (`socialLinks.0.link` → "Link"), for `{field}` in messages. */
function fieldLabel(path: string, i18n: I18n): string {
  const last = [...path.split('.')].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
  return i18n.exists(`fields.${last}`) ? i18n.t(`fields.${last}`) : last;
}

/**
 * The values a schema issue's message is filled with: `{field}` reads as the label of the field it
 * names (or of its path, as the browser's own check words it), and the rule's other values (an
 * unknown template variable's name) as they are.
 */
function issueParams(issue: Record<string, unknown>, path: string, i18n: I18n): Record<string, unknown> {
  const params = isRecord(issue.params) ? { ...issue.params } : {};
  const named = typeof params.field === 'string' ? params.field : '';
  params.field =
    named !== '' && i18n.exists(`fields.${named}`) ? i18n.t(`fields.${named}`) : fieldLabel(path, i18n);
  return params;
}

/**
 * The field errors in a refused request, in the user's language, keyed by form path: the schema's
 * issues (`details.issues`, each message a catalogue key), a service's `details.field` (with
 * `details.max` for a length limit), or the conflicts with stored data (`details.conflicts`: a name
 * or an address in use, each at its field). `null` when the error names no field.
 */
export function serverFieldErrors(error: unknown, i18n: I18n): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.details) return null;
  const errors: Record<string, string> = {};
  const { issues, field, max, conflicts } = error.details;
  if (Array.isArray(conflicts)) {
    for (const conflict of conflicts) {
      if (!isRecord(conflict) || typeof conflict.field !== 'string' || typeof conflict.code !== 'string')
        continue;
      const params = isRecord(conflict.params) ? conflict.params : {};
      errors[conflict.field] = i18n.t(`errors.${conflict.code}`, params);
    }
  }
  if (error.code !== 'invalid_request_body') return Object.keys(errors).length > 0 ? errors : null;
  if (Array.isArray(issues)) {
    for (const issue of issues) {
      if (!isRecord(issue)) continue;
      const path = pathOf(issue);
      const message = typeof issue.message === 'string' ? issue.message : '';
      if (path === '' || Object.hasOwn(errors, path)) continue;
      errors[path] = i18n.exists(message)
        ? i18n.t(message, issueParams(issue, path, i18n))
        : i18n.t('forms.invalidValue');
    }
  }
  if (typeof field === 'string' && field !== '') {
    errors[field] =
      typeof max === 'number' ? i18n.t('validation.tooLong', { max }) : i18n.t('forms.invalidValue');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
