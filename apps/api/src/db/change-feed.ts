import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * The channel on which the triggers of migration 0022 announce changes to what a signed-in
 * request's principal is made of ("user:<id>", "company:<id>", "all").
 */
export const PRINCIPAL_CHANNEL = 'veil_principal';

/**
 * What is said to a feed's listeners: a payload of the channel, or null when changes may have
 * been missed (no connection was listening for a while), so that whatever rests on them is dropped.
 */
export type Change = string | null;

/** The principal changes of the database, as the server hears them. */
export type ChangeFeed = {
  /** Whether a change made now will be heard: false while no connection listens. */
  readonly listening: boolean;
  subscribe(listener: (change: Change) => void): () => void;
};

function listenerSet() {
  const listeners = new Set<(change: Change) => void>();
  return {
    emit(change: Change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener: (change: Change) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * On PostgreSQL every connection of the pool listens (`onConnect` below runs before a new
 * connection serves its first query). PostgreSQL hands a session its own notifications at commit,
 * before the commit's answer, so a change this server makes is heard before the request that made
 * it goes on; changes of other servers arrive on whichever idle connection reads them first, within
 * milliseconds. Each listening connection hears each change once, so listeners must take repeats.
 */
export function postgresChangeFeed(): {
  feed: ChangeFeed;
  onConnect: (client: pg.ClientBase) => Promise<void>;
} {
  const { emit, subscribe } = listenerSet();
  let connections = 0;
  const feed: ChangeFeed = {
    get listening() {
      return connections > 0;
    },
    subscribe,
  };
  const onConnect = async (client: pg.ClientBase) => {
    await client.query(`LISTEN ${PRINCIPAL_CHANNEL}`);
    connections += 1;
    client.on('notification', (message) => {
      if (message.channel === PRINCIPAL_CHANNEL) emit(message.payload ?? 'all');
    });
    client.once('end', () => {
      connections -= 1;
      // with no connection left, changes go unheard until the next one listens
      if (connections === 0) emit(null);
    });
  };
  return { feed, onConnect };
}

/** PGlite is one session in this process: a change is heard before the statement that made it returns. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const { emit, subscribe } = listenerSet();
  await client.listen(PRINCIPAL_CHANNEL, (payload) => emit(payload));
  return { listening: true, subscribe };
}
