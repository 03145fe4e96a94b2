import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from '../lib/translator';
import classes from './theme.module.css';

/** Deep teal: the one accent colour of Veil. Shade 7 on white has a contrast of about 6.3:1. */
const veil: MantineColorsTuple = [
  '#e7f5f4',
  '#cfe8e6',
  '#9fd1cc',
  '#6bb8b1',
  '#43a39b',
  '#2a958d',
  '#17857e',
  '#0d6b66',
  '#075a56',
  '#024a47',
];

/** Calm, slightly cool greys for surfaces, borders and secondary text. */
const gray: MantineColorsTuple = [
  '#f7f8f9',
  '#eef1f3',
  '#dfe4e8',
  '#c9d0d6',
  '#a9b3bb',
  '#87929c',
  '#66717b',
  '#4c5660',
  '#343c44',
  '#1f252b',
];

export const theme = createTheme({
  primaryColor: 'veil',
  primaryShade: 7,
  colors: { veil, gray },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '600',
  },
  focusRing: 'auto',
  // Plain objects, not `Modal.extend(…)`: importing a component to extend it would put its code
  // (and its styles) into every area's first load.
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // long German compounds ("Unternehmensinformationen") must wrap rather than widen a phone screen
    Title: { styles: { root: { overflowWrap: 'break-word', hyphens: 'auto' } } },
    Input: { classNames: { input: classes.input } },
    // Mantine's focus placeholder is a non-item child of role="menu" (axe: aria-required-children);
    // without it, a menu opened by a click moves the focus to its first item, so Escape closes it
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, menuItemTabIndex: 0 } },
  },
});

/**
 * The theme's words: close buttons of dialogs, drawers, alerts and notifications show only an
 * icon, so they are named in the user's language (Mantine leaves them nameless).
 */
export function localizedTheme(t: TFunction): MantineThemeOverride {
  const closeDialog = { closeButtonProps: { 'aria-label': t('common.closeDialog') } };
  return createTheme({
    components: {
      Modal: { defaultProps: closeDialog },
      Drawer: { defaultProps: closeDialog },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.closeNotification') } } },
      Alert: { defaultProps: { closeButtonLabel: t('common.closeNotification') } },
    },
  });
}
