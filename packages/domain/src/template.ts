import { z } from 'zod';

export const TEMPLATE_TYPES = [
  'audio_interview_invitation',
  'approval_message_remote',
  'approval_message_on_site',
  'interview_invitation_remote',
  'interview_invitation_on_site',
  'reject_application',
  'reject_application_before_interview',
  'reject_application_after_interview',
] as const;
export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

/**
 * Variables a template text may contain, written `{{job_position}}` (the camelCase spelling of the
 * spec, `{{jobPosition}}`, works too). `replace_variable` is the free placeholder a recruiter fills in
 * by hand before sending; `due_date` only makes sense in the audio interview invitation.
 */
export const TEMPLATE_VARIABLES = ['replace_variable', 'job_position', 'company_name', 'due_date'] as const;
export const TemplateVariableSchema = z.enum(TEMPLATE_VARIABLES);
export type TemplateVariable = z.infer<typeof TemplateVariableSchema>;

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const CAMEL_TO_VARIABLE: Record<string, TemplateVariable> = {
  replaceVariable: 'replace_variable',
  jobPosition: 'job_position',
  companyName: 'company_name',
  dueDate: 'due_date',
};

const TOKEN = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

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
  return text.replace(TOKEN, (token, name: string) => {
    const variable = variableOf(name);
    const value = variable === undefined ? undefined : values[variable];
    if (value === undefined) return token;
    return options.html ? escapeHtml(value) : value;
  });
}

/** The distinct variables a template text uses, in order of first appearance. */
export function templateVariablesIn(text: string): TemplateVariable[] {
  const found = new Set<TemplateVariable>();
  for (const match of text.matchAll(TOKEN)) {
    const variable = variableOf(match[1] ?? '');
    if (variable) found.add(variable);
  }
  return [...found];
}
