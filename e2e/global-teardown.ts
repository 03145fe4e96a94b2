import { rmSync } from 'node:fs';
import { ALL_SERVERS, OWNS_DATA_DIRS } from './servers';

/** Removes the run's own data folders (databases, uploaded files); those under E2E_DATA_DIR are left as they are. */
export default function globalTeardown() {
  if (!OWNS_DATA_DIRS) return;
  for (const server of ALL_SERVERS) rmSync(server.dataDir, { recursive: true, force: true });
}
