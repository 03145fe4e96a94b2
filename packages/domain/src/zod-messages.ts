import type { z } from 'zod';
import { hasMessage, type Locale, translate } from './i18n';

type Issue = z.core.$ZodIssue;
type Params = Record<string, string | number>;

/** Whether a text is a key of the catalogue (rules put keys, not texts, into zod messages). */
function isMessageKey(message: string): boolean {
  return hasMessage('en', message);
}

/**
 * Whether an invalid_type issue is about an absent value. Zod 4 omits the input unless asked
 * (`reportInput`), so its own English text ("... received undefined") is the only other witness.
 */
function isMissingValue(issue: z.core.$ZodIssueInvalidType): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

/** The fallback key for an issue whose message is zod's own English text. */
function keyForBuiltIn(issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooMany';
      return issue.origin === 'date' ? 'validation.invalidDate' : 'validation.tooLarge';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooFew';
      return issue.origin === 'date' ? 'validation.invalidDate' : 'validation.tooSmall';
    case 'invalid_type':
      return isMissingValue(issue) ? 'validation.required' : 'validation.invalidType';
    case 'invalid_value':
      return 'validation.invalidOption';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email.invalid';
      if (issue.format === 'url') return 'validation.link.invalid';
      return 'validation.invalidFormat';
    default:
      return 'validation.invalidFormat';
  }
}

function paramsOf(issue: Issue): Params {
  const params: Params = {};
  if (issue.code === 'too_big') {
    params.max = Number(issue.maximum);
    params.length = Number(issue.maximum);
  } else if (issue.code === 'too_small') {
    params.min = Number(issue.minimum);
    params.length = Number(issue.minimum);
  } else if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

/** The label of a field: `fields.<name>` when the catalogue has it, else the name itself. */
export function fieldLabel(field: string, locale: Locale): string {
  const key = `fields.${field}`;
  return hasMessage('en', key) ? translate(locale, key) : field;
}

/**
 * Turns one zod issue into text in the given language. Messages that are catalogue keys are
 * translated with the issue's params (custom issues) or its bounds ({max}, {min}, {length});
 * zod's own messages are replaced by a matching generic key. `{field}` falls back to the last
 * property name of the issue's path.
 */
export function issueMessage(issue: Issue, locale: Locale): string {
  const params = paramsOf(issue);
  let key = issue.message;
  if (!isMessageKey(key)) {
    // A custom rule written with a plain text keeps it; only zod's built-in texts are replaced.
    if (issue.code === 'custom' && key !== '' && key !== 'Invalid input') return key;
    key = keyForBuiltIn(issue);
  }
  const pathField = [...issue.path].reverse().find((segment) => typeof segment === 'string');
  const field = typeof params.field === 'string' ? params.field : pathField;
  if (field !== undefined) params.field = fieldLabel(field, locale);
  else if (key === 'validation.required') key = 'validation.requiredUnnamed';
  return translate(locale, key, params);
}

/** The path of an issue as a form library writes it: 'links.0.url'; '' for the whole value. */
export function issuePath(issue: Issue): string {
  return issue.path.map(String).join('.');
}

/** Every message of an error, translated and de-duplicated, one per line (for API answers and toasts). */
export function formatZodError(error: { issues: readonly Issue[] }, locale: Locale): string {
  return [...new Set(error.issues.map((issue) => issueMessage(issue, locale)))].join('\n');
}

/** The first translated message per field path, e.g. `{ 'links.0.url': 'Ungültiges Link-Format' }`. */
export function zodFieldErrors(error: { issues: readonly Issue[] }, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issuePath(issue);
    if (!Object.hasOwn(errors, path)) errors[path] = issueMessage(issue, locale);
  }
  return errors;
}
