import {
  type CompanyLinkKind,
  type Industry,
  type SubIndustry,
  subIndustriesOf,
  zodFieldErrors,
} from '@veil/domain';
import { type CompanyProfile, type CompanyUpdate, CompanyUpdateSchema } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { translate } from '@veil/domain/i18n';

/** One social link row of the form; `key` only keeps React's list stable. */
export type SocialLinkRow = { key: string; linkType: CompanyLinkKind | null; link: string };

/** The basic-information form's values: selects may be empty until chosen. */
export type BasicInformationValues = {
  name: string;
  email: string;
  industry: Industry | null;
  subIndustry: SubIndustry | null;
  location: string;
  companySize: CompanyProfile['companySize'];
  website: string;
  socialLinks: SocialLinkRow[];
};

let rowKey = 0;
/** A fresh key for a social link row. */
export function newRowKey(): string {
  rowKey += 1;
  return `link-${rowKey}`;
}

/** The form's starting values from the stored company (empty fields as '' or null). */
export function basicInformationValues(company: CompanyProfile): BasicInformationValues {
  return {
    name: company.name,
    email: company.email,
    industry: company.industry,
    subIndustry: company.subIndustry,
    location: company.location ?? '',
    companySize: company.companySize,
    website: company.website ?? '',
    socialLinks: company.socialLinks.map((entry) => ({ key: newRowKey(), ...entry })),
  };
}

/** What `PUT /companies` is sent for the section. */
export function basicInformationPayload(values: BasicInformationValues) {
  return {
    updateType: 'basic_information' as const,
    name: values.name,
    email: values.email,
    industry: values.industry,
    subIndustry:
      values.industry && values.subIndustry && subIndustriesOf(values.industry).includes(values.subIndustry)
        ? values.subIndustry
        : null,
    location: values.location,
    companySize: values.companySize,
    website: values.website,
    socialLinks: values.socialLinks.map(({ linkType, link }) => ({ linkType, link })),
  };
}

/** Selects that are still empty read "… cannot be empty", not zod's "choose one of the options". */
const REQUIRED_SELECTS = { industry: 'industry', companySize: 'companySize' } as const;

/**
 * Checks a section with the domain's `CompanyUpdateSchema` (the server checks it again): the parsed
 * update, or the field errors in the user's language.
 */
export function checkCompanyUpdate(
  payload: { updateType: CompanyUpdate['updateType'] } & Record<string, unknown>,
  locale: Locale,
): { ok: true; update: CompanyUpdate } | { ok: false; errors: Record<string, string> } {
  const result = CompanyUpdateSchema.safeParse(payload);
  if (result.success) return { ok: true, update: result.data };
  const errors = zodFieldErrors(result.error, locale);
  for (const [field, label] of Object.entries(REQUIRED_SELECTS)) {
    if (field in payload && payload[field] === null) {
      errors[field] = translate(locale, 'validation.required', {
        field: translate(locale, `fields.${label}`),
      });
    }
  }
  return { ok: false, errors };
}
