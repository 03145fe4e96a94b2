import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Extensions, PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

/** How long a process waits for another one that is writing the template, before making its own. */
const LOCK_WAIT_MS = 60_000;

/**
 * A migrated, empty embedded database as a PGlite data-folder dump, made once per set of migrations
 * and kept in `cacheDir`. Creating a PGlite database and replaying every migration takes about 7 s;
 * loading this dump takes well under one. Every new embedded database (a first start, each API test
 * file, each browser-test run) starts from it.
 *
 * The file name carries a hash of the migrations and the PGlite version, so a new migration makes a
 * new template. Processes starting at once (parallel test files) let one of them write it: the
 * others wait for it, and make their own should it not appear in time. Returns null when no
 * template can be made or read; the caller then migrates as before.
 */
export async function pgliteTemplate(input: {
  migrationsFolder: string;
  cacheDir: string;
  extensions: Extensions;
}): Promise<Blob | null> {
  try {
    const file = path.join(input.cacheDir, `pglite-${await templateKey(input.migrationsFolder)}.tar`);
    const cached = await readTemplate(file);
    if (cached) return cached;
    await mkdir(input.cacheDir, { recursive: true });
    const lock = `${file}.lock`;
    const handle = await open(lock, 'wx').catch(() => null);
    if (!handle) {
      const written = await waitForTemplate(file, lock);
      if (written) return written;
    }
    try {
      const client = await PGlite.create({ extensions: input.extensions });
      try {
        await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: input.migrationsFolder });
        const dump = await client.dumpDataDir('none');
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
        await rename(temporary, file);
        return dump;
      } finally {
        await client.close();
      }
    } finally {
      await handle?.close();
      await rm(lock, { force: true });
    }
  } catch {
    return null;
  }
}

/** True when `dataDir` holds no database yet (PostgreSQL writes PG_VERSION first). */
export function isEmptyDataDir(dataDir: string | null): boolean {
  return dataDir === null || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, name);
    if ((await stat(full)).isFile()) hash.update(name).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version: a dump is only loaded by the PGlite that wrote it. */
async function pgliteVersion(): Promise<string> {
  try {
    const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    const text = await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
    return /"version":\s*"([^"]+)"/.exec(text)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function readTemplate(file: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

async function waitForTemplate(file: string, lock: string): Promise<Blob | null> {
  const until = Date.now() + LOCK_WAIT_MS;
  while (Date.now() < until) {
    const written = await readTemplate(file);
    if (written) return written;
    // gone without a template (the writer failed), or left behind by a writer that died
    const since = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => null,
    );
    if (since === null || since > LOCK_WAIT_MS) return readTemplate(file);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}
