import { z } from 'zod';
import { SUPPORTED_LOCALES } from './i18n/locales';
import { InterviewDurationSchema, InterviewTypeSchema } from './interview';
import { TEXT_LIMITS } from './text-limits';
import { CcListSchema, limitedText, requiredText } from './validation';
import { type INTERVIEW_TYPES, TEMPLATE_TYPES, TEMPLATE_VARIABLES } from './values';

export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

export const TemplateVariableSchema = z.enum(TEMPLATE_VARIABLES);
export type TemplateVariable = z.infer<typeof TemplateVariableSchema>;

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const CAMEL_TO_VARIABLE: Record<string, TemplateVariable> = {
  replaceVariable: 'replace_variable',
  jobPosition: 'job_position',
  companyName: 'company_name',
  dueDate: 'due_date',
};

/** A `{{variable}}` token as templates write it (a screen marks them with the same pattern). */
export const TEMPLATE_TOKEN = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

function variableOf(name: string): TemplateVariable | undefined {
  const parsed = TemplateVariableSchema.safeParse(name);
  return parsed.success ? parsed.data : CAMEL_TO_VARIABLE[name];
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Replaces `{{variable}}` tokens with their values. Tokens without a value stay as they are, so an
 * unfilled placeholder is visible rather than silently empty. Pass `html: true` for rich-text
 * content so a company name like "A & B" cannot inject markup.
 */
export function fillTemplate(text: string, values: TemplateValues, options: { html?: boolean } = {}): string {
  return text.replace(TEMPLATE_TOKEN, (token, name: string) => {
    const variable = variableOf(name);
    const value = variable === undefined ? undefined : values[variable];
    if (value === undefined) return token;
    return options.html ? escapeHtml(value) : value;
  });
}

/** The distinct variables a template text uses, in order of first appearance. */
export function templateVariablesIn(text: string): TemplateVariable[] {
  const found = new Set<TemplateVariable>();
  for (const match of text.matchAll(TEMPLATE_TOKEN)) {
    const variable = variableOf(match[1] ?? '');
    if (variable) found.add(variable);
  }
  return [...found];
}

/**
 * The `{{tokens}}` of a text that are no template variable, in order of first appearance and as
 * written (e.g. `salary` for `{{salary}}`). Saving a template refuses them: a mail must never reach
 * a candidate with a raw placeholder in it.
 */
export function unknownTemplateVariablesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(TEMPLATE_TOKEN)) {
    const name = match[1] ?? '';
    if (!variableOf(name)) found.add(name);
  }
  return [...found];
}

/** Removes the tokens left after filling (e.g. an unused `{{replace_variable}}`) from a mail about to be sent. */
export function dropTemplateTokens(text: string): string {
  return text.replace(TEMPLATE_TOKEN, '');
}

/** The template types that describe an interview and so carry its type, duration and location. */
export const INTERVIEW_TEMPLATE_TYPES = [
  'approval_message_remote',
  'approval_message_on_site',
  'interview_invitation_remote',
  'interview_invitation_on_site',
] as const satisfies readonly TemplateType[];

/** Whether a template type describes an interview (its type, duration and location are required). */
export function isInterviewTemplateType(type: TemplateType): boolean {
  return (INTERVIEW_TEMPLATE_TYPES as readonly string[]).includes(type);
}

/** The interview type a template type implies: `…_remote` → remote, `…_on_site` → on site. */
export function interviewTypeOfTemplate(type: TemplateType): (typeof INTERVIEW_TYPES)[number] | null {
  if (!isInterviewTemplateType(type)) return null;
  return type.endsWith('_on_site') ? 'on_site' : 'remote';
}

/** A template's name: unique within its company (`template_name_in_use`). */
export const TEMPLATE_NAME_MAX_LENGTH = TEXT_LIMITS.basicText;

/** The interview a template of an interview type describes (spec section 3, Email template: interview). */
export const TemplateInterviewSchema = z.object({
  interviewType: InterviewTypeSchema,
  duration: InterviewDurationSchema,
  /**
   * the usual address of an on-site interview, or a note for a remote one: what the invitation form
   * proposes; the place of each interview is set with its invitation, so a template may leave it empty
   */
  location: limitedText('specialText').default(''),
});
export type TemplateInterview = z.infer<typeof TemplateInterviewSchema>;

