import { EMPLOYER_ACCESS } from '@veil/domain';
import { api, serviceDeps } from '../../http/context';
import { asCandidate, asEmployer } from '../../http/guards';
import {
  acceptInvitation,
  giveConsent,
  listConsents,
  listInvitations,
  revokeConsent,
} from './candidate-talent-pool';
import { inviteTalent, listTalentPool } from './employer-talent-pool';

/** The candidate's consents and invitations (issue 39). */
export const candidateTalentPoolRoutes = api.candidateTalentPool.router({
  listConsents: api.candidateTalentPool.listConsents.handler(async ({ context }) =>
    listConsents(serviceDeps(context), await asCandidate(context)),
  ),
  giveConsent: api.candidateTalentPool.giveConsent.handler(async ({ input, context }) =>
    giveConsent(serviceDeps(context), await asCandidate(context), input),
  ),
  revokeConsent: api.candidateTalentPool.revokeConsent.handler(async ({ input, context }) =>
    revokeConsent(serviceDeps(context), await asCandidate(context), input.consentId),
  ),
  listInvitations: api.candidateTalentPool.listInvitations.handler(async ({ context }) =>
    listInvitations(serviceDeps(context), await asCandidate(context)),
  ),
  acceptInvitation: api.candidateTalentPool.acceptInvitation.handler(async ({ input, context }) =>
    acceptInvitation(serviceDeps(context), await asCandidate(context), input.invitationId),
  ),
});

/** The company's talent pool: power and regular users (reviewers work on assigned applications only). */
export const employerTalentPoolRoutes = api.employerTalentPool.router({
  list: api.employerTalentPool.list.handler(async ({ input, context }) =>
    listTalentPool(serviceDeps(context), await asEmployer(context, EMPLOYER_ACCESS.talentPool), input),
  ),
  invite: api.employerTalentPool.invite.handler(async ({ input, context }) =>
    inviteTalent(
      { ...serviceDeps(context), mail: context.mail },
      await asEmployer(context, EMPLOYER_ACCESS.talentPool),
      input,
    ),
  ),
});
