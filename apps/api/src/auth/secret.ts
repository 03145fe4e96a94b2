import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../env';

/**
 * The key sessions are signed with: AUTH_SECRET when set (required in production); otherwise one
 * generated on first start and kept under the data folder, so restarts keep everyone signed in.
 */
export async function resolveAuthSecret(config: AppConfig): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (config.environment === 'test') return randomBytes(32).toString('hex');
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A key for one purpose (such as signing file grants) derived from the auth secret: one secret to
 * set and rotate, and a key leaked from one use cannot forge another's signatures.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'veil', purpose, 32));
}
