import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { EmailSchema, NewPasswordSchema, VerificationCodeSchema } from '@veil/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-errors';
import { useArea } from '../../lib/areas';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert, NoteAlert } from '../../ui/alerts';
import { useRequestPasswordReset, useResetPassword } from './api';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { CodeInput } from './code-input';
import { NewPasswordFields } from './new-password-fields';
import { passwordPolicyMessage } from './password-policy';
import { signInPath } from './paths';
import { ResendCodeButton } from './resend-code-button';
import type { LoginLocationState } from './session-guard';

/**
 * The reset step (candidate `reset-password`, employer `forgot-password?step=reset`): e-mail, the
 * code from the e-mail and a new password typed twice. Success leads to the login with a note.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const area = useArea();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const justSent = (location.state as { sent?: boolean } | null)?.sent === true;
  const reset = useResetPassword(area);
  const resend = useRequestPasswordReset(area);
  usePageTitle(t('signIn.reset.pageTitle'));

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: params.get('email') ?? '', code: '', password: '', passwordConfirmation: '' },
    validate: (values) => ({
      ...schemaErrors(EmailSchema, values.email, locale, 'email'),
      ...schemaErrors(VerificationCodeSchema, values.code, locale, 'code'),
      ...schemaErrors(NewPasswordSchema, values, locale),
    }),
    validateInputOnBlur: ['passwordConfirmation'],
  });

  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    reset.mutate(
      { email, otp: values.code, password: values.password },
      {
        onSuccess: () => {
          notifications.show({ color: 'veil', message: t('signIn.reset.changed') });
          const state: LoginLocationState = { passwordReset: true, email };
          navigate(signInPath(area, 'login'), { replace: true, state });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === 'invalid_code') form.setFieldError('code', t('errors.invalid_code'));
          if (error.code === 'password_policy') {
            form.setFieldError('password', passwordPolicyMessage(error, t));
          }
        },
      },
    );
  });

  const inlineCodes = ['invalid_code', 'password_policy'];
  const showError =
    reset.isError && !(reset.error instanceof ApiError && inlineCodes.includes(reset.error.code));

  return (
    <AuthCard
      title={t('signIn.reset.title')}
      description={t('signIn.reset.description')}
      footer={<BackToLogin />}
    >
      {justSent ? <NoteAlert>{t('auth.forgotPasswordGeneric')}</NoteAlert> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <CodeInput
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            error={form.errors.code}
          />
          <NewPasswordFields
            password={form.values.password}
            confirmation={form.values.passwordConfirmation}
            passwordLabel={t('signIn.reset.newPassword')}
            passwordInputProps={form.getInputProps('password')}
            confirmationInputProps={form.getInputProps('passwordConfirmation')}
          />
          {showError ? <ErrorAlert error={reset.error} /> : null}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={reset.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('signIn.reset.submit')}
          </Button>
        </Stack>
      </form>
      <ResendCodeButton
        justSent={justSent}
        onResend={async () => {
          const email = form.values.email.trim();
          const problem = schemaErrors(EmailSchema, email, locale, 'email');
          if (problem.email) {
            form.setFieldError('email', problem.email);
            return false;
          }
          await resend.mutateAsync({ email });
          return true;
        }}
      />
    </AuthCard>
  );
}
