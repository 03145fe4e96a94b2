import {
  DEFAULT_TIME_ZONE,
  dropTemplateTokens,
  fillTemplate,
  formatDateTime,
  type Locale,
  type TemplateValues,
} from '@veil/domain';
import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../content/rich-text';

/*
 * Turning a template into the mail a candidate reads: variables filled in the candidate's language,
 * tokens without a value removed (a placeholder never reaches a candidate raw), the content
 * sanitised once more after filling, and a plain-text twin for mail programs without HTML.
 */

/** The values a template's variables take for one mail. */
export type TemplateMailValues = {
  jobPosition: string;
  companyName: string;
  /** the audio interview's due date, formatted in the candidate's language and time zone */
  dueDate?: Date | null;
};

/** Fills the variables' values in `locale` (dates as that language writes them, in `timeZone`). */
export function templateValuesFor(
  values: TemplateMailValues,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): TemplateValues {
  return {
    job_position: values.jobPosition,
    company_name: values.companyName,
    ...(values.dueDate ? { due_date: formatDateTime(values.dueDate, locale, timeZone) } : {}),
  };
}

/** A filled template: one-line subject, sanitised HTML and its plain text. */
export type FilledTemplate = { subject: string; html: string; text: string };

/** Fills subject and content; whatever token is left without a value is dropped. */
export function fillTemplateMail(
  template: { subject: string; content: string },
  values: TemplateValues,
): FilledTemplate {
  const subject = dropTemplateTokens(fillTemplate(template.subject, values)).replace(/\s+/g, ' ').trim();
  const html = sanitizeRichText(dropTemplateTokens(fillTemplate(template.content, values, { html: true })));
  return { subject, html, text: richTextToPlain(html) };
}

/** Plain text of sanitised rich text: paragraphs and line breaks kept, list items as dashes. */
export function richTextToPlain(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h3|h4|ul)>/gi, '\n\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
