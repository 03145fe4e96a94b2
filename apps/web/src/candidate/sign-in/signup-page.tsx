import { Anchor, Button, Checkbox, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { EmailSchema, NewPasswordSchema } from '@veil/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignUp } from '../../features/sign-in/api';
import { AuthCard } from '../../features/sign-in/auth-card';
import { NewPasswordFields } from '../../features/sign-in/new-password-fields';
import { passwordPolicyMessage } from '../../features/sign-in/password-policy';
import { signInPath } from '../../features/sign-in/paths';
import { ApiError } from '../../lib/api-errors';
import { schemaErrors } from '../../lib/form-errors';
import { Trans, useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { candidatePaths } from '../paths';

/** A link to a legal page that opens in a new tab (so the form keeps what was typed). */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={to} target="_blank" rel="noopener noreferrer" inherit fw={500}>
      {children}
      <VisuallyHidden>{` ${t('signIn.common.newTab')}`}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * `/candidate/signup`: e-mail, a password typed twice with the live checklist, and the terms and
 * privacy policy accepted. Success mails a 6-digit code and leads to its entry.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const signUp = useSignUp();
  usePageTitle(t('signIn.signup.pageTitle'));

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', passwordConfirmation: '', acceptTerms: false },
    validate: (values) => ({
      ...schemaErrors(EmailSchema, values.email, locale, 'email'),
      ...schemaErrors(NewPasswordSchema, values, locale),
      ...(values.acceptTerms ? {} : { acceptTerms: t('errors.terms_not_accepted') }),
    }),
    validateInputOnBlur: ['email', 'passwordConfirmation'],
  });

  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    signUp.mutate(
      { email, password: values.password },
      {
        onSuccess: () => navigate(signInPath('candidate', 'verify'), { state: { email } }),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === 'password_policy')
            form.setFieldError('password', passwordPolicyMessage(error, t));
          if (error.code === 'terms_not_accepted')
            form.setFieldError('acceptTerms', t('errors.terms_not_accepted'));
        },
      },
    );
  });

  const error = signUp.error;
  const inline = error instanceof ApiError && ['password_policy', 'terms_not_accepted'].includes(error.code);
  const emailInUse = error instanceof ApiError && error.code === 'user_already_exists';

  return (
    <AuthCard
      title={t('signIn.signup.title')}
      description={t('signIn.signup.description')}
      footer={
        <>
          {t('signIn.signup.haveAccount')}{' '}
          <Anchor component={Link} to={signInPath('candidate', 'login')} fw={500} inherit>
            {t('signIn.signup.toLogin')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <NewPasswordFields
            password={form.values.password}
            confirmation={form.values.passwordConfirmation}
            passwordInputProps={form.getInputProps('password')}
            confirmationInputProps={form.getInputProps('passwordConfirmation')}
          />
          <Checkbox
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            label={
              <Trans
                i18nKey="signIn.signup.acceptTerms"
                components={{
                  terms: <LegalLink to={candidatePaths.terms(locale)} />,
                  privacy: <LegalLink to={candidatePaths.privacy(locale)} />,
                }}
              />
            }
          />
          {signUp.isError && emailInUse ? (
            <ErrorAlert error={error}>
              {t('errors.user_already_exists')}{' '}
              <Anchor component={Link} to={signInPath('candidate', 'login')} inherit fw={500}>
                {t('signIn.signup.toLogin')}
              </Anchor>
            </ErrorAlert>
          ) : null}
          {signUp.isError && !inline && !emailInUse ? <ErrorAlert error={error} /> : null}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={signUp.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('signIn.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
