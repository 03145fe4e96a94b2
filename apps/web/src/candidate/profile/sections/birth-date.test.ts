import { describe, expect, it } from 'vitest';
import { birthDateProblem, parseBirthDate } from './birth-date';

describe('parseBirthDate', () => {
  it.each([
    ['19.03.1987', '1987-03-19'],
    ['5.3.1987', '1987-03-05'],
    [' 05. 03. 1987 ', '1987-03-05'],
    ['19/03/1987', '1987-03-19'],
    ['19-03-1987', '1987-03-19'],
    ['1987-03-19', '1987-03-19'],
    ['29.02.2000', '2000-02-29'],
  ])('reads %s as %s', (text, date) => {
    expect(parseBirthDate(text)).toBe(date);
  });

  it.each([
    '31.02.1987',
    '29.02.1987',
    '19.13.1987',
    '0.03.1987',
    '19.03.87',
    '03/19/1987',
    '1987-3-19',
    '19.03.1987x',
    'gestern',
    '',
  ])('refuses %s', (text) => {
    expect(parseBirthDate(text)).toBeNull();
  });
});

describe('birthDateProblem', () => {
  const today = '2026-11-28';

  it('accepts an empty field and a date between 1900 and today', () => {
    expect(birthDateProblem('', today)).toBeNull();
    expect(birthDateProblem('1987-03-19', today)).toBeNull();
    expect(birthDateProblem('2026-11-28', today)).toBeNull();
    expect(birthDateProblem('1900-01-01', today)).toBeNull();
  });

  it('names text that is no date, and a date outside the range', () => {
    expect(birthDateProblem('31.02.1987', today)).toBe('format');
    expect(birthDateProblem('2026-11-29', today)).toBe('range');
    expect(birthDateProblem('1899-12-31', today)).toBe('range');
  });
});
