import { type ErrorCode, httpStatusForError } from '@veil/domain';

/** The one error type services throw; the HTTP layer turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** values for the message's placeholders, and extra fields the client may use */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = httpStatusForError(code);
    this.details = details;
  }
}
