import { FILE_LIMITS, type Locale } from '@veil/domain';
import type { ServiceDeps } from '../../http/context';
import { readStoredFile } from '../media/file-inspection';
import { findUpload } from '../media/media.service';
import { renderResumePdfInWorker } from '../resumes/pdf/render-in-worker';
import { type CandidateRef, ownProfileRow, resumeOf } from './candidate-profile.service';

const PHOTO_MAX_BYTES = Math.max(...FILE_LIMITS.candidate_profile.rules.map((rule) => rule.maxBytes));

function photoType(contentType: string): 'image/jpeg' | 'image/png' | null {
  return contentType === 'image/jpeg' || contentType === 'image/png' ? contentType : null;
}

/** The candidate's full CV as a PDF in `language`, with their photo when they have one. */
export async function resumePdfFile(deps: ServiceDeps, candidate: CandidateRef, language: Locale) {
  const row = await ownProfileRow(deps, candidate);
  const photoId = row.userDetails.photoUploadId;
  const upload = photoId ? await findUpload(deps.db, photoId) : undefined;
  const type = upload?.status === 'done' ? photoType(upload.contentType) : null;
  const photo =
    upload && type
      ? { bytes: await readStoredFile(deps.storage, upload.storageKey, PHOTO_MAX_BYTES), type }
      : null;
  const resume = resumeOf(row);
  // rendered off the event loop; a photo that does not decode leaves the CV without one rather
  // than without a PDF
  const bytes = await renderResumePdfInWorker(resume, { language, photo }).catch((err) => {
    if (!photo) throw err;
    deps.log.warn({ err }, 'resume photo not drawn');
    return renderResumePdfInWorker(resume, { language, photo: null });
  });
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
