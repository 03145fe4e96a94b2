import { type KeyboardEvent, type PointerEvent, startTransition, useEffect, useRef, useState } from 'react';

/*
 * An overlay (a menu, a popover) whose code loads on its trigger's first use instead of with the page
 * (issue 40: the header's menus were on every signed-in first load). The page shows the trigger as a
 * plain button with the overlay's aria attributes; pointing at it or focusing it loads the code, and a
 * press (click, Enter, Space, ArrowDown) loads it and opens the overlay once it is there. The swap
 * is a transition, so the plain button stays on screen, focused and usable, until the code arrived.
 */

/** How the trigger was first used: pointed at or focused (load only), or pressed (load and open). */
export type FirstUse = 'load' | 'open';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function useFirstUse<T extends HTMLElement>() {
  const [use, setUse] = useState<FirstUse | null>(null);
  const triggerRef = useRef<T>(null);
  const load = () => startTransition(() => setUse((current) => current ?? 'load'));
  const open = () => startTransition(() => setUse('open'));
  return {
    /** null until the trigger is first used */
    use,
    /** for the plain trigger: starts the loading on first use */
    triggerProps: {
      ref: triggerRef,
      onPointerEnter: load,
      onFocus: load,
      // a press opens from its start: the loaded trigger may replace this one before the press
      // ends, and the click then reaches neither button
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0) open();
      },
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    },
    /** Whether the plain trigger has the focus: the loaded one takes it over when it replaces it. */
    hadFocus: () => triggerRef.current !== null && triggerRef.current === document.activeElement,
  };
}

/**
 * For the loaded overlay that replaces the plain trigger: its trigger takes over the focus the plain
 * button had, and the overlay opens when the plain button was pressed (`opening`), at once or when
 * that press comes while the loaded one is taking its place.
 */
export function useTakeOver<T extends HTMLElement>({
  opening,
  hadFocus,
}: {
  opening: boolean;
  hadFocus: () => boolean;
}) {
  const target = useRef<T>(null);
  const [focused] = useState(hadFocus);
  const [opened, setOpened] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaced the plain button
  useEffect(() => {
    if (focused) target.current?.focus();
  }, []);
  // also when the press came after the code (loaded on pointing or focusing) but before the swap
  useEffect(() => {
    if (opening) setOpened(true);
  }, [opening]);
  return { target, opened, setOpened };
}
