import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { authAdminUser, authCandidateUser, authEmployerUser, companies, employerUsers } from '../db/schema';
import type { JobQueue } from '../jobs';
import type { ActivationMailer } from '../mail';
import type { Storage } from '../storage';
import { DEMO_ADMIN, DEMO_VISITORS } from './demo-accounts';
import { DEMO_COMPANIES } from './demo-companies';
import { seedDemoData } from './demo-seed';

/** Every night at 03:00 in Germany (Europe/Berlin, summer time included). */
export const DEMO_RESET_CRON = '0 3 * * *';
export const DEMO_RESET_TIME_ZONE = 'Europe/Berlin';

type ResetDeps = {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  clock: Clock;
  sendActivation: ActivationMailer;
};

/**
 * Deletes the demo data and seeds it again, so the tour shows the same state every morning whatever
 * was done with the demo accounts' passwords during the day. Only the seed's own data goes, found by
 * its known company names and addresses: the demo companies (their accounts, jobs and applications
 * with them), the demo candidate, the demo admin and the tour's visitors. Sessions go with their
 * accounts, so a visitor of the evening starts the tour again.
 */
export async function resetDemoData(deps: ResetDeps): Promise<string[]> {
  const names = DEMO_COMPANIES.map((demo) => demo.name);
  await deps.db.transaction(async (tx) => {
    await tx.delete(authCandidateUser).where(inArray(authCandidateUser.email, [DEMO_VISITORS.candidate]));
    const demoCompanies = tx
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.name, names));
    const accounts = tx
      .select({ id: employerUsers.id })
      .from(employerUsers)
      .where(inArray(employerUsers.companyId, demoCompanies));
    await tx.delete(authEmployerUser).where(inArray(authEmployerUser.id, accounts));
    await tx.delete(companies).where(inArray(companies.name, names));
    await tx.delete(authAdminUser).where(inArray(authAdminUser.email, [DEMO_ADMIN, DEMO_VISITORS.admin]));
  });
  return seedDemoData(deps);
}

/** Schedules the nightly reset while DEMO_AREA is on; off, no run and no schedule. */
export async function startDemoReset(deps: ResetDeps & { jobs: JobQueue; enabled: boolean }) {
  if (!deps.enabled) return;
  const log = deps.log.child({ module: 'demo-reset' });
  await deps.jobs.work('demo.reset', async () => {
    await resetDemoData(deps);
    log.info('demo data reset');
  });
  await deps.jobs.schedule('demo.reset', DEMO_RESET_CRON, {}, { tz: DEMO_RESET_TIME_ZONE });
}
