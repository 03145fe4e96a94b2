import { ACTIVATION_LINK_VALIDITY_DAYS, type Locale } from '@veil/domain';
import { type AuthMailer, CODE_VALIDITY_MINUTES } from '../auth/create-auth';
import type { Tx } from '../db/client';
import type { MailAttachment } from '../db/schema';
import type { AppConfig } from '../env';
import type { Storage } from '../storage';
import { activationLink } from './links';
import { type MailContext, queueMail } from './mail-queue';
import type {
  AudioInterviewReminderData,
  CompanyTemplateData,
  InterviewCalendarData,
  InterviewReplyData,
  NewJobMatchData,
  ProfileRevealedData,
  TalentInvitationData,
} from './templates';

/** Sends an account's activation e-mail as part of the caller's transaction. */
export type ActivationMailer = (
  tx: Tx,
  mail: { to: string; locale: Locale; firstName: string; companyName: string; token: string },
) => Promise<void>;

/**
 * Reminds a candidate of their open audio interview, in the caller's transaction; returns the
 * message id. The link to the interview's instruction page is made here.
 */
export type AudioReminderMailer = (
  tx: Tx,
  mail: {
    to: string;
    locale: Locale;
    applicationId: string;
    data: Omit<AudioInterviewReminderData, 'link'>;
  },
) => Promise<string>;

/**
 * Sends a mail rendered from a company's e-mail template, in the caller's transaction; returns the
 * message id. The links are made here: the candidate's applications, and a signed link to the
 * template's welcome video (valid TEMPLATE_VIDEO_LINK_DAYS). A template's cc list gets copies as
 * mails of their own (candidate-mail.ts), never a Cc header beside the candidate's address.
 */
export type CompanyTemplateMailer = (
  tx: Tx,
  mail: {
    to: string;
    locale: Locale;
    data: Omit<CompanyTemplateData, 'link' | 'videoLink'>;
    /** the stored welcome video, or null */
    videoStorageKey: string | null;
  },
) => Promise<string>;

/**
 * Tells an employer that the candidate of an application shared their full profile, in the caller's
 * transaction; returns the message id. The link to the application's page is made here.
 */
export type ProfileRevealedMailer = (
  tx: Tx,
  mail: { to: string; locale: Locale; applicationId: string; data: Omit<ProfileRevealedData, 'link'> },
) => Promise<string>;

/**
 * Sends an interview's calendar file (confirmed or cancelled) to the candidate or an interviewer,
 * in the caller's transaction; returns the message id. The link to the interview's page in the
 * recipient's area is made here.
 */
export type InterviewCalendarMailer = (
  tx: Tx,
  mail: {
    to: string;
    locale: Locale;
    area: 'candidate' | 'employer';
    applicationId: string;
    data: Omit<InterviewCalendarData, 'link'>;
    calendar: MailAttachment;
  },
) => Promise<string>;

/**
 * Tells an employer that the candidate answered the interview invitation with a message (none fits,
 * reschedule), in the caller's transaction; returns the message id. The link is made here.
 */
export type InterviewReplyMailer = (
  tx: Tx,
  mail: { to: string; locale: Locale; applicationId: string; data: Omit<InterviewReplyData, 'link'> },
) => Promise<string>;

/**
 * Invites a member of a company's talent pool to apply to a job, in the caller's transaction;
 * returns the message id. The link to the candidate's applications (where the invitation is) is made here.
 */
export type TalentInvitationMailer = (
  tx: Tx,
  mail: { to: string; locale: Locale; data: Omit<TalentInvitationData, 'link'> },
) => Promise<string>;

/**
 * Tells a candidate of a newly published job that their saved searches find, in the caller's
 * transaction; returns the message id. The links (the job, the saved searches) are made here.
 */
export type NewJobMatchMailer = (
  tx: Tx,
  mail: {
    to: string;
    locale: Locale;
    jobId: string;
    data: Omit<NewJobMatchData, 'link' | 'settingsLink'>;
  },
) => Promise<string>;

/**
 * How long the welcome video link in a template mail works: the longest a signed S3 link may live.
 * The mail is read in the days after it arrives; the video is the company's, not the candidate's.
 */
export const TEMPLATE_VIDEO_LINK_DAYS = 7;

/** The e-mails services send, each queued inside the caller's transaction. */
export type AppMail = {
  /** the address mails come from (MAIL_FROM without its name): calendar files' ORGANIZER */
  senderAddress: string;
  sendCompanyTemplate: CompanyTemplateMailer;
  sendAudioInterviewReminder: AudioReminderMailer;
  sendProfileRevealed: ProfileRevealedMailer;
  sendInterviewCalendar: InterviewCalendarMailer;
  sendInterviewReply: InterviewReplyMailer;
  sendTalentInvitation: TalentInvitationMailer;
  sendNewJobMatch: NewJobMatchMailer;
  sendActivation: ActivationMailer;
  sendCode: AuthMailer['sendCode'];
  sendSignInAlert: AuthMailer['sendSignInAlert'];
};

