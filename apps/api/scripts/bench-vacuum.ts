/**
 * What the erasure vacuum costs (docs/decisions/019): fills applications, their vault rows and notes
 * on a fresh database (PGlite in a temporary folder, or a scratch database on DATABASE_URL's
 * server), erases one application, and times VACUUM FULL of each table the erasure touches, then
 * the WAL switch and checkpoint. Run: npm run bench:vacuum -w @veil/api [-- 100000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { requestVacuum, vacuumRequestedTables } from '../src/db/erasure-vacuum';
import { ERASED_TABLES } from '../src/modules/applications/application-erasure';
import { applicationNotes, applications } from '../src/modules/applications/applications.schema';
import { vaultScreeningAnswers } from '../src/modules/applications/vault/vault.schema';
import { scratchPostgresDatabase } from '../src/testing/test-config';

const APPLICATIONS = Number(process.argv[2] ?? 10_000);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await scratchPostgresDatabase(serverUrl, 'veil_bench_vacuum') : null;
  const dataDir = scratch ? null : await mkdtemp(path.join(tmpdir(), 'veil-bench-vacuum-'));
  const database = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir },
  );
  try {
    await measure(database);
  } finally {
    await database.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Seeds, times each table's rewrite, then three runs of the vacuum job's work after an erasure. */
async function measure(database: Database) {
  const db = database.db;
  // pg-boss's schema, as the app has it (the erasure deletes from its job table)
  await db.execute(sql`create schema if not exists pgboss`);
  await db.execute(sql`create table if not exists pgboss.job (id uuid primary key, data jsonb)`);
  const started = performance.now();
  await db.execute(sql`insert into companies (id, name, name_key, email) values
    ('00000000-0000-0000-0000-0000000000c1', 'Bench GmbH', 'bench gmbh', 'bench@example.org')`);
  await db.execute(sql`insert into job_posts (id, company_id, job_title, job_types, contract_type, experience,
      office_location, work_place, industry, status, sharable_code, published_at)
    values ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000c1', 'Bench', array['full_time'],
      'permanent', '2_5_years', 'Hamburg', array['hybrid'], 'software_it_services', 'open', 'bench-vacuum', now())`);
  await db.execute(sql`insert into auth_candidate_user (id, name, email, email_verified)
    select 'bench-' || i, 'Bench ' || i, 'bench-' || i || '@example.org', true from generate_series(1, ${APPLICATIONS}) i`);
  await db.execute(sql`insert into candidates (id, terms_accepted_at)
    select 'bench-' || i, now() from generate_series(1, ${APPLICATIONS}) i`);
  // an anonymous CV of about 3 kB and two masked answers of about 600 characters, as sent applications have
  await db.execute(sql`insert into applications (company_id, job_id, candidate_id, sequence_number, status,
      anonymous_cv, search_text, shared_answers, applied_at)
    select '00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-0000000000a1', 'bench-' || i, i, 'applied',
      jsonb_build_object('workInformation', jsonb_build_object('personalHeadline', 'Entwickler:in ' || md5(i::text)),
        'workExperiences', (select jsonb_agg(jsonb_build_object('jobTitle', 'Titel ' || j, 'jobDescription',
          repeat(md5((i * 10 + j)::text) || ' ', 8))) from generate_series(1, 6) j)),
      'entwickler ' || i,
      (select jsonb_agg(jsonb_build_object('questionId', 'q' || j, 'question', 'Frage', 'answer',
          repeat(md5((i * 7 + j)::text) || ' ', 18))) from generate_series(1, 2) j),
      now()
    from generate_series(1, ${APPLICATIONS}) i`);
  await db.execute(sql`insert into vault_screening_answers (application_id, answers)
    select id, shared_answers from applications`);
  await db.execute(sql`insert into application_notes (application_id, author_name, content)
    select id, 'Bench Person', repeat('Notiz ' || sequence_number || ' ', 20) from applications where sequence_number % 3 = 0`);
  await db.execute(sql`vacuum analyze`);
  say(
    `seeded ${APPLICATIONS} applications on ${database.driver} in ${Math.round(performance.now() - started)} ms`,
  );
  const sizes = await rowsOf<{ name: string; size: string }>(
    db,
    sql`select relname as name, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
        where relname in ('applications', 'vault_screening_answers', 'application_notes') order by relname`,
  );
  say(`sizes: ${sizes.map((row) => `${row.name} ${row.size}`).join(', ')}`);

  for (const table of [applications, vaultScreeningAnswers, applicationNotes]) {
    const tableName = getTableName(table);
    const at = performance.now();
    await db.execute(sql.raw(`vacuum full ${tableName}`));
    say(`VACUUM FULL ${tableName}: ${Math.round(performance.now() - at)} ms`);
  }
  const [victim] = await rowsOf<{ id: string }>(
    db,
    sql`select id from applications order by random() limit 1`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from applications where id = ${victim?.id ?? ''}`);
    await requestVacuum(tx, ERASED_TABLES);
  });
  for (let run = 1; run <= 3; run += 1) {
    if (run > 1)
      await db.execute(sql`insert into vacuum_requests (table_name) values ('public.applications'),
      ('public.vault_screening_answers'), ('public.application_notes'), ('public.application_reviews'),
      ('public.application_reviewers'), ('public.application_mails'), ('public.mail_messages'), ('pgboss.job')`);
    const result = await vacuumRequestedTables(database);
    say(
      `one erasure's vacuum (${result.tables.length} tables${database.pglite ? ', WAL switch and checkpoint' : ''}): ${result.ms} ms`,
    );
  }
}

await main();
