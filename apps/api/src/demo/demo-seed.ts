import { randomBytes } from 'node:crypto';
import { JobPostInputSchema } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../auth/session';
import type { Tx } from '../db/client';
import { authAdminUser, authEmployerUser, companies } from '../db/schema';
import type { ClockedDeps } from '../http/context';
import type { ActivationMailer } from '../mail';
import { inviteAccount } from '../modules/accounts/accounts.service';
import { inviteAdmin } from '../modules/admins/admins.service';
import { createCompany } from '../modules/companies/companies.service';
import { insertJobPosts } from '../modules/jobs/job-post-writes';
import { jobPosts } from '../modules/jobs/jobs.schema';
import { activateAccount, createActivationToken } from '../modules/session/activation.service';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VISITORS } from './demo-accounts';
import { seedDemoCandidate } from './demo-candidate';
import { DEMO_COMPANIES } from './demo-companies';
import type { DemoJob } from './demo-jobs';

/** The company the demo employer visitor belongs to (the demo jobs' company). */
export const DEMO_VISITOR_COMPANY = 'Hafenkante Digital GmbH';

/** Inserts the company's demo jobs as drafts, then publishes (and closes) them as their status says. */
async function seedJobs(tx: Tx, companyId: string, demoJobs: readonly DemoJob[], actor: Actor) {
  // the demo keeps the rules every job keeps
  const jobs = demoJobs.map((job) => JobPostInputSchema.parse(job));
  const rows = await insertJobPosts(tx, { companyId, actor, jobs });
  for (const [index, row] of rows.entries()) {
    const status = demoJobs[index]?.status ?? 'draft';
    if (status === 'draft') continue;
    const now = new Date();
    await tx
      .update(jobPosts)
      .set({ status, publishedAt: now, closedAt: status === 'closed' ? now : null })
      .where(eq(jobPosts.id, row.id));
  }
}

/** A password nobody knows: the visitor accounts are entered through the /demo tour only. */
const unknownPassword = () => `${randomBytes(24).toString('base64url')}!Aa1`;

async function ensureAdmin(deps: ClockedDeps, email: string, name: string, password: string) {
  const [exists] = await deps.db
    .select({ id: authAdminUser.id })
    .from(authAdminUser)
    .where(eq(authAdminUser.email, email));
  if (exists) return;
  const admin = await inviteAdmin(deps.db, { email, name });
  await activateAccount(deps.db, 'admin', { token: admin.token, password });
}

async function activateEmployer(deps: ClockedDeps, email: string, password: string) {
  const [user] = await deps.db
    .select({ id: authEmployerUser.id })
    .from(authEmployerUser)
    .where(eq(authEmployerUser.email, email));
  if (!user) return;
  const token = await createActivationToken(deps.db, 'employer', user.id);
  await activateAccount(deps.db, 'employer', { token, password });
}

/** The employer visitor of the tour: a power user of the demo jobs' company. */
async function ensureEmployerVisitor(deps: ClockedDeps, actor: Actor) {
  const email = DEMO_VISITORS.employer;
  const [exists] = await deps.db
    .select({ id: authEmployerUser.id })
    .from(authEmployerUser)
    .where(eq(authEmployerUser.email, email));
  if (exists) return;
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_VISITOR_COMPANY));
  if (!company) return;
  await deps.db.transaction((tx) =>
    inviteAccount(tx, async () => undefined, {
      companyId: company.id,
      account: {
        firstName: 'Demo',
        lastName: 'Rundgang',
        title: 'Demo-Zugang',
        email,
        role: 'power_user',
        external: false,
      },
      actor,
      locale: 'de',
    }),
  );
  await activateEmployer(deps, email, unknownPassword());
}

/**
 * Seeds the demo data (`npm run seed:demo`, the nightly reset of the /demo tour): the demo admin,
 * the demo companies with their accounts and jobs, the tour's visitor accounts and the demo
 * candidate with her application. Idempotent: what exists is left alone. Returns a summary.
 */
export async function seedDemoData(deps: ClockedDeps & { sendActivation: ActivationMailer }) {
  const { db } = deps;
  // accounts the seed activates itself get no activation mail: the mailbox shows only links still to use
  const pending = new Set(
    DEMO_COMPANIES.flatMap((demo) => demo.people.filter((p) => !p.active).map((p) => p.email)),
  );
  const sendActivation: ActivationMailer = (tx, message) =>
    pending.has(message.to) ? deps.sendActivation(tx, message) : Promise.resolve();
  const actor = { id: 'demo-seed', email: DEMO_ADMIN };
  const lines: string[] = [];
  await ensureAdmin(deps, DEMO_ADMIN, 'Ada Admin', DEMO_PASSWORD);
  lines.push(`super admin    ${DEMO_ADMIN}`);
  for (const demo of DEMO_COMPANIES) {
    const [exists] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, demo.name));
    if (exists) continue;
    const [first, ...others] = demo.people;
    if (!first) continue;
    await db.transaction(async (tx) => {
      const company = await createCompany(tx, sendActivation, {
        company: { name: demo.name, email: demo.email, powerUser: first },
        actor,
        locale: 'de',
      });
      await tx.update(companies).set(demo.profile).where(eq(companies.id, company.id));
      for (const person of others) {
        await inviteAccount(tx, sendActivation, {
          companyId: company.id,
          account: { ...person, external: person.external ?? false },
          actor,
          locale: 'de',
        });
      }
      await seedJobs(tx, company.id, demo.jobs ?? [], actor);
    });
    for (const person of demo.people)
      if (person.active) await activateEmployer(deps, person.email, DEMO_PASSWORD);
    if (!demo.isActive)
      await db.update(companies).set({ isActive: false }).where(eq(companies.name, demo.name));
  }
  await ensureAdmin(deps, DEMO_VISITORS.admin, 'Demo Rundgang', unknownPassword());
  await ensureEmployerVisitor(deps, actor);
  await seedDemoCandidate(deps);
  for (const demo of DEMO_COMPANIES) {
    for (const person of demo.people) {
      const state = !demo.isActive
        ? 'company inactive'
        : person.active
          ? 'active'
          : 'pending (activation mail queued)';
      lines.push(`${person.role.padEnd(14)} ${person.email}  ${demo.name}, ${state}`);
    }
    if (demo.jobs?.length) {
      const count = (status: string) => demo.jobs?.filter((job) => job.status === status).length ?? 0;
      lines.push(
        `job posts      ${demo.name}: ${count('open')} open, ${count('closed')} closed, ${count('draft')} draft`,
      );
    }
  }
  lines.push(
    `demo tour      /demo on each area (read-only visitors: ${Object.values(DEMO_VISITORS).join(', ')})`,
  );
  return lines;
}
