import { oc } from '@orpc/contract';
import { z } from 'zod';
import { UserDetailsSchema } from '../resume';
import { applicationId, CandidateApplicationSchema } from './applications';
import { ResumeSchema } from './resumes';

/*
 * The reveal (spec sections 1, 3 and 4 step 7; issue 38): after the interview, and only by their own
 * confirmation, the candidate shares their full profile with the company of one application
 * (`confirmedRevealPersonalData`). The company then reads a snapshot taken at that moment, so the
 * candidate's later edits neither leak nor change it; its power users and the person in charge are
 * told by mail (`receivedRevealEmail`). Nothing else ever reveals: not a status, not an employer.
 */

/**
 * The full profile as the company reads it after the reveal: every section of the resume, without
 * the photo (a file of the candidate's that the snapshot does not copy) and without the candidate's
 * own settings (public link, platform language).
 */
export const RevealedProfileSchema = ResumeSchema.pick({
  workInformation: true,
  workExperiences: true,
  educations: true,
  languages: true,
  tags: true,
  certifications: true,
  rewards: true,
  socialLinks: true,
}).extend({ userDetails: UserDetailsSchema.omit({ photoUploadId: true }) });
export type RevealedProfile = z.infer<typeof RevealedProfileSchema>;

/** The employer's "resume" tab: the snapshot and when the candidate shared it. */
export const RevealedResumeSchema = z.object({
  profile: RevealedProfileSchema,
  revealedAt: z.iso.datetime(),
});
export type RevealedResume = z.infer<typeof RevealedResumeSchema>;

/**
 * What the confirmation shows before the candidate decides: exactly what the company will read (the
 * profile as it is now), to whom it goes, and whether the reveal is possible yet.
 */
export const RevealPreviewSchema = z.object({
  applicationId: z.uuid(),
  companyName: z.string(),
  jobTitle: z.string(),
  /** the interview has passed, the application is confirmed and not yet revealed */
  canReveal: z.boolean(),
  interviewAt: z.iso.datetime().nullable(),
  revealedAt: z.iso.datetime().nullable(),
  /** the profile the company will read, exactly */
  profile: RevealedProfileSchema,
});
export type RevealPreview = z.infer<typeof RevealPreviewSchema>;

/** The confirmation: the candidate ticks that they share their profile, knowing it cannot be taken back. */
export const RevealConfirmationSchema = z.object({
  confirm: z.literal(true, { error: 'validation.required' }),
});

const candidateTags = ['reveal'];

export const candidateRevealContract = {
  revealPreview: oc
    .route({
      method: 'GET',
      path: '/applications/{applicationId}/reveal',
      summary: 'What the company will read if the candidate shares their full profile now',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(RevealPreviewSchema),
  revealProfile: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/reveal',
      summary: 'Share the full profile with the company (after the interview, once; it cannot be taken back)',
      tags: candidateTags,
    })
    .input(applicationId.extend(RevealConfirmationSchema.shape))
    .output(CandidateApplicationSchema),
};
