import { describe, expect, it } from 'vitest';
import { NO_PERSONAL_VALUES } from './identifying-values';
import { REDACTION_MARK, redact } from './redaction';

const M = REDACTION_MARK;
const masked = (text: string) => redact(text, NO_PERSONAL_VALUES).text;
const kinds = (text: string) => redact(text, NO_PERSONAL_VALUES).masked;

describe('e-mail addresses spelt out', () => {
  it.each([
    'vorname at domain dot de',
    'vorname.nachname at domain punkt de',
    'vorname[at]domain[dot]de',
    'vorname (at) firma (punkt) de',
    'emily dot parker at gmail dot com',
    'emily at parkerdata dot co dot uk',
    'name{at}firma.de',
  ])('masks %s', (address) => {
    expect(masked(`Schreiben Sie an ${address}, danke.`)).toBe(`Schreiben Sie an ${M}, danke.`);
    expect(kinds(address)).toEqual(['email']);
  });

  it('leaves "at" in prose alone', () => {
    for (const text of ['I worked at Siemens. Then I moved on.', 'Lead at a startup dot-com era company'])
      expect(masked(text)).toBe(text);
  });
});

describe('phone numbers in groups and in words', () => {
  it.each([
    ['Ruf an: null eins sieben eins 8642097', `Ruf an: ${M}`],
    ['Telefon null eins fünf eins zwei drei vier fünf sechs sieben acht', `Telefon ${M}`],
    ['call zero seven seven zero zero nine zero zero one two three.', `call ${M}.`],
    ['Tel. 864 20 97 ab 17 Uhr', `Tel. ${M} ab 17 Uhr`],
    ['Handy: 0151/234 567 89', `Handy: ${M}`],
    ['+44 (0) 7700 900123', M],
  ])('masks %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('leaves counts and numbers in prose alone', () => {
    for (const text of [
      'zwei oder drei Jahre Erfahrung',
      'one two three, go',
      'Wir haben 120 000 Nutzer und 40 Server.',
      'Umsatz von 84252.0 bis 116391.0',
    ])
      expect(masked(text)).toBe(text);
  });
});

describe('dates', () => {
  it.each([
    'am 19.03.1987',
    'am 19. 3. 87',
    'am 1987-03-19',
    'am 19/03/1987',
    'am 19. März 1987',
    'on March 19, 1987',
    'on 19th of March 1987',
    'im März 2016',
    'im Mar. 2016',
    'im 03/2016',
    'im Sept. 2015',
    'am 19. März',
  ])('masks the date in "%s"', (text) => {
    expect(masked(text)).toBe(`${text.split(' ')[0]} ${M}`);
    expect(kinds(text)).toEqual(['date']);
  });

  it('turns a range of months into the duration the structured CV shows', () => {
    expect(masked('März 2016 bis August 2021 war ich Teamleiter:in.')).toBe(
      '5 Jahre und 6 Monate war ich Teamleiter:in.',
    );
    expect(masked('Von 03/2016 – 05/2019 habe ich Java entwickelt.')).toBe(
      'für 3 Jahre und 3 Monate habe ich Java entwickelt.',
    );
    expect(masked('From June 2018 to May 2019 I led the team.')).toBe('for 1 year I led the team.');
    expect(masked('Zwischen Januar 2020 und März 2020 war ich im Ausland.')).toBe(
      'für 3 Monate war ich im Ausland.',
    );
  });

  it('masks a range with days or an open end', () => {
    expect(masked('vom 01.03.2021 bis 28.02.2022 in Elternzeit')).toBe(`vom ${M} in Elternzeit`);
    expect(masked('From June 2018 to present I have led it.')).toBe(`From ${M} I have led it.`);
    expect(masked('März 2016 und Mai 2017 gab es Preise.')).toBe(`${M} gab es Preise.`);
  });

  it('leaves bare years, year ranges, months without a year and versions alone', () => {
    for (const text of [
      'Von 2019 – 2021 mit Node.js',
      'Im Mai stellen wir um.',
      'We shipped the May release.',
      'Python 3.11 und PostgreSQL 15',
      'Version 2.3.1 vom Team',
      'In 2019/20 studierte ich.',
    ])
      expect(masked(text)).toBe(text);
  });
});

describe('birth years and ages', () => {
  it.each([
    ['Jahrgang 1987, verheiratet', `Jahrgang ${M}, verheiratet`],
    ['geboren 1987 in Bonn', `geboren ${M} in Bonn`],
    ['1987 geboren', `${M} geboren`],
    ['Born in 1992, I grew up online.', `Born in ${M}, I grew up online.`],
    ['Geburtsjahr: 1995', `Geburtsjahr: ${M}`],
    ['Ich bin 36 Jahre alt.', `Ich bin ${M} Jahre alt.`],
    ['I am 31 years old.', `I am ${M} years old.`],
    ['geboren am 19.03.1987', `geboren am ${M}`],
  ])('masks %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
    expect(kinds(text)).toEqual(['birth_date']);
  });

  it('leaves other years alone', () => {
    expect(masked('Seit 1987 am Markt, 20 Jahre Erfahrung')).toBe('Seit 1987 am Markt, 20 Jahre Erfahrung');
  });
});
