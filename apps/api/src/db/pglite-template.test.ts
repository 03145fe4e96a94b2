import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const folders: string[] = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veil-template-test-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

async function appliedMigrations(database: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('new embedded databases start from the migrated template', () => {
  it('gives an empty data folder every migration and keeps what is written across a restart', async () => {
    const migrations = (await readdir(path.join(import.meta.dirname, '../../drizzle'))).filter((f) =>
      f.endsWith('.sql'),
    ).length;
    const dataDir = await folder();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await appliedMigrations(first)).toBe(migrations);
    await first.db.execute(
      sql`insert into companies (name, name_key, email) values ('Vorlage GmbH', 'vorlage gmbh', 'v@vorlage.example')`,
    );
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    const result = await again.db.execute(sql`select name from companies`);
    expect((result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
      'Vorlage GmbH',
    ]);
    await again.close();
  });

  it('gives an in-memory database every migration, with the extensions loaded', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    expect(await appliedMigrations(database)).toBeGreaterThan(0);
    const trgm = await database.db.execute(sql`select similarity('Nordlicht', 'Nordlich') > 0.5 as close`);
    expect((trgm as unknown as { rows: { close: boolean }[] }).rows[0]?.close).toBe(true);
    await database.close();
  });
});
