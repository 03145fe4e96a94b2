import {
  enumLabel as domainEnumLabel,
  enumOptions as domainEnumOptions,
  ENUMERATIONS,
  type EnumName,
} from '@veil/domain';
import { SUPPORTED_LOCALES } from '@veil/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { enumLabel, enumOptions } from './enum-labels';

const NAMES = Object.keys(ENUMERATIONS) as EnumName[];

describe('enum labels from the loaded texts', () => {
  it("gives the domain's label of every value in both languages", () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const name of NAMES) {
        for (const value of ENUMERATIONS[name]) {
          expect(enumLabel(locale, name, value), `${locale} ${name}.${value}`).toBe(
            domainEnumLabel(locale, name, value),
          );
        }
      }
    }
  });

  it("gives the domain's options in their order", () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const name of NAMES) expect(enumOptions(locale, name)).toEqual(domainEnumOptions(locale, name));
    }
  });
});
