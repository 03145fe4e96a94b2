import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@veil/domain';
import type { EmployerMe, EmployerProfileUpdate, NewAccount } from '@veil/domain/contracts';
import type { AccountMutations } from '../../features/accounts/mutations';
import { type AreaSession, sessionQueryKey } from '../../features/sign-in/api';
import { api } from '../../lib/api-client';

/** Cache key of the company's accounts, as power users see them in settings. */
export const teamKey = ['employer', 'team'] as const;

/** The accounts of the signed-in power user's company (also the people the company defaults offer). */
export function teamQuery() {
  return queryOptions({
    queryKey: teamKey,
    queryFn: ({ signal }) => api.employerSettings.listTeam(undefined, { signal }),
    select: (answer) => answer.data,
  });
}

/** A change to the signed-in employer's own account; the session (sidebar, menu) shows it at once. */
function useOwnAccountMutation<Input>(call: (input: Input) => Promise<EmployerMe>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (me) => {
      const session: AreaSession = { area: 'employer', me };
      client.setQueryData<AreaSession | null>(sessionQueryKey('employer'), session);
      return client.invalidateQueries({ queryKey: teamKey });
    },
    meta: { silent: true },
  });
}

/** Saves the signed-in employer's own name, title and e-mail language. */
export function useUpdateOwnProfile() {
  return useOwnAccountMutation((update: EmployerProfileUpdate) => api.employerSettings.updateProfile(update));
}

/** Makes a checked upload the own profile picture (the previous one is deleted). */
export function useSetProfilePicture() {
  return useOwnAccountMutation((uploadId: string) => api.employerSettings.setProfilePicture({ uploadId }));
}

/** Removes the own profile picture. */
export function useRemoveProfilePicture() {
  return useOwnAccountMutation(() => api.employerSettings.removeProfilePicture());
}

/** A change to one account of the team; the list is loaded again afterwards. Errors show in place. */
function useTeamMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey }),
    meta: { silent: true },
  });
}

/** Invites a colleague; they receive an activation e-mail. */
export function useInviteColleague() {
  return useTeamMutation((account: NewAccount) => api.employerSettings.addTeamMember(account));
}

/** Sends a pending colleague a new activation e-mail (earlier links stop working). */
export function useResendTeamActivation() {
  return useTeamMutation(({ accountId }: { accountId: string }) =>
    api.employerSettings.resendTeamActivation({ accountId }),
  );
}

/** Changes a colleague's role; the company keeps at least one active power user. */
export function useChangeTeamRole() {
  return useTeamMutation(({ accountId, role }: { accountId: string; role: Role }) =>
    api.employerSettings.changeTeamRole({ accountId, role }),
  );
}

/** Deactivates (signing the person out) or reactivates a colleague. */
export function useSetTeamMemberStatus() {
  return useTeamMutation(({ accountId, active }: { accountId: string; active: boolean }) =>
    api.employerSettings.setTeamMemberStatus({ accountId, active }),
  );
}

/** The row actions' mutations of the team, for the shared accounts screens (no deleting here). */
export function useTeamMutations(): AccountMutations {
  return {
    resend: useResendTeamActivation(),
    changeRole: useChangeTeamRole(),
    setStatus: useSetTeamMemberStatus(),
  };
}
