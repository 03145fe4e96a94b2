import { randomBytes } from 'node:crypto';
import type { Role } from '@veil/domain';
import type { App } from '../app';
import { createEmployerUser } from './factories';
import { call, cookiesOf, signIn } from './http';
import type { mailbox } from './mailbox';

const PASSWORD = 'Datei!Passwort1';

/** An activated, signed-in employer of a company, with their session cookie. */
export async function signedInEmployer(app: App, companyId: string, role: Role) {
  const user = await createEmployerUser(app.database.db, { companyId, role });
  await call(app, 'employer', 'PUT', '/api/employers/activate', {
    body: { token: user.token, password: PASSWORD },
  });
  return { ...user, role, cookie: await signIn(app, 'employer', user.email, PASSWORD) };
}

/** A candidate signed up and verified through the candidate pool, with their session cookie and id. */
export async function signedInCandidate(app: App, mail: ReturnType<typeof mailbox>) {
  const email = `kandidatin-${randomBytes(4).toString('hex')}@example.org`;
  await call(app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
    body: { email, password: PASSWORD, acceptTerms: true },
  });
  const res = await call(app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
    body: { email, otp: await mail.lastCode(email, 'email-verification') },
  });
  const cookie = cookiesOf(res);
  const me = await call(app, 'candidate', 'GET', '/api/candidates/me', { cookie });
  return { email, cookie, id: String(me.json().id) };
}
