import { EMPLOYER_ACCESS } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import { requirePrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { api, serviceDeps } from '../../http/context';
import { asEmployer } from '../../http/guards';
import {
  asSeenByTeam,
  changeRole,
  inviteAccount,
  listAccounts,
  resendActivation,
  setAccountActive,
} from '../accounts/accounts.service';
import {
  removeEmployerProfilePicture,
  setEmployerProfilePicture,
  updateEmployerProfile,
} from './employer-profile.service';

/** Team calls act on the caller's own company only, so another company's accounts are out of reach. */
export const employerSettingsRoutes = api.employerSettings.router({
  updateProfile: api.employerSettings.updateProfile.handler(async ({ input, context }) => {
    const employer = await requirePrincipal(context.session, 'employer');
    return updateEmployerProfile(serviceDeps(context), employer, input);
  }),
  setProfilePicture: api.employerSettings.setProfilePicture.handler(async ({ input, context }) => {
    const employer = await requirePrincipal(context.session, 'employer');
    return setEmployerProfilePicture(serviceDeps(context), employer, input.uploadId);
  }),
  removeProfilePicture: api.employerSettings.removeProfilePicture.handler(async ({ context }) => {
    const employer = await requirePrincipal(context.session, 'employer');
    return removeEmployerProfilePicture(serviceDeps(context), employer);
  }),
  listTeam: api.employerSettings.listTeam.handler(async ({ context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const db = context.database.db;
    return { data: await asSeenByTeam(db, employer.companyId, await listAccounts(db, employer.companyId)) };
  }),
  addTeamMember: api.employerSettings.addTeamMember.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction(async (tx) =>
      oneSeenByTeam(
        tx,
        employer.companyId,
        await inviteAccount(tx, context.mail.sendActivation, {
          companyId: employer.companyId,
          account: input,
          actor,
          locale: context.locale,
        }),
      ),
    );
  }),
  resendTeamActivation: api.employerSettings.resendTeamActivation.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction(async (tx) =>
      oneSeenByTeam(
        tx,
        employer.companyId,
        await resendActivation(tx, context.mail.sendActivation, {
          companyId: employer.companyId,
          accountId: input.accountId,
          actor,
        }),
      ),
    );
  }),
  changeTeamRole: api.employerSettings.changeTeamRole.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction(async (tx) =>
      oneSeenByTeam(
        tx,
        employer.companyId,
        await changeRole(tx, { companyId: employer.companyId, ...input, actor }),
      ),
    );
  }),
  setTeamMemberStatus: api.employerSettings.setTeamMemberStatus.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction(async (tx) =>
      oneSeenByTeam(
        tx,
        employer.companyId,
        await setAccountActive(tx, { companyId: employer.companyId, ...input, actor }),
      ),
    );
  }),
});

async function oneSeenByTeam(db: DbOrTx, companyId: string, account: Account): Promise<Account> {
  const [shown] = await asSeenByTeam(db, companyId, [account]);
  return shown ?? account;
}
