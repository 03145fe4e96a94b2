import { CANDIDATE_JOB } from '../jobs/job-fixtures';
import { applicationFixture, sentApplicationFixture } from './application-fixtures';

/** What the candidate application tests share: the app rendered at a path, and the fixtures they start from. */
export { renderCandidateAt as renderAt } from '../candidate-app.testing';

export const DRAFT = applicationFixture();
export const SENT = sentApplicationFixture();
export const APPLY_PATH = `/candidate/jobs/apply/${CANDIDATE_JOB.id}`;
export const APP_API = `/api/applications/${DRAFT.id}`;
export const FILES_API = `GET /api/companies/${DRAFT.company.id}/public-files`;
export const NO_FILES = { logo: null, media: [], documents: [] };
