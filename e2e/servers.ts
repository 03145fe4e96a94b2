import { mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The browser tests run in E2E_WORKERS workers (default 2), and each worker talks to a server of its
 * own: the built app on E2E_PORT + n (default 3100 + n) with a fresh embedded database, and the
 * local stand-in for Google (oidc-provider.mjs) on that port + 99. No journey sees another's data,
 * rate limits or mails, so journeys that run at the same time cannot disturb each other.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

export interface E2eServer {
  readonly appPort: number;
  readonly oidcPort: number;
  /** its database and uploaded files: a subfolder of E2E_DATA_DIR, or $TMPDIR/veil-e2e-<port> */
  readonly dataDir: string;
}

function e2eServer(index: number): E2eServer {
  const appPort = FIRST_PORT + index;
  const given = process.env.E2E_DATA_DIR;
  return {
    appPort,
    oidcPort: appPort + 99,
    dataDir: given ? path.join(given, String(index)) : path.join(tmpdir(), `veil-e2e-${appPort}`),
  };
}

export const ALL_SERVERS: readonly E2eServer[] = Array.from({ length: E2E_WORKERS }, (_, index) =>
  e2eServer(index),
);

/** The server of this process: a worker's own (Playwright numbers them from 0), the first for the runner. */
export const OWN_SERVER: E2eServer = ownServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

function ownServer(index: number): E2eServer {
  // Playwright's --workers would start more workers than there are servers
  if (index >= E2E_WORKERS)
    throw new Error(
      `Worker ${index + 1} has no server: set the number of workers with E2E_WORKERS, not --workers.`,
    );
  return e2eServer(index);
}

/** Whether the data folders are the run's own, emptied at its start and removed at its end. */
export const OWNS_DATA_DIRS = !process.env.E2E_DATA_DIR;

/** The files this worker's server keeps in one folder of its storage (the disk driver's objects). */
export function storedFiles(folder: string): string[] {
  const dir = path.join(OWN_SERVER.dataDir, 'files', 'objects', folder);
  mkdirSync(dir, { recursive: true });
  return readdirSync(dir);
}
