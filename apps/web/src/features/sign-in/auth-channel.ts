import type { Area } from '../../lib/areas';

/** What one tab tells the other tabs of the same area (spec section 1: synchronised across tabs). */
export const AUTH_EVENT_TYPES = ['signed-in', 'signed-out', 'google-signed-in'] as const;
export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number];
export type AuthEvent = { type: AuthEventType; at: number };

export type AuthChannel = {
  /** Tells every other tab of the area; the tab that posts does not hear itself. */
  post(type: AuthEventType): void;
  /** Listens to the other tabs; returns the function that stops listening. */
  subscribe(listener: (event: AuthEvent) => void): () => void;
  close(): void;
};

type ChannelEnvironment = {
  /** `undefined` where the browser has none: the `storage` event carries the news instead. */
  BroadcastChannel?: typeof BroadcastChannel;
  storage?: Storage;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/** Name of the channel, and the localStorage key of the fallback: `veil-auth-<area>`. */
export function authChannelName(area: Area): string {
  return `veil-auth-${area}`;
}

function parseEvent(data: unknown): AuthEvent | null {
  const value = typeof data === 'string' ? safeParse(data) : data;
  if (typeof value !== 'object' || value === null) return null;
  const { type, at } = value as Record<string, unknown>;
  if (!AUTH_EVENT_TYPES.some((known) => known === type) || typeof at !== 'number') return null;
  return { type: type as AuthEventType, at };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function defaultEnvironment(): ChannelEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return {
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    storage,
    target: window,
  };
}

/**
 * A channel between the tabs of one area: a `BroadcastChannel('veil-auth-<area>')`, or where there is
 * none, a localStorage entry written and removed at once, whose `storage` event the other tabs see.
 */
export function createAuthChannel(
  area: Area,
  environment: ChannelEnvironment = defaultEnvironment(),
): AuthChannel {
  const name = authChannelName(area);
  const listeners = new Set<(event: AuthEvent) => void>();
  const emit = (data: unknown) => {
    const event = parseEvent(data);
    if (event) for (const listener of listeners) listener(event);
  };

  const Channel = environment.BroadcastChannel;
  if (Channel) {
    const channel = new Channel(name);
    channel.onmessage = (message: MessageEvent) => emit(message.data);
    return {
      post: (type) => channel.postMessage({ type, at: Date.now() } satisfies AuthEvent),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const { storage, target } = environment;
  const onStorage = (event: StorageEvent) => {
    if (event.key === name && event.newValue) emit(event.newValue);
  };
  target?.addEventListener('storage', onStorage);
  return {
    post: (type) => {
      try {
        storage?.setItem(name, JSON.stringify({ type, at: Date.now() } satisfies AuthEvent));
        storage?.removeItem(name);
      } catch {
        // No storage, no other tabs to tell.
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      target?.removeEventListener('storage', onStorage);
    },
  };
}

const channels = new Map<Area, AuthChannel>();

/** The page's one channel per area, shared by the session guard and the pages that sign in or out. */
export function authChannel(area: Area): AuthChannel {
  let channel = channels.get(area);
  if (!channel) {
    channel = createAuthChannel(area);
    channels.set(area, channel);
  }
  return channel;
}

/** Closes the page's channels (tests, so one test's tabs never hear another's). */
export function closeAuthChannels(): void {
  for (const channel of channels.values()) channel.close();
  channels.clear();
}
