import {
  type EmailTemplatePreview,
  type EmailTemplateWrite,
  isInterviewTemplateType,
  type Locale,
  TEMPLATE_NAME_MAX_LENGTH,
  unknownTemplateVariablesIn,
} from '@veil/domain';
import type { EmailTemplate, EmailTemplatePreviewResult, EmailTemplateSummary } from '@veil/domain/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import { sanitizeRichText } from '../../content/rich-text';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps, ServiceDeps } from '../../http/context';
import { renderMail } from '../../mail/templates';
import { fileUrlFor } from '../media/file-links';
import { deleteStoredFiles, findUpload, markUploadRemoved, takeCompanyUpload } from '../media/media.service';
import { emailTemplates } from './email-templates.schema';
import { ensureDefaultTemplates } from './template-choice';
import { fillTemplateMail, templateValuesFor } from './template-rendering';

/*
 * A company's e-mail templates (spec sections 1, 2, 3, 5, 6; docs/product-decisions.md):
 *
 * - Every company starts with the built-in template of each of the eight types in German and in
 *   English (default-templates.ts), given when the company is created or, for a company from before,
 *   the first time its templates are read or a mail needs one (template-choice.ts).
 * - Power users create, edit, duplicate and delete; regular users read and preview (the routes).
 * - Any template may be deleted, the last of a type too: a mail of a type the company has no
 *   template of falls back to the built-in default in the candidate's language, so deleting never
 *   stops a mail from going out, and the company always sees in the list what it wrote itself.
 * - Content is sanitised to the rich-text tags when saved; unknown `{{variables}}` are refused (the
 *   schema); the welcome video is a `template_video` upload of the company, shared by a duplicate
 *   and removed with the last template that links it.
 */

type Employer = EmployerPrincipal;
type Row = typeof emailTemplates.$inferSelect;

function summaryOf(row: Row): EmailTemplateSummary {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    locale: row.locale,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toTemplate(deps: ServiceDeps, row: Row, viewer: Employer): Promise<EmailTemplate> {
  const upload = row.welcomeVideoUploadId ? await findUpload(deps.db, row.welcomeVideoUploadId) : undefined;
  const welcomeVideo =
    upload?.status === 'done'
      ? {
          uploadId: upload.id,
          contentType: upload.contentType,
          size: upload.size,
          ...(await fileUrlFor(deps.storage, upload, { viewer, attachment: false })),
        }
      : null;
  return {
    ...summaryOf(row),
    subject: row.subject,
    content: row.content,
    cc: row.cc,
    interview: row.interview,
    welcomeVideo,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findOwn(db: ServiceDeps['db'] | Tx, employer: Employer, templateId: string, lock = false) {
  const query = db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.companyId, employer.companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('template_not_found');
  return row;
}

/** The company's templates by type, language and name (seeding the defaults the first time). */
export async function listEmailTemplates(
  deps: ServiceDeps,
  employer: Employer,
): Promise<EmailTemplateSummary[]> {
  // stamp and rows in one transaction: a failed insert leaves the company unstamped for the next read
  await deps.db.transaction((tx) => ensureDefaultTemplates(tx, employer.companyId));
  const rows = await deps.db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, employer.companyId))
    .orderBy(asc(emailTemplates.type), asc(emailTemplates.locale), asc(sql`lower(${emailTemplates.name})`));
  return rows.map(summaryOf);
}

export async function getEmailTemplate(deps: ServiceDeps, employer: Employer, templateId: string) {
  return toTemplate(deps, await findOwn(deps.db, employer, templateId), employer);
}

/** The columns a write sets: content sanitised, interview kept for the interview types only. */
function columnsOf(input: EmailTemplateWrite) {
  return {
    type: input.type,
    name: input.name,
    locale: input.locale,
    subject: input.subject,
    content: sanitizeRichText(input.content),
    cc: input.cc,
    interview: isInterviewTemplateType(input.type) ? (input.interview ?? null) : null,
  };
}

/** Checks a welcome video the write names: a completed template_video upload of the company. */
async function takeVideo(tx: Tx, employer: Employer, uploadId: string | null | undefined) {
  if (!uploadId) return null;
  const upload = await takeCompanyUpload(tx, {
    uploadId,
    companyId: employer.companyId,
    purpose: 'template_video',
  });
  return upload.id;
}

/** Removes a welcome video no template links any more; returns its storage key to delete after commit. */
async function releaseVideo(tx: Tx, uploadId: string | null): Promise<string | null> {
  if (!uploadId) return null;
  const [stillUsed] = await tx
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.welcomeVideoUploadId, uploadId))
    .limit(1);
  return stillUsed ? null : markUploadRemoved(tx, uploadId);
}

export async function createEmailTemplate(
  deps: ServiceDeps,
  employer: Employer,
  input: EmailTemplateWrite,
): Promise<EmailTemplate> {
  const row = await deps.db.transaction(async (tx) => {
    // seeded first, so that a name the company picks now can never collide with a default later
    await ensureDefaultTemplates(tx, employer.companyId);
    const [created] = await tx
      .insert(emailTemplates)
      .values({
        companyId: employer.companyId,
        ...columnsOf(input),
        welcomeVideoUploadId: await takeVideo(tx, employer, input.welcomeVideoUploadId),
        createdBy: employer.email,
        updatedBy: employer.email,
      })
      .returning();
    if (!created) throw new AppError('unhandled_error');
    return created;
  });
  return toTemplate(deps, row, employer);
}

