import type { Industry, SubIndustry } from '@veil/domain';
import type { TFunction } from '../../lib/translator';

/** "Software und IT-Dienstleistungen · IT-Sicherheit": the industry with its sub-industry, if any. */
export function industryLabel(
  t: TFunction,
  industry: Industry | null,
  subIndustry: SubIndustry | null,
): string | null {
  if (!industry) return null;
  const main = t(`enums.industry.${industry}`);
  return subIndustry ? `${main} · ${t(`enums.subIndustry.${subIndustry}`)}` : main;
}

/** A stored link as people read it: without the scheme and the trailing slash. */
export function displayLink(link: string): string {
  return link.replace(/^(https?:)?\/\//i, '').replace(/\/$/, '');
}

/** The required fields of `missingFields` as labels of the catalogue (`name` is the company name). */
export function requiredFieldLabel(t: TFunction, field: string): string {
  const key = field === 'name' ? 'fields.companyName' : `fields.${field}`;
  return t(key);
}
