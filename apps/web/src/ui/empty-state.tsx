import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** What to do next, usually one button. */
  action?: ReactNode;
};

/** A list or page without content yet: says why it is empty and what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} py={{ base: 'xl', sm: 48 }}>
      <MantineEmptyState
        icon={icon}
        variant="light"
        title={title}
        description={description}
        maw={440}
        mx="auto"
      >
        {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
      </MantineEmptyState>
    </Paper>
  );
}
