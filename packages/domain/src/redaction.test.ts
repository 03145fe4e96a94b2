import { describe, expect, it } from 'vitest';
import type { PersonalValues } from './identifying-values';
import { REDACTION_MARK, redact, redactor } from './redaction';

const values: PersonalValues = {
  names: ['Jörg', 'Müller', 'Jörg Müller'],
  emails: ['joerg.mueller@example.org'],
  phones: ['+49 170 1234567'],
  links: ['https://github.com/jmuedev', 'https://www.joergmueller-design.de'],
  organisations: ['Hafenkante Digital GmbH', 'Technische Universität Dresden'],
};

const masked = (text: string) => redact(text, values).text;

describe('redact', () => {
  it.each([
    ['Müller', 'any case'],
    ['MÜLLER', 'upper case'],
    ['Mueller', 'umlaut written out'],
    ['Muller', 'umlaut without its mark'],
    ['müller', 'lower case'],
    ['Müllers', 'inflected'],
    ["Müller's", 'with an apostrophe'],
    ['M.ü.l.l.e.r', 'split across punctuation'],
    ['Mül-ler', 'hyphenated'],
    ['Joerg', 'first name written out'],
  ])('masks the name as %s (%s)', (written) => {
    expect(masked(`Team lead: ${written} built it.`)).toBe(`Team lead: ${REDACTION_MARK} built it.`);
  });

  it('masks the organisations of the profile, whole and by their distinctive words', () => {
    expect(masked('Worked at Hafenkante Digital GmbH for years')).toBe(
      `Worked at ${REDACTION_MARK} for years`,
    );
    expect(masked('the Hafenkante team')).toBe(`the ${REDACTION_MARK} team`);
    expect(masked('studied at TU Dresden')).toBe(`studied at TU ${REDACTION_MARK}`);
    // generic words of an organisation name stay
    expect(masked('a digital product for a university')).toBe('a digital product for a university');
  });

  it('masks contacts of any kind, also ones that are not in the profile', () => {
    expect(masked('write to anna@firma.de or call 0170 9876543')).toBe(
      `write to ${REDACTION_MARK} or call ${REDACTION_MARK}`,
    );
    expect(masked('see https://example.com/cv and www.foo.org')).toBe(
      `see ${REDACTION_MARK} and ${REDACTION_MARK}`,
    );
    expect(masked('portfolio: someone.dev/work')).toBe(`portfolio: ${REDACTION_MARK}`);
    expect(masked('follow @someone_else')).toBe(`follow ${REDACTION_MARK}`);
  });

  it('masks the handle of a profile link and the phone in another spelling', () => {
    expect(masked('my repos are under jmuedev')).toBe(`my repos are under ${REDACTION_MARK}`);
    expect(masked('mobile 0170-123 45 67')).toBe(`mobile ${REDACTION_MARK}`);
    expect(masked('see joergmueller-design')).toBe(`see ${REDACTION_MARK}`);
  });

  it('masks longer values inside compounds and leaves short names inside words alone', () => {
    expect(masked('Müllerei, Hafenkanteteam and Dresdenbüro')).toBe(
      `${REDACTION_MARK}, ${REDACTION_MARK} and ${REDACTION_MARK}`,
    );
    const ann = { ...values, names: ['Ann', 'Li'] };
    expect(redact('Planning with Annika in Lisbon', ann).text).toBe('Planning with Annika in Lisbon');
    expect(redact("Ann's plan, by LI", ann).text).toBe(`${REDACTION_MARK} plan, by ${REDACTION_MARK}`);
  });

  it('leaves technical terms alone', () => {
    expect(masked('Built with ASP.NET and Node.js in 2019 – 2021')).toBe(
      'Built with ASP.NET and Node.js in 2019 – 2021',
    );
  });

  it('reports what it masked', () => {
    expect(redact('Jörg Müller, Hafenkante', values).masked).toEqual(['name', 'organisation']);
    expect(redact('nothing personal', values)).toEqual({ text: 'nothing personal', masked: [] });
  });

  it('masks the rest of the one list of what identifies a candidate', () => {
    const full: PersonalValues = {
      ...values,
      schools: ['Pfeifakademie Quakenbrück'],
      places: ['Kanarhausen', 'Piepland'],
      birthDates: ['1987-02-03'],
      credentials: ['Kanarzertifikat Q7', 'KAN-7Q-ID'],
      awards: ['Goldkehlchenpreis'],
      majors: ['Piepsologie'],
    };
    const result = redact(
      'Aus Kanarhausen (Piepland), geb. 3.2.1987, Pfeifakademie, Piepsologie, Kanarzertifikat Q7 (KAN-7Q-ID), Goldkehlchenpreis',
      full,
    );
    expect(result.text).toBe(
      `Aus ${REDACTION_MARK} (${REDACTION_MARK}), geb. ${REDACTION_MARK}, ${REDACTION_MARK}, ${REDACTION_MARK}, ${REDACTION_MARK} (${REDACTION_MARK}), ${REDACTION_MARK}`,
    );
    expect(result.masked).toEqual([
      'place',
      'place',
      'birth_date',
      'school',
      'major',
      'credential',
      'credential',
      'award',
    ]);
    // the birth date in the profile's other spellings, and majors only as words of their own
    expect(redact('am 03.02.1987, sonst 1987-02-03', full).masked).toEqual(['birth_date', 'birth_date']);
    expect(redact('Piepsologiestudium', full).text).toBe('Piepsologiestudium');
  });

  it('names an overlap by its longest span and never splits a short value across words', () => {
    expect(redact('joerg.mueller@example.org', values).masked).toEqual(['email']);
    const school: PersonalValues = { ...values, schools: ['Hochschule Bonn-Rhein-Sieg'] };
    expect(redact('Das können Sie gern prüfen.', school).text).toBe('Das können Sie gern prüfen.');
  });

  it('turns a period into a duration and a gendered title neutral in the same pass', () => {
    expect(masked('Von März 2016 bis August 2021 Backend-Entwicklerin bei Hafenkante')).toBe(
      `für 5 Jahre und 6 Monate Backend-Entwickler:in bei ${REDACTION_MARK}`,
    );
  });

  it('takes a few milliseconds for a long text', () => {
    const text =
      'Mein Teamleiter Jan Becker und ich (Jörg, Jahrgang 1990) bauten von März 2016 bis Mai 2019 bei Hafenkante als Backend-Entwicklerin die Abrechnung; Mail joerg at example dot org, Tel. null eins sieben null 1234567. '
        .repeat(15)
        .slice(0, 3000);
    const prepared = redactor(values);
    prepared(text);
    const started = process.cpuUsage();
    for (let lap = 0; lap < 20; lap++) prepared(text);
    const used = process.cpuUsage(started);
    // CPU time, as the machine may be shared; about 3 ms on the development machine
    expect((used.user + used.system) / 1000 / 20).toBeLessThan(15);
  });
});
