import type { Change, ChangeFeed } from '../db/change-feed';
import type { Pool } from './pools';
import type { SessionRecord } from './session-principal';

/** How long a principal is kept at most, should a change ever go unheard. */
export const PRINCIPAL_CACHE_TTL_MS = 60_000;
/** How many sessions are kept at most; the oldest goes first. */
export const PRINCIPAL_CACHE_CAPACITY = 10_000;

type Entry = { record: SessionRecord; storedAt: number };

export type PrincipalCache = {
  /**
   * The session record of `token`, from memory when it is there, else from `load` (the one query
   * of `loadSession`). A record is kept only while the database's change feed is heard.
   */
  read(
    pool: Pool,
    token: string,
    now: Date,
    load: () => Promise<SessionRecord | null>,
  ): Promise<SessionRecord | null>;
  /** How many sessions are held (for tests and benches). */
  readonly size: number;
  close(): void;
};

/**
 * The principals of sessions in use, kept in memory so that a signed-in read makes one database
 * round trip (its own) instead of two. It stays true through the database's change feed: the
 * triggers of migration 0022 announce every change to a session, a user's e-mail, an account's
 * company, role or status and a company's status, and the entries of that user or company go. A
 * change this server makes is heard before the request that made it returns (see change-feed.ts),
 * so signing out, a deactivation or a new role hold from the next request; another server's
 * change within milliseconds. While no connection listens nothing is kept, and a load that was
 * under way when a change arrived is used once but not kept (it may predate the change).
 */
export function createPrincipalCache(feed: ChangeFeed, clock: () => number = Date.now): PrincipalCache {
  const entries = new Map<string, Entry>();
  const keysOf = new Map<string, Set<string>>();
  // counts the changes heard: a load that saw it move may hold what the change replaced
  let generation = 0;

  const index = (owner: string, key: string) => {
    let keys = keysOf.get(owner);
    if (!keys) {
      keys = new Set();
      keysOf.set(owner, keys);
    }
    keys.add(key);
  };
  const ownersOf = (record: SessionRecord) =>
    record.companyId ? [`user:${record.userId}`, `company:${record.companyId}`] : [`user:${record.userId}`];
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const owner of ownersOf(entry.record)) {
      const keys = keysOf.get(owner);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(owner);
    }
  };
  const store = (key: string, record: SessionRecord) => {
    remove(key);
    if (entries.size >= PRINCIPAL_CACHE_CAPACITY) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) remove(oldest);
    }
    entries.set(key, { record, storedAt: clock() });
    for (const owner of ownersOf(record)) index(owner, key);
  };
  const clear = () => {
    entries.clear();
    keysOf.clear();
  };
  const changed = (change: Change) => {
    generation += 1;
    if (change === null || change === 'all') return clear();
    for (const key of [...(keysOf.get(change) ?? [])]) remove(key);
  };
  const unsubscribe = feed.subscribe(changed);

  return {
    async read(pool, token, now, load) {
      const key = `${pool}:${token}`;
      const entry = entries.get(key);
      if (entry) {
        if (clock() - entry.storedAt < PRINCIPAL_CACHE_TTL_MS && entry.record.expiresAt > now)
          return entry.record;
        remove(key);
      }
      const seen = generation;
      const record = await load();
      if (record && feed.listening && generation === seen) store(key, record);
      return record;
    },
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe();
      clear();
    },
  };
}
