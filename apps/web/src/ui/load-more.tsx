import { Alert, Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useErrorMessage } from '../lib/error-message';

/** What this needs of a TanStack infinite query result. */
type PagesLike = {
  error: unknown;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type LoadMoreProps = {
  query: PagesLike;
  label: string;
  /** The title of a next page that failed, naming the list. */
  errorTitle: string;
};

/**
 * The foot of a cursor-paged list: a failed next page explained (the rows above stay), and the
 * "load more" button while there are more pages, which retries after a failure.
 */
export function LoadMore({ query, label, errorTitle }: LoadMoreProps) {
  const describe = useErrorMessage();
  return (
    <>
      {query.isFetchNextPageError ? (
        <Alert color="red" variant="light" role="alert" title={errorTitle}>
          {describe(query.error)}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            leftSection={query.isFetchNextPageError ? <IconRefresh size={18} aria-hidden /> : undefined}
          >
            {label}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
