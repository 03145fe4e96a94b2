import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconMailCheck } from '@tabler/icons-react';
import { EmailSchema, VerificationCodeSchema } from '@veil/domain';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useResendVerificationCode, useVerifyEmail } from '../../features/sign-in/api';
import { AuthCard } from '../../features/sign-in/auth-card';
import { CodeInput } from '../../features/sign-in/code-input';
import { signInPath } from '../../features/sign-in/paths';
import { ResendCodeButton } from '../../features/sign-in/resend-code-button';
import { ApiError } from '../../lib/api-errors';
import { schemaErrors } from '../../lib/form-errors';
import { Trans, useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert, NoteAlert } from '../../ui/alerts';

type VerifyLocationState = { email?: string; fromLogin?: boolean } | null;

/**
 * `/candidate/signup/verify`: the 6-digit code for the e-mail from the sign-up (navigation state or
 * `?email=`), with a resend countdown. A correct code signs the candidate in; the session guard then
 * leads to the first-time sign-in welcome.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as VerifyLocationState;
  const knownEmail = (state?.email ?? params.get('email') ?? '').trim();
  const verify = useVerifyEmail('candidate');
  const resend = useResendVerificationCode('candidate');
  usePageTitle(t('signIn.verify.pageTitle'));

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: knownEmail, code: '' },
    validate: (values) => ({
      ...schemaErrors(EmailSchema, values.email, locale, 'email'),
      ...schemaErrors(VerificationCodeSchema, values.code, locale, 'code'),
    }),
  });

  const submit = form.onSubmit((values) => {
    verify.mutate(
      { email: values.email.trim(), otp: values.code },
      {
        onSuccess: () => notifications.show({ color: 'veil', message: t('signIn.verify.confirmed') }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_code') {
            form.setFieldError('code', t('errors.invalid_code'));
          }
        },
      },
    );
  });

  const showError =
    verify.isError && !(verify.error instanceof ApiError && verify.error.code === 'invalid_code');

  return (
    <AuthCard
      title={t('signIn.verify.title')}
      icon={<IconMailCheck size={28} aria-hidden />}
      description={
        knownEmail ? (
          <Trans
            i18nKey="signIn.verify.description"
            values={{ email: knownEmail }}
            components={{ b: <b /> }}
          />
        ) : (
          t('signIn.verify.descriptionNoEmail')
        )
      }
      footer={
        <>
          {t('signIn.verify.wrongEmail')}{' '}
          <Anchor component={Link} to={signInPath('candidate', 'signup')} fw={500} inherit>
            {t('signIn.verify.signUpAgain')}
          </Anchor>
        </>
      }
    >
      {state?.fromLogin ? <NoteAlert>{t('errors.user_not_confirmed')}</NoteAlert> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {knownEmail ? null : (
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...form.getInputProps('email')}
            />
          )}
          <CodeInput
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            error={form.errors.code}
            autoFocus={Boolean(knownEmail)}
          />
          {showError ? <ErrorAlert error={verify.error} /> : null}
          <Button type="submit" fullWidth size="md" loading={verify.isPending}>
            {t('signIn.verify.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4}>
        <ResendCodeButton
          justSent={Boolean(knownEmail)}
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
        <Text size="xs" c="dimmed" ta="center">
          {t('signIn.code.checkSpam')}
        </Text>
      </Stack>
    </AuthCard>
  );
}
