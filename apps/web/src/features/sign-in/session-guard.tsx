import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { decideRoute, type GuardSession, isPublicPage } from '@veil/domain/sign-in-guard';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerUnauthorizedHandler } from '../../lib/api-fetch';
import type { Area } from '../../lib/areas';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { type AreaSession, endLocalSession, sessionQueryKey, useSession } from './api';
import { authChannel } from './auth-channel';
import { clearStoredTarget, markPublicJobSession, readStoredTarget, storeTarget } from './browser-storage';
import { signInPath } from './paths';

/** What the pure guard needs to know about a session. */
export function guardSession(session: AreaSession | null): GuardSession {
  if (!session) return null;
  return session.area === 'candidate' ? { onboarded: session.me.onboarded } : {};
}

/** State the login page receives from a redirect, to say why the user is there. */
export type LoginLocationState = {
  /** The page that needed a session. */
  from?: string;
  signedOut?: 'here' | 'elsewhere';
  passwordReset?: boolean;
  activated?: boolean;
  email?: string;
};

/** Performs a redirect the guard decided on: remembers or forgets the target, then navigates. */
function GuardRedirect({ to, target, clearTarget }: { to: string; target?: string; clearTarget?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (target) storeTarget(target);
    if (clearTarget) clearStoredTarget();
    const state: LoginLocationState | undefined = target ? { from: target } : undefined;
    navigate(to, { replace: true, state });
  }, [to, target, clearTarget, navigate]);
  return <PageLoader />;
}

/** Keeps this tab in step with the area's other tabs and with 401 answers of the API. */
function useSessionSync(area: Area) {
  const client = useQueryClient();
  const navigate = useNavigate();

  // a 401 for a missing session (spec section 7): forget everything, then the guard sends the user
  // to sign in and stores the page they were on
  useEffect(
    () =>
      registerUnauthorizedHandler(() => {
        if (!client.getQueryData(sessionQueryKey(area))) return undefined;
        endLocalSession(client, area);
        client.setQueryData(sessionQueryKey(area), null);
        return signInPath(area, 'login');
      }),
    [area, client],
  );

  useEffect(
    () =>
      authChannel(area).subscribe((event) => {
        if (event.type === 'signed-out') {
          // only a tab that was signed in has something to end; the logout page tells the user why
          if (client.getQueryData(sessionQueryKey(area))) {
            navigate(`${signInPath(area, 'logout')}?elsewhere=1`, { replace: true });
          }
          return;
        }
        void client.invalidateQueries({ queryKey: sessionQueryKey(area) });
      }),
    [area, client, navigate],
  );
}

/**
 * Wraps every page of an area: loads the session first (a full-page skeleton meanwhile), then lets
 * `decideRoute` say whether the page may be shown or where to go instead.
 */
export function SessionGuard({ area }: { area: Area }) {
  const { t } = useTranslation();
  const describeError = useErrorMessage();
  const query = useSession(area);
  const location = useLocation();
  useSessionSync(area);

  const path = `${location.pathname}${location.search}${location.hash}`;
  const known = query.data !== undefined;
  const failed = !known && query.isError;
  const decision =
    known || (failed && isPublicPage(area, location.pathname))
      ? decideRoute({
          area,
          path,
          session: guardSession(query.data ?? null),
          storedTarget: readStoredTarget(),
        })
      : null;
  const flagPublicJob = decision !== null && 'allow' in decision && decision.flagPublicJobSession === true;

  useEffect(() => {
    if (flagPublicJob) markPublicJobSession();
  }, [flagPublicJob]);

  if (!decision) {
    if (!failed) return <PageLoader />;
    return (
      <Container size={640} py="xl">
        <ErrorState
          title={t('signIn.session.loadFailed')}
          message={describeError(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  if ('redirect' in decision) {
    return (
      <GuardRedirect
        to={decision.redirect}
        target={decision.storeTarget}
        clearTarget={decision.clearTarget}
      />
    );
  }
  return <Outlet />;
}
