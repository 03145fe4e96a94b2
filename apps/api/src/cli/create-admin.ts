/**
 * Creates a super admin and prints the activation link (the link is also e-mailed).
 *   npm run create-admin -- --email admin@example.org [--name "Ada Admin"]
 * On the embedded database, stop the server first: only one process may open it.
 */
import { parseArgs } from 'node:util';
import { ACTIVATION_LINK_VALIDITY_DAYS } from '@veil/domain';
import pino from 'pino';
import { openDatabase } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { createJobQueue } from '../jobs';
import { activationLink, queueMail } from '../mail';
import { inviteAdmin } from '../modules/admins/admins.service';

const silentLog = pino({ level: 'warn' });

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  allowPositionals: false,
});

if (!values.email) {
  process.stderr.write('Usage: npm run create-admin -- --email admin@example.org [--name "Ada Admin"]\n');
  process.exit(64);
}

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    // only queues the mail: the server's worker delivers it, whenever it runs next
    const jobs = await createJobQueue(database, silentLog);
    try {
      const admin = await inviteAdmin(database.db, { email: values.email, name: values.name });
      const link = activationLink(config.areaOrigins.admin, 'admin', admin.token);
      await queueMail(
        { database, config, jobs },
        {
          to: admin.email,
          locale: 'en',
          template: 'account-activation',
          data: {
            firstName: values.name ?? admin.email,
            companyName: null,
            link,
            validDays: ACTIVATION_LINK_VALIDITY_DAYS,
          },
        },
      );
      process.stdout.write(
        `Super admin ${admin.email} invited. The activation e-mail is queued; the link (valid 7 days) is:\n${link}\n`,
      );
    } finally {
      await jobs.stop();
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else if (error instanceof AppError)
    process.stderr.write(`Not created: ${errorBody(error, 'en').message}\n`);
  else process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
