import type { Locale } from '@veil/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authEmployerUser, employerUsers } from '../../db/schema';
import type { ApplicationRow } from './application-records';

/**
 * Who on the employer side hears what the candidate did with an application (a reply to the
 * interview invitation, the reveal): the company's accepted power users and the application's
 * person in charge, each with the language their mails are written in.
 */
export async function applicationManagers(
  tx: Tx,
  row: Pick<ApplicationRow, 'companyId' | 'personInChargeId'>,
): Promise<{ email: string; locale: Locale }[]> {
  const recipients = await tx
    .select({ email: authEmployerUser.email, locale: authEmployerUser.locale })
    .from(employerUsers)
    .innerJoin(authEmployerUser, eq(authEmployerUser.id, employerUsers.id))
    .where(
      and(
        eq(employerUsers.companyId, row.companyId),
        eq(employerUsers.status, 'accepted'),
        row.personInChargeId
          ? or(eq(employerUsers.role, 'power_user'), inArray(employerUsers.id, [row.personInChargeId]))
          : eq(employerUsers.role, 'power_user'),
      ),
    );
  return recipients.map((recipient) => ({
    email: recipient.email,
    locale: recipient.locale === 'en' ? 'en' : 'de',
  }));
}
