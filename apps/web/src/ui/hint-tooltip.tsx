import type { TooltipProps } from '@mantine/core';
import { lazy, type PointerEvent, type ReactElement, type Ref, Suspense, useRef, useState } from 'react';

// Mantine's tooltip and its positioning (floating-ui) load when a mouse first comes over a hint
const LoadedTooltip = lazy(() => import('./loaded-tooltip'));

type HintTooltipProps<T extends HTMLElement> = Pick<TooltipProps, 'label' | 'position' | 'withArrow'> & {
  /** the element the hint is about, given its ref and pointer handler: (props) => <ActionIcon {...props} /> */
  children: (trigger: { ref: Ref<T>; onPointerEnter: (event: PointerEvent) => void }) => ReactElement;
};

/**
 * A hover hint (Mantine's Tooltip, which shows on hover only, not on focus or touch) whose code loads
 * when a mouse first comes over its element, not with the page (issue 40: the jobs list's bookmark
 * hints and the sidebar's brought the tooltip and floating-ui into every signed-in first load). The
 * tooltip points at the element (its `target`) instead of wrapping it, so the element stays the same
 * node: its focus and a press that is under way are not disturbed; it opens at once for that mouse.
 */
export function HintTooltip<T extends HTMLElement>({ children, ...tooltip }: HintTooltipProps<T>) {
  const [wanted, setWanted] = useState(false);
  const target = useRef<T>(null);
  return (
    <>
      {children({
        ref: target,
        onPointerEnter: (event) => {
          if (event.pointerType === 'mouse') setWanted(true);
        },
      })}
      {wanted && (
        <Suspense fallback={null}>
          <LoadedTooltip {...tooltip} target={target} defaultOpened />
        </Suspense>
      )}
    </>
  );
}
