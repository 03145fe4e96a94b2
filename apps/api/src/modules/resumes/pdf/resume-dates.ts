import { INTL_LOCALE_TAGS, type Locale, type ResumeMonth } from '@veil/domain';
import { PDF_LABELS } from './labels';

/*
 * Dates as the CV prints them: months and periods in the reader's language.
 */

/** One month formatter per language: making one is far slower than formatting with it. */
const MONTH_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/** "Okt. 2021" / "Oct 2021": months as CVs write them, in the reader's language. */
export function formatResumeMonth(month: ResumeMonth, language: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  let format = MONTH_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[language], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    MONTH_FORMATS.set(language, format);
  }
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** "Oct 2021 – present" / "Okt. 2021 – heute", or a closed period "Mar 2018 – Sept 2021". */
export function formatResumePeriod(
  from: ResumeMonth,
  to: ResumeMonth | null,
  running: boolean,
  language: Locale,
): string {
  const end = running || to === null ? PDF_LABELS[language].present : formatResumeMonth(to, language);
  return `${formatResumeMonth(from, language)} – ${end}`;
}
