import { ACTIVATION_LINK_VALIDITY_DAYS } from '@veil/domain';
import { CODE_VALIDITY_MINUTES } from '../auth/create-auth';
import type { AppConfig } from '../env';
import type { AppMail } from '../http/context';
import { activationLink } from '../modules/session/activation.service';
import { type MailContext, queueMail } from './mail-queue';

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
  };
}
