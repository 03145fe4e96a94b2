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
import { updateEmployerProfile } from './employer-profile.service';

/** Team calls act on the caller's own company only, so another company's accounts are out of reach. */
export const employerSettingsRoutes = api.employerSettings.router({
  updateProfile: api.employerSettings.updateProfile.handler(async ({ input, context }) => {
    const employer = await requirePrincipal(context.session, context.database.db, 'employer');
    return context.database.db.transaction((tx) => updateEmployerProfile(tx, employer, input));
  }),
  listTeam: api.employerSettings.listTeam.handler(async ({ context }) => {
    const employer = await asEmployer(context, ['power_user']);
    return { data: await listAccounts(context.database.db, employer.companyId) };
  }),
  addTeamMember: api.employerSettings.addTeamMember.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, ['power_user']);
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
    const employer = await asEmployer(context, ['power_user']);
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
    const employer = await asEmployer(context, ['power_user']);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      changeRole(tx, { companyId: employer.companyId, ...input, actor }),
    );
  }),
  setTeamMemberStatus: api.employerSettings.setTeamMemberStatus.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, ['power_user']);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      setAccountActive(tx, { companyId: employer.companyId, ...input, actor }),
    );
  }),
});
