import '@mantine/dates/styles.layer.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
// the month and day names of the German calendar (DatesProvider's locale); here, not in the first load
import 'dayjs/locale/de';
import { IconCalendar } from '@tabler/icons-react';
import { AUDIO_DUE_DATE_MAX_DAYS, WEEK_STARTS_ON } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { DUE_TIME } from './audio-due-date';

/** How a picked day is written in each language (ARCHITECTURE.md: de D.MM.YYYY, en DD/MM/YYYY). */
export const DAY_FORMAT: Record<Locale, string> = { de: 'D.MM.YYYY', en: 'DD/MM/YYYY' };

const pad2 = (value: number) => String(value).padStart(2, '0');
const DUE_TIME_TEXT = `${pad2(DUE_TIME.hour)}:${pad2(DUE_TIME.minute)}`;

type DueDateFieldProps = {
  label: string;
  /** the picked day, `YYYY-MM-DD` */
  value: string | null;
  onChange: (value: string | null) => void;
  /** the first and last day that may be picked (`YYYY-MM-DD`) */
  min: string;
  max: string;
  error?: string;
};

/**
 * The due day, picked from Mantine's calendar in the reader's language and date format (not the
 * browser's date control, which follows the operating system); days outside the range are disabled.
 * The hint says at what time of the day the answers are due and how far ahead it may be.
 */
export function DueDateField({ label, value, onChange, min, max, error }: DueDateFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const description = t('employerApplications.audio.dueDateHint', {
    time: DUE_TIME_TEXT,
    maxDays: AUDIO_DUE_DATE_MAX_DAYS,
  });
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: WEEK_STARTS_ON }}>
      <DatePickerInput
        label={label}
        description={description}
        value={value}
        onChange={onChange}
        minDate={min}
        maxDate={max}
        defaultDate={value ?? min}
        valueFormat={DAY_FORMAT[locale]}
        leftSection={<IconCalendar size={18} aria-hidden />}
        withAsterisk
        error={error}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
