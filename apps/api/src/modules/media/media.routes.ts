import type { UploadPurpose } from '@veil/domain/contracts';
import type { FileUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { api, serviceDeps } from '../../http/context';
import { asSignedIn } from '../../http/guards';
import { getDownloadUrl } from './file-links';
import { completeUpload, createUpload } from './file-uploads';
import type { UploadRow } from './media.service';

/**
 * What the features that own upload purposes decide about their files. The app's router passes it
 * in, so the media module depends on no feature.
 */
export type UploadPolicy = {
  /** how many files of `purpose` the uploader already holds, for purposes with a count limit (else 0) */
  countExisting(db: Db, user: FileUser, purpose: UploadPurpose): Promise<number>;
  /** whether a file shows on a public page, so that any signed-in user may read it */
  isPublic(db: Db, upload: UploadRow): Promise<boolean>;
};

/** POST /media, its completion and signed downloads, with the purposes' own rules. */
export function createMediaRoutes(policy: UploadPolicy) {
  return api.media.router({
    create: api.media.create.handler(async ({ input, context }) => {
      const pools = input.type.startsWith('candidate_')
        ? (['candidate', 'employer'] as const)
        : (['employer', 'candidate'] as const);
      const user = await asSignedIn(context, pools);
      // the count limit is checked again when the file is attached
      const existing = await policy.countExisting(context.database.db, user, input.type);
      return createUpload(serviceDeps(context), user, input, existing);
    }),
    complete: api.media.complete.handler(async ({ input, context }) => {
      const user = await asSignedIn(context, ['employer', 'candidate']);
      return completeUpload(serviceDeps(context), user, input.uploadId);
    }),
    download: api.media.download.handler(async ({ input, context }) => {
      const user = await asSignedIn(context, ['employer', 'candidate']);
      return getDownloadUrl(serviceDeps(context), user, input.uploadId, (row) =>
        policy.isPublic(context.database.db, row),
      );
    }),
  });
}
