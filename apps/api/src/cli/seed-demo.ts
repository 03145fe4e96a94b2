/**
 * Demo data: a super admin and a few companies with accounts, some activated with the demo password.
 *   npm run seed:demo          (run again: what exists is left alone)
 * On the embedded database, stop the server first: only one process may open it.
 */
import { JobPostInputSchema, type Role } from '@veil/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Actor } from '../auth/session';
import { openDatabase, type Tx } from '../db/client';
import { authAdminUser, authEmployerUser, companies } from '../db/schema';
import { ConfigError, loadConfig } from '../env';
import { createJobQueue } from '../jobs';
import { createAppMail } from '../mail';
import { inviteAccount } from '../modules/accounts/accounts.service';
import { inviteAdmin } from '../modules/admins/admins.service';
import { createCompany } from '../modules/companies/companies.service';
import { insertJobPosts } from '../modules/jobs/job-post-writes';
import { jobPosts } from '../modules/jobs/jobs.schema';
import { activateAccount, createActivationToken } from '../modules/session/activation.service';
import { DEMO_JOB_COMPANY_PROFILE, DEMO_JOBS, type DemoJob } from './demo-jobs';

export const DEMO_PASSWORD = 'Veil!Demo2026';
export const DEMO_ADMIN = 'admin@veil.example';

type Person = {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  role: Role;
  external?: boolean;
  active: boolean;
};
type DemoCompany = {
  name: string;
  email: string;
  isActive: boolean;
  profile: {
    industry: string;
    location: string;
    companySize: string;
    website: string;
    introduction?: string;
    benefits?: string;
  };
  people: Person[];
  /** job posts of the company (it needs complete information for them) */
  jobs?: readonly DemoJob[];
};

const DEMO: DemoCompany[] = [
  {
    name: 'Nordlicht Software GmbH',
    email: 'karriere@nordlicht.example',
    isActive: true,
    profile: {
      industry: 'software_it_services',
      location: 'Hamburg',
      companySize: '50-249',
      website: 'https://nordlicht.example',
    },
    people: [
      {
        firstName: 'Jana',
        lastName: 'Krüger',
        title: 'Head of People',
        email: 'jana.krueger@nordlicht.example',
        role: 'power_user',
        active: true,
      },
      {
        firstName: 'Mehmet',
        lastName: 'Yılmaz',
        title: 'Engineering Manager',
        email: 'mehmet.yilmaz@nordlicht.example',
        role: 'regular_user',
        active: true,
      },
      {
        firstName: 'Sophie',
        lastName: 'Martin',
        title: 'Tech Lead (extern)',
        email: 'sophie.martin@consulting.example',
        role: 'reviewer_user',
        external: true,
        active: false,
      },
    ],
  },
  {
    name: 'Elbwerk Logistik AG',
    email: 'jobs@elbwerk.example',
    isActive: true,
    profile: {
      industry: 'transportation_logistics',
      location: 'Bremen',
      companySize: '250-999',
      website: 'https://elbwerk.example',
    },
    people: [
      {
        firstName: 'Thomas',
        lastName: 'Becker',
        title: 'HR-Leitung',
        email: 'thomas.becker@elbwerk.example',
        role: 'power_user',
        active: true,
      },
      {
        firstName: 'Ana',
        lastName: 'Sousa',
        title: 'Recruiterin',
        email: 'ana.sousa@elbwerk.example',
        role: 'regular_user',
        active: false,
      },
    ],
  },
  {
    name: 'Rheinklang Medien KG',
    email: 'team@rheinklang.example',
    isActive: true,
    profile: {
      industry: 'media_communications',
      location: 'Köln',
      companySize: '10-49',
      website: 'https://rheinklang.example',
    },
    people: [
      {
        firstName: 'Lea',
        lastName: 'Schmitz',
        title: 'Geschäftsführerin',
        email: 'lea.schmitz@rheinklang.example',
        role: 'power_user',
        active: true,
      },
      {
        firstName: 'Kwame',
        lastName: 'Mensah',
        title: 'Senior Editor',
        email: 'kwame.mensah@rheinklang.example',
        role: 'reviewer_user',
        active: true,
      },
    ],
  },
  {
    name: 'Alpenblick Health GmbH',
    email: 'bewerbung@alpenblick.example',
    isActive: false,
    profile: {
      industry: 'health_care',
      location: 'München',
      companySize: '1000+',
      website: 'https://alpenblick.example',
    },
    people: [
      {
        firstName: 'Lukas',
        lastName: 'Hofer',
        title: 'Personalreferent',
        email: 'lukas.hofer@alpenblick.example',
        role: 'power_user',
        active: true,
      },
    ],
  },
  {
    name: 'Hafenkante Digital GmbH',
    email: 'jobs@hafenkante.example',
    isActive: true,
    profile: DEMO_JOB_COMPANY_PROFILE,
    people: [
      {
        firstName: 'Nina',
        lastName: 'Vogel',
        title: 'Talent Acquisition Lead',
        email: 'nina.vogel@hafenkante.example',
        role: 'power_user',
        active: true,
      },
    ],
    jobs: DEMO_JOBS,
  },
];

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

const log = pino({ level: 'warn' });

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const jobs = await createJobQueue(database, log);
  const mail = createAppMail({ database, config, jobs });
  // accounts the seed activates itself get no activation mail: the mailbox shows only links still to use
  const pending = new Set(DEMO.flatMap((demo) => demo.people.filter((p) => !p.active).map((p) => p.email)));
  const sendActivation: typeof mail.sendActivation = (tx, message) =>
    pending.has(message.to) ? mail.sendActivation(tx, message) : Promise.resolve();
  const db = database.db;
  const actor = { id: 'demo-seed', email: DEMO_ADMIN };
  const lines: string[] = [];
  try {
    const [adminExists] = await db
      .select({ id: authAdminUser.id })
      .from(authAdminUser)
      .where(eq(authAdminUser.email, DEMO_ADMIN));
    if (!adminExists) {
      const admin = await inviteAdmin(db, { email: DEMO_ADMIN, name: 'Ada Admin' });
      await activateAccount(db, 'admin', { token: admin.token, password: DEMO_PASSWORD });
    }
    lines.push(`super admin    ${DEMO_ADMIN}`);
    for (const demo of DEMO) {
      const [exists] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, demo.name));
      if (exists) continue;
      const [first, ...others] = demo.people;
      if (!first) continue;
      const activate: string[] = [];
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
        for (const person of demo.people) if (person.active) activate.push(person.email);
        await seedJobs(tx, company.id, demo.jobs ?? [], actor);
      });
      for (const email of activate) {
        const [user] = await db
          .select({ id: authEmployerUser.id })
          .from(authEmployerUser)
          .where(eq(authEmployerUser.email, email));
        if (!user) continue;
        const token = await createActivationToken(db, 'employer', user.id);
        await activateAccount(db, 'employer', { token, password: DEMO_PASSWORD });
      }
      if (!demo.isActive)
        await db.update(companies).set({ isActive: false }).where(eq(companies.name, demo.name));
    }
    for (const demo of DEMO) {
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
    process.stdout.write(
      `Demo data ready. Password of every active demo account: ${DEMO_PASSWORD}\n${lines.join('\n')}\n`,
    );
  } finally {
    await jobs.stop();
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
