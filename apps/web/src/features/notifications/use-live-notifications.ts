import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NotificationSide, notificationKeys, streamUrl } from './unread';

/** The longest wait before opening a refused or failed stream again. */
const BACK_OFF_MAX_MS = 60_000;

/**
 * Keeps the side's notifications live while the page is open: each event of the stream refreshes the
 * unread count and the list. EventSource reconnects by itself after a dropped connection (sending the
 * last event's id, so the server sends what was missed); when the server refuses the stream (a
 * restart, an expired session) it is opened again with back-off, and the count and list are read anew
 * on every opening, so nothing written in between is missed.
 */
export function useLiveNotifications(side: NotificationSide) {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all(side) });
    const open = () => {
      source = new EventSource(streamUrl(side));
      source.addEventListener('open', () => {
        failures = 0;
        refresh();
      });
      source.addEventListener('notification', refresh);
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        failures += 1;
        retry = setTimeout(open, Math.min(BACK_OFF_MAX_MS, 1000 * 2 ** failures));
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client, side]);
}
