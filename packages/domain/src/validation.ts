import { z } from 'zod';
import { PHONE_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from './limits';
import { TEXT_LIMITS, type TextLimitKind } from './text-limits';

/*
 * Shared field rules. Every message is an i18n key (see `i18n/de.ts`); `issueMessage` in
 * `zod-messages.ts` turns an issue into text. `field` arguments are keys of the `fields.*` namespace
 * (e.g. 'firstName'), translated when the message is shown.
 */

const REQUIRED = 'validation.required';

/** Whether a value is empty or whitespace only. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Mandatory text: trimmed, not blank ('{field} cannot be empty'), at most the limit of its kind. */
export function requiredText(field: string, kind: TextLimitKind = 'text') {
  return z
    .string({ error: REQUIRED })
    .trim()
    .refine((value) => value.length > 0, { error: REQUIRED, params: { field }, abort: true })
    .max(TEXT_LIMITS[kind], { error: 'validation.tooLong' });
}

/** Optional text (may be empty): trimmed, at most the limit of its kind. */
export function limitedText(kind: TextLimitKind = 'text') {
  return z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(TEXT_LIMITS[kind], { error: 'validation.tooLong' });
}

/** Mandatory e-mail address, trimmed; 254 characters is the longest address SMTP can carry. */
export const EmailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .refine((value) => value.length > 0, { error: REQUIRED, params: { field: 'email' }, abort: true })
  .max(254, { error: 'validation.tooLong' })
  .regex(z.regexes.email, { error: 'validation.email.invalid' });

/**
 * The one form an e-mail address is stored and compared in: trimmed and lower-cased. Accounts,
 * companies, sign-in attempts and mails all look addresses up by it.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a text is a valid e-mail address (same rule as `EmailSchema`). */
export function isEmail(value: string): boolean {
  return EmailSchema.safeParse(value).success;
}

/**
 * Splits an address list separated by commas, semicolons or line breaks (what people paste from
 * mail programs); blank entries (e.g. after a trailing comma) are dropped.
 */
export function parseEmailList(text: string): string[] {
  return text
    .split(/[,;\r\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Most addresses a cc list may hold; a mail to more is a mailing list, not a copy. */
export const CC_LIST_MAX = 20;

/**
 * A cc list: valid addresses separated by commas, semicolons or line breaks, possibly empty; parses
 * to the distinct addresses in their normalised form ('Invalid email list' otherwise).
 */
export const CcListSchema = z
  .string({ error: 'validation.invalidType' })
  .refine((text) => parseEmailList(text).every(isEmail), {
    error: 'validation.emailList.invalid',
    abort: true,
  })
  .transform((text) => [...new Set(parseEmailList(text).map(normaliseEmail))])
  .refine((list) => list.length <= CC_LIST_MAX, { error: 'validation.emailList.invalid' });

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_WITH_TLD = /^([a-z0-9-]+\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/i;

/** Gives a scheme-less link a protocol-relative '//' prefix ('www.x.de' → '//www.x.de'); trims. */
export function normalizeLink(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || trimmed.startsWith('//') || HAS_SCHEME.test(trimmed)) return trimmed;
  return `//${trimmed}`;
}

/** Whether a link is an http(s) or scheme-less web address with a real host name. */
export function isValidLink(link: string): boolean {
  const normalized = normalizeLink(link);
  if (normalized === '' || /\s/.test(normalized)) return false;
  try {
    const url = new URL(normalized, 'https://base.invalid');
    return (url.protocol === 'https:' || url.protocol === 'http:') && HOST_WITH_TLD.test(url.hostname);
  } catch {
    return false;
  }
}

/** A web link ('Invalid link format'); parses to its normalised form. */
export const LinkSchema = z
  .string({ error: 'validation.invalidType' })
  .refine(isValidLink, { error: 'validation.link.invalid' })
  .transform(normalizeLink);

const PHONE_PATTERN = /^\+?[\d\s()/-]+$/;
const PHONE_MIN_DIGITS = 5;

/** Whether a phone number is plausible: digits with common separators, at most 15 characters. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return trimmed.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(trimmed) && digits >= PHONE_MIN_DIGITS;
}

/** A phone number (optional in profiles: combine with `.optional()` or `z.literal('')`). */
export const PhoneSchema = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .refine(isValidPhone, { error: 'validation.phone.invalid', params: { max: PHONE_MAX_LENGTH } });

/** The e-mail verification code: digits only, exactly six of them. */
export const VerificationCodeSchema = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^\d*$/, { error: 'validation.code.numeric', abort: true })
  .length(VERIFICATION_CODE_LENGTH, { error: 'validation.code.length' });

/** A new value that must differ from the current one (e.g. a renamed company). */
export function differsFrom<T>(current: T, schema: z.ZodType<T>) {
  return schema.refine((value) => value !== current, { error: 'validation.valueUnchanged' });
}
