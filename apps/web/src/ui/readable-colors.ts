import { type CSSVariablesResolver, isLightColor, type MantineTheme } from '@mantine/core';

/** WCAG 2.2 AA for normal text (1.4.3): status badges and error messages are small text. */
export const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed with black by `amount` (0 to 1). */
function darken(color: string, amount: number): string {
  return `#${channels(color)
    .map((channel) =>
      Math.round(channel * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `color` itself when it reads at 4.5:1 on `background`, else the lightest darker shade of it that does. */
export function readableOn(color: string, background: string): string {
  let shade = color;
  for (let amount = 0.04; contrastRatio(shade, background) < MIN_CONTRAST && amount < 1; amount += 0.04) {
    shade = darken(color, amount);
  }
  return shade;
}

/**
 * Mantine's colour variables for the light scheme, made readable: Mantine's own pick (red 6 for
 * errors, shade 9 on shade 1 for light badges, shade 7 for outlines) falls to 2.7:1 for yellow and
 * 3.3:1 for red. Every colour's text, light-variant text, outline and white-on-filled background is
 * darkened just enough for 4.5:1 on the darkest surface text stands on (grey 1: table rows, cards).
 */
export const readableColorVariables: CSSVariablesResolver = (theme: MantineTheme) => {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const surface = theme.colors.gray[1];
  const white = theme.white;
  const light: Record<string, string> = {
    '--mantine-color-error': readableOn(theme.colors.red[6], surface),
    '--mantine-color-dimmed': readableOn(theme.colors.gray[6], surface),
  };
  for (const [name, tuple] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const text = readableOn(tuple[shade], surface);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = readableOn(tuple[9], tuple[1]);
    // a filled background with white text (autoContrast keeps black text on light colours)
    if (!isLightColor(tuple[shade], theme.luminanceThreshold)) {
      const filled = readableOn(tuple[shade], white);
      light[`--mantine-color-${name}-filled`] = filled;
      light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    }
  }
  return { variables: {}, light, dark: {} };
};
