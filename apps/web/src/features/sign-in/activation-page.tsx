import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconClockX, IconLinkOff, IconLogin2, IconShieldCheck, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { NewPasswordSchema } from '@veil/domain';
import type { InvitedPool } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { activationQueryOptions, useActivateAccount } from './api';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { passwordPolicyMessage } from './password-policy';
import { signInPath } from './paths';
import type { LoginLocationState } from './session-guard';

/** Tokens are at least this long; anything shorter cannot be a link we sent. */
const TOKEN_MIN_LENGTH = 20;

type LinkProblem = 'activation_link_invalid' | 'activation_link_expired' | 'activation_link_used';

const PROBLEM_ICONS: Record<LinkProblem, ReactNode> = {
  activation_link_invalid: <IconLinkOff size={28} aria-hidden />,
  activation_link_expired: <IconClockX size={28} aria-hidden />,
  activation_link_used: <IconUserCheck size={28} aria-hidden />,
};

function linkProblem(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (
    error.code === 'activation_link_invalid' ||
    error.code === 'activation_link_expired' ||
    error.code === 'activation_link_used'
  ) {
    return error.code;
  }
  // a token the API refuses to even look up is no link of ours either
  if (error.code === 'invalid_path_parameters' || error.code === 'invalid_request_body') {
    return 'activation_link_invalid';
  }
  return null;
}

/** Why the link cannot be used, and the way forward: sign in (used) or ask for a new link. */
function LinkProblemCard({ pool, problem }: { pool: InvitedPool; problem: LinkProblem }) {
  const { t } = useTranslation();
  const used = problem === 'activation_link_used';
  return (
    <AuthCard
      title={t(`signIn.activation.problems.${problem}.title`)}
      icon={PROBLEM_ICONS[problem]}
      iconColor={used ? 'veil' : 'orange'}
    >
      <Text>{t(`errors.${problem}`)}</Text>
      {used ? null : (
        <Text size="sm" c="dimmed">
          {t(`signIn.activation.newLink.${pool}`)}
        </Text>
      )}
      <Button
        component={Link}
        to={signInPath(pool, 'login')}
        variant={used ? 'filled' : 'default'}
        size="md"
        fullWidth
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {t('signIn.activation.toLogin')}
      </Button>
    </AuthCard>
  );
}

/**
 * `<employer|admin>/active-account?token=…`: checks the invitation link first; a usable one shows
 * whom it is for and asks for a password (twice, with the checklist). Setting it signs the user in,
 * and the session guard moves on to the landing page. Used, expired and unknown links say so.
 */
export function ActivationPage({ pool }: { pool: InvitedPool }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const tokenLooksValid = token.length >= TOKEN_MIN_LENGTH;
  const check = useQuery({ ...activationQueryOptions(pool, token), enabled: tokenLooksValid });
  const describeError = useErrorMessage();
  usePageTitle(t('signIn.activation.pageTitle'));

  if (!tokenLooksValid) return <LinkProblemCard pool={pool} problem="activation_link_invalid" />;

  if (check.isPending) {
    return (
      <AuthCard title={t('signIn.activation.title')} description={t('signIn.activation.checking')}>
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={14} width="70%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={42} />
        </Stack>
      </AuthCard>
    );
  }

  if (check.isError) {
    const problem = linkProblem(check.error);
    if (problem) return <LinkProblemCard pool={pool} problem={problem} />;
    return (
      <AuthCard title={t('signIn.activation.title')}>
        <ErrorAlert error={check.error}>{describeError(check.error)}</ErrorAlert>
        <Button variant="default" onClick={() => void check.refetch()}>
          {t('common.retry')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <ActivationForm pool={pool} token={token} email={check.data.email} firstName={check.data.firstName} />
  );
}

type ActivationFormProps = { pool: InvitedPool; token: string; email: string; firstName: string | null };

function ActivationForm({ pool, token, email, firstName }: ActivationFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const activate = useActivateAccount(pool);

  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirmation: '' },
    validate: (values) => schemaErrors(NewPasswordSchema, values, locale),
    validateInputOnBlur: ['passwordConfirmation'],
  });

  const submit = form.onSubmit((values) => {
    activate.mutate(
      { token, password: values.password },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'veil', message: t('signIn.activation.done') });
          // signed in: the guard leaves this page for the landing page by itself
          if (!result.session) {
            const state: LoginLocationState = { activated: true, email: result.email };
            navigate(signInPath(pool, 'login'), { replace: true, state });
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'password_policy') {
            form.setFieldError('password', passwordPolicyMessage(error, t));
          }
        },
      },
    );
  });

  const problem = activate.isError ? linkProblem(activate.error) : null;
  if (problem) return <LinkProblemCard pool={pool} problem={problem} />;
  const showError =
    activate.isError && !(activate.error instanceof ApiError && activate.error.code === 'password_policy');

  return (
    <AuthCard
      title={
        firstName
          ? t('signIn.activation.greeting', { name: firstName })
          : t('signIn.activation.greetingNoName')
      }
      description={t('signIn.activation.description', { email })}
      icon={<IconShieldCheck size={28} aria-hidden />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields
            password={form.values.password}
            confirmation={form.values.passwordConfirmation}
            passwordInputProps={form.getInputProps('password')}
            confirmationInputProps={form.getInputProps('passwordConfirmation')}
          />
          {showError ? <ErrorAlert error={activate.error} /> : null}
          <Button type="submit" fullWidth size="md" loading={activate.isPending}>
            {t('signIn.activation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
