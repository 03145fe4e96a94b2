import type { App } from '../app';
import type { Pool } from '../auth/pools';
import { createAdminUser } from './factories';

type Json = Record<string, unknown>;

/** Calls the app as a browser on the pool's own area would (Origin header, cookies, language). */
export async function call(
  app: App,
  pool: Pool,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    body?: Json;
    cookie?: string;
    locale?: 'de' | 'en';
    origin?: string;
    remoteAddress?: string;
  } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      origin: options.origin ?? app.config.areaOrigins[pool],
      'accept-language': options.locale ?? 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  return res;
}

/** The cookies a response sets, as a Cookie header value. */
export function cookiesOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

/** Signs in with e-mail and password and returns the session cookie. */
export async function signIn(app: App, pool: Pool, email: string, password: string): Promise<string> {
  const res = await call(app, pool, 'POST', `/api/auth/${pool}/sign-in/email`, { body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}

/** A new super admin, activated and signed in: the session cookie. */
export async function signInNewAdmin(app: App, password = 'Admin!Passwort1'): Promise<string> {
  const user = await createAdminUser(app.database.db);
  const res = await call(app, 'admin', 'PUT', '/api/admins/activate', {
    body: { token: user.token, password },
  });
  if (res.statusCode !== 200) throw new Error(`activation failed: ${res.statusCode} ${res.body}`);
  return signIn(app, 'admin', user.email, password);
}
