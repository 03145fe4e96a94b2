import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { PasswordChecklist } from './password-checklist';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  /** `form.getInputProps('password')` */
  passwordInputProps: GetInputPropsReturnType;
  /** `form.getInputProps('passwordConfirmation')` */
  confirmationInputProps: GetInputPropsReturnType;
  /** Label of the first field; defaults to "Password". */
  passwordLabel?: string;
};

/** A new password typed twice, with the live checklist of the policy between the two fields. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, confirmation, passwordInputProps, confirmationInputProps, passwordLabel } = props;
  const { t } = useTranslation();
  const checklistId = useId();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel ?? t('fields.password')}
        autoComplete="new-password"
        required
        aria-describedby={checklistId}
        visibilityToggleButtonProps={{ 'aria-label': t('signIn.common.togglePassword') }}
        {...passwordInputProps}
      />
      <PasswordChecklist id={checklistId} password={password} confirmation={confirmation} />
      <PasswordInput
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('signIn.common.togglePassword') }}
        {...confirmationInputProps}
      />
    </Stack>
  );
}
