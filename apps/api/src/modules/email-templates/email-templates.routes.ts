import { EMPLOYER_ACCESS } from '@veil/domain';
import { api, serviceDeps } from '../../http/context';
import { asEmployer } from '../../http/guards';
import {
  createEmailTemplate,
  duplicateEmailTemplate,
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  removeEmailTemplate,
  updateEmailTemplate,
} from './email-templates.service';

const READ = EMPLOYER_ACCESS.templatesRead;
const EDIT = EMPLOYER_ACCESS.templatesEdit;

/** Templates: power users change them, regular users read and preview, reviewers get 403. */
export const emailTemplatesRoutes = api.emailTemplates.router({
  list: api.emailTemplates.list.handler(async ({ context }) =>
    listEmailTemplates(serviceDeps(context), await asEmployer(context, READ)),
  ),
  get: api.emailTemplates.get.handler(async ({ input, context }) =>
    getEmailTemplate(serviceDeps(context), await asEmployer(context, READ), input.templateId),
  ),
  create: api.emailTemplates.create.handler(async ({ input, context }) =>
    createEmailTemplate(serviceDeps(context), await asEmployer(context, EDIT), input),
  ),
  update: api.emailTemplates.update.handler(async ({ input, context }) => {
    const { templateId, ...template } = input;
    return updateEmailTemplate(serviceDeps(context), await asEmployer(context, EDIT), templateId, template);
  }),
  duplicate: api.emailTemplates.duplicate.handler(async ({ input, context }) =>
    duplicateEmailTemplate(serviceDeps(context), await asEmployer(context, EDIT), input),
  ),
  remove: api.emailTemplates.remove.handler(async ({ input, context }) =>
    removeEmailTemplate(serviceDeps(context), await asEmployer(context, EDIT), input.templateId),
  ),
  preview: api.emailTemplates.preview.handler(async ({ input, context }) =>
    previewEmailTemplate(
      serviceDeps(context),
      await asEmployer(context, READ),
      input,
      context.config.areaOrigins.candidate,
    ),
  ),
});
