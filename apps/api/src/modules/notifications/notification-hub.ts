import type { Notification } from '@veil/domain/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import type { Announcement } from './notify';

/*
 * The open streams of this process by recipient, fed by the database's notification channel. Every
 * replica runs one and hears every announcement (db/change-feed.ts), whichever replica wrote it, and
 * hands it to the streams of its recipient here, if any. On PostgreSQL each listening connection of
 * the pool hears an announcement once, so repeats are dropped by id.
 */

export type NotificationHub = {
  /**
   * Calls `listener` with each new notification of the recipient `key` until the returned function
   * runs, or with null when notifications may have been missed (the listening connection was lost).
   */
  subscribe(key: string, listener: Listener): () => void;
  /** How many streams are open (benches, metrics). */
  readonly streams: number;
  close(): void;
};

/** How many recent ids are remembered to drop repeats. */
const RECENT_IDS = 20_000;

type Listener = (notification: Notification | null) => void;

export function createNotificationHub(feed: ChangeFeed): NotificationHub {
  const byKey = new Map<string, Set<Listener>>();
  const recent = new Set<string>();
  let streams = 0;
  const unsubscribe = feed.subscribe((change) => {
    if (change === null) {
      for (const listeners of [...byKey.values()]) for (const listener of [...listeners]) listener(null);
      return;
    }
    let announcement: Announcement;
    try {
      announcement = JSON.parse(change) as Announcement;
    } catch {
      return;
    }
    const id = announcement.notification?.id;
    if (!id || recent.has(id)) return;
    recent.add(id);
    if (recent.size > RECENT_IDS) {
      const oldest = recent.values().next().value;
      if (oldest !== undefined) recent.delete(oldest);
    }
    for (const listener of byKey.get(announcement.to) ?? []) listener(announcement.notification);
  });
  return {
    subscribe(key, listener) {
      let listeners = byKey.get(key);
      if (!listeners) {
        listeners = new Set();
        byKey.set(key, listeners);
      }
      listeners.add(listener);
      streams += 1;
      return () => {
        if (!listeners.delete(listener)) return;
        streams -= 1;
        if (listeners.size === 0) byKey.delete(key);
      };
    },
    get streams() {
      return streams;
    },
    close() {
      unsubscribe();
      byKey.clear();
    },
  };
}
