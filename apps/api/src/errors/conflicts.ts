import type { ErrorCode } from '@veil/domain';
import { AppError } from './app-error';

/** One field of a request that clashes with data already stored, such as a company name in use. */
export type FieldConflict = { field: string; code: ErrorCode; params: Record<string, string> };

/**
 * Refuses a request with all its conflicts at once: the answer carries the first one's code and
 * message, and every conflict (field, code, message parameters) in `details.conflicts`, so a form
 * can mark each field in one go.
 */
export function assertNoConflicts(conflicts: readonly (FieldConflict | null)[]): void {
  const found = conflicts.filter((conflict): conflict is FieldConflict => conflict !== null);
  const [first] = found;
  if (!first) return;
  throw new AppError(first.code, { ...first.params, conflicts: found });
}
