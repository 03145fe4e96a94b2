import type { Locale, ResumeInput } from '@veil/domain';

/*
 * What the CV renderer is given: the resume, the candidate's photo and the options of one rendering.
 */

/** The resume as the candidate wrote it: the PDF shows the full profile, so only its owner gets it. */
export type ResumeForPdf = ResumeInput;

/** The candidate's photo as stored (re-encoded at upload, so it carries no metadata of its own). */
export type ResumePhoto = { bytes: Uint8Array; type: 'image/jpeg' | 'image/png' };

export type RenderResumePdfOptions = {
  language: Locale;
  photo?: ResumePhoto | null;
  /** the day printed as "As of" in the footer; now when left out */
  generatedAt?: Date;
};
