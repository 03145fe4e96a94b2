import { EMPLOYER_ACCESS } from '@veil/domain';
import { requirePrincipal } from '../../auth/session';
import { api } from '../../http/context';
import { asEmployer } from '../../http/guards';
import { getCompanyProfile, getPublicCompany, updateCompanyProfile } from './company-profile.service';

export const companyProfileRoutes = api.companyProfile.router({
  // regular users read it too: they are told to ask a power user when it is incomplete
  get: api.companyProfile.get.handler(async ({ context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.companyRead);
    return getCompanyProfile(context.database.db, employer.companyId);
  }),
  update: api.companyProfile.update.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.companyEdit);
    const actor = { id: employer.userId, email: employer.email };
    return context.database.db.transaction((tx) =>
      updateCompanyProfile(tx, { companyId: employer.companyId, update: input, actor }),
    );
  }),
  getPublic: api.companyProfile.getPublic.handler(async ({ input, context }) => {
    await requirePrincipal(context.session, 'candidate');
    return getPublicCompany(context.database.db, input.companyId);
  }),
});
