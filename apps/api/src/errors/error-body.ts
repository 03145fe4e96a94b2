import { ValidationError } from '@orpc/contract';
import { ORPCError } from '@orpc/server';
import type { ApiErrorBody, ErrorCode } from '@veil/domain';
import { isErrorCode } from '@veil/domain';
import { type Locale, translate } from '@veil/domain/i18n';
import { AppError } from './app-error';

/** A refused field: its path, the message's catalogue key, and the key's values (e.g. `{variable}`) if any. */
type Issue = { path: (string | number)[]; message: string; params?: Record<string, string | number> };

/**
 * What a unique constraint stands for, in the catalogue's words: two requests that got past the
 * service rule at the same moment meet here, and the loser hears what it would have heard alone.
 */
const UNIQUE_CONSTRAINT_CODES: Record<string, ErrorCode> = {
  companies_name_key_unique: 'company_name_is_used',
  companies_email_key: 'email_is_used',
  email_templates_company_name_key: 'template_name_in_use',
  auth_employer_user_email_unique: 'email_is_used',
  auth_admin_user_email_unique: 'email_is_used',
  auth_candidate_user_email_unique: 'user_already_exists',
};

/** The PostgreSQL unique violation (SQLSTATE 23505) behind an error, through Drizzle's wrapping. */
function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Turns anything thrown into the AppError the client will see. Unknown errors never leak details. */
export function toAppError(error: unknown, hint: { inputPart?: InputPart } = {}): AppError {
  if (error instanceof AppError) return error;
  const unique = uniqueViolation(error);
  if (unique) return new AppError(UNIQUE_CONSTRAINT_CODES[unique.constraint] ?? 'conflict');
  if (error instanceof ORPCError) {
    if (isErrorCode(error.code)) return new AppError(error.code, asRecord(error.data));
    const cause = error.cause;
    if (cause instanceof ValidationError) {
      if (error.status >= 500) return new AppError('invalid_response_body');
      const issues = cause.issues.map(toIssue);
      return new AppError(codeForInputPart(hint.inputPart ?? 'body'), { issues });
    }
    if (error.status === 400) return new AppError('invalid_request_body');
    if (error.status === 404) return new AppError('route_not_found');
    if (error.status === 401) return new AppError('no_authentication_info');
    if (error.status === 403) return new AppError('forbidden_to_access_data');
    if (error.status === 429) return new AppError('rate_limited');
  }
  return new AppError('unhandled_error');
}

export type InputPart = 'path' | 'query' | 'body';

function codeForInputPart(part: InputPart): ErrorCode {
  if (part === 'path') return 'invalid_path_parameters';
  if (part === 'query') return 'invalid_query_parameters';
  return 'invalid_request_body';
}

/** The `{ code, message }` body in the caller's language; placeholders come from the error's details. */
export function errorBody(error: AppError, locale: Locale): ApiErrorBody {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  // `{fields}` names the missing fields of `details.missingFields` with their labels in the caller's language
  const missing = error.details?.missingFields;
  if (Array.isArray(missing) && params.fields === undefined) {
    params.fields = missing.map((field) => translate(locale, `fields.${String(field)}`)).join(', ');
  }
  const body: ApiErrorBody = { code: error.code, message: translate(locale, `errors.${error.code}`, params) };
  if (error.details && Object.keys(error.details).length > 0) body.details = error.details;
  return body;
}

function toIssue(issue: { path?: readonly unknown[]; message: string; params?: unknown }): Issue {
  const path = (issue.path ?? []).map((segment) => {
    const key = typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment;
    return typeof key === 'number' ? key : String(key);
  });
  const params = Object.fromEntries(
    Object.entries(asRecord(issue.params) ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return Object.keys(params).length > 0
    ? { path, message: issue.message, params }
    : { path, message: issue.message };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
