import { FILE_LIMITS, type Locale } from '@veil/domain';
import type { ServiceDeps } from '../../http/context';
import { readStoredFile } from '../media/file-inspection';
import { findUpload } from '../media/media.service';
import { renderResumePdf } from '../resumes/pdf/render-resume-pdf';
import { type CandidateRef, ownProfileRow, resumeOf } from './candidate-profile.service';

const PHOTO_MAX_BYTES = Math.max(...FILE_LIMITS.candidate_profile.rules.map((rule) => rule.maxBytes));

/** The candidate's full CV as a PDF in `language`, with their photo when they have one. */
export async function resumePdfFile(deps: ServiceDeps, candidate: CandidateRef, language: Locale) {
  const row = await ownProfileRow(deps, candidate);
  const photoId = row.userDetails.photoUploadId;
  const upload = photoId ? await findUpload(deps.db, photoId) : undefined;
  const photo =
    upload?.status === 'done' && (upload.contentType === 'image/jpeg' || upload.contentType === 'image/png')
      ? {
          bytes: await readStoredFile(deps.storage, upload.storageKey, PHOTO_MAX_BYTES),
          type: upload.contentType,
        }
      : null;
  const bytes = await renderResumePdf(resumeOf(row), { language, photo });
  const name = `${row.userDetails.firstName}-${row.userDetails.lastName}`
    .normalize('NFD')
    .replace(/[^\w-]+/g, '')
    .toLowerCase();
  return {
    fileName: `${language === 'de' ? 'lebenslauf' : 'cv'}-${name || 'profil'}.pdf`,
    mediaType: 'application/pdf',
    content: Buffer.from(bytes).toString('base64'),
  };
}
