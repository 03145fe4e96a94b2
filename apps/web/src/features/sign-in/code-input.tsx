import { TextInput } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@veil/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/translation';

type CodeInputProps = {
  value: string;
  onChange: (code: string) => void;
  /** The form's error for the field (e.g. "Invalid code" from the server). */
  error?: ReactNode;
  onBlur?: () => void;
  autoFocus?: boolean;
};

/** Spaces and dashes people copy along with a code ("123 456"); dropped without a word. */
const SEPARATORS = /[\s-]/g;

/**
 * The 6-digit code from the e-mail: one field (so pasting and the phone's code suggestion work),
 * digits only. Anything else is not taken, and the field says 'Please enter numeric characters only.'
 */
export function CodeInput({ value, onChange, error, onBlur, autoFocus }: CodeInputProps) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState(false);
  return (
    <TextInput
      label={t('fields.code')}
      description={t('signIn.code.hint', { length: VERIFICATION_CODE_LENGTH })}
      value={value}
      onChange={(event) => {
        const typed = event.currentTarget.value.replace(SEPARATORS, '');
        const digits = typed.replace(/\D/g, '');
        setRejected(digits.length !== typed.length);
        onChange(digits.slice(0, VERIFICATION_CODE_LENGTH));
      }}
      onBlur={onBlur}
      error={rejected ? t('validation.code.numeric') : error}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      placeholder={'•'.repeat(VERIFICATION_CODE_LENGTH)}
      // a large, spaced-out field for the digits; label and hint stay the size of every other field
      styles={{
        input: {
          height: 52,
          fontSize: 'var(--mantine-font-size-xl)',
          letterSpacing: '0.45em',
          fontVariantNumeric: 'tabular-nums',
          textAlign: 'center',
          fontWeight: 600,
        },
      }}
    />
  );
}
