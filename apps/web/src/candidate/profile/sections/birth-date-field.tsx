import '@mantine/dates/styles.layer.css';
import { DateInput, DatesProvider } from '@mantine/dates';
// the month names of the German calendar (DatesProvider's locale); here, not in the first load
import 'dayjs/locale/de';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { BIRTH_DATE_FORMAT, birthDateProblem, EARLIEST_BIRTH_DATE, parseBirthDate } from './birth-date';

type BirthDateFieldProps = {
  label: string;
  /** `YYYY-MM-DD`, '' when not given, or the text as typed when it is no date (see onChange). */
  value: string;
  /**
   * Gets a date as `YYYY-MM-DD`, '' when the field is emptied, and, when the field is left with
   * text that is no date, that text: the form keeps it, so it can refuse to save it (and lose
   * nothing the candidate typed).
   */
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The latest date offered (`YYYY-MM-DD`): today. */
  today: string;
};

/**
 * The candidate's birth date in the interface's own format (de 19.03.1987, en 19/03/1987), typed
 * or picked from Mantine's calendar in the reader's language: not the browser's date control, which
 * follows the operating system (mm/dd/yyyy inside a German page). A date that does not exist is
 * explained on leaving the field and stays there to be corrected.
 */
export function BirthDateField({ label, value, onChange, error, today }: BirthDateFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [problem, setProblem] = useState<'format' | 'range' | null>(null);
  // the calendar shows the last real date; text that is no date stays in the field as typed
  const lastDate = useRef<string | null>(parseBirthDate(value));
  const date = parseBirthDate(value);
  if (date !== null || value === '') lastDate.current = date;
  // a value set from outside (a reset, the stored one after saving) starts the input afresh
  const emitted = useRef(value);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setProblem(null);
    setGeneration((count) => count + 1);
  }, [value]);
  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };
  const message =
    problem === 'format'
      ? t('candidateProfile.userDetails.dobFormat')
      : problem === 'range'
        ? t('candidateProfile.userDetails.dobRange')
        : undefined;

  return (
    <DatesProvider settings={{ locale }}>
      <DateInput
        key={generation}
        label={label}
        value={lastDate.current}
        onChange={(picked) => {
          setProblem(null);
          emit(picked ?? '');
        }}
        onBlur={(event) => {
          const typed = event.currentTarget.value;
          const found = birthDateProblem(typed, today);
          setProblem(found);
          if (found !== null) emit(typed.trim());
          // a date typed another way ("5.3.1987") is shown as the format writes it ("5.03.1987")
          else if (typed.trim() !== '') setGeneration((count) => count + 1);
        }}
        dateParser={parseBirthDate}
        valueFormat={BIRTH_DATE_FORMAT[locale]}
        placeholder={t('candidateProfile.userDetails.dobPlaceholder')}
        // the text stays as typed when it is no date (Mantine would put the last date back)
        fixOnBlur={false}
        clearable
        clearButtonProps={{ 'aria-label': t('candidateProfile.userDetails.dobClear') }}
        minDate={EARLIEST_BIRTH_DATE}
        maxDate={today}
        // without a date, the calendar starts with the decades: a birth year is a few clicks away
        defaultLevel={lastDate.current ? 'month' : 'decade'}
        defaultDate={lastDate.current ?? `${Number(today.slice(0, 4)) - 30}-01-01`}
        autoComplete="bday"
        error={error ?? message}
      />
    </DatesProvider>
  );
}
