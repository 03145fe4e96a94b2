// contract ready
import { oc } from '@orpc/contract';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import {
  EmailTemplatePreviewSchema,
  EmailTemplateUpdateSchema,
  EmailTemplateWriteSchema,
  TemplateInterviewSchema,
  TemplateTypeSchema,
} from '../template';
import { requiredText } from '../validation';

const LocaleSchema = z.enum(SUPPORTED_LOCALES);

/** A template in the company's list (grouping by type is the screen's concern). */
export const EmailTemplateSummarySchema = z.object({
  id: z.uuid(),
  type: TemplateTypeSchema,
  name: z.string(),
  locale: LocaleSchema,
  /** one of the built-in defaults every company starts with (still editable and deletable) */
  isDefault: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type EmailTemplateSummary = z.infer<typeof EmailTemplateSummarySchema>;

/** The template's welcome video with a short-lived address to play it in the editor. */
export const TemplateWelcomeVideoSchema = z.object({
  uploadId: z.uuid(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  urlExpiresAt: z.iso.datetime(),
});
export type TemplateWelcomeVideo = z.infer<typeof TemplateWelcomeVideoSchema>;

/** One template as the editor shows it (spec section 3, Email template). */
export const EmailTemplateSchema = EmailTemplateSummarySchema.extend({
  subject: z.string(),
  /** sanitised rich text with `{{variables}}` */
  content: z.string(),
  /** the distinct cc addresses */
  cc: z.array(z.string()),
  /** set for the interview types, null for the others */
  interview: TemplateInterviewSchema.nullable(),
  welcomeVideo: TemplateWelcomeVideoSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

/** A mail as the candidate would receive it, rendered with a sample application. */
export const EmailTemplatePreviewResultSchema = z.object({
  subject: z.string(),
  /** the whole mail (layout included), sanitised, ready for an iframe's srcdoc */
  html: z.string(),
  /** tokens that are no variable (e.g. `{{salary}}`): saving would refuse them */
  unknownVariables: z.array(z.string()),
});
export type EmailTemplatePreviewResult = z.infer<typeof EmailTemplatePreviewResultSchema>;

const templateId = z.object({ templateId: z.uuid() });
const tags = ['email templates'];

/**
 * The company's e-mail templates (spec sections 1, 2, 3): power users create, edit, duplicate and
 * delete; regular users read and preview; reviewers get `forbidden`. Errors: `template_not_found`,
 * `template_name_in_use`, `validation_failed` (with field issues such as an unknown variable).
 */
export const emailTemplatesContract = {
  list: oc
    .route({ method: 'GET', path: '/templates', summary: "The company's e-mail templates", tags })
    .output(z.array(EmailTemplateSummarySchema)),
  get: oc
    .route({ method: 'GET', path: '/templates/{templateId}', summary: 'One e-mail template', tags })
    .input(templateId)
    .output(EmailTemplateSchema),
  create: oc
    .route({ method: 'POST', path: '/templates', summary: 'Create an e-mail template (power users)', tags })
    .input(EmailTemplateWriteSchema)
    .output(EmailTemplateSchema),
  update: oc
    .route({
      method: 'PUT',
      path: '/templates/{templateId}',
      summary: 'Replace an e-mail template (power users)',
      tags,
    })
    .input(EmailTemplateUpdateSchema)
    .output(EmailTemplateSchema),
  duplicate: oc
    .route({
      method: 'POST',
      path: '/templates/{templateId}/duplicate',
      summary: 'Copy an e-mail template under a new name (power users)',
      tags,
    })
    .input(
      z.object({
        templateId: z.uuid(),
        /** the copy's name; without it "<name> (Kopie)" / "(copy)" with a number if needed */
        name: requiredText('templateName', 'basicText').optional(),
      }),
    )
    .output(EmailTemplateSchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/templates/{templateId}',
      summary: 'Delete an e-mail template (power users)',
      tags,
    })
    .input(templateId)
    .output(z.object({ deleted: z.literal(true) })),
  preview: oc
    .route({
      method: 'POST',
      path: '/templates/preview',
      summary: 'Render a template body with a sample application, without saving',
      tags,
    })
    .input(EmailTemplatePreviewSchema)
    .output(EmailTemplatePreviewResultSchema),
};
