import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates';

describe('findDateRange: one grammar for English and German CVs', () => {
  it.each([
    ['2014\u20112016', '2014-01', '2016-12', false],
    ['Summer 2012 and 2013', '2012-06', '2013-12', false],
    ['2 0 0 8 – 2 0 1 2', '2008-01', '2012-12', false],
    ['seit 9.2020', '2020-09', null, true],
    ['01/06/2007–Heute', '2007-06', null, true],
    ['2016/09 - now', '2016-09', null, true],
    ['September 2004 — June 2005', '2004-09', '2005-06', false],
    ['Oktober 2019 bis heute', '2019-10', null, true],
    ['Wintersemester 2015', '2015-10', null, false],
  ])('%s', (text, from, to, current) => {
    expect(findDateRange(text)).toMatchObject({ from, to, current });
  });
});
