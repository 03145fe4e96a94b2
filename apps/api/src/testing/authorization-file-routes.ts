import type { ErrorCode } from '@veil/domain';
import type { App } from '../app';
import {
  asPowerUserX,
  CANDIDATES,
  companyUpload,
  type Entry,
  FORBIDDEN,
  notFound,
  only,
} from './authorization';
import { call } from './http';
import type { World } from './principals';
import { logoPng, photoWithGps } from './sample-files';
import { fetchSigned, uploadDone } from './uploads';

/** Company X's file rules: its power user changes, its other roles are refused, Y's power user never finds it. */
const xPowerChanges = (notFoundCode: ErrorCode) => ({
  ...only(['powerUserX']),
  regularUserX: FORBIDDEN,
  reviewerX: FORBIDDEN,
  powerUserY: notFound(notFoundCode),
});
/** What a company's public page shows: any candidate and company X's employers, not company Y. */
const X_PUBLIC = {
  ...only([...CANDIDATES, 'powerUserX', 'regularUserX', 'reviewerX']),
  powerUserY: notFound('company_not_found'),
};
/** A completed profile picture upload of an employer of company X. */
async function profilePicture(w: World, app: App) {
  const body = await photoWithGps(800, 600);
  return uploadDone(app, 'employer', w.cookies.reviewerX, {
    type: 'employer_profile',
    filename: 'ich.jpg',
    mediaType: 'image/jpeg',
    body,
  });
}

/** The routes of uploads, company files and profile pictures in the authorisation matrix. */
export const FILE_ROUTES: Record<string, Entry> = {
  'POST /media': {
    pool: 'employer',
    request: () => ({
      path: '/media',
      body: { type: 'company_media', filename: 'matrix.png', mediaType: 'image/png', size: 100 },
    }),
    // candidates are signed in, but company files are not theirs to send
    expect: {
      ...only(['powerUserX', 'powerUserY']),
      regularUserX: FORBIDDEN,
      reviewerX: FORBIDDEN,
      candidateA: FORBIDDEN,
      candidateB: FORBIDDEN,
    },
  },
  'POST /media/{uploadId}/complete': {
    pool: 'employer',
    request: async (w, app) => {
      const body = await logoPng();
      type Ticket = { url: string; headers: Record<string, string>; uploadId: string };
      const { url, headers, uploadId } = await asPowerUserX<Ticket>(w, app, 'POST', '/media', {
        type: 'company_media',
        filename: 'matrix.png',
        mediaType: 'image/png',
        size: body.length,
      });
      await fetchSigned(app, 'PUT', url, { headers, body });
      return { path: `/media/${uploadId}/complete` };
    },
    expect: {
      ...xPowerChanges('file_not_found'),
      candidateA: notFound('file_not_found'),
      candidateB: notFound('file_not_found'),
    },
  },
  'GET /media/{uploadId}/download': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_media');
      await asPowerUserX(w, app, 'POST', '/companies/media', { uploadId, isSelected: true });
      return { path: `/media/${uploadId}/download` };
    },
    expect: { ...X_PUBLIC, powerUserY: notFound('file_not_found') },
  },
  'GET /companies/files': {
    pool: 'employer',
    request: () => ({ path: '/companies/files' }),
    // the company's own files, "other" documents included: for the roles that read the company information
    expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN },
  },
  'PUT /companies/logo': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/companies/logo',
      body: { uploadId: await companyUpload(w, app, 'company_logo') },
    }),
    expect: xPowerChanges('file_not_found'),
  },
  'DELETE /companies/logo': {
    pool: 'employer',
    request: async (w, app) => {
      await asPowerUserX(w, app, 'PUT', '/companies/logo', {
        uploadId: await companyUpload(w, app, 'company_logo'),
      });
      return { path: '/companies/logo' };
    },
    // company Y has no logo to remove
    expect: xPowerChanges('file_not_found'),
  },
  'POST /companies/media': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/companies/media',
      body: { uploadId: await companyUpload(w, app, 'company_media') },
    }),
    expect: xPowerChanges('file_not_found'),
  },
  'PUT /companies/media/{mediaId}': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_media');
      const item = await asPowerUserX(w, app, 'POST', '/companies/media', { uploadId });
      return { path: `/companies/media/${item.id}`, body: { isSelected: false } };
    },
    expect: xPowerChanges('file_not_found'),
  },
  'DELETE /companies/media/{mediaId}': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_media');
      const item = await asPowerUserX(w, app, 'POST', '/companies/media', { uploadId });
      return { path: `/companies/media/${item.id}` };
    },
    expect: xPowerChanges('file_not_found'),
  },
  'POST /companies/documents': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/companies/documents',
      body: {
        uploadId: await companyUpload(w, app, 'company_additional_file'),
        fileType: 'other',
        displayName: 'Matrix',
      },
    }),
    expect: xPowerChanges('file_not_found'),
  },
  'DELETE /companies/documents/{documentId}': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_additional_file');
      const document = await asPowerUserX(w, app, 'POST', '/companies/documents', {
        uploadId,
        fileType: 'data_protection',
        displayName: 'Matrix',
      });
      return { path: `/companies/documents/${document.id}` };
    },
    expect: xPowerChanges('file_not_found'),
  },
  'GET /companies/{companyId}/public-files': {
    pool: 'candidate',
    request: (w) => ({ path: `/companies/${w.companyX.id}/public-files` }),
    expect: X_PUBLIC,
  },
  'PUT /employers/profile-picture': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/employers/profile-picture',
      body: { uploadId: await profilePicture(w, app) },
    }),
    // the reviewer's own upload; for everybody else it does not exist
    expect: {
      ...only(['reviewerX']),
      powerUserX: notFound('file_not_found'),
      regularUserX: notFound('file_not_found'),
      powerUserY: notFound('file_not_found'),
    },
  },
  'DELETE /employers/profile-picture': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await profilePicture(w, app);
      await call(app, 'employer', 'PUT', '/api/employers/profile-picture', {
        cookie: w.cookies.reviewerX,
        body: { uploadId },
      });
      return { path: '/employers/profile-picture' };
    },
    // each employer removes their own picture; the others have none
    expect: {
      ...only(['reviewerX']),
      powerUserX: notFound('file_not_found'),
      regularUserX: notFound('file_not_found'),
      powerUserY: notFound('file_not_found'),
    },
  },
};
