import { useErrorMessage } from '../lib/error-message';
import { ErrorState } from './error-state';
import { LoadingSkeleton } from './loading-skeleton';

/** What this needs of a TanStack query result. */
type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type QueryPlaceholderProps = {
  query: QueryLike;
  /** The failure's title, naming what could not be loaded. */
  errorTitle: string;
  /** The skeleton's shape while loading (see `LoadingSkeleton`). */
  variant?: 'list' | 'page';
  rows?: number;
};

/**
 * Stands in for content that has not arrived: a skeleton while the query loads, the error in the
 * user's language with a retry when it failed, nothing once it has data. Screens write
 * `if (!query.isSuccess) return <QueryPlaceholder … />` and go on with `query.data`.
 */
export function QueryPlaceholder({ query, errorTitle, variant = 'list', rows = 3 }: QueryPlaceholderProps) {
  const describe = useErrorMessage();
  if (query.isPending) return <LoadingSkeleton variant={variant} rows={rows} />;
  if (query.isError)
    return (
      <ErrorState title={errorTitle} message={describe(query.error)} onRetry={() => void query.refetch()} />
    );
  return null;
}
