import { describe, expect, it } from 'vitest';
import {
  dueDateDisplay,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatTime,
  sanitizeFileName,
  WEEK_STARTS_ON,
} from './format';
import { dueDateLabel, formatDuration } from './format-text';

const now = new Date('2026-03-10T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('dueDateDisplay', () => {
  it('shows the date from exactly 72 hours on', () => {
    expect(dueDateDisplay(inHours(72), now).kind).toBe('date');
    expect(dueDateDisplay(inHours(200), now).kind).toBe('date');
  });

  it('shows two days from 48 to just under 72 hours', () => {
    expect(dueDateDisplay(inHours(71.99), now).kind).toBe('twoDays');
    expect(dueDateDisplay(inHours(48), now).kind).toBe('twoDays');
  });

  it('shows one day from 24 to just under 48 hours', () => {
    expect(dueDateDisplay(inHours(47.99), now).kind).toBe('oneDay');
    expect(dueDateDisplay(inHours(24), now).kind).toBe('oneDay');
  });

  it('shows today from 0 to just under 24 hours, including the due instant', () => {
    expect(dueDateDisplay(inHours(23.99), now).kind).toBe('today');
    expect(dueDateDisplay(inHours(0), now).kind).toBe('today');
  });

  it('shows overdue once the due instant has passed', () => {
    expect(dueDateDisplay(new Date(now.getTime() - 1), now).kind).toBe('overdue');
  });

  it('labels the display in the reader’s language', () => {
    expect(dueDateLabel(inHours(100), now, 'de')).toBe('Fällig am 14.03.2026');
    expect(dueDateLabel(inHours(50), now, 'en')).toBe('2 days left');
    expect(dueDateLabel(inHours(-5), now, 'de')).toBe('Überfällig');
  });
});

describe('sanitizeFileName', () => {
  it('keeps the words as written: capitals, umlauts, spaces', () => {
    expect(sanitizeFileName('  Datenschutzhinweise für Bewerberinnen.pdf ')).toBe(
      'Datenschutzhinweise für Bewerberinnen.pdf',
    );
    expect(sanitizeFileName('Mein Lebenslauf (final).PDF')).toBe('Mein Lebenslauf (final).PDF');
    // macOS hands over "ü" as "u" plus a combining mark: stored composed, as typed
    expect(sanitizeFileName('U\u0308ber-uns_2026.png')).toBe('Über-uns_2026.png');
  });

  it('leaves no path separators or control characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(sanitizeFileName('a\\b.txt')).toBe('a_b.txt');
    expect(sanitizeFileName('a\nb:c*.txt')).toBe('a_b_c_.txt');
  });
});

describe('formatFileSize', () => {
  it('shows KB below 1 MB, rounding up so small files never show 0 KB', () => {
    expect(formatFileSize(1, 'en')).toBe('1 KB');
    expect(formatFileSize(512 * 1024, 'de')).toBe('512 KB');
    expect(formatFileSize(0, 'en')).toBe('0 KB');
    expect(formatFileSize(1024 * 1024 - 1, 'en')).toBe('1 MB');
  });

  it('shows MB with at most one decimal from 1 MB on, with a decimal comma in German', () => {
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1 MB');
    expect(formatFileSize(5 * 1024 * 1024, 'de')).toBe('5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });

  it('shows a gigabyte as 1 GB, not 1.024,0 MB', () => {
    expect(formatFileSize(1024 ** 3, 'de')).toBe('1 GB');
    expect(formatFileSize(1024 ** 3 - 1024, 'de')).toBe('1 GB');
    expect(formatFileSize(2.5 * 1024 ** 3, 'en')).toBe('2.5 GB');
  });
});

describe('formatDuration', () => {
  it('uses singular and plural forms in both languages', () => {
    expect(formatDuration(90, 'en')).toBe('1 minute 30 seconds');
    expect(formatDuration(90, 'de')).toBe('1 Minute 30 Sekunden');
    expect(formatDuration(121, 'en')).toBe('2 minutes 1 second');
    expect(formatDuration(61, 'de')).toBe('1 Minute 1 Sekunde');
  });

  it('omits zero seconds after minutes but shows them alone', () => {
    expect(formatDuration(180, 'de')).toBe('3 Minuten');
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(0, 'en')).toBe('0 seconds');
  });

  it('rounds fractional recording lengths', () => {
    expect(formatDuration(29.6, 'en')).toBe('30 seconds');
  });
});

describe('dates, times and numbers', () => {
  const instant = new Date('2026-03-04T23:30:00Z'); // 5 March, 00:30 in Berlin

  it('formats dates as en DD/MM/YYYY and de D.MM.YYYY in Berlin time', () => {
    expect(formatDate(instant, 'en')).toBe('05/03/2026');
    expect(formatDate(instant, 'de')).toBe('5.03.2026');
  });

  it('formats in another time zone when given', () => {
    expect(formatDate(instant, 'de', 'UTC')).toBe('4.03.2026');
    expect(formatTime(instant, 'America/New_York')).toBe('18:30');
  });

  it('formats times as HH:mm on a 24-hour clock, following summer time', () => {
    expect(formatTime(instant)).toBe('00:30');
    expect(formatTime(new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
    expect(formatDateTime(instant, 'de')).toBe('5.03.2026 00:30');
  });

  it('formats numbers in German style for de', () => {
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('starts the week on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});
