import { randomUUID } from 'node:crypto';
import type { ErrorCode, ParserResult } from '@veil/domain';
import { FILE_LIMITS } from '@veil/domain';
import {
  type ImportReviewSection,
  ImportReviewSectionSchema,
  NO_RESUME_IMPORT,
  type ResumeImport,
} from '@veil/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CandidatePrincipal } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import type { JobQueue } from '../../jobs';
import type { Storage } from '../../storage';
import { readStoredFile } from '../media/file-inspection';
import { deleteStoredFiles, findUpload, markUploadRemoved, takeOwnUpload } from '../media/media.service';
import { CvImportError } from '../resumes/import/cv-import-error';
import { CvImportTimeout, importCvInWorker } from '../resumes/import/import-in-worker';
import { resumeImports } from './candidate-profile.schema';

/*
 * The CV import (spec section 4, Resume parsing). The candidate uploads a PDF through POST /media
 * (candidate_pdf_cv) or sends a LinkedIn export (ZIP or CSV) in the request; a background job reads
 * it on this server (the CV never leaves the installation), stores the proposal and deletes the
 * file: nothing of the file is kept but what the candidate then saves to their profile.
 */

/** The longest a LinkedIn export sent in the request body may be (the body limit is 1 MiB of base64). */
export const LINKEDIN_EXPORT_MAX_BYTES = 700 * 1024;
/** A file that takes longer than this to read is given up on (result time_out). */
export const IMPORT_TIMEOUT_MS = 60_000;

const MAX_PDF_BYTES = Math.max(...FILE_LIMITS.candidate_pdf_cv.rules.map((rule) => rule.maxBytes));

type ImportRow = typeof resumeImports.$inferSelect;

function toResumeImport(row: ImportRow | undefined): ResumeImport {
  if (!row) return { ...NO_RESUME_IMPORT };
  return {
    state: row.state,
    result: row.result,
    errorCode: row.errorCode,
    proposal: row.proposal,
    savedSections: row.savedSections,
    startedAt: row.startedAt.toISOString(),
  };
}

function isImportReviewSection(section: string): section is ImportReviewSection {
  return ImportReviewSectionSchema.safeParse(section).success;
}

/**
 * Notes a section of the import's review as saved, inside the transaction that saves it (the
 * import's row stays locked until it ends, so two saves of one section queue up). `first`: go on
 * and save; `again`: it was saved before, save nothing twice; `none`: there is no proposal to note
 * it on (the import was discarded or replaced meanwhile), save it as any profile save.
 */
export async function noteImportSectionSaved(
  tx: Tx,
  candidateId: string,
  section: string,
): Promise<'first' | 'again' | 'none'> {
  if (!isImportReviewSection(section)) throw new AppError('invalid_request_body', { field: 'fromImport' });
  const [row] = await tx
    .select({ state: resumeImports.state, savedSections: resumeImports.savedSections })
    .from(resumeImports)
    .where(eq(resumeImports.candidateId, candidateId))
    .for('update');
  if (row?.state !== 'success') return 'none';
  if (row.savedSections.includes(section)) return 'again';
  await tx
    .update(resumeImports)
    .set({ savedSections: [...row.savedSections, section] })
    .where(eq(resumeImports.candidateId, candidateId));
  return 'first';
}

export async function importState(db: Db, candidateId: string): Promise<ResumeImport> {
  const [row] = await db.select().from(resumeImports).where(eq(resumeImports.candidateId, candidateId));
  return toResumeImport(row);
}

type ImportSource = { uploadId: string } | { fileName: string; content: string };

