import pino from 'pino';
import { systemClock } from '../clock';
import { openDatabase } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import type { ClockedDeps } from '../http/context';
import { createJobQueue } from '../jobs';
import type { AppMail } from '../mail';
import { createAppMail } from '../mail';
import { createStorage } from '../storage';

/**
 * Runs one seed (`seed:demo`, `seed:bench-cards`) on the configured database as its own process:
 * opens the database, the job queue, the storage and the mail as the server does, hands them to
 * `seed`, prints what it returns, and closes everything again; a configuration error or a failure
 * is printed and ends the process with 1. On the embedded database, the server must be stopped
 * first: only one process may open it.
 */
export async function runSeed(
  seed: (deps: ClockedDeps & { mail: AppMail }) => Promise<string>,
): Promise<void> {
  const log = pino({ level: 'warn' });
  try {
    const config = loadConfig();
    const database = await openDatabase(config.database);
    const jobs = await createJobQueue(database, log);
    const storage = await createStorage(config);
    const mail = createAppMail({ database, config, jobs, storage });
    try {
      const output = await seed({ db: database.db, storage, log, clock: systemClock, mail });
      process.stdout.write(`${output}\n`);
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
}
