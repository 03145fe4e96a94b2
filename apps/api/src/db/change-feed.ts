import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel on which the triggers of migration 0022 announce changes to what a signed-in
 * request's principal is made of ("user:<id>", "company:<id>", "all").
 */
export const PRINCIPAL_CHANNEL = 'veil_principal';

/**
 * The channel on which a new notification is announced (modules/notifications/notify.ts): the
 * payload is the notification as its recipient reads it, so every replica's open streams get it
 * without a query.
 */
export const NOTIFICATION_CHANNEL = 'veil_notification';

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
export function postgresChangeFeed(channel: string = PRINCIPAL_CHANNEL): {
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
    await client.query(`LISTEN ${channel}`);
    connections += 1;
    client.on('notification', (message) => {
      if (message.channel === channel) emit(message.payload ?? 'all');
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
export async function pgliteChangeFeed(
  client: PGlite,
  channel: string = PRINCIPAL_CHANNEL,
): Promise<ChangeFeed> {
  const { emit, subscribe } = listenerSet();
  await client.listen(channel, (payload) => emit(payload));
  return { listening: true, subscribe };
}

/** How long a lost listening connection waits before it tries again, at most. */
const RELISTEN_MAX_MS = 5_000;

/**
 * A feed of one channel on a connection of its own, kept open while the database is: a pool's
 * connections close when idle, and a channel that must be heard all the time (new notifications of
 * any replica, for streams open here) cannot wait for the next query to listen again. A lost
 * connection is said as null (the listeners may have missed something) and opened again with
 * back-off.
 */
export async function postgresListenerFeed(
  url: string,
  channel: string,
  onConnectionError: (error: Error) => void,
): Promise<{ feed: ChangeFeed; close: () => Promise<void> }> {
  const { emit, subscribe } = listenerSet();
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  const again = () => {
    if (closed || retry) return;
    const wait = Math.min(RELISTEN_MAX_MS, 100 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, wait);
    retry.unref();
  };
  const listen = async () => {
    const connection = new pg.Client({ connectionString: url });
    connection.on('error', onConnectionError);
    connection.on('notification', (message) => {
      if (message.channel === channel && message.payload) emit(message.payload);
    });
    connection.once('end', () => {
      if (client === connection) {
        client = null;
        emit(null);
      }
      again();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
      if (closed) return void (await connection.end());
      client = connection;
      failures = 0;
    } catch (error) {
      onConnectionError(error as Error);
      await connection.end().catch(() => undefined);
    }
  };
  await listen();
  return {
    feed: {
      get listening() {
        return client !== null;
      },
      subscribe,
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
