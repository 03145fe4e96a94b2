import { z } from 'zod';

/** The 24 industries of the spec (section 3), in its order. */
export const INDUSTRIES = [
  'agriculture',
  'arts',
  'construction',
  'consumer_goods',
  'corporate_services',
  'design',
  'education',
  'energy_mining',
  'entertainment',
  'finance',
  'hardware_networking',
  'health_care',
  'legal',
  'manufacturing',
  'media_communications',
  'nonprofit',
  'public_administration',
  'public_safety',
  'real_estate',
  'recreation_travel',
  'retail',
  'software_it_services',
  'transportation_logistics',
  'wellness_fitness',
] as const;
export const IndustrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof IndustrySchema>;

/**
 * Sub-industries exist only where an industry is broad enough that candidates and employers filter
 * within it (the spec says "for some" without naming them). The others stay flat on purpose: a
 * sub-list of one or two entries would only add a click.
 */
export const SUB_INDUSTRIES_BY_INDUSTRY = {
  energy_mining: ['renewable_energy', 'oil_gas', 'mining', 'utilities'],
  finance: ['banking', 'insurance', 'investment_management', 'accounting'],
  health_care: ['hospitals_clinics', 'medical_practices', 'pharmaceuticals', 'medical_devices'],
  manufacturing: ['automotive', 'machinery', 'chemicals', 'electronics_manufacturing', 'food_beverage'],
  media_communications: ['publishing', 'broadcast_media', 'telecommunications', 'marketing_advertising'],
  software_it_services: ['software_development', 'it_consulting', 'it_security', 'data_analytics'],
  transportation_logistics: ['logistics_supply_chain', 'aviation', 'rail_transport', 'maritime_transport'],
} as const satisfies Partial<Record<Industry, readonly string[]>>;

type SubIndustryMap = typeof SUB_INDUSTRIES_BY_INDUSTRY;
export type SubIndustry = SubIndustryMap[keyof SubIndustryMap][number];

export const SUB_INDUSTRIES = Object.values(SUB_INDUSTRIES_BY_INDUSTRY).flat() as readonly SubIndustry[];
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

/** Employee-count bands (spec section 3); '1000+' stands for "1000 and more". */
export const COMPANY_SIZES = ['1-9', '10-49', '50-249', '250-999', '1000+'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof CompanySizeSchema>;

export const COMPANY_SIZE_CATEGORIES = ['small', 'medium', 'large', 'corporate'] as const;
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

/** Social networks a company can link to; stored lower-case, displayed with their brand spelling. */
export const COMPANY_LINK_KINDS = [
  'linkedin',
  'facebook',
  'instagram',
  'github',
  'monster',
  'stepstone',
] as const;
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
