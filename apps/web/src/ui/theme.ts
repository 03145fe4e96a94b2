import { createTheme, type MantineColorsTuple, Title } from '@mantine/core';

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
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // long German compounds ("Unternehmensinformationen") must wrap rather than widen a phone screen
    Title: Title.extend({ styles: { root: { overflowWrap: 'break-word', hyphens: 'auto' } } }),
  },
});
