import { ScrollArea, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab list in one line that scrolls sideways when it does not fit (phones), never wrapping. */
export function ScrollableTabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea type="scroll" scrollbarSize={6} offsetScrollbars="x">
      <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
        {children}
      </Tabs.List>
    </ScrollArea>
  );
}
