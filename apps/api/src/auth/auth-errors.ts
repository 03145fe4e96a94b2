import type { ErrorCode } from '@veil/domain';

/**
 * better-auth's error codes as the sign-in errors of spec section 8. "User does not exist" is
 * answered like a wrong password, so nobody can probe which addresses have accounts.
 */
const CODE_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  INVALID_EMAIL: 'invalid_credentials',
  USER_NOT_FOUND: 'invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid_credentials',
  USER_ALREADY_EXISTS: 'user_already_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user_already_exists',
  EMAIL_NOT_VERIFIED: 'user_not_confirmed',
  INVALID_OTP: 'invalid_code',
  OTP_EXPIRED: 'invalid_code',
  TOO_MANY_ATTEMPTS: 'invalid_code',
  PASSWORD_TOO_SHORT: 'password_policy',
  PASSWORD_TOO_LONG: 'password_policy',
  USER_INACTIVE: 'user_inactive',
  user_inactive: 'user_inactive',
  company_inactive: 'company_inactive',
  SESSION_EXPIRED: 'session_expired',
  INVALID_ORIGIN: 'forbidden_to_access_data',
  MISSING_OR_NULL_ORIGIN: 'forbidden_to_access_data',
  VALIDATION_ERROR: 'invalid_request_body',
};

/** Our catalogue code for a failed auth answer, from better-auth's code and the HTTP status. */
export function authErrorCode(status: number, code: string | undefined): ErrorCode {
  if (code && CODE_MAP[code]) return CODE_MAP[code];
  if (status === 429) return 'attempt_limit_exceeded';
  if (status === 401) return 'invalid_credentials';
  if (status === 403) return 'forbidden_to_access_data';
  if (status === 404) return 'route_not_found';
  if (status >= 500) return 'unhandled_error';
  return 'invalid_request_body';
}
