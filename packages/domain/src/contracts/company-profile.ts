import { oc } from '@orpc/contract';
import { z } from 'zod';
import {
  CompanyLinkKindSchema,
  CompanySizeSchema,
  IndustrySchema,
  SubIndustrySchema,
  subIndustriesOf,
} from '../company';
import { EmailSchema, LinkSchema, requiredText } from '../validation';

/**
 * Rich text (introduction, benefits) arrives as HTML limited to the allowed tags and is sanitised on
 * the server. Its visible text is limited like a job description; the HTML around it may be longer.
 */
export const RICH_TEXT_MAX_VISIBLE = 3000;
export const RICH_TEXT_MAX_HTML = 20_000;

const RichTextSchema = z.string().max(RICH_TEXT_MAX_HTML, { error: 'validation.tooLong' });

export const CompanySocialLinkSchema = z.object({ linkType: CompanyLinkKindSchema, link: LinkSchema });

/** The company as its employers see and edit it (spec section 3, Company). */
export const CompanyProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  industry: IndustrySchema.nullable(),
  subIndustry: SubIndustrySchema.nullable(),
  location: z.string().nullable(),
  companySize: CompanySizeSchema.nullable(),
  website: z.string().nullable(),
  socialLinks: z.array(CompanySocialLinkSchema),
  introduction: z.string().nullable(),
  benefits: z.string().nullable(),
  defaultPersonInChargeId: z.string().nullable(),
  defaultReviewerId: z.string().nullable(),
  isActive: z.boolean(),
  /** required fields still empty; jobs can be created or imported only when this is empty */
  missingFields: z.array(z.string()),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

const BasicInformationSchema = z
  .object({
    updateType: z.literal('basic_information'),
    name: requiredText('companyName'),
    email: EmailSchema,
    industry: IndustrySchema,
    subIndustry: SubIndustrySchema.nullish(),
    location: requiredText('location'),
    companySize: CompanySizeSchema,
    website: LinkSchema,
    socialLinks: z.array(CompanySocialLinkSchema).max(6).default([]),
  })
  .refine((v) => !v.subIndustry || subIndustriesOf(v.industry).includes(v.subIndustry), {
    error: 'validation.invalidOption',
    path: ['subIndustry'],
  });

/**
 * `PUT /companies` takes one section at a time, named by `updateType` (spec section 7); only the
 * named section's rules are checked, so its errors are the ones reported.
 */
export const CompanyUpdateSchema = z.discriminatedUnion('updateType', [
  BasicInformationSchema,
  z.object({ updateType: z.literal('introduction'), introduction: RichTextSchema }),
  z.object({ updateType: z.literal('benefits'), benefits: RichTextSchema }),
  z.object({
    updateType: z.literal('defaults'),
    defaultPersonInChargeId: z.string().max(64).nullable(),
    defaultReviewerId: z.string().max(64).nullable(),
  }),
]);
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;
export const COMPANY_UPDATE_TYPES = ['basic_information', 'introduction', 'benefits', 'defaults'] as const;

/** What candidates see of a company: its public face, never its accounts or internal settings. */
export const PublicCompanySchema = CompanyProfileSchema.pick({
  id: true,
  name: true,
  industry: true,
  subIndustry: true,
  location: true,
  companySize: true,
  website: true,
  socialLinks: true,
  introduction: true,
  benefits: true,
});
export type PublicCompany = z.infer<typeof PublicCompanySchema>;

export const companyProfileContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/companies',
      summary: "The signed-in employer's company",
      tags: ['company'],
    })
    .output(CompanyProfileSchema),
  update: oc
    .route({
      method: 'PUT',
      path: '/companies',
      summary: 'Update one section of the company information (power users)',
      tags: ['company'],
    })
    .input(CompanyUpdateSchema)
    .output(CompanyProfileSchema),
  getPublic: oc
    .route({
      method: 'GET',
      path: '/companies/{companyId}/public',
      summary: 'A company page as candidates see it (active companies only)',
      tags: ['company'],
    })
    .input(z.object({ companyId: z.uuid() }))
    .output(PublicCompanySchema),
};
