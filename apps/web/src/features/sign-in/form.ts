import { zodFieldErrors } from '@veil/domain';
import { isLocale, type Locale } from '@veil/domain/i18n';
import { useTranslation } from 'react-i18next';

type Issues = Parameters<typeof zodFieldErrors>[0];
/** Any domain zod schema; described by shape so the web app needs no zod import of its own. */
type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: Issues } };

/**
 * The domain schema's verdict as form errors (`{ path: text }`, first message per field, in the
 * user's language). `at` names the field when the schema checks a single value (e.g. `EmailSchema`).
 */
export function schemaErrors(
  schema: Schema,
  value: unknown,
  locale: Locale,
  at?: string,
): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors = zodFieldErrors(result.error, locale);
  if (at === undefined) return errors;
  const own = errors[''];
  return own === undefined ? {} : { [at]: own };
}

/** The language the user reads, as the domain's locale type. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'de';
}
