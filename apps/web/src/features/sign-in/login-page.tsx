import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandGoogle, IconLogin2 } from '@tabler/icons-react';
import { SIGN_IN_ATTEMPT_WINDOW_MINUTES } from '@veil/domain';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-errors';
import { type Area, useArea } from '../../lib/areas';
import { readRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert, NoteAlert } from '../../ui/alerts';
import { useSignIn, useStartGoogleSignIn } from './api';
import { AuthCard } from './auth-card';
import { signInPath } from './paths';
import type { LoginLocationState } from './session-guard';

/** The note at the top of the login card: why the user is here (signed out, sent here, …). */
function LoginNote({ state, googleFailed }: { state: LoginLocationState; googleFailed: boolean }) {
  const { t } = useTranslation();
  if (googleFailed) return <ErrorAlert error={null}>{t('auth.thirdPartySignInFailed')}</ErrorAlert>;
  if (state.passwordReset) return <NoteAlert>{t('signIn.reset.success')}</NoteAlert>;
  if (state.activated) return <NoteAlert>{t('signIn.activation.signInNow')}</NoteAlert>;
  if (state.signedOut === 'here') return <NoteAlert>{t('signIn.login.signedOut')}</NoteAlert>;
  if (state.signedOut === 'elsewhere') return <NoteAlert>{t('signIn.login.signedOutElsewhere')}</NoteAlert>;
  if (state.from) return <NoteAlert>{t('signIn.login.signInToContinue')}</NoteAlert>;
  return null;
}

/** A failed sign-in, explained with the way forward the error allows. */
function SignInError({ error, area }: { error: unknown; area: Area }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'invalid_credentials') {
    return (
      <ErrorAlert error={error} title={t('errors.invalid_credentials')}>
        {t('auth.invalidCredentialsDetail')}
      </ErrorAlert>
    );
  }
  if (error instanceof ApiError && error.code === 'attempt_limit_exceeded') {
    return (
      <ErrorAlert error={error} title={t('errors.attempt_limit_exceeded')}>
        {t('signIn.login.attemptLimitHint', { minutes: SIGN_IN_ATTEMPT_WINDOW_MINUTES })}
        {area === 'admin' ? null : (
          <>
            {' '}
            <Anchor component={Link} to={signInPath(area, 'forgotPassword')} inherit fw={500}>
              {t('signIn.login.resetInstead')}
            </Anchor>
          </>
        )}
      </ErrorAlert>
    );
  }
  return <ErrorAlert error={error} />;
}

/** The form's rules, fetched on the first focus or submit (`sign-in-rules.ts` says why). */
const loadSignInRules = () => import('./sign-in-rules');

const LOGIN_TITLE_KEYS: Record<Area, { title: string; description: string }> = {
  candidate: { title: 'signIn.login.candidateTitle', description: 'signIn.login.candidateDescription' },
  employer: { title: 'signIn.login.employerTitle', description: 'signIn.login.employerDescription' },
  admin: { title: 'signIn.login.adminTitle', description: 'signIn.login.adminDescription' },
};

/**
 * `<area>/login`: e-mail and password, errors in place. Candidates also find "create account" and,
 * when configured, Google; an unconfirmed candidate is taken to the code entry. Once signed in, the
 * session guard moves on (stored target or landing page).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const area = useArea();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as LoginLocationState;
  const googleEnabled = useMemo(() => area === 'candidate' && readRuntimeConfig().googleSignIn, [area]);
  const signIn = useSignIn(area);
  const google = useStartGoogleSignIn();
  usePageTitle(t('signIn.login.pageTitle'));

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: state.email ?? '', password: '' },
  });

  const submit = form.onSubmit(async (values) => {
    const errors = (await loadSignInRules()).signInErrors(values, locale);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'user_not_confirmed') {
            navigate(signInPath(area, 'verify'), {
              state: { email: values.email.trim(), fromLogin: true },
            });
          }
        },
      },
    );
  });

  const keys = LOGIN_TITLE_KEYS[area];
  const showError =
    signIn.isError && !(signIn.error instanceof ApiError && signIn.error.code === 'user_not_confirmed');

  return (
    <AuthCard
      title={t(keys.title)}
      description={t(keys.description)}
      footer={
        area === 'candidate' ? (
          <>
            {t('signIn.login.noAccount')}{' '}
            <Anchor component={Link} to={signInPath(area, 'signup')} fw={500} inherit>
              {t('signIn.login.createAccount')}
            </Anchor>
          </>
        ) : undefined
      }
    >
      <LoginNote state={state} googleFailed={params.get('error') === 'google'} />
      <form onSubmit={submit} onFocus={() => void loadSignInRules()} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('fields.password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.common.togglePassword') }}
              {...form.getInputProps('password')}
            />
            {area === 'admin' ? null : (
              <Group justify="flex-end">
                <Anchor component={Link} to={signInPath(area, 'forgotPassword')} size="sm">
                  {t('signIn.login.forgotPassword')}
                </Anchor>
              </Group>
            )}
          </Stack>
          {showError ? <SignInError error={signIn.error} area={area} /> : null}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={signIn.isPending}
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('signIn.login.submit')}
          </Button>
        </Stack>
      </form>
      {googleEnabled ? (
        <Stack gap="md">
          <Divider label={t('signIn.login.or')} labelPosition="center" />
          <Button
            variant="default"
            fullWidth
            size="md"
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
            loading={google.isPending}
            onClick={() => google.mutate()}
          >
            {t('signIn.login.google')}
          </Button>
          {google.isError ? <ErrorAlert error={google.error} /> : null}
          <Text size="xs" c="dimmed" ta="center">
            {t('signIn.login.googleNote')}
          </Text>
        </Stack>
      ) : null}
    </AuthCard>
  );
}
