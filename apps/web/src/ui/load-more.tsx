import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ErrorAlert } from './alerts';

/** What this needs of a TanStack infinite query result. */
type InfiniteQueryLike = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
};

type LoadMoreProps = {
  query: InfiniteQueryLike;
  label: string;
  /** The title of the alert when the next page failed. */
  errorTitle: string;
  /** "20 of 45 shown", announced when it changes. */
  summary?: string;
};

/** Below a keyset-paged list: how much is shown, the button for the next page, and its failure. */
export function LoadMore({ query, label, errorTitle, summary }: LoadMoreProps) {
  return (
    <Stack gap="sm">
      <Group justify={summary ? 'space-between' : 'flex-end'} gap="sm" wrap="wrap">
        {summary ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {summary}
          </Text>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            leftSection={query.isFetchNextPageError ? <IconRefresh size={18} aria-hidden /> : undefined}
          >
            {label}
          </Button>
        ) : null}
      </Group>
      {query.isFetchNextPageError ? <ErrorAlert error={query.error} title={errorTitle} /> : null}
    </Stack>
  );
}
