import { EMPLOYER_ACCESS, ROLES } from '@veil/domain';
import { api } from '../../http/context';
import { asEmployer, asSignedIn } from '../../http/guards';
import { mediaDeps } from '../media/media.routes';
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
    listCompanyFiles(mediaDeps(context), await asEmployer(context, ROLES)),
  ),
  setLogo: api.companyFiles.setLogo.handler(async ({ input, context }) =>
    setCompanyLogo(mediaDeps(context), await asEmployer(context, POWER_USER), input.uploadId),
  ),
  removeLogo: api.companyFiles.removeLogo.handler(async ({ context }) =>
    removeCompanyLogo(mediaDeps(context), await asEmployer(context, POWER_USER)),
  ),
  addMedia: api.companyFiles.addMedia.handler(async ({ input, context }) =>
    addCompanyMedia(mediaDeps(context), await asEmployer(context, POWER_USER), input),
  ),
  selectMedia: api.companyFiles.selectMedia.handler(async ({ input, context }) =>
    selectCompanyMedia(mediaDeps(context), await asEmployer(context, POWER_USER), input),
  ),
  removeMedia: api.companyFiles.removeMedia.handler(async ({ input, context }) =>
    removeCompanyMedia(mediaDeps(context), await asEmployer(context, POWER_USER), input.mediaId),
  ),
  addDocument: api.companyFiles.addDocument.handler(async ({ input, context }) =>
    addCompanyDocument(mediaDeps(context), await asEmployer(context, POWER_USER), input),
  ),
  removeDocument: api.companyFiles.removeDocument.handler(async ({ input, context }) =>
    removeCompanyDocument(mediaDeps(context), await asEmployer(context, POWER_USER), input.documentId),
  ),
  listPublic: api.companyFiles.listPublic.handler(async ({ input, context }) => {
    const viewer = await asSignedIn(context, ['candidate', 'employer']);
    return listPublicCompanyFiles(mediaDeps(context), viewer, input.companyId);
  }),
});
