import { z } from 'zod';

/** Maximum characters per kind of text field (spec section 5). */
export const TEXT_LIMITS = {
  text: 80,
  tableText: 25,
  question: 500,
  jobQuestion: 3000,
  emailContent: 100_000,
  emailSubject: 240,
  jobDescription: 3000,
  note: 3000,
  cvComment: 3000,
  specialText: 150,
  basicText: 100,
} as const;

export type TextLimitKind = keyof typeof TEXT_LIMITS;
export const TEXT_LIMIT_KINDS = Object.keys(TEXT_LIMITS) as TextLimitKind[];
export const TextLimitKindSchema = z.enum(TEXT_LIMIT_KINDS as [TextLimitKind, ...TextLimitKind[]]);

/** Whether a text fits its kind's limit (counted in UTF-16 code units, as the browser's maxLength does). */
export function fitsTextLimit(text: string, kind: TextLimitKind): boolean {
  return text.length <= TEXT_LIMITS[kind];
}

/** Tags allowed in rich text (introduction, benefits, job sections, templates); all others are stripped. */
export const RICH_TEXT_ALLOWED_TAGS = ['br', 'p', 'b', 'div', 'ul', 'li', 'a', 'h3', 'h4'] as const;
export type RichTextTag = (typeof RICH_TEXT_ALLOWED_TAGS)[number];
