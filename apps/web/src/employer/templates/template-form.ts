import {
  CcListSchema,
  type EmailTemplatePreviewInput,
  type EmailTemplateWriteInput,
  EmailTemplateWriteSchema,
  type InterviewDuration,
  interviewTypeOfTemplate,
  TEXT_LIMITS,
  type TemplateType,
  unknownTemplateVariablesIn,
} from '@veil/domain';
import type { EmailTemplate } from '@veil/domain/contracts';
import { type Locale, translate } from '@veil/domain/i18n';
import { ApiError } from '../../lib/api-errors';
import { schemaErrors, serverFieldErrors } from '../../lib/form-errors';
import type { Translator as I18n } from '../../lib/translator';

/** An interview's length when a template of an interview type is started: one hour. */
export const DEFAULT_INTERVIEW_DURATION: InterviewDuration = 3600;

/** What the template editor holds: the write schema's fields as the inputs keep them. */
export type TemplateFormValues = {
  name: string;
  type: TemplateType;
  locale: Locale;
  subject: string;
  /** the editor's HTML ('' when empty) */
  content: string;
  /** the cc list as typed */
  cc: string;
  /** used by the interview types only (`isInterviewTemplateType`) */
  duration: InterviewDuration;
  location: string;
  /** the stored or newly uploaded welcome video, null for none */
  welcomeVideoUploadId: string | null;
};

/** The form's fields whose errors are shown beside them (keys of `templateErrors`). */
export type TemplateField =
  | 'name'
  | 'type'
  | 'locale'
  | 'subject'
  | 'content'
  | 'cc'
  | 'duration'
  | 'location'
  | 'welcomeVideo';

export type TemplateErrors = Partial<Record<TemplateField, string>>;

/** The editor's starting values for a stored template. */
export function formValuesOf(template: EmailTemplate): TemplateFormValues {
  return {
    name: template.name,
    type: template.type,
    locale: template.locale,
    subject: template.subject,
    content: template.content,
    cc: template.cc.join(', '),
    duration: template.interview?.duration ?? DEFAULT_INTERVIEW_DURATION,
    location: template.interview?.location ?? '',
    welcomeVideoUploadId: template.welcomeVideo?.uploadId ?? null,
  };
}

/** The editor's starting values for a new template of a type, in the user's language. */
export function newFormValues(type: TemplateType, locale: Locale): TemplateFormValues {
  return {
    name: '',
    type,
    locale,
    subject: '',
    content: '',
    cc: '',
    duration: DEFAULT_INTERVIEW_DURATION,
    location: '',
    welcomeVideoUploadId: null,
  };
}

/** The interview part of a body: only the interview types have one, its type following the template's. */
function interviewOf(values: TemplateFormValues) {
  const interviewType = interviewTypeOfTemplate(values.type);
  return interviewType ? { interviewType, duration: values.duration, location: values.location } : null;
}

/** What saving sends. */
export function toWriteInput(values: TemplateFormValues): EmailTemplateWriteInput {
  return {
    name: values.name,
    type: values.type,
    locale: values.locale,
    subject: values.subject,
    content: values.content,
    cc: values.cc,
    interview: interviewOf(values),
    welcomeVideoUploadId: values.welcomeVideoUploadId,
  };
}

/**
 * What the live preview sends: the unsaved body, kept renderable while the user types. A cc list
 * that is not valid yet is left out (the mail's text does not show it), and texts over their limit
 * are cut for the preview only; the fields themselves show those errors.
 */
export function toPreviewInput(values: TemplateFormValues): EmailTemplatePreviewInput {
  const interview = interviewOf(values);
  return {
    type: values.type,
    locale: values.locale,
    subject: values.subject.slice(0, TEXT_LIMITS.emailSubject),
    content: values.content.slice(0, TEXT_LIMITS.emailContent),
    cc: CcListSchema.safeParse(values.cc).success ? values.cc : '',
    interview: interview
      ? { ...interview, location: interview.location.slice(0, TEXT_LIMITS.specialText) }
      : null,
    welcomeVideoUploadId: values.welcomeVideoUploadId,
  };
}

/** The write schema's paths, as the fields that show them. */
function fieldOf(path: string): TemplateField | null {
  switch (path) {
    case 'name':
    case 'type':
    case 'locale':
    case 'subject':
    case 'content':
    case 'cc':
      return path;
    case 'interview.duration':
    case 'interview':
      return 'duration';
    case 'interview.location':
      return 'location';
    case 'interview.interviewType':
      return 'type';
    case 'welcomeVideoUploadId':
      return 'welcomeVideo';
    default:
      return null;
  }
}

function byField(errors: Record<string, string>): TemplateErrors {
  const result: TemplateErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (field && result[field] === undefined) result[field] = message;
  }
  return result;
}

/**
 * The browser's check before saving: the domain's write schema, in the user's language. Unknown
 * variables are looked for on their own too: the schema checks them only once every field is valid,
 * and the user should hear of everything at once.
 */
export function templateErrors(values: TemplateFormValues, locale: Locale): TemplateErrors {
  const errors = byField(schemaErrors(EmailTemplateWriteSchema, toWriteInput(values), locale));
  for (const field of ['subject', 'content'] as const) {
    const [unknown] = unknownTemplateVariablesIn(values[field]);
    if (unknown !== undefined && errors[field] === undefined) {
      errors[field] = translate(locale, 'validation.template.unknownVariable', {
        variable: `{{${unknown}}}`,
      });
    }
  }
  return errors;
}

/**
 * A refused save as errors beside the fields: the schema's issues (an unknown variable, a length),
 * a name already used in the company. `null` when the refusal names no field (shown above Save).
 */
export function templateServerErrors(error: unknown, i18n: I18n): TemplateErrors | null {
  const errors = byField(serverFieldErrors(error, i18n) ?? {});
  if (error instanceof ApiError && error.code === 'template_name_in_use' && errors.name === undefined) {
    errors.name = i18n.t('errors.template_name_in_use');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Whether two states of the form differ (what "unsaved changes" means). */
export function sameValues(a: TemplateFormValues, b: TemplateFormValues): boolean {
  return (Object.keys(a) as (keyof TemplateFormValues)[]).every((key) => a[key] === b[key]);
}
