/**
 * Demo data: a super admin and a few companies with accounts, some activated with the demo password,
 * the /demo tour's visitor accounts and a demo candidate with an application (modules/demo).
 *   npm run seed:demo          (run again: what exists is left alone)
 * On the embedded database, stop the server first: only one process may open it.
 */
import pino from 'pino';
import { systemClock } from '../clock';
import { openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/demo-seed';
import { ConfigError, loadConfig } from '../env';
import { createJobQueue } from '../jobs';
import { createAppMail } from '../mail';
import { createStorage } from '../storage';

export { DEMO_ADMIN, DEMO_PASSWORD } from '../demo/demo-accounts';

const log = pino({ level: 'warn' });

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const jobs = await createJobQueue(database, log);
  const storage = await createStorage(config);
  const mail = createAppMail({ database, config, jobs, storage });
  try {
    const lines = await seedDemoData({
      db: database.db,
      storage,
      log,
      clock: systemClock,
      sendActivation: mail.sendActivation,
    });
    process.stdout.write(
      `Demo data ready. Password of every active demo account: ${DEMO_PASSWORD}\n${lines.join('\n')}\n`,
    );
  } finally {
    await jobs.stop();
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
