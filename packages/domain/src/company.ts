import { z } from 'zod';
import {
  COMPANY_LINK_KINDS,
  COMPANY_SIZE_CATEGORIES,
  COMPANY_SIZES,
  INDUSTRIES,
  SUB_INDUSTRIES,
  SUB_INDUSTRIES_BY_INDUSTRY,
  type SubIndustry,
} from './values';

export const IndustrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof IndustrySchema>;

type SubIndustryMap = typeof SUB_INDUSTRIES_BY_INDUSTRY;

export const SubIndustrySchema = z.enum(SUB_INDUSTRIES as [SubIndustry, ...SubIndustry[]]);

/** The sub-industries offered for an industry; empty when it has none. */
export function subIndustriesOf(industry: Industry): readonly SubIndustry[] {
  return Object.hasOwn(SUB_INDUSTRIES_BY_INDUSTRY, industry)
    ? SUB_INDUSTRIES_BY_INDUSTRY[industry as keyof SubIndustryMap]
    : [];
}

/** An industry with an optional sub-industry that must belong to it. */
export const CompanyIndustrySchema = z
  .object({ industry: IndustrySchema, subIndustry: SubIndustrySchema.nullish() })
  .refine((value) => !value.subIndustry || subIndustriesOf(value.industry).includes(value.subIndustry), {
    error: 'validation.invalidOption',
    path: ['subIndustry'],
  });
export type CompanyIndustry = z.infer<typeof CompanyIndustrySchema>;

export const CompanySizeSchema = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof CompanySizeSchema>;

export const CompanySizeCategorySchema = z.enum(COMPANY_SIZE_CATEGORIES);
export type CompanySizeCategory = z.infer<typeof CompanySizeCategorySchema>;

const CATEGORY_BY_SIZE: Record<CompanySize, CompanySizeCategory> = {
  '1-9': 'small',
  '10-49': 'small',
  '50-249': 'medium',
  '250-999': 'large',
  '1000+': 'corporate',
};

/** Maps an employee band to the coarser category shown on anonymous CVs. */
export function companySizeCategory(size: CompanySize): CompanySizeCategory {
  return CATEGORY_BY_SIZE[size];
}

export const CompanyLinkKindSchema = z.enum(COMPANY_LINK_KINDS);
export type CompanyLinkKind = z.infer<typeof CompanyLinkKindSchema>;

/** Company fields that must be filled before jobs can be created or imported (spec section 3). */
export const COMPANY_REQUIRED_FOR_JOBS = [
  'name',
  'industry',
  'location',
  'companySize',
  'website',
  'introduction',
  'benefits',
] as const;
export type CompanyRequiredField = (typeof COMPANY_REQUIRED_FOR_JOBS)[number];

/** The required company fields still missing (blank strings count as missing); empty means complete. */
export function missingCompanyFields(
  company: Partial<Record<CompanyRequiredField, unknown>>,
): CompanyRequiredField[] {
  return COMPANY_REQUIRED_FOR_JOBS.filter((field) => {
    const value = company[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}
