import { describe, expect, it } from 'vitest';
import { CompanyIndustrySchema, companySizeCategory, missingCompanyFields, subIndustriesOf } from './company';
import { COMPANY_SIZES, INDUSTRIES, SUB_INDUSTRIES, SUB_INDUSTRIES_BY_INDUSTRY } from './values';

describe('industries', () => {
  it('lists the 24 industries of the spec without repeats', () => {
    expect(INDUSTRIES).toHaveLength(24);
    expect(new Set(INDUSTRIES).size).toBe(24);
  });

  it('hangs sub-industries only under known industries and never twice', () => {
    for (const industry of Object.keys(SUB_INDUSTRIES_BY_INDUSTRY)) {
      expect(INDUSTRIES).toContain(industry);
    }
    expect(new Set(SUB_INDUSTRIES).size).toBe(SUB_INDUSTRIES.length);
  });

  it('offers no sub-industries for a flat industry', () => {
    expect(subIndustriesOf('legal')).toEqual([]);
    expect(subIndustriesOf('finance')).toContain('banking');
  });

  it('accepts a sub-industry of the chosen industry and no sub-industry at all', () => {
    expect(CompanyIndustrySchema.safeParse({ industry: 'finance', subIndustry: 'banking' }).success).toBe(
      true,
    );
    expect(CompanyIndustrySchema.safeParse({ industry: 'legal' }).success).toBe(true);
  });

  it('rejects a sub-industry of another industry on the subIndustry field', () => {
    const result = CompanyIndustrySchema.safeParse({ industry: 'legal', subIndustry: 'banking' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['subIndustry']);
  });
});

describe('companySizeCategory', () => {
  it('maps the five bands to small, small, medium, large, corporate', () => {
    expect(COMPANY_SIZES.map(companySizeCategory)).toEqual([
      'small',
      'small',
      'medium',
      'large',
      'corporate',
    ]);
  });
});

describe('missingCompanyFields', () => {
  const complete = {
    name: 'Acme',
    industry: 'legal',
    location: 'Berlin',
    companySize: '1-9',
    website: 'acme.de',
    introduction: '<p>Hi</p>',
    benefits: '<p>Cake</p>',
  };

  it('is empty for complete company information', () => {
    expect(missingCompanyFields(complete)).toEqual([]);
  });

  it('names blank and absent fields', () => {
    expect(missingCompanyFields({ ...complete, website: '  ', benefits: undefined })).toEqual([
      'website',
      'benefits',
    ]);
  });
});
