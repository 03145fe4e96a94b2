import { oc } from '@orpc/contract';
import { z } from 'zod';

/*
 * The candidate deletes their own account (privacy policy; docs/decisions/020-candidate-account-deletion.md).
 * The session proves who asks; the confirmation proves they mean it: the password for an account
 * that has one, otherwise (Google sign-in only) a word typed by hand.
 */

/** The word an account without a password types to confirm, in either language, any case. */
export const ACCOUNT_DELETION_WORDS = { de: 'LÖSCHEN', en: 'DELETE' } as const;

/** Whether `typed` is one of the confirmation words (spaces around and letter case do not matter). */
export function isAccountDeletionWord(typed: string): boolean {
  const word = typed.trim().toLocaleUpperCase('de');
  return Object.values(ACCOUNT_DELETION_WORDS).some((expected) => expected === word);
}

export const AccountDeletionConfirmationSchema = z.enum(['password', 'word']);
export type AccountDeletionConfirmation = z.infer<typeof AccountDeletionConfirmationSchema>;

/** What the confirmation dialog tells before the deletion. */
export const AccountDeletionInfoSchema = z.object({
  /** `password` when the account signs in with one, `word` when only with Google */
  confirmWith: AccountDeletionConfirmationSchema,
  /** applications the companies received: each leaves a deletion log without identity */
  sentApplications: z.number().int(),
  /** drafts no company saw: they go without a trace */
  draftApplications: z.number().int(),
});
export type AccountDeletionInfo = z.infer<typeof AccountDeletionInfoSchema>;

export const DeleteCandidateAccountSchema = z.object({
  password: z.string().max(1024).optional(),
  confirmation: z.string().max(64).optional(),
});
export type DeleteCandidateAccount = z.infer<typeof DeleteCandidateAccountSchema>;

const tags = ['candidate-account'];

export const candidateAccountContract = {
  deletionInfo: oc
    .route({
      method: 'GET',
      path: '/candidates/me/deletion',
      summary: 'What deleting the account erases and how to confirm it',
      tags,
    })
    .output(AccountDeletionInfoSchema),
  /** Erases the account and everything of it; the session ends with it. */
  delete: oc
    .route({ method: 'DELETE', path: '/candidates/me', summary: 'Delete my account', tags })
    .input(DeleteCandidateAccountSchema)
    .output(z.object({ deleted: z.literal(true) })),
};
