import { rmSync } from 'node:fs';

/** Removes the run's own data folder (database, uploaded files); one given by E2E_DATA_DIR is left as it is. */
export default function globalTeardown() {
  const own = process.env.VEIL_E2E_OWN_DATA_DIR;
  if (own) rmSync(own, { recursive: true, force: true });
}
