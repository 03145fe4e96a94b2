/**
 * More than 100 cards for the interaction bench (apps/web/bench/interaction.mjs): 120 more published
 * jobs of the demo jobs' company and 110 applications of distinct candidates to them (demo/bench-cards.ts).
 *   npm run seed:demo && npm run seed:bench-cards     (run again: what exists is left alone)
 * On the embedded database, stop the server first: only one process may open it.
 */
import pino from 'pino';
import { systemClock } from '../clock';
import { openDatabase } from '../db/client';
import { seedBenchCards } from '../demo/bench-cards';
import { ConfigError, loadConfig } from '../env';
import { createJobQueue } from '../jobs';
import { createAppMail } from '../mail';
import { createStorage } from '../storage';

const log = pino({ level: 'warn' });

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const jobs = await createJobQueue(database, log);
  const storage = await createStorage(config);
  const mail = createAppMail({ database, config, jobs, storage });
  try {
    const line = await seedBenchCards({ db: database.db, storage, log, clock: systemClock, mail });
    process.stdout.write(`${line}\n`);
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