export async function updateEmailTemplate(
  deps: ServiceDeps,
  employer: Employer,
  templateId: string,
  input: EmailTemplateWrite,
): Promise<EmailTemplate> {
  const { row, removedKey } = await deps.db.transaction(async (tx) => {
    const current = await findOwn(tx, employer, templateId, true);
    const videoId = await takeVideo(tx, employer, input.welcomeVideoUploadId);
    const [row] = await tx
      .update(emailTemplates)
      .set({
        ...columnsOf(input),
        welcomeVideoUploadId: videoId,
        updatedAt: new Date(),
        updatedBy: employer.email,
      })
      .where(eq(emailTemplates.id, current.id))
      .returning();
    if (!row) throw new AppError('template_not_found');
    const replaced = current.welcomeVideoUploadId !== videoId ? current.welcomeVideoUploadId : null;
    return { row, removedKey: await releaseVideo(tx, replaced) };
  });
  await deleteStoredFiles(deps, [removedKey]);
  return toTemplate(deps, row, employer);
}

const COPY_SUFFIX: Record<Locale, string> = { de: 'Kopie', en: 'copy' };

/** "<name> (Kopie)", then "(Kopie 2)", … : the first free one, cut to the name's limit. */
async function copyName(tx: Tx, companyId: string, name: string, locale: Locale): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ name: emailTemplates.name })
        .from(emailTemplates)
        .where(eq(emailTemplates.companyId, companyId))
    ).map((row) => row.name.toLowerCase()),
  );
  for (let n = 1; ; n += 1) {
    const suffix = ` (${COPY_SUFFIX[locale]}${n > 1 ? ` ${n}` : ''})`;
    const candidate = `${name.slice(0, TEMPLATE_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A copy of a template under a new name (given, or "<name> (Kopie)"); it links the same welcome video. */
export async function duplicateEmailTemplate(
  deps: ServiceDeps,
  employer: Employer,
  input: { templateId: string; name?: string | undefined },
): Promise<EmailTemplate> {
  const row = await deps.db.transaction(async (tx) => {
    const source = await findOwn(tx, employer, input.templateId);
    // the company row's lock serialises copies, so two "(Kopie)" at once do not collide
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, employer.companyId))
      .for('update');
    const name = input.name ?? (await copyName(tx, employer.companyId, source.name, source.locale));
    const [copy] = await tx
      .insert(emailTemplates)
      .values({
        companyId: employer.companyId,
        type: source.type,
        name,
        locale: source.locale,
        subject: source.subject,
        content: source.content,
        cc: source.cc,
        interview: source.interview,
        welcomeVideoUploadId: source.welcomeVideoUploadId,
        isDefault: false,
        createdBy: employer.email,
        updatedBy: employer.email,
      })
      .returning();
    if (!copy) throw new AppError('unhandled_error');
    return copy;
  });
  return toTemplate(deps, row, employer);
}

/** Deletes a template; mails of its type then use another of the type or the built-in default. */
export async function removeEmailTemplate(deps: ServiceDeps, employer: Employer, templateId: string) {
  const removedKey = await deps.db.transaction(async (tx) => {
    const current = await findOwn(tx, employer, templateId, true);
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, current.id));
    return releaseVideo(tx, current.welcomeVideoUploadId);
  });
  await deleteStoredFiles(deps, [removedKey]);
  return { deleted: true as const };
}

/** The sample application a preview is rendered with. */
const SAMPLE_JOB_POSITION: Record<Locale, string> = {
  de: 'Projektmanager:in Digitalisierung',
  en: 'Digital Transformation Project Manager',
};
/** The audio interview's usual time to answer, for the sample due date. */
const SAMPLE_DUE_DAYS = 7;

/**
 * Renders an unsaved template body as a candidate would receive it: the company's name, a sample
 * job position, a due date a week ahead, in the chosen candidate language (else the template's).
 */
export async function previewEmailTemplate(
  deps: ClockedDeps,
  employer: Employer,
  input: EmailTemplatePreview,
  candidateOrigin: string,
): Promise<EmailTemplatePreviewResult> {
  const locale = input.candidateLocale ?? input.locale;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, employer.companyId));
  const companyName = company?.name ?? '';
  const dueDate = new Date(deps.clock.now().getTime() + SAMPLE_DUE_DAYS * 24 * 60 * 60 * 1000);
  const filled = fillTemplateMail(
    input,
    templateValuesFor({ jobPosition: SAMPLE_JOB_POSITION[locale], companyName, dueDate }, locale),
  );
  const video = input.welcomeVideoUploadId
    ? await findUpload(deps.db, input.welcomeVideoUploadId)
    : undefined;
  const videoLink =
    video?.status === 'done' && video.companyId === employer.companyId && video.purpose === 'template_video'
      ? new URL(
          (await fileUrlFor(deps.storage, video, { viewer: employer, attachment: false })).url,
          candidateOrigin,
        ).toString()
      : null;
  const mail = renderMail('company-template', locale, {
    ...filled,
    companyName,
    note: '',
    isRejection: input.type.startsWith('reject_'),
    videoLink,
    link: `${candidateOrigin}/candidate/applications/list`,
  });
  const unknownVariables = [
    ...new Set([...unknownTemplateVariablesIn(input.subject), ...unknownTemplateVariablesIn(input.content)]),
  ].map((name) => `{{${name}}}`);
  return { subject: mail.subject, html: mail.html, unknownVariables };
}
