import { describe, expect, it } from 'vitest';
import { ENUMERATIONS, type EnumName, enumLabel, enumOptions } from './enums';
import { domainMessages, hasMessage, SUPPORTED_LOCALES } from './i18n';

const names = Object.keys(ENUMERATIONS) as EnumName[];

describe('enumeration labels', () => {
  it('has a label for every value of every enumeration in both languages', () => {
    const missing: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      for (const name of names) {
        for (const value of ENUMERATIONS[name]) {
          if (!hasMessage(locale, `enums.${name}.${value}`))
            missing.push(`${locale}: enums.${name}.${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no label for a value that no enumeration defines', () => {
    const stale: string[] = [];
    for (const [name, labels] of Object.entries(domainMessages.de.enums)) {
      const values = (ENUMERATIONS[name as EnumName] ?? []).map(String);
      for (const value of Object.keys(labels)) if (!values.includes(value)) stale.push(`${name}.${value}`);
    }
    expect(stale).toEqual([]);
  });

  it("labels the spec's application statuses", () => {
    expect(enumLabel('en', 'applicationStatus', 'applying')).toBe('Started');
    expect(enumLabel('en', 'applicationStatus', 'recording')).toBe('Audio interview');
    expect(enumLabel('en', 'applicationStatus', 'approved')).toBe('Interview time request sent');
    expect(enumLabel('en', 'applicationStatus', 'confirmed')).toBe('Time slot confirmed');
  });

  it('labels numeric values such as interview durations', () => {
    expect(enumLabel('de', 'interviewDuration', 2700)).toBe('45 Minuten');
  });

  it('builds select options in the defined order', () => {
    expect(enumOptions('de', 'languageLevel').map((o) => o.label)).toEqual([
      'Grundkenntnisse',
      'Gute Kenntnisse',
      'Fließend',
      'Verhandlungssicher',
    ]);
  });
});
