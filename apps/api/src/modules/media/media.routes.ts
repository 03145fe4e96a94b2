import type { RequestContext } from '../../http/context';
import { api } from '../../http/context';
import { asSignedIn } from '../../http/guards';
import { countCompanyFiles, isPublicCompanyUpload } from '../company-files/company-files.queries';
import { completeUpload, createUpload, getDownloadUrl, type MediaDeps } from './media.service';

export const mediaDeps = (context: RequestContext): MediaDeps => ({
  db: context.database.db,
  storage: context.storage,
  log: context.log,
});

export const mediaRoutes = api.media.router({
  create: api.media.create.handler(async ({ input, context }) => {
    const pools = input.type.startsWith('candidate_')
      ? (['candidate', 'employer'] as const)
      : (['employer', 'candidate'] as const);
    const user = await asSignedIn(context, pools);
    // the purposes with a count limit; the limit is checked again when the file is attached
    const existing =
      user.pool === 'employer' && (input.type === 'company_media' || input.type === 'company_additional_file')
        ? await countCompanyFiles(context.database.db, user.companyId, input.type)
        : 0;
    return createUpload(mediaDeps(context), user, input, existing);
  }),
  complete: api.media.complete.handler(async ({ input, context }) => {
    const user = await asSignedIn(context, ['employer', 'candidate']);
    return completeUpload(mediaDeps(context), user, input.uploadId);
  }),
  download: api.media.download.handler(async ({ input, context }) => {
    const user = await asSignedIn(context, ['employer', 'candidate']);
    return getDownloadUrl(mediaDeps(context), user, input.uploadId, (row) =>
      isPublicCompanyUpload(context.database.db, row),
    );
  }),
});
