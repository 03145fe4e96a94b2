import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Notification } from '@veil/domain/contracts';
import type { App } from '../../app';

/*
 * A reader of the notification stream for tests and the bench: a real HTTP connection to a listening
 * app (app.inject cannot hold a stream open), parsing the server-sent events as they come.
 */

export type StreamReader = {
  status: number;
  /** the notifications heard so far, in order */
  heard: Notification[];
  /** resolves with the first notification heard (or already heard) that `match` accepts */
  next(match?: (notification: Notification) => boolean): Promise<Notification>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): void;
};

/** The port a listening app serves on (listening on a free one first if it is not yet). */
export async function listeningPort(app: App): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Opens `path` with the cookie (and a Last-Event-ID) and parses its events as they come. */
export function openStream(
  port: number,
  path: string,
  headers: { cookie?: string; lastEventId?: string; agent?: http.Agent } = {},
): Promise<StreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: headers.agent ?? false,
        headers: {
          accept: 'text/event-stream',
          ...(headers.cookie ? { cookie: headers.cookie } : {}),
          ...(headers.lastEventId ? { 'last-event-id': headers.lastEventId } : {}),
        },
      },
      (response) => {
        const heard: Notification[] = [];
        const waiting: { match: (n: Notification) => boolean; done: (n: Notification) => void }[] = [];
        let buffer = '';
        const ended = new Promise<void>((done) => response.once('close', () => done()));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = event
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) {
              const notification = JSON.parse(data) as Notification;
              heard.push(notification);
              for (const waiter of [...waiting]) {
                if (!waiter.match(notification)) continue;
                waiting.splice(waiting.indexOf(waiter), 1);
                waiter.done(notification);
              }
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({
          status: response.statusCode ?? 0,
          heard,
          ended,
          next(match = () => true) {
            const found = heard.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((done) => waiting.push({ match, done }));
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