/** The address of a From value: `Veil <no-reply@veil.example>` → `no-reply@veil.example`. */
export function senderAddressOf(from: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/**
 * The product's e-mails as the services call them, each queued durably: activation mails inside
 * the caller's transaction, codes (asked for by better-auth, which has no transaction to offer)
 * in one of their own.
 */
export function createAppMail(
  ctx: MailContext & { config: Pick<AppConfig, 'areaOrigins'>; storage?: Storage },
): AppMail {
  const candidateOrigin = ctx.config.areaOrigins.candidate;
  // without storage (the demo seed) a template's video is not linked
  const videoLink = async (storageKey: string | null) => {
    if (!storageKey || !ctx.storage) return null;
    const signed = await ctx.storage.signedDownloadUrl(storageKey, {
      expiresInSeconds: TEMPLATE_VIDEO_LINK_DAYS * 24 * 60 * 60,
    });
    // disk storage signs paths on the API's own origin, which the candidate area serves
    return new URL(signed.url, candidateOrigin).toString();
  };
  return {
    senderAddress: senderAddressOf(ctx.config.mail.from),
    async sendActivation(tx, mail) {
      await queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'account-activation',
          data: {
            firstName: mail.firstName,
            companyName: mail.companyName,
            link: activationLink(ctx.config.areaOrigins.employer, 'employer', mail.token),
            validDays: ACTIVATION_LINK_VALIDITY_DAYS,
          },
        },
        tx,
      );
    },
    async sendCompanyTemplate(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'company-template',
          data: {
            ...mail.data,
            videoLink: await videoLink(mail.videoStorageKey),
            link: `${candidateOrigin}/candidate/applications/list`,
          },
        },
        tx,
      );
    },
    sendAudioInterviewReminder(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'audio-interview-reminder',
          data: {
            ...mail.data,
            link: `${candidateOrigin}/candidate/applications/${mail.applicationId}/audio-recording-instruction`,
          },
        },
        tx,
      );
    },
    sendProfileRevealed(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'profile-revealed',
          data: {
            ...mail.data,
            link: `${ctx.config.areaOrigins.employer}/employer/applications/${mail.applicationId}`,
          },
        },
        tx,
      );
    },
    sendInterviewCalendar(tx, mail) {
      const origin = ctx.config.areaOrigins[mail.area];
      const page =
        mail.area === 'candidate'
          ? `/candidate/applications/${mail.applicationId}`
          : `/employer/applications/${mail.applicationId}`;
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'interview-calendar',
          data: { ...mail.data, link: `${origin}${page}` },
          attachments: [mail.calendar],
        },
        tx,
      );
    },
    sendInterviewReply(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'interview-reply',
          data: {
            ...mail.data,
            link: `${ctx.config.areaOrigins.employer}/employer/applications/${mail.applicationId}`,
          },
        },
        tx,
      );
    },
    sendTalentInvitation(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'talent-invitation',
          data: { ...mail.data, link: `${candidateOrigin}/candidate/applications/list` },
        },
        tx,
      );
    },
    sendNewJobMatch(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'new-job-match',
          data: {
            ...mail.data,
            link: `${candidateOrigin}/candidate/jobs/${mail.jobId}`,
            settingsLink: `${candidateOrigin}/candidate/saved-searches`,
          },
        },
        tx,
      );
    },
    async sendCode(mail) {
      await queueMail(ctx, {
        to: mail.to,
        locale: mail.locale,
        ...(mail.purpose === 'password-reset'
          ? {
              template: 'password-reset-code',
              data: { code: mail.code, validMinutes: CODE_VALIDITY_MINUTES },
            }
          : { template: 'signup-code', data: { code: mail.code, validMinutes: CODE_VALIDITY_MINUTES } }),
      });
    },
    async sendSignInAlert(mail) {
      // admins have no self-service reset: their link leads to the login, where an admin is reached
      const resetPage = mail.pool === 'admin' ? 'login' : 'forgot-password';
      await queueMail(ctx, {
        to: mail.to,
        locale: mail.locale,
        template: 'sign-in-alert',
        data: {
          failures: mail.failures,
          resetLink: `${ctx.config.areaOrigins[mail.pool]}/${mail.pool}/${resetPage}`,
        },
      });
    },
  };
}
