import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';

/*
 * What the erasure tests read of a database's files (docs/decisions/019): the embedded database's
 * data folder searched byte by byte, and a table's file on a server whose files cannot be read.
 */

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Which needles (lower case) occur in which files of a data folder, as `needle in file` lines: UTF-8
 * bytes, ASCII case ignored; needles in `ignored` are not searched.
 */
export async function bytesFound(
  dir: string,
  needles: readonly string[],
  ignored: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const found: string[] = [];
  const encoded = needles
    .filter((needle) => !ignored.has(needle))
    .map((needle) => ({ needle, bytes: Buffer.from(needle, 'utf8') }));
  for (const file of await filesUnder(dir)) {
    const content = await readFile(file).catch(() => null); // a file the database removed meanwhile
    if (!content) continue;
    // ASCII letters only: lower-casing other bytes would break the UTF-8 of umlauts
    const lower = Buffer.from(content.map((byte) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte)));
    for (const { needle, bytes } of encoded) {
      if (lower.includes(bytes)) found.push(`${needle.slice(0, 40)} in ${path.relative(dir, file)}`);
    }
  }
  return found;
}

/** The needle of a `bytesFound` line. */
export const needleOf = (hit: string) => hit.slice(0, hit.lastIndexOf(' in '));

/** The number of a table's current file: a rewrite (VACUUM FULL) gives it a new one. */
export async function fileNode(db: Db, table: string): Promise<string | undefined> {
  const rows = await rowsOf<{ node: string }>(
    db,
    sql`select pg_relation_filenode(${table}::regclass)::text as node`,
  );
  return rows[0]?.node;
}
