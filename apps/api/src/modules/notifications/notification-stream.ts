import type { Notification } from '@veil/domain/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PoolAuth } from '../../auth/create-auth';
import type { Pool } from '../../auth/pools';
import { createPrincipalCache } from '../../auth/principal-cache';
import { requirePrincipal, sessionReader } from '../../auth/session';
import type { Database } from '../../db/client';
import { errorBody, toAppError } from '../../errors/error-body';
import { localeFromHeader } from '../../errors/locale';
import { createNotificationHub, type NotificationHub } from './notification-hub';
import { streamKey } from './notification-view';
import { notificationsAfter, type Recipient } from './notifications.service';

/*
 * The live notifications (issue 39, docs/architecture.md "Live notifications"): server-sent events,
 * one stream per open tab, signed in by the session cookie of its pool. A stream first sends what
 * the client missed since its `Last-Event-ID` (the browser's EventSource sends it when it reconnects),
 * then each new notification of its recipient as the hub hears it from the database, whichever
 * replica wrote it. A comment line every HEARTBEAT_MS keeps proxies from closing a quiet stream. A
 * change to the recipient's sign-in has the session read again, and the stream ends if it no longer
 * holds (signing out, a deactivation); a lost listening connection ends every stream. The browser
 * then reconnects, is signed in anew and catches up by its last event's id.
 */

/** How often a quiet stream says it is alive. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting (EventSource's `retry`). */
const RETRY_MS = 3_000;

const STREAMS: readonly { path: string; pool: Extract<Pool, 'candidate' | 'employer'> }[] = [
  { path: '/api/notifications/stream', pool: 'candidate' },
  { path: '/api/company-notifications/stream', pool: 'employer' },
];

type OpenStream = { write(text: string): void; end(): void };

/** Serves the two streams on the app; the hub, the principals and the heartbeat go with it. */
export function registerNotificationStreams(
  app: FastifyInstance,
  deps: { database: Database; auths: Record<Pool, PoolAuth> },
): NotificationHub {
  const hub = createNotificationHub(deps.database.notificationChanges);
  const principals = createPrincipalCache(deps.database.principalChanges);
  const open = new Set<OpenStream>();
  const heartbeat = setInterval(() => {
    for (const stream of open) stream.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // before the server closes: it waits for open connections, and a stream stays open
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const stream of [...open]) stream.end();
    hub.close();
    principals.close();
  });

  for (const { path, pool } of STREAMS) {
    app.get(path, async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const signedIn = () =>
        requirePrincipal(
          sessionReader(request, reply, { auths: deps.auths, db: deps.database.db, principals }),
          pool,
        );
      let recipient: Recipient;
      try {
        recipient = await signedIn();
      } catch (error) {
        const appError = toAppError(error);
        return reply.status(appError.status).send(errorBody(appError, locale));
      }
      const key =
        recipient.pool === 'candidate'
          ? streamKey.candidate(recipient.userId)
          : streamKey.employer(recipient.userId);
      const lastEventId = Number(request.headers['last-event-id'] ?? Number.NaN);
      const stillSignedIn = () =>
        signedIn().then(
          () => true,
          () => false,
        );
      await serve(reply, { hub, open, database: deps.database, recipient, key, lastEventId, stillSignedIn });
    });
  }
  return hub;
}

async function serve(
  reply: FastifyReply,
  stream: {
    hub: NotificationHub;
    open: Set<OpenStream>;
    database: Database;
    recipient: Recipient;
    key: string;
    lastEventId: number;
    stillSignedIn: () => Promise<boolean>;
  },
) {
  const { hub, open, database, recipient, key } = stream;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.socket?.setNoDelay(true);
  let sentUpTo = Number.isSafeInteger(stream.lastEventId) ? stream.lastEventId : 0;
  const send = (notification: Notification) => {
    const id = Number(notification.id);
    if (id <= sentUpTo) return;
    sentUpTo = id;
    raw.write(`id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
  };
  const handle: OpenStream = {
    write: (text) => void raw.write(text),
    end: () => raw.end(),
  };
  // listening before the catch-up reads: a notification written in between is not missed, and one
  // heard twice is sent once (ids only grow)
  const pending: Notification[] = [];
  let caughtUp = false;
  const unsubscribe = hub.subscribe(key, (notification) => {
    if (notification === null) return handle.end();
    if (caughtUp) send(notification);
    else pending.push(notification);
  });
  const signedInChanged = database.principalChanges.subscribe((change) => {
    const owners = ['all', `user:${recipient.userId}`];
    if (recipient.pool === 'employer') owners.push(`company:${recipient.companyId}`);
    if (change !== null && !owners.includes(change)) return;
    void stream.stillSignedIn().then((holds) => {
      if (!holds) handle.end();
    });
  });
  open.add(handle);
  raw.on('close', () => {
    open.delete(handle);
    unsubscribe();
    signedInChanged();
  });
  raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
  if (sentUpTo > 0) {
    for (const notification of await notificationsAfter(database.db, recipient, sentUpTo)) send(notification);
  }
  caughtUp = true;
  for (const notification of pending) send(notification);
}
