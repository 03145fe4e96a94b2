import '@mantine/dates/styles.layer.css';
import { TimePicker } from '@mantine/dates';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/translation';

type TimeFieldProps = {
  label: string;
  /** the time, `HH:mm`; '' while hours or minutes are missing */
  value: string;
  onChange: (value: string) => void;
  /** `aria-describedby` and `aria-invalid` of a message shown beside the field */
  described?: { 'aria-describedby'?: string; 'aria-invalid'?: boolean };
  style?: CSSProperties;
};

/**
 * A time of day as the spec writes it (HH:mm, 24 hours) in every browser and language: Mantine's
 * `TimePicker` with an hours and a minutes input, each named after the field ("…, Stunden"), not the
 * browser's time control, which shows "09:30 AM" in an English browser.
 */
export function TimeField({ label, value, onChange, described = {}, style }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      format="24h"
      label={label}
      value={value}
      onChange={onChange}
      hoursInputLabel={t('employerInterviews.timeHours', { field: label })}
      minutesInputLabel={t('employerInterviews.timeMinutes', { field: label })}
      hoursInputProps={described}
      minutesInputProps={described}
      style={style}
    />
  );
}
