import { Paper, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Height of the area layouts' top bar, which a sticky table header stays below. */
const HEADER_HEIGHT = 60;

/** How a list is shown at the current width: stacked cards on phones (< 768 px), else a table. */
export function useListLayout(): 'cards' | 'table' {
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return isPhone ? 'cards' : 'table';
}

type TableFrameProps = {
  /** Below this width (tablets) the table scrolls sideways inside its frame, never the page. */
  minWidth: number;
  /** Accessible name of the table. */
  label: string;
  children: ReactNode;
};

/**
 * A data table in a bordered frame. On desktops (≥ 1200 px) its header sticks below the top bar
 * while the page scrolls; narrower, it scrolls sideways in its own frame (a scrolling frame is where
 * a sticky header would stick, so there it does not follow the page).
 */
export function TableFrame({ minWidth, label, children }: TableFrameProps) {
  const isDesktop = useMediaQuery('(min-width: 75em)') ?? false;
  const table = (
    <Table
      aria-label={label}
      stickyHeader={isDesktop}
      stickyHeaderOffset={HEADER_HEIGHT}
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="sm"
    >
      {children}
    </Table>
  );
  return (
    <Paper withBorder radius="md">
      {isDesktop ? (
        table
      ) : (
        // positioned, so visually hidden header text (absolutely placed) is clipped with the table
        <Table.ScrollContainer minWidth={minWidth} type="native" pos="relative">
          {table}
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
