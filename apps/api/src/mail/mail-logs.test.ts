import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { waitForMail } from '../testing/mail-delivery';
import { createTestDatabaseConfig, testConfig } from '../testing/test-app';
import { queueMail } from './mail-queue';

describe('logs of mails', () => {
  it('carry the mail id and template, never the address, the code or the text, in development too', async () => {
    const lines: string[] = [];
    const { database, dispose } = await createTestDatabaseConfig();
    let app: App | null = null;
    try {
      app = await buildApp(testConfig({ database, environment: 'development', logLevel: 'trace' }), {
        logStream: { write: (line) => lines.push(line) },
      });
      const id = await queueMail(app, {
        to: 'geheim.person@example.org',
        locale: 'de',
        template: 'password-reset-code',
        data: { code: '917364', validMinutes: 15 },
      });
      await waitForMail(app, id);
      const log = lines.join('\n');
      expect(log).toContain(id);
      expect(log).not.toContain('917364');
      expect(log).not.toContain('geheim.person');
    } finally {
      await app?.close();
      await dispose();
    }
  });
});
