import { rm } from 'node:fs/promises';
import { buildApp } from '../../app';
import { loadToolSettings } from '../../env';
import { buildOpenApiDocument } from '../../http/openapi';
import { asPowerUserX, companyUpload, throwawayCompany } from '../authorization';
import { createEmployerUser } from '../factories';
import { seedJob } from '../jobs';
import { mailbox } from '../mailbox';
import { createWorld, type PRINCIPALS } from '../principals';
import { createTestDatabaseConfig, testConfig } from '../test-config';
import type { OpenApiDocument } from './operations';
import { type FuzzPrincipal, runFuzz } from './run-fuzz';

/**
 * `npm run test:fuzz`: the schema fuzzer over the real app on a fresh database (PGlite, or a new
 * database on the server of DATABASE_URL). FUZZ_SEED replays a run, FUZZ_CASES sets the requests per
 * operation, FUZZ_ONLY picks operations by name, FUZZ_VERBOSE=1 prints every request and answer. Exit 1 when any answer was a 5xx or broke its schema.
 */
const DEFAULT_SEED = 20261124;
const settings = loadToolSettings().fuzz;
const seed = settings.seed ?? DEFAULT_SEED;
const { casesPerOperation } = settings;
const only = settings.only ?? undefined;
const out = (line: string) => process.stdout.write(`${line}\n`);

out(
  `schema fuzzer: seed ${seed} (replay with FUZZ_SEED=${seed}), ${casesPerOperation} requests per operation`,
);
const started = Date.now();
const { database, dispose } = await createTestDatabaseConfig();
const config = testConfig({ database });
const app = await buildApp(config);
let failed = true;
try {
  const world = await createWorld(
    app,
    mailbox(() => app),
  );
  // objects of their own for the routes that change or delete what they are given, so the world's
  // principals stay signed in and active whatever the fuzzer does to these
  const spare = await throwawayCompany(app);
  const colleague = await createEmployerUser(app.database.db, {
    companyId: world.companyX.id,
    role: 'regular_user',
  });
  // files of company X, so the file routes are reached with ids that exist
  const logo = await companyUpload(world, app, 'company_logo');
  const photos = [
    await companyUpload(world, app, 'company_media'),
    await companyUpload(world, app, 'company_media'),
  ];
  const pdfs = [
    await companyUpload(world, app, 'company_additional_file'),
    await companyUpload(world, app, 'company_additional_file'),
  ];
  const media = await asPowerUserX(world, app, 'POST', '/companies/media', { uploadId: photos[0] });
  const document = await asPowerUserX(world, app, 'POST', '/companies/documents', {
    uploadId: pdfs[0],
    fileType: 'data_protection',
    displayName: 'Datenschutz',
  });
  // job posts of company X in each status, so the job routes are reached with ids that exist
  const jobs = await Promise.all(
    (['draft', 'open', 'closed'] as const).map((status) =>
      seedJob(app.database.db, world.companyX.id, { status }),
    ),
  );
  const poolOf = (name: (typeof PRINCIPALS)[number]) => world.accounts[name]?.pool ?? 'candidate';
  const principals: FuzzPrincipal[] = (
    ['superAdmin', 'powerUserX', 'candidateA', 'regularUserX', 'reviewerX'] as const
  ).map((name) => ({ name, pool: poolOf(name), cookie: world.cookies[name] }));
  const openApi = (await buildOpenApiDocument()) as OpenApiDocument;
  const report = await runFuzz(app, openApi, principals, {
    seed,
    casesPerOperation,
    only,
    known: {
      companyId: [spare.companyId],
      accountId: [spare.memberId, colleague.id],
      pool: ['employer', 'admin'],
      uploadId: [logo, ...photos, ...pdfs],
      mediaId: [media.id],
      documentId: [document.id],
      jobId: jobs.map((job) => job.id),
      mediaType: ['image/png', 'image/jpeg', 'application/pdf', 'video/mp4'],
      filename: ['foto.png', 'datenschutz.pdf'],
    },
    onOperation: out,
    ...(settings.verbose ? { onRequest: out } : {}),
  });
  for (const failure of report.failures.slice(0, 40)) out(`FAIL ${JSON.stringify(failure)}`);
  if (report.failures.length > 40) out(`… and ${report.failures.length - 40} more`);
  const seconds = Math.round((Date.now() - started) / 1000);
  out(`${report.operations} operations in ${seconds} s; replay with FUZZ_SEED=${seed}`);
  out(
    `${report.requests} requests, ${report.serverErrors} server errors, ${report.schemaViolations} schema violations`,
  );
  out(
    JSON.stringify({
      requests: report.requests,
      serverErrors: report.serverErrors,
      schemaViolations: report.schemaViolations,
      operations: report.operations,
      seed,
    }),
  );
  failed = report.serverErrors > 0 || report.schemaViolations > 0;
} finally {
  await app.close();
  await dispose();
  if (config.storage.driver === 'disk') await rm(config.storage.dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
