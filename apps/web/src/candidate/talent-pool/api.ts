import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiveTalentPoolConsent } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';

export const talentPoolKeys = {
  all: ['candidate', 'talent-pool'] as const,
  consents: () => ['candidate', 'talent-pool', 'consents'] as const,
  invitations: () => ['candidate', 'talent-pool', 'invitations'] as const,
};

/** The candidate's consents in force. */
export function consentsQuery() {
  return queryOptions({
    queryKey: talentPoolKeys.consents(),
    queryFn: ({ signal }) => api.candidateTalentPool.listConsents(undefined, { signal }),
  });
}

/** Invitations to apply that are still open. */
export function invitationsQuery() {
  return queryOptions({
    queryKey: talentPoolKeys.invitations(),
    queryFn: ({ signal }) => api.candidateTalentPool.listInvitations(undefined, { signal }),
  });
}

function useTalentPoolMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: talentPoolKeys.all }),
    // the cards show the refusal where it happened
    meta: { silent: true },
  });
}

export function useGiveConsent() {
  return useTalentPoolMutation((input: GiveTalentPoolConsent) => api.candidateTalentPool.giveConsent(input));
}

export function useRevokeConsent() {
  return useTalentPoolMutation((consentId: string) => api.candidateTalentPool.revokeConsent({ consentId }));
}

export function useAcceptInvitation() {
  return useTalentPoolMutation((invitationId: string) =>
    api.candidateTalentPool.acceptInvitation({ invitationId }),
  );
}
