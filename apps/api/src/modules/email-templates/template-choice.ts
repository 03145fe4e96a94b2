import type { Locale, TemplateInterview, TemplateType } from '@veil/domain';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, uploads } from '../../db/schema';
import { defaultInterview, defaultTemplate, defaultTemplates } from './default-templates';
import { emailTemplates } from './email-templates.schema';

/*
 * Which template a mail uses, and the built-in defaults every company starts with.
 */

/**
 * Gives a company the sixteen built-in templates, once: when it is created, or (companies that
 * existed before templates) the first time its templates are read or a mail needs one. The stamp on
 * the company row makes it once only, also under concurrent calls (the UPDATE takes the row's lock),
 * so a default the company deleted does not come back.
 */
export async function ensureDefaultTemplates(db: Tx, companyId: string): Promise<void> {
  const [company] = await db
    .update(companies)
    .set({ emailTemplatesSeededAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.emailTemplatesSeededAt)))
    .returning({ location: companies.location });
  if (!company) return;
  await db
    .insert(emailTemplates)
    .values(
      defaultTemplates().map((template) => ({
        companyId,
        ...template,
        interview: defaultInterview(template.type, company.location),
        isDefault: true,
      })),
    )
    // a name the company already uses (impossible before seeding, but cheap to be sure of)
    .onConflictDoNothing();
}

/** What a mail needs of a template, wherever it came from. */
export type ChosenTemplate = {
  subject: string;
  content: string;
  cc: string[];
  interview: TemplateInterview | null;
  /** the storage key of the welcome video, when the template has one that is still stored */
  videoStorageKey: string | null;
};

/**
 * The company's template of `type` for a candidate of `locale`: one in that language, else one in
 * the other language (the company chose to write only that one), else the built-in default in the
 * candidate's language. Of several in a language, the one the company created or edited last wins.
 */
export async function chooseTemplate(
  db: Tx,
  companyId: string,
  type: TemplateType,
  locale: Locale,
): Promise<ChosenTemplate> {
  await ensureDefaultTemplates(db, companyId);
  const rows = await db
    .select({
      locale: emailTemplates.locale,
      subject: emailTemplates.subject,
      content: emailTemplates.content,
      cc: emailTemplates.cc,
      interview: emailTemplates.interview,
      updatedAt: emailTemplates.updatedAt,
      isDefault: emailTemplates.isDefault,
      videoStorageKey: uploads.storageKey,
    })
    .from(emailTemplates)
    .leftJoin(
      uploads,
      and(
        eq(uploads.id, emailTemplates.welcomeVideoUploadId),
        eq(uploads.status, 'done'),
        ne(uploads.storageKey, ''),
      ),
    )
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.type, type)))
    .orderBy(asc(emailTemplates.id));
  // the candidate's language first; within it the template the company touched last
  // (a template written in the transaction that seeded the defaults has their time: it wins the tie)
  const [best] = [...rows].sort(
    (a, b) =>
      Number(b.locale === locale) - Number(a.locale === locale) ||
      b.updatedAt.getTime() - a.updatedAt.getTime() ||
      Number(a.isDefault) - Number(b.isDefault),
  );
  if (best) {
    return {
      subject: best.subject,
      content: best.content,
      cc: best.cc,
      interview: best.interview,
      videoStorageKey: best.videoStorageKey ?? null,
    };
  }
  const fallback = defaultTemplate(type, locale);
  return {
    subject: fallback.subject,
    content: fallback.content,
    cc: [],
    interview: defaultInterview(type, null),
    videoStorageKey: null,
  };
}
