// A local OpenID Connect provider standing in for Google in the browser journeys (oidc-provider with
// its development login and consent pages). Started by playwright.config.ts before the app.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3199);
const appPort = Number(process.env.E2E_PORT ?? 3100);
const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: 'veil-e2e',
      client_secret: 'veil-e2e-client-secret-0123456789',
      redirect_uris: [`http://candidate.localhost:${appPort}/api/auth/candidate/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({ sub: id, email: id, email_verified: true, name: 'Greta Google' }),
  }),
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['veil-e2e-oidc-cookie-key'] },
});
createServer(provider.callback()).listen(port, '127.0.0.1');
