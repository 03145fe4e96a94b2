import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMe, CandidateMe, EmployerMe, InvitedPool } from '@veil/domain/contracts';
import { ApiError } from '../../lib/api-errors';
import type { Area } from '../../lib/areas';
import { authChannel } from './auth-channel';
import { createAuthClient } from './auth-client';
import { clearBrowserStorage } from './browser-storage';
import { takePrimedSessionCheck } from './early-session';

/** The signed-in user of an area, with the area's own user data ("loaded on first entry"). */
export type AreaSession =
  | { area: 'candidate'; me: CandidateMe }
  | { area: 'employer'; me: EmployerMe }
  | { area: 'admin'; me: AdminMe };

/**
 * The typed API client, downloaded with the first call that needs it: the contract carries every
 * call's schemas, and a visitor of a sign-in page without a session makes no such call.
 */
const loadApi = () => import('../../lib/api-client').then((module) => module.api);

export function sessionQueryKey(area: Area) {
  return ['session', area] as const;
}

async function loadMe(area: Area): Promise<AreaSession> {
  const api = await loadApi();
  switch (area) {
    case 'candidate':
      return { area, me: await api.session.candidateMe() };
    case 'employer':
      return { area, me: await api.session.employerMe() };
    case 'admin':
      return { area, me: await api.session.adminMe() };
  }
}

/**
 * Checks the area's session cookie and loads the user's data. A session whose account can no longer
 * be used (deactivated meanwhile: 401/403 from the user call) is ended, so the user signs in again
 * and sees why.
 */
export async function loadSession(area: Area): Promise<AreaSession | null> {
  const auth = createAuthClient(area);
  const primed = takePrimedSessionCheck(area);
  // an early answer that did not arrive (offline, an error) is asked again, with the usual handling
  const current = primed ? await primed.catch(() => auth.getSession()) : await auth.getSession();
  if (!current) return null;
  try {
    return await loadMe(area);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      await auth.signOut().catch(() => undefined);
      return null;
    }
    throw error;
  }
}

/**
 * Forgets everything of the signed-out user in this tab: the browser's storage (all but the
 * language) and every cached answer except the session entry itself, which the caller sets.
 */
export function endLocalSession(client: QueryClient, area: Area): void {
  clearBrowserStorage();
  const sessionKey = sessionQueryKey(area);
  client.removeQueries({
    predicate: (query) => !(query.queryKey[0] === sessionKey[0] && query.queryKey[1] === sessionKey[1]),
  });
  client.getMutationCache().clear();
}

/** The session query: checked on load and when the tab comes back into view (spec section 4). */
export function sessionQueryOptions(area: Area) {
  return queryOptions({
    queryKey: sessionQueryKey(area),
    queryFn: async ({ client }): Promise<AreaSession | null> => {
      const previous = client.getQueryData<AreaSession | null>(sessionQueryKey(area));
      const next = await loadSession(area);
      // the session ended without a sign-out here (expired, signed out elsewhere): clear before the
      // guard sends the user to sign in, so the path it stores for the return survives
      if (previous && !next) endLocalSession(client, area);
      return next;
    },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Fetches the session again now; the guard then moves the page on (e.g. away from the login). */
export function refreshSession(client: QueryClient, area: Area): Promise<AreaSession | null> {
  return client.fetchQuery({ ...sessionQueryOptions(area), staleTime: 0 });
}

/** The area's session, loading it first if needed. */
export function useSession(area: Area) {
  return useQuery(sessionQueryOptions(area));
}

/** The signed-in user of the area as the guard loaded it; `null` on public pages without a session. */
export function useCurrentSession(area: Area): AreaSession | null {
  return useQuery({ ...sessionQueryOptions(area), enabled: false }).data ?? null;
}

/** After the server signed the user in: load the session and tell the area's other tabs. */
async function completeSignIn(client: QueryClient, area: Area, event: 'signed-in' | 'google-signed-in') {
  const session = await refreshSession(client, area);
  if (session) authChannel(area).post(event);
  return session;
}

export function useSignIn(area: Area) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await createAuthClient(area).signIn(input);
      return completeSignIn(client, area, 'signed-in');
    },
    meta: { silent: true },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => createAuthClient('candidate').signUp(input),
    meta: { silent: true },
  });
}

export function useVerifyEmail(area: Area) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; otp: string }) => {
      await createAuthClient(area).verifyEmail(input);
      return completeSignIn(client, area, 'signed-in');
    },
    meta: { silent: true },
  });
}

export function useResendVerificationCode(area: Area) {
  return useMutation({
    mutationFn: (input: { email: string }) => createAuthClient(area).resendVerificationCode(input),
    meta: { silent: true },
  });
}

export function useRequestPasswordReset(area: Area) {
  return useMutation({
    mutationFn: (input: { email: string }) => createAuthClient(area).requestPasswordReset(input),
    meta: { silent: true },
  });
}

export function useResetPassword(area: Area) {
  return useMutation({
    mutationFn: (input: { email: string; otp: string; password: string }) =>
      createAuthClient(area).resetPassword(input),
    meta: { silent: true },
  });
}

/** Starts the Google sign-in: the browser leaves for the provider and comes back to the return page. */
export function useStartGoogleSignIn() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await createAuthClient('candidate').startGoogleSignIn();
      window.location.assign(url);
    },
    meta: { silent: true },
  });
}

/** Finishes a Google sign-in on the return page: load the session and tell the other tabs. */
export function completeGoogleSignIn(client: QueryClient) {
  return completeSignIn(client, 'candidate', 'google-signed-in');
}

export function activationQueryOptions(pool: InvitedPool, token: string) {
  return queryOptions({
    queryKey: ['activation', pool, token],
    queryFn: async () => (await loadApi()).session.checkActivation({ pool, token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Sets the password from the activation link, then signs in with it. The link is used up once the
 * password is set, so a failed sign-in afterwards is no failure of the activation: the result then
 * has no session and the page sends the user to the login instead.
 */
export function useActivateAccount(pool: InvitedPool) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) => {
      const { email } =
        pool === 'employer'
          ? await (await loadApi()).session.activateEmployer(input)
          : await (await loadApi()).session.activateAdmin(input);
      try {
        await createAuthClient(pool).signIn({ email, password: input.password });
        return { email, session: await completeSignIn(client, pool, 'signed-in') };
      } catch {
        return { email, session: null };
      }
    },
    meta: { silent: true },
  });
}

/** Marks the candidate's first-time welcome as done. */
export function useCompleteOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadApi()).session.completeCandidateOnboarding(),
    onSuccess: (me) => {
      const session: AreaSession = { area: 'candidate', me };
      client.setQueryData<AreaSession | null>(sessionQueryKey('candidate'), session);
    },
  });
}