/** Starts reading a CV; a new import replaces the candidate's previous one. */
export async function startImport(
  deps: ServiceDeps & { jobs: JobQueue },
  candidate: CandidatePrincipal,
  source: ImportSource,
): Promise<ResumeImport> {
  const candidateId = candidate.userId;
  let storageKey: string | null = null;
  let fileName: string;
  if ('content' in source) {
    const bytes = Buffer.from(source.content, 'base64');
    if (bytes.length === 0) throw new AppError('file_empty');
    if (bytes.length > LINKEDIN_EXPORT_MAX_BYTES)
      throw new AppError('file_too_large', { max: LINKEDIN_EXPORT_MAX_BYTES });
    const extension = source.fileName.toLowerCase().endsWith('.zip') ? 'zip' : 'csv';
    storageKey = `imports/${randomUUID()}.${extension}`;
    await deps.storage.put(storageKey, bytes, {
      contentType: extension === 'zip' ? 'application/zip' : 'text/csv',
    });
    fileName = source.fileName;
  } else {
    fileName = 'cv.pdf';
  }
  const replaced = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(resumeImports)
      .where(eq(resumeImports.candidateId, candidateId))
      .for('update');
    let uploadId: string | null = null;
    if ('uploadId' in source) {
      const upload = await takeOwnUpload(tx, {
        uploadId: source.uploadId,
        owner: candidate,
        purpose: 'candidate_pdf_cv',
      });
      uploadId = upload.id;
      fileName = upload.originalName;
    }
    const values = {
      candidateId,
      state: 'process' as const,
      result: null,
      errorCode: null,
      uploadId,
      storageKey,
      fileName,
      proposal: null,
      savedSections: [],
      startedAt: new Date(),
      finishedAt: null,
    };
    await tx
      .insert(resumeImports)
      .values(values)
      .onConflictDoUpdate({ target: resumeImports.candidateId, set: values });
    await deps.jobs.send('resumes.import', { candidateId }, { tx });
    // the previous import's file, if it was never read, goes now
    const keys: (string | null)[] = [previous?.storageKey ?? null];
    if (previous?.uploadId && previous.uploadId !== uploadId)
      keys.push(await markUploadRemoved(tx, previous.uploadId));
    return keys;
  });
  await deleteStoredFiles(deps, replaced);
  return importState(deps.db, candidateId);
}

/** Forgets the import and its proposal (the candidate saved what they wanted, or gave up). */
export async function discardImport(deps: ServiceDeps, candidateId: string): Promise<ResumeImport> {
  const keys = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(resumeImports)
      .where(eq(resumeImports.candidateId, candidateId))
      .returning();
    if (!row) return [];
    return [row.storageKey, row.uploadId ? await markUploadRemoved(tx, row.uploadId) : null];
  });
  await deleteStoredFiles(deps, keys);
  return toResumeImport(undefined);
}

type WorkerDeps = { db: Db; storage: Storage; log: FastifyBaseLogger; jobs: JobQueue };

/** Reads one candidate's pending import; on the last failed attempt it records the error. */
export async function runImport(
  deps: Omit<WorkerDeps, 'jobs'>,
  candidateId: string,
  options: { isLastAttempt: boolean; timeoutMs?: number },
): Promise<void> {
  const [row] = await deps.db.select().from(resumeImports).where(eq(resumeImports.candidateId, candidateId));
  if (row?.state !== 'process') return;
  const finish = async (changes: Partial<ImportRow>) => {
    const keys = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(resumeImports)
        .set({ ...changes, storageKey: null, uploadId: null, finishedAt: new Date() })
        // a newer import that replaced this one in the meantime is left alone
        .where(and(eq(resumeImports.candidateId, candidateId), eq(resumeImports.startedAt, row.startedAt)))
        .returning();
      if (!updated) return [];
      return [row.storageKey, row.uploadId ? await markUploadRemoved(tx, row.uploadId) : null];
    });
    await deleteStoredFiles(deps, keys);
  };
  const failed = (result: ParserResult, errorCode: ErrorCode) =>
    finish({ state: 'error', result, errorCode, proposal: null });
  let bytes: Uint8Array;
  try {
    const upload = row.uploadId ? await findUpload(deps.db, row.uploadId) : undefined;
    const key = upload?.status === 'done' ? upload.storageKey : row.storageKey;
    if (!key) throw new AppError('file_not_found');
    bytes = await readStoredFile(deps.storage, key, Math.max(MAX_PDF_BYTES, LINKEDIN_EXPORT_MAX_BYTES));
  } catch (err) {
    deps.log.warn({ err, candidateId }, 'CV import file not readable');
    return failed('another_error', 'affinda_event_error');
  }
  try {
    const proposal = await importCvInWorker(
      { fileName: row.fileName, bytes },
      options.timeoutMs ?? IMPORT_TIMEOUT_MS,
    );
    await finish({ state: 'success', result: 'succeeded', errorCode: null, proposal });
  } catch (err) {
    if (err instanceof CvImportTimeout) return failed('time_out', 'affinda_time_out');
    if (err instanceof CvImportError) return failed('another_error', `cv_import_${err.code}`);
    if (!options.isLastAttempt) throw err;
    deps.log.error({ err, candidateId }, 'CV import failed');
    return failed('another_error', 'affinda_event_error');
  }
}

/** Runs the imports of this process's share of the queue. */
export async function startResumeImports(deps: WorkerDeps): Promise<void> {
  const log = deps.log.child({ module: 'resume-import' });
  await deps.jobs.work(
    'resumes.import',
    async (job) => runImport({ ...deps, log }, job.data.candidateId, { isLastAttempt: job.isLastAttempt }),
    { localConcurrency: 1 },
  );
}
