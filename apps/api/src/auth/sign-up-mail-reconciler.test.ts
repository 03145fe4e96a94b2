import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCandidateUser, mailMessages } from '../db/schema';
import { call } from '../testing/http';
import { useTestApp } from '../testing/test-app';
import {
  reconcileSignUpMails,
  SIGN_UP_MAIL_GRACE_SECONDS,
  signUpsWithoutCodeMail,
} from './sign-up-mail-reconciler';

const ctx = useTestApp();
const PASSWORD = 'Sicher!Passwort1';

async function signUp(email: string) {
  const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
    body: { email, password: PASSWORD, acceptTerms: true },
  });
  expect(res.statusCode).toBe(200);
}

/** What a crash between writing the account and queueing its mail leaves behind. */
async function loseCodeMail(email: string) {
  await ctx.app.database.db.delete(mailMessages).where(eq(mailMessages.toAddress, email));
}

async function ageAccount(email: string, seconds: number) {
  await ctx.app.database.db
    .update(authCandidateUser)
    .set({ createdAt: sql`${authCandidateUser.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(authCandidateUser.email, email));
}

function reconciler() {
  const app = ctx.app;
  return {
    db: app.database.db,
    log: app.log,
    resendCode: async (email: string) => {
      await app.auths.candidate.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
    },
  };
}

describe('sign-up code mails lost to a crash', () => {
  it('finds an unconfirmed account without its code mail once the grace is over, and only that one', async () => {
    await signUp('verloren@example.org');
    await loseCodeMail('verloren@example.org');
    await signUp('zugestellt@example.org');
    await signUp('gerade-eben@example.org');
    await loseCodeMail('gerade-eben@example.org');
    await ageAccount('verloren@example.org', SIGN_UP_MAIL_GRACE_SECONDS + 5);
    await ageAccount('zugestellt@example.org', SIGN_UP_MAIL_GRACE_SECONDS + 5);

    // the one still inside its grace may be a sign-up in flight; the one with its mail is fine
    expect(await signUpsWithoutCodeMail(ctx.app.database.db, new Date())).toEqual(['verloren@example.org']);
  });

  it('sends a fresh code that confirms the account', async () => {
    const email = 'nachgeholt@example.org';
    await signUp(email);
    await loseCodeMail(email);
    await ageAccount(email, SIGN_UP_MAIL_GRACE_SECONDS + 5);

    const result = await reconcileSignUpMails(reconciler(), new Date());
    expect(result.resent).toBeGreaterThanOrEqual(1);
    expect(await signUpsWithoutCodeMail(ctx.app.database.db, new Date())).not.toContain(email);

    const verified = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
      body: { email, otp: await ctx.mail.lastCode(email, 'email-verification') },
    });
    expect(verified.statusCode).toBe(200);
    // a confirmed account is never mailed again
    await loseCodeMail(email);
    expect(await signUpsWithoutCodeMail(ctx.app.database.db, new Date())).not.toContain(email);
  });
});
