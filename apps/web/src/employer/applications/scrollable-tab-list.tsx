import { ScrollArea, Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './scrollable-tab-list.module.css';

/** Room left beside a tab scrolled into view, so the next one shows that the list goes on. */
const EDGE_PX = 24;

/**
 * A tab list in one line that scrolls sideways when it does not fit on a phone; from tablet width on
 * it wraps instead, so that every tab is in reach of a mouse. The selected tab is kept in view: on a
 * phone, a tab chosen by a link or kept in the address (a reload) may sit beyond the edge. Only the
 * list scrolls, never the page.
 */
export function ScrollableTabList({ label, children }: { label: string; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  // what was brought into view last: the selected tab, and the list's width (counts arriving widen it)
  const shown = useRef<{ tab: Element; width: number } | null>(null);
  useEffect(() => {
    const list = viewport.current;
    const selected = list?.querySelector('[role="tab"][aria-selected="true"]');
    if (!list || !selected) return;
    if (shown.current?.tab === selected && shown.current.width === list.scrollWidth) return;
    shown.current = { tab: selected, width: list.scrollWidth };
    const box = list.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < box.left) list.scrollLeft -= box.left - tab.left + EDGE_PX;
    else if (tab.right > box.right) list.scrollLeft += tab.right - box.right + EDGE_PX;
  });
  return (
    <ScrollArea type="scroll" scrollbarSize={6} offsetScrollbars="x" viewportRef={viewport}>
      <Tabs.List aria-label={label} className={classes.list}>
        {children}
      </Tabs.List>
    </ScrollArea>
  );
}
