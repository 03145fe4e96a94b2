import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, readableColorVariables, readableOn } from './readable-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string | undefined> = readableColorVariables(merged).light;
const variable = (name: string) => {
  const value = light[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

describe('readableOn', () => {
  it('keeps a colour that already reads well and darkens one that does not', () => {
    expect(readableOn('#0d6b66', '#ffffff')).toBe('#0d6b66');
    const red = readableOn('#fa5252', '#ffffff');
    expect(contrastRatio('#fa5252', '#ffffff')).toBeLessThan(MIN_CONTRAST);
    expect(contrastRatio(red, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('readableColorVariables', () => {
  const surface = merged.colors.gray[1];

  it('gives error text and dimmed text 4.5:1 on every surface', () => {
    for (const background of [merged.white, merged.colors.gray[0], surface]) {
      expect(contrastRatio(variable('--mantine-color-error'), background)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrastRatio(variable('--mantine-color-dimmed'), background)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
    }
  });

  it.each(Object.keys(merged.colors).filter((name) => name !== 'dark'))(
    'makes %s readable as badge, outline and text',
    (name) => {
      const tuple = merged.colors[name];
      if (!tuple) throw new Error(name);
      // light badges: their text on their own tint (Mantine's choice was 2.7:1 for yellow "pending")
      expect(contrastRatio(variable(`--mantine-color-${name}-light-color`), tuple[1])).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrastRatio(variable(`--mantine-color-${name}-outline`), surface)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrastRatio(variable(`--mantine-color-${name}-text`), surface)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      const filled = light[`--mantine-color-${name}-filled`];
      if (filled) expect(contrastRatio(filled, merged.white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );
});
