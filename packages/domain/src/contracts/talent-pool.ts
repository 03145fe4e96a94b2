import { oc } from '@orpc/contract';
import { z } from 'zod';
import { AnonymousCvSchema } from '../anonymous-cv';
import { PageQuerySchema } from '../paging';
import { TALENT_POOL_MONTHS } from '../talent-pool';

/*
 * The talent pool (issue 39). Candidates give, list and revoke their consents and see the
 * invitations to apply; employers (power and regular users) read their company's pool, each member
 * as "Talent #N" with the current anonymous CV, and invite one to apply to an open job. Nothing of
 * the candidate but that CV reaches the company: no id, no application, no name.
 */

/** A consent as its candidate sees it. */
export const TalentPoolConsentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  /** the job of the application the consent was given on, for the candidate's memory */
  jobTitle: z.string(),
  givenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type TalentPoolConsent = z.infer<typeof TalentPoolConsentSchema>;

export const TalentPoolConsentsSchema = z.object({ consents: z.array(TalentPoolConsentSchema) });

export const GiveTalentPoolConsentSchema = z.object({
  /** a rejected application of the candidate, or one they withdrew (its line in the withdrawn list) */
  applicationId: z.uuid(),
  months: z.union(TALENT_POOL_MONTHS.map((months) => z.literal(months))),
});
export type GiveTalentPoolConsent = z.infer<typeof GiveTalentPoolConsentSchema>;

/** An invitation to apply as the candidate sees it. */
export const TalentInvitationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  companyName: z.string(),
  invitedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type TalentInvitation = z.infer<typeof TalentInvitationSchema>;

export const TalentInvitationsSchema = z.object({ invitations: z.array(TalentInvitationSchema) });

/** One member of a company's pool as its employers see it: a number of this pool and the anonymous CV. */
export const TalentSchema = z.object({
  /** "Talent #N": counted per company, never the candidate's id; a new consent gets a new number */
  talentNumber: z.number().int().positive(),
  /** the job the candidate had applied to at this company */
  jobTitle: z.string(),
  inPoolUntil: z.iso.datetime(),
  anonymousCv: AnonymousCvSchema,
  /** the invitations this company sent (job and date; nothing of what the candidate did with them) */
  invitations: z.array(z.object({ jobId: z.uuid(), jobTitle: z.string(), invitedAt: z.iso.datetime() })),
});
export type Talent = z.infer<typeof TalentSchema>;

/**
 * One page of the company's pool, newest member first. `lastIndex` is the talent number to continue
 * after (null on the last page); `totalRecords` counts the members in force, whatever the filter.
 */
export const TalentPoolSchema = z.object({
  talents: z.array(TalentSchema),
  lastIndex: z.string().nullable(),
  totalRecords: z.number().int(),
});
export type TalentPool = z.infer<typeof TalentPoolSchema>;

export const TalentPoolQuerySchema = PageQuerySchema.extend({
  /** words that must each appear in a skill tag, job title or headline of the CV */
  skill: z.string().trim().max(100).optional(),
});

const talentNumber = z.object({ talentNumber: z.coerce.number().int().positive().max(2_000_000_000) });

const candidateTags = ['talent pool'];
const employerTags = ['talent pool (employer)'];

export const candidateTalentPoolContract = {
  listConsents: oc
    .route({
      method: 'GET',
      path: '/talent-pool/consents',
      summary: 'My talent pool consents',
      tags: candidateTags,
    })
    .output(TalentPoolConsentsSchema),
  giveConsent: oc
    .route({
      method: 'POST',
      path: '/talent-pool/consents',
      summary: "Stay in the company's talent pool of a rejected or withdrawn application",
      tags: candidateTags,
    })
    .input(GiveTalentPoolConsentSchema)
    .output(TalentPoolConsentSchema),
  revokeConsent: oc
    .route({
      method: 'DELETE',
      path: '/talent-pool/consents/{consentId}',
      summary: 'Revoke a consent: the company no longer sees the candidate',
      tags: candidateTags,
    })
    .input(z.object({ consentId: z.uuid() }))
    .output(TalentPoolConsentsSchema),
  listInvitations: oc
    .route({
      method: 'GET',
      path: '/talent-pool/invitations',
      summary: 'Invitations to apply from the pools the candidate is in',
      tags: candidateTags,
    })
    .output(TalentInvitationsSchema),
  acceptInvitation: oc
    .route({
      method: 'POST',
      path: '/talent-pool/invitations/{invitationId}/accept',
      summary: 'Accept an invitation: the job to apply to',
      tags: candidateTags,
    })
    .input(z.object({ invitationId: z.uuid() }))
    .output(TalentInvitationSchema),
};

export const employerTalentPoolContract = {
  list: oc
    .route({
      method: 'GET',
      path: '/company-talent-pool',
      summary: "The company's talent pool: anonymous CVs under pool numbers",
      tags: employerTags,
    })
    .input(TalentPoolQuerySchema)
    .output(TalentPoolSchema),
  invite: oc
    .route({
      method: 'POST',
      path: '/company-talent-pool/{talentNumber}/invitations',
      summary: 'Invite a member of the pool to apply to an open job (the candidate gets an e-mail)',
      tags: employerTags,
    })
    .input(talentNumber.extend({ jobId: z.uuid() }))
    .output(TalentSchema),
};
