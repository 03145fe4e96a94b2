import { AppError } from '../../errors/app-error';
import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import { publishedJobLanguages } from '../jobs/candidate-jobs.service';
import { forYouJobs } from '../jobs/for-you';
import {
  createResume,
  getResume,
  matchFactsOf,
  ownAnonymousCv,
  publicAnonymousCv,
  setPublicLink,
  updateResume,
} from './candidate-profile.service';
import { candidateDataExport, type DataExportParts } from './data-export';
import { discardImport, importState, startImport } from './resume-import';
import { resumePdfFile } from './resume-pdf';

export { createCandidateAccountRoutes, startAccountFileDeletion } from './candidate-account.routes';
export { startResumeImports } from './resume-import';

/**
 * Creates a candidate's resume as the candidate would (POST /resumes), unless they have one: for
 * the demo seed's candidate (demo/demo-candidate.ts), which has no browser to fill in the form.
 */
export async function createResumeUnlessPresent(
  deps: Parameters<typeof createResume>[0],
  candidate: Parameters<typeof createResume>[1],
  input: Parameters<typeof createResume>[2],
): Promise<void> {
  if ((await getResume(deps, candidate)) === null) await createResume(deps, candidate, input);
}

/**
 * The candidate's resume routes (spec section 7). Every route but the public anonymous profile acts
 * for the signed-in candidate on their own resume; employers and admins get 403.
 */
/**
 * The resume routes. The data export also lists what other features hold about the candidate
 * (their applications), which those features hand in here: they depend on the vault's anonymous CV,
 * so the vault must not import them.
 */
export function createResumesRoutes(exportParts: DataExportParts) {
  return api.resumes.router({
    get: api.resumes.get.handler(async ({ context }) => {
      const candidate = await asCandidate(context);
      return { resume: await getResume(serviceDeps(context), candidate) };
    }),
    create: api.resumes.create.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      return createResume(serviceDeps(context), candidate, input);
    }),
    update: api.resumes.update.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      return updateResume(serviceDeps(context), candidate, input);
    }),
    anonymous: api.resumes.anonymous.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      let job: { languages: Awaited<ReturnType<typeof publishedJobLanguages>> & object } | undefined;
      if (input.jobId) {
        const languages = await publishedJobLanguages(context.database.db, input.jobId);
        if (!languages) throw new AppError('job_not_found');
        job = { languages };
      }
      return ownAnonymousCv(serviceDeps(context), candidate, {
        id: input.id,
        ...(job ? { jobLanguages: job } : {}),
      });
    }),
    downloadPdf: api.resumes.downloadPdf.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      return resumePdfFile(serviceDeps(context), candidate, input.language);
    }),
    exportData: api.resumes.exportData.handler(async ({ context }) => {
      const candidate = await asCandidate(context);
      const data = await candidateDataExport(serviceDeps(context), candidate.userId, exportParts);
      return {
        fileName: `veil-data-export-${data.exportedAt.slice(0, 10)}.json`,
        mediaType: 'application/json',
        content: Buffer.from(JSON.stringify(data, null, 2)).toString('base64'),
      };
    }),
    startImport: api.resumes.startImport.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      return startImport({ ...serviceDeps(context), jobs: context.jobs }, candidate, input);
    }),
    importState: api.resumes.importState.handler(async ({ context }) => {
      const candidate = await asCandidate(context);
      return importState(context.database.db, candidate.userId);
    }),
    discardImport: api.resumes.discardImport.handler(async ({ context }) => {
      const candidate = await asCandidate(context);
      return discardImport(serviceDeps(context), candidate.userId);
    }),
    setPublicLink: api.resumes.setPublicLink.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      return setPublicLink(serviceDeps(context), candidate, input.enabled);
    }),
    forYou: api.resumes.forYou.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      const facts = await matchFactsOf(serviceDeps(context), candidate);
      return forYouJobs(serviceDeps(context), { candidateId: candidate.userId, facts, query: input });
    }),
    // open to everybody: the link's code is the key
    getPublic: api.resumes.getPublic.handler(async ({ input, context }) => {
      return { anonymousCv: await publicAnonymousCv(serviceDeps(context), input.code) };
    }),
  });
}