/**
 * What a mail of a template says: subject and rich-text content (sanitised on the server), each
 * checked for unknown variables. Shared by saving a template and by its live preview.
 */
const templateText = {
  subject: requiredText('emailSubject', 'emailSubject'),
  content: z
    .string({ error: 'validation.invalidType' })
    .max(TEXT_LIMITS.emailContent, { error: 'validation.tooLong' })
    .refine((value) => value.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0, {
      error: 'validation.required',
      params: { field: 'emailContent' },
    }),
};

function refuseUnknownVariables(value: { subject: string; content: string }, ctx: z.RefinementCtx) {
  for (const field of ['subject', 'content'] as const) {
    for (const variable of unknownTemplateVariablesIn(value[field])) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.template.unknownVariable',
        params: { variable: `{{${variable}}}` },
        path: [field],
      });
    }
  }
}

function requireInterview(
  value: { type: TemplateType; interview?: TemplateInterview | null | undefined },
  ctx: z.RefinementCtx,
) {
  const expected = interviewTypeOfTemplate(value.type);
  if (!expected) return;
  if (!value.interview) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.required',
      params: { field: 'interviewDuration' },
      path: ['interview', 'duration'],
    });
    return;
  }
  if (value.interview.interviewType !== expected) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.invalidOption',
      path: ['interview', 'interviewType'],
    });
  }
}

const templateBody = {
  type: TemplateTypeSchema,
  /** the template's language, chosen by the company; variables are filled in the candidate's */
  locale: z.enum(SUPPORTED_LOCALES),
  ...templateText,
  /** comma, semicolon or line separated addresses; parsed to unique, lower-cased addresses */
  cc: CcListSchema.default([]),
  /** required for the interview types (INTERVIEW_TEMPLATE_TYPES), ignored for the others */
  interview: TemplateInterviewSchema.nullish(),
  /** a completed `template_video` upload (mp4/webm ≤ 10 MB); the mail links to it */
  welcomeVideoUploadId: z.uuid().nullish(),
};

const EmailTemplateWriteObject = z.object({
  name: requiredText('templateName', 'basicText'),
  ...templateBody,
});

function templateRules(value: z.infer<typeof EmailTemplateWriteObject>, ctx: z.RefinementCtx) {
  refuseUnknownVariables(value, ctx);
  requireInterview(value, ctx);
}

/** Creating a template (spec section 3, Email template). */
export const EmailTemplateWriteSchema = EmailTemplateWriteObject.superRefine(templateRules);
export type EmailTemplateWrite = z.infer<typeof EmailTemplateWriteSchema>;
export type EmailTemplateWriteInput = z.input<typeof EmailTemplateWriteSchema>;

/** Replacing a template: the same fields and rules, plus the template's id (from the path). */
export const EmailTemplateUpdateSchema = EmailTemplateWriteObject.extend({
  templateId: z.uuid(),
}).superRefine(templateRules);
export type EmailTemplateUpdateInput = z.input<typeof EmailTemplateUpdateSchema>;

/**
 * A template body to preview without saving: the editor's current state. The name is not needed,
 * and unknown variables are not refused (the preview lists them so the editor can point at them).
 */
export const EmailTemplatePreviewSchema = z.object({
  ...templateBody,
  content: z
    .string({ error: 'validation.invalidType' })
    .max(TEXT_LIMITS.emailContent, { error: 'validation.tooLong' }),
  subject: z
    .string({ error: 'validation.invalidType' })
    .max(TEXT_LIMITS.emailSubject, { error: 'validation.tooLong' }),
  /** the language to fill the variables in, as for a candidate of that language (default: the template's) */
  candidateLocale: z.enum(SUPPORTED_LOCALES).optional(),
});
export type EmailTemplatePreview = z.infer<typeof EmailTemplatePreviewSchema>;
export type EmailTemplatePreviewInput = z.input<typeof EmailTemplatePreviewSchema>;
