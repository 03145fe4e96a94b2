import { api } from '../../http/context';
import { asAdmin } from '../../http/guards';
import {
  changeRole,
  deleteAccount,
  inviteAccount,
  listAccounts,
  resendActivation,
  setAccountActive,
} from '../accounts/accounts.service';
import {
  createCompany,
  getCompany,
  listCompanies,
  renameCompany,
  setCompanyActive,
} from '../companies/companies.service';

export const adminRoutes = api.admin.router({
  listCompanies: api.admin.listCompanies.handler(async ({ input, context }) => {
    await asAdmin(context);
    return listCompanies(context.database.db, input);
  }),
  createCompany: api.admin.createCompany.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    return context.database.db.transaction((tx) =>
      createCompany(tx, context.mail.sendActivation, { company: input, actor, locale: 'de' }),
    );
  }),
  getCompany: api.admin.getCompany.handler(async ({ input, context }) => {
    await asAdmin(context);
    return getCompany(context.database.db, input.companyId);
  }),
  renameCompany: api.admin.renameCompany.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    return context.database.db.transaction((tx) => renameCompany(tx, { ...input, actor }));
  }),
  setCompanyStatus: api.admin.setCompanyStatus.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    return context.database.db.transaction((tx) => setCompanyActive(tx, { ...input, actor }));
  }),
  listAccounts: api.admin.listAccounts.handler(async ({ input, context }) => {
    await asAdmin(context);
    await getCompany(context.database.db, input.companyId);
    return { data: await listAccounts(context.database.db, input.companyId) };
  }),
  addAccount: api.admin.addAccount.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    const { companyId, ...account } = input;
    return context.database.db.transaction((tx) =>
      inviteAccount(tx, context.mail.sendActivation, { companyId, account, actor, locale: 'de' }),
    );
  }),
  resendActivation: api.admin.resendActivation.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    return context.database.db.transaction((tx) =>
      resendActivation(tx, context.mail.sendActivation, { ...input, actor }),
    );
  }),
  changeRole: api.admin.changeRole.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    return context.database.db.transaction((tx) => changeRole(tx, { ...input, actor }));
  }),
  setAccountStatus: api.admin.setAccountStatus.handler(async ({ input, context }) => {
    const actor = await asAdmin(context);
    return context.database.db.transaction((tx) => setAccountActive(tx, { ...input, actor }));
  }),
  deleteAccount: api.admin.deleteAccount.handler(async ({ input, context }) => {
    await asAdmin(context);
    await context.database.db.transaction((tx) => deleteAccount(tx, input));
    return { deleted: true as const };
  }),
});
