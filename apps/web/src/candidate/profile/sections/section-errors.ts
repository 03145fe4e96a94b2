import type { Locale } from '@veil/domain/i18n';
import { schemaErrors } from '../../../lib/form-errors';
import type { TFunction } from '../../../lib/translator';

type Schema = Parameters<typeof schemaErrors>[0];

/**
 * The domain's verdict on a list section, keyed by form path: each entry against the entry schema
 * (`educations.0.school`), then the list against the list schema (limits, duplicates:
 * `languages.1.iso`). The first message per field wins.
 */
export function listErrors(
  section: string,
  entrySchema: Schema,
  listSchema: Schema | null,
  payloads: readonly unknown[],
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, text: string) => {
    if (!Object.hasOwn(errors, path)) errors[path] = text;
  };
  payloads.forEach((payload, index) => {
    for (const [path, text] of Object.entries(schemaErrors(entrySchema, payload, locale)))
      add(path === '' ? `${section}.${index}` : `${section}.${index}.${path}`, text);
  });
  if (listSchema)
    for (const [path, text] of Object.entries(schemaErrors(listSchema, payloads, locale)))
      add(path === '' ? section : `${section}.${path}`, text);
  return errors;
}

/**
 * Selects that are still empty read "… cannot be empty", not zod's "choose one of the options"
 * (as the job editor does).
 */
export function requireSelects(
  errors: Record<string, string>,
  prefix: string,
  values: Record<string, unknown>,
  fields: readonly string[],
  t: TFunction,
): void {
  for (const field of fields)
    if (values[field] === null || values[field] === '')
      errors[`${prefix}${field}`] = t('validation.required', { field: t(`fields.${field}`) });
}
