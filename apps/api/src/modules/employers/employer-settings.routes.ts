import { EMPLOYER_ACCESS } from '@veil/domain';
import { requirePrincipal } from '../../auth/session';
import { api } from '../../http/context';
import { asEmployer } from '../../http/guards';
import {
  changeRole,
  inviteAccount,
  listAccounts,
  resendActivation,
  setAccountActive,
} from '../accounts/accounts.service';
import { mediaDeps } from '../media/media.routes';
import {
  removeEmployerProfilePicture,
  setEmployerProfilePicture,
  updateEmployerProfile,
} from './employer-profile.service';

/** Team calls act on the caller's own company only, so another company's accounts are out of reach. */
export const employerSettingsRoutes = api.employerSettings.router({
  updateProfile: api.employerSettings.updateProfile.handler(async ({ input, context }) => {
    const employer = await requirePrincipal(context.session, context.database.db, 'employer');
    return updateEmployerProfile(mediaDeps(context), employer, input);
  }),
  setProfilePicture: api.employerSettings.setProfilePicture.handler(async ({ input, context }) => {
    const employer = await requirePrincipal(context.session, context.database.db, 'employer');
    return setEmployerProfilePicture(mediaDeps(context), employer, input.uploadId);
  }),
  removeProfilePicture: api.employerSettings.removeProfilePicture.handler(async ({ context }) => {
    const employer = await requirePrincipal(context.session, context.database.db, 'employer');
    return removeEmployerProfilePicture(mediaDeps(context), employer);
  }),
  listTeam: api.employerSettings.listTeam.handler(async ({ context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    return { data: await listAccounts(context.database.db, employer.companyId) };
  }),
  addTeamMember: api.employerSettings.addTeamMember.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      inviteAccount(tx, context.mail.sendActivation, {
        companyId: employer.companyId,
        account: input,
        actor,
        locale: context.locale,
      }),
    );
  }),
  resendTeamActivation: api.employerSettings.resendTeamActivation.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      resendActivation(tx, context.mail.sendActivation, {
        companyId: employer.companyId,
        accountId: input.accountId,
        actor,
      }),
    );
  }),
  changeTeamRole: api.employerSettings.changeTeamRole.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      changeRole(tx, { companyId: employer.companyId, ...input, actor }),
    );
  }),
  setTeamMemberStatus: api.employerSettings.setTeamMemberStatus.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.team);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      setAccountActive(tx, { companyId: employer.companyId, ...input, actor }),
    );
  }),
});
