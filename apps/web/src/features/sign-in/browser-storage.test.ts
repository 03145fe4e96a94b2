import { describe, expect, it } from 'vitest';
import {
  clearBrowserStorage,
  clearStoredTarget,
  isPublicJobSession,
  markPublicJobSession,
  readStoredTarget,
  storeTarget,
} from './browser-storage';

describe('clearBrowserStorage', () => {
  it('removes everything from localStorage and sessionStorage except the language', () => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('veil.employer.sidebarCollapsed', 'true');
    localStorage.setItem('some-cache', '{"jobs":[1,2]}');
    sessionStorage.setItem('veil.signIn.target', '/candidate/jobs/1');
    sessionStorage.setItem('veil.publicJobSession', 'true');

    clearBrowserStorage();

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('locale')).toBe('en');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps working when a store refuses access', () => {
    const refusing = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => clearBrowserStorage({ local: refusing, session: sessionStorage })).not.toThrow();
  });
});

describe('stored target and public job session', () => {
  it('remembers the wanted path for this tab until it is used', () => {
    expect(readStoredTarget()).toBeNull();
    storeTarget('/employer/applications/17');
    expect(readStoredTarget()).toBe('/employer/applications/17');
    clearStoredTarget();
    expect(readStoredTarget()).toBeNull();
  });

  it('flags a public job session', () => {
    expect(isPublicJobSession()).toBe(false);
    markPublicJobSession();
    expect(isPublicJobSession()).toBe(true);
  });
});
