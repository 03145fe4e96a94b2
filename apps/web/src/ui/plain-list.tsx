import { type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type PlainListProps = {
  /** Accessible name of the list, e.g. "Team members". */
  label?: string;
  gap?: MantineSpacing;
  /** Announce changes (items added, states changing) to screen readers. */
  live?: boolean;
  children: ReactNode;
};

/**
 * A `ul` without bullets or indent, its items stacked: the phone form of a table (one card per row)
 * and any other list of cards. Items are `li` elements, e.g. `<Paper component="li">`.
 */
export function PlainList({ label, gap = 'sm', live = false, children }: PlainListProps) {
  return (
    <Stack
      gap={gap}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      aria-live={live ? 'polite' : undefined}
    >
      {children}
    </Stack>
  );
}

/** One labelled value on a card that stands in for a table row (the column name, then the value). */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
