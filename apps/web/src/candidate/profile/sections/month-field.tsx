import '@mantine/dates/styles.layer.css';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
// the month names of the German picker (DatesProvider's locale); here, not in the first load
import 'dayjs/locale/de';
import { useLocale } from '../../../lib/use-locale';

type MonthFieldProps = {
  label: string;
  /** `YYYY-MM`, or '' while empty. */
  value?: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** No month after this one (`YYYY-MM`). */
  maxMonth?: string;
};

/**
 * A month of a CV date (`YYYY-MM`; CVs name months, never days), picked from Mantine's month picker
 * in the reader's language.
 */
export function MonthField({
  label,
  value = '',
  onChange,
  error,
  required,
  disabled,
  maxMonth,
}: MonthFieldProps) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale }}>
      <MonthPickerInput
        label={label}
        value={value === '' ? null : `${value}-01`}
        onChange={(picked) => onChange(picked ? String(picked).slice(0, 7) : '')}
        valueFormat={locale === 'de' ? 'MM.YYYY' : 'MM/YYYY'}
        clearable={!required}
        required={required}
        disabled={disabled}
        error={error}
        maxDate={maxMonth ? `${maxMonth}-01` : undefined}
        style={{ flex: '1 1 10rem', minWidth: 0 }}
      />
    </DatesProvider>
  );
}
