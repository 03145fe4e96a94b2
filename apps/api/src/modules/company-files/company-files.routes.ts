import { EMPLOYER_ACCESS } from '@veil/domain';
import { api, serviceDeps } from '../../http/context';
import { asEmployer, asSignedIn } from '../../http/guards';
import { listCompanyFiles, listPublicCompanyFiles } from './company-files.queries';
import {
  addCompanyDocument,
  addCompanyMedia,
  removeCompanyDocument,
  removeCompanyLogo,
  removeCompanyMedia,
  selectCompanyMedia,
  setCompanyLogo,
} from './company-files.service';

const POWER_USER = EMPLOYER_ACCESS.companyEdit;

export const companyFilesRoutes = api.companyFiles.router({
  list: api.companyFiles.list.handler(async ({ context }) =>
    listCompanyFiles(serviceDeps(context), await asEmployer(context, EMPLOYER_ACCESS.companyRead)),
  ),
  setLogo: api.companyFiles.setLogo.handler(async ({ input, context }) =>
    setCompanyLogo(serviceDeps(context), await asEmployer(context, POWER_USER), input.uploadId),
  ),
  removeLogo: api.companyFiles.removeLogo.handler(async ({ context }) =>
    removeCompanyLogo(serviceDeps(context), await asEmployer(context, POWER_USER)),
  ),
  addMedia: api.companyFiles.addMedia.handler(async ({ input, context }) =>
    addCompanyMedia(serviceDeps(context), await asEmployer(context, POWER_USER), input),
  ),
  selectMedia: api.companyFiles.selectMedia.handler(async ({ input, context }) =>
    selectCompanyMedia(serviceDeps(context), await asEmployer(context, POWER_USER), input),
  ),
  removeMedia: api.companyFiles.removeMedia.handler(async ({ input, context }) =>
    removeCompanyMedia(serviceDeps(context), await asEmployer(context, POWER_USER), input.mediaId),
  ),
  addDocument: api.companyFiles.addDocument.handler(async ({ input, context }) =>
    addCompanyDocument(serviceDeps(context), await asEmployer(context, POWER_USER), input),
  ),
  removeDocument: api.companyFiles.removeDocument.handler(async ({ input, context }) =>
    removeCompanyDocument(serviceDeps(context), await asEmployer(context, POWER_USER), input.documentId),
  ),
  listPublic: api.companyFiles.listPublic.handler(async ({ input, context }) => {
    const viewer = await asSignedIn(context, ['candidate', 'employer']);
    return listPublicCompanyFiles(serviceDeps(context), viewer, input.companyId);
  }),
});
