import { ACTIVATION_LINK_VALIDITY_DAYS, type Locale } from '@veil/domain';
import { type AuthMailer, CODE_VALIDITY_MINUTES } from '../auth/create-auth';
import type { Tx } from '../db/client';
import type { AppConfig } from '../env';
import { activationLink } from './links';
import { type MailContext, queueMail } from './mail-queue';

/** Sends an account's activation e-mail as part of the caller's transaction. */
export type ActivationMailer = (
  tx: Tx,
  mail: { to: string; locale: Locale; firstName: string; companyName: string; token: string },
) => Promise<void>;

/** Tells a candidate their application was rejected, in the caller's transaction; returns the message id. */
export type RejectionMailer = (
  tx: Tx,
  mail: { to: string; locale: Locale; jobTitle: string; companyName: string; note: string },
) => Promise<string>;

/** The e-mails services send, each queued inside the caller's transaction. */
export type AppMail = {
  sendApplicationRejected: RejectionMailer;
  sendActivation: ActivationMailer;
  sendCode: AuthMailer['sendCode'];
  sendSignInAlert: AuthMailer['sendSignInAlert'];
};

/**
 * The product's e-mails as the services call them, each queued durably: activation mails inside
 * the caller's transaction, codes (asked for by better-auth, which has no transaction to offer)
 * in one of their own.
 */
export function createAppMail(ctx: MailContext & { config: Pick<AppConfig, 'areaOrigins'> }): AppMail {
  return {
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
    sendApplicationRejected(tx, mail) {
      return queueMail(
        ctx,
        {
          to: mail.to,
          locale: mail.locale,
          template: 'application-rejected',
          data: {
            jobTitle: mail.jobTitle,
            companyName: mail.companyName,
            note: mail.note,
            link: `${ctx.config.areaOrigins.candidate}/candidate/applications/list`,
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
