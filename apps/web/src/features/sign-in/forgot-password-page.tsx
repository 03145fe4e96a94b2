import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconMailForward } from '@tabler/icons-react';
import { EmailSchema } from '@veil/domain';
import { Link, useSearchParams } from 'react-router';
import { useArea } from '../../lib/areas';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert, NoteAlert } from '../../ui/alerts';
import { useRequestPasswordReset } from './api';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { resetPasswordPath } from './paths';
import { ResetPasswordPage } from './reset-password-page';

/**
 * `<area>/forgot-password`: asks for the e-mail and answers generically (the answer never tells
 * whether an account exists), then leads to the reset step. The employer area has no reset route of
 * its own, so there `?step=reset` shows the reset step on this page.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const area = useArea();
  if (area !== 'candidate' && params.get('step') === 'reset') return <ResetPasswordPage />;
  return <RequestResetCard />;
}

function RequestResetCard() {
  const { t } = useTranslation();
  const area = useArea();
  const locale = useLocale();
  const [params] = useSearchParams();
  const request = useRequestPasswordReset(area);
  usePageTitle(t('signIn.forgot.pageTitle'));

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: params.get('email') ?? '' },
    validate: (values) => schemaErrors(EmailSchema, values.email, locale, 'email'),
  });

  const sentTo = request.isSuccess ? request.variables.email : null;

  if (sentTo) {
    return (
      <AuthCard
        title={t('signIn.forgot.sentTitle')}
        icon={<IconMailForward size={28} aria-hidden />}
        footer={<BackToLogin />}
      >
        <NoteAlert>{t('auth.forgotPasswordGeneric')}</NoteAlert>
        <Button
          component={Link}
          to={resetPasswordPath(area, sentTo)}
          state={{ sent: true }}
          fullWidth
          size="md"
          leftSection={<IconKey size={18} aria-hidden />}
        >
          {t('signIn.forgot.enterCode')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signIn.forgot.title')}
      description={t('signIn.forgot.description')}
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={form.onSubmit((values) => request.mutate({ email: values.email.trim() }))}>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          {request.isError ? <ErrorAlert error={request.error} /> : null}
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            {t('signIn.forgot.submit')}
          </Button>
          <Button
            component={Link}
            to={resetPasswordPath(area, form.values.email.trim() || undefined)}
            variant="subtle"
            fullWidth
          >
            {t('signIn.forgot.haveCode')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
