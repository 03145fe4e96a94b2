import { EMPLOYER_ACCESS } from '@veil/domain';
import { api, serviceDeps } from '../../../http/context';
import { asEmployer } from '../../../http/guards';
import { importJobs } from './job-import.service';
import { importTemplate } from './job-import-template';

/** The job import and its templates: power users and regular users (EMPLOYER_ACCESS.jobs). */
export const jobImportRoutes = api.jobImport.router({
  importJobs: api.jobImport.importJobs.handler(async ({ input, context }) =>
    importJobs(serviceDeps(context), await asEmployer(context, EMPLOYER_ACCESS.jobs), input, context.locale),
  ),
  template: api.jobImport.template.handler(async ({ input, context }) => {
    await asEmployer(context, EMPLOYER_ACCESS.jobs);
    return importTemplate(input.format, input.language);
  }),
});
