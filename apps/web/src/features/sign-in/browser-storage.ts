import { LOCALE_STORAGE_KEY } from '../../lib/locale-choice';

/** sessionStorage key of the page an unauthenticated visit wanted (spec: "stores the wanted path"). */
export const TARGET_STORAGE_KEY = 'veil.signIn.target';
/** sessionStorage flag set when a shared job page is seen without being signed in. */
export const PUBLIC_JOB_SESSION_KEY = 'veil.publicJobSession';

/** localStorage keys that survive a sign-out: only the language (spec section 4, "Session"). */
export const KEPT_ON_SIGN_OUT: readonly string[] = [LOCALE_STORAGE_KEY];

type Stores = { local?: Storage; session?: Storage };

function browserStores(): Stores {
  const stores: Stores = {};
  // Either store can be missing or throw on access (privacy modes, sandboxed frames).
  try {
    stores.local = window.localStorage;
  } catch {}
  try {
    stores.session = window.sessionStorage;
  } catch {}
  return stores;
}

/**
 * Clears everything the app stored in this browser except the language: all of localStorage but
 * `locale`, and all of this tab's sessionStorage. Used on sign-out and when a session is gone.
 */
export function clearBrowserStorage(stores: Stores = browserStores()): void {
  const { local, session } = stores;
  try {
    if (local) {
      const keys = Array.from({ length: local.length }, (_, index) => local.key(index)).filter(
        (key): key is string => key !== null && !KEPT_ON_SIGN_OUT.includes(key),
      );
      for (const key of keys) local.removeItem(key);
    }
    session?.clear();
  } catch {
    // Nothing we can do about a store that refuses: it holds nothing of ours then either.
  }
}

function sessionStore(): Storage | undefined {
  return browserStores().session;
}

/** The path stored before sending an unauthenticated visit to sign in, if any. */
export function readStoredTarget(): string | null {
  try {
    return sessionStore()?.getItem(TARGET_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeTarget(path: string): void {
  try {
    sessionStore()?.setItem(TARGET_STORAGE_KEY, path);
  } catch {}
}

export function clearStoredTarget(): void {
  try {
    sessionStore()?.removeItem(TARGET_STORAGE_KEY);
  } catch {}
}

/** Marks this tab's visit as a public job session (a shared job opened without signing in). */
export function markPublicJobSession(): void {
  try {
    sessionStore()?.setItem(PUBLIC_JOB_SESSION_KEY, 'true');
  } catch {}
}

/** Whether this tab's visit started on a shared job without signing in. */
export function isPublicJobSession(): boolean {
  try {
    return sessionStore()?.getItem(PUBLIC_JOB_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}
