import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import { mailMessages } from '../db/schema';

const TEMPLATE = { 'email-verification': 'signup-code', 'password-reset': 'password-reset-code' } as const;

/** Reads what the app e-mailed, from its outbox (the development mailbox). */
export function mailbox(getApp: () => App) {
  const messages = async (to: string, template?: string) =>
    getApp()
      .database.db.select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.toAddress, to.toLowerCase()),
          template ? eq(mailMessages.template, template) : undefined,
        ),
      )
      .orderBy(desc(mailMessages.createdAt));
  return {
    messages,
    /** the newest one-time code mailed to an address for a purpose */
    async lastCode(to: string, purpose: keyof typeof TEMPLATE): Promise<string> {
      const [latest] = await messages(to, TEMPLATE[purpose]);
      const code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
      if (!code) throw new Error(`no ${purpose} code was mailed to ${to}`);
      return code;
    },
    /** the newest activation link mailed to an address */
    async lastActivationToken(to: string): Promise<string> {
      const [latest] = await messages(to, 'account-activation');
      const token = latest ? /[?&]token=([\w-]+)/.exec(latest.text)?.[1] : undefined;
      if (!token) throw new Error(`no activation link was mailed to ${to}`);
      return token;
    },
  };
}
