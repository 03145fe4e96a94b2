import { type ErrorCode, isErrorCode } from '@veil/domain';

/** An error answer of the API, carrying the server's `{ code, message }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The request was cancelled (unmount, newer query): callers and TanStack Query ignore it. */
export class AbortedRequestError extends Error {
  override readonly name = 'AbortError';

  constructor() {
    super('The request was aborted.');
  }
}

/** The client already reacted by navigating (to the cors or 404 page); nothing else should be shown. */
export class RedirectedRequestError extends Error {
  override readonly name = 'RedirectedRequestError';

  constructor(readonly target: string) {
    super(`The request was answered by navigating to ${target}.`);
  }
}

/** True for cancelled requests, ours or the platform's `AbortError`. */
export function isAbortError(error: unknown): boolean {
  return error instanceof AbortedRequestError || (error instanceof Error && error.name === 'AbortError');
}

/** True when the user must not see this error again: it was cancelled or already led to a page. */
export function isHandledError(error: unknown): boolean {
  return isAbortError(error) || error instanceof RedirectedRequestError;
}

/** Fallback code when an answer carries no code of the catalogue. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'no_authentication_info';
  if (status === 403) return 'forbidden_to_access_data';
  if (status === 404) return 'route_not_found';
  if (status === 429) return 'rate_limited';
  return 'generic_error';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an error answer into an `ApiError`; bodies that are not `{ code, message }` still give one. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const record = isRecord(body) ? body : {};
  const code = isErrorCode(record.code) ? record.code : codeForStatus(response.status);
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : response.statusText || `Request failed with status ${response.status}`;
  const details = isRecord(record.details) ? record.details : undefined;
  return new ApiError(response.status, code, message, details);
}
