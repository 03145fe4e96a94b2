import { TALENT_INVITATION_VALID_DAYS } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authCandidateUser, companies } from '../../db/schema';
import type { AppMail } from '../../mail';

/*
 * The mail of an invitation to apply, on the candidate's side of the module: the candidate's address
 * and language are read here, so that the employer-facing file never imports the candidate account
 * table (biome.json, docs/decisions/019). The company gets nothing back from it.
 */

/** Mails the candidate of a consent that the company invites them to apply to `jobTitle`. */
export async function mailTalentInvitation(
  tx: Tx,
  mail: AppMail,
  invitation: { candidateId: string; companyId: string; jobTitle: string },
): Promise<void> {
  const [row] = await tx
    .select({ email: authCandidateUser.email, locale: authCandidateUser.locale, companyName: companies.name })
    .from(authCandidateUser)
    .innerJoin(companies, eq(companies.id, invitation.companyId))
    .where(eq(authCandidateUser.id, invitation.candidateId));
  if (!row) return;
  await mail.sendTalentInvitation(tx, {
    to: row.email,
    locale: row.locale === 'en' ? 'en' : 'de',
    data: {
      companyName: row.companyName,
      jobTitle: invitation.jobTitle,
      validDays: TALENT_INVITATION_VALID_DAYS,
    },
  });
}
