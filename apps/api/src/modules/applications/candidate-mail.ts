import {
  formatDateTime,
  formatDuration,
  formatSlot,
  type Locale,
  normaliseEmail,
  type TemplateType,
} from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { MailAttachment } from '../../db/schema';
import { authCandidateUser, companies } from '../../db/schema';
import type { AppMail } from '../../mail';
import { chooseTemplate } from '../email-templates/template-choice';
import { fillTemplateMail, templateValuesFor } from '../email-templates/template-rendering';
import { jobPosts } from '../jobs/jobs.schema';
import { applicationMails } from './applications.schema';

/*
 * E-mails to the candidate of an application that an employer's action sends. The candidate's
 * address and language are read here, on the candidate's side of the module, so that the
 * employer-facing files never import the candidate account table (biome.json, docs/decisions/019).
 */

/** The application a template mail is about: whose it is, for which job of which company. */
export type TemplateMailApplication = { id: string; candidateId: string; jobId: string; companyId: string };

/**
 * Values of one template mail beyond those read here (job position, company name): the audio
 * interview's due date, and the company's note to this candidate (a rejection's), shown below the text.
 */
export type TemplateMailExtras = {
  due_date?: Date | null;
  note?: string;
  /** an interview invitation's proposed slots, length (seconds) and place, listed below the text */
  interview?: { slots: { start: Date; end: Date }[]; duration: number; place: string; timeZone: string };
  /** addresses that get copies beside the template's cc list (an interview invitation's own cc) */
  cc?: readonly string[];
};

/** The candidate's address and language, with the job's title and the company's name; null when the account is gone. */
async function recipientOf(tx: Tx, application: TemplateMailApplication) {
  const [row] = await tx
    .select({
      email: authCandidateUser.email,
      locale: authCandidateUser.locale,
      jobTitle: jobPosts.jobTitle,
      companyName: companies.name,
    })
    .from(authCandidateUser)
    .innerJoin(jobPosts, eq(jobPosts.id, application.jobId))
    .innerJoin(companies, eq(companies.id, application.companyId))
    .where(eq(authCandidateUser.id, application.candidateId));
  if (!row) return null;
  const locale: Locale = row.locale === 'en' ? 'en' : 'de';
  return { ...row, locale };
}

/**
 * Queues a mail rendered from the company's e-mail template of `type` to the application's
 * candidate, in the caller's transaction, and links it to the application (erased with it). The
 * template is the company's in the candidate's language, else in the other language, else the
 * built-in default (template-choice.ts); its variables are filled in the candidate's language
 * (`due_date` in their language, Europe/Berlin as no time zone of theirs is stored). The template's
 * cc addresses get copies (mails of their own, linked to the application too); the welcome video
 * is linked, not attached; there is no Reply-To. Returns the candidate's message id, or null when
 * the candidate's account is gone.
 */
export async function mailTemplateToCandidate(
  tx: Tx,
  mail: AppMail,
  application: TemplateMailApplication,
  type: TemplateType,
  values: TemplateMailExtras = {},
): Promise<string | null> {
  const recipient = await recipientOf(tx, application);
  if (!recipient) return null;
  const { locale } = recipient;
  const template = await chooseTemplate(tx, application.companyId, type, locale);
  const filled = fillTemplateMail(
    template,
    templateValuesFor(
      {
        jobPosition: recipient.jobTitle,
        companyName: recipient.companyName,
        dueDate: values.due_date ?? null,
      },
      locale,
    ),
  );
  const message = {
    locale,
    data: {
      ...filled,
      companyName: recipient.companyName,
      note: values.note ?? '',
      isRejection: type.startsWith('reject_'),
      ...(values.interview
        ? {
            interview: {
              slots: values.interview.slots.map((slot) =>
                formatSlot(slot, locale, values.interview?.timeZone),
              ),
              duration: formatDuration(values.interview.duration, locale),
              place: values.interview.place,
            },
          }
        : {}),
    },
    videoStorageKey: template.videoStorageKey,
  };
  const messageId = await mail.sendCompanyTemplate(tx, { to: recipient.email, ...message });
  // Copies go to the cc addresses as mails of their own: a Cc header would show every copy's
  // reader the candidate's address. The text names nobody, so a copy reveals no one.
  const candidateAddress = normaliseEmail(recipient.email);
  const copies = [...new Set([...template.cc, ...(values.cc ?? [])].map(normaliseEmail))].filter(
    (address) => address !== candidateAddress,
  );
  const ids = [messageId];
  for (const address of copies) ids.push(await mail.sendCompanyTemplate(tx, { to: address, ...message }));
  await tx
    .insert(applicationMails)
    .values(ids.map((mailMessageId) => ({ applicationId: application.id, mailMessageId })));
  return messageId;
}

/**
 * Queues the reminder of an open audio interview (a built-in mail, not a company template) in the
 * caller's transaction and links it to the application; nothing when the account is gone. The due
 * date is written in the candidate's language (Europe/Berlin, as for the template mails).
 */
export async function mailAudioReminderToCandidate(
  tx: Tx,
  mail: AppMail,
  application: TemplateMailApplication,
  reminder: { dueDate: Date; hoursLeft: number },
): Promise<string | null> {
  const recipient = await recipientOf(tx, application);
  if (!recipient) return null;
  const { locale } = recipient;
  const messageId = await mail.sendAudioInterviewReminder(tx, {
    to: recipient.email,
    locale,
    applicationId: application.id,
    data: {
      jobTitle: recipient.jobTitle,
      companyName: recipient.companyName,
      dueDate: formatDateTime(reminder.dueDate, locale),
      hoursLeft: reminder.hoursLeft,
    },
  });
  await tx.insert(applicationMails).values({ applicationId: application.id, mailMessageId: messageId });
  return messageId;
}

/**
 * Queues the calendar mail of the candidate's interview (confirmed or cancelled) with its `.ics`,
 * in the caller's transaction, linked to the application (erased with it); nothing when the account
 * is gone. The candidate's file names the company; `build` makes it in the candidate's language.
 */
export async function mailInterviewCalendarToCandidate(
  tx: Tx,
  mail: AppMail,
  application: TemplateMailApplication,
  event: {
    kind: 'confirmed' | 'cancelled';
    start: Date;
    end: Date;
    timeZone: string;
    place: string;
    /** the file in the candidate's language, for their own address (`email`) */
    build: (texts: { locale: Locale; title: string; email: string }) => MailAttachment;
  },
): Promise<string | null> {
  const recipient = await recipientOf(tx, application);
  if (!recipient) return null;
  const { locale } = recipient;
  const title = `${recipient.jobTitle} — ${recipient.companyName}`;
  const messageId = await mail.sendInterviewCalendar(tx, {
    to: recipient.email,
    locale,
    area: 'candidate',
    applicationId: application.id,
    data: {
      kind: event.kind,
      title,
      when: formatSlot(event, locale, event.timeZone),
      place: event.place,
    },
    calendar: event.build({ locale, title, email: recipient.email }),
  });
  await tx.insert(applicationMails).values({ applicationId: application.id, mailMessageId: messageId });
  return messageId;
}
