import { TEMPLATE_TOKEN, type TemplateType, type TemplateVariable, templateVariablesIn } from '@veil/domain';

// The screen only marks tokens; whether one is a variable is the domain's to say (templateVariablesIn).

/** One stretch of a template text: plain text, or a token with the variable it names (if any). */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'token'; token: string; variable: TemplateVariable | null };

/** Splits a text into plain stretches and `{{tokens}}`, for showing tokens as chips. */
export function splitTokens(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TEMPLATE_TOKEN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'token', token: match[0], variable: templateVariablesIn(match[0])[0] ?? null });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Where each `{{token}}` of a text starts and ends, for the editor's chips. */
export function tokenRanges(text: string): { from: number; to: number; known: boolean }[] {
  return [...text.matchAll(TEMPLATE_TOKEN)].map((match) => ({
    from: match.index ?? 0,
    to: (match.index ?? 0) + match[0].length,
    known: templateVariablesIn(match[0]).length > 0,
  }));
}

/**
 * The variables the "Insert variable" menu offers for a type: the job and the company always, the
 * due date only in the audio interview invitation (no other mail has one). `replace_variable` is
 * left out: nobody edits a mail between the template and the candidate, so it would stay empty.
 */
export function insertableVariables(type: TemplateType): TemplateVariable[] {
  return type === 'audio_interview_invitation'
    ? ['job_position', 'company_name', 'due_date']
    : ['job_position', 'company_name'];
}

/** The token to insert for a variable. */
export function tokenOf(variable: TemplateVariable): string {
  return `{{${variable}}}`;
}
