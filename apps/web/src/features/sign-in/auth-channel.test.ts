import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthChannel, type AuthEvent, authChannelName, createAuthChannel } from './auth-channel';

const open: AuthChannel[] = [];
function channel(...args: Parameters<typeof createAuthChannel>): AuthChannel {
  const created = createAuthChannel(...args);
  open.push(created);
  return created;
}

afterEach(() => {
  for (const created of open.splice(0)) created.close();
});

/** Resolves with the next event a listener hears; the test's own time limit bounds the wait. */
function nextEvent(listen: AuthChannel): Promise<AuthEvent> {
  return new Promise((resolve) => {
    const stop = listen.subscribe((event) => {
      stop();
      resolve(event);
    });
  });
}

describe('createAuthChannel with BroadcastChannel', () => {
  it('is named veil-auth-<area>', () => {
    expect(authChannelName('employer')).toBe('veil-auth-employer');
  });

  it('tells the other tabs of the same area, not the tab that posts', async () => {
    const tabA = channel('candidate');
    const tabB = channel('candidate');
    const tabC = channel('candidate');
    const heardByA = vi.fn();
    tabA.subscribe(heardByA);
    const [eventB, eventC] = [nextEvent(tabB), nextEvent(tabC)];

    tabA.post('signed-out');

    expect(await eventB).toMatchObject({ type: 'signed-out' });
    expect(await eventC).toMatchObject({ type: 'signed-out' });
    expect(heardByA).not.toHaveBeenCalled();
  });

  it('keeps the areas apart', async () => {
    const candidateTab = channel('candidate');
    const employerTab = channel('employer');
    const otherEmployerTab = channel('employer');
    const heard = vi.fn();
    employerTab.subscribe(heard);
    candidateTab.post('signed-in');
    // an event of the employer area posted afterwards: once it is heard, the candidate's would have been
    const later = nextEvent(employerTab);
    otherEmployerTab.post('signed-out');
    expect(await later).toMatchObject({ type: 'signed-out' });
    expect(heard.mock.calls.map(([event]) => event.type)).toEqual(['signed-out']);
  });

  it('carries Google sign-ins and stops telling a listener that unsubscribed', async () => {
    const tabA = channel('candidate');
    const tabB = channel('candidate');
    const stopped = vi.fn();
    tabB.subscribe(stopped)();
    const heard = nextEvent(tabB);
    tabA.post('google-signed-in');
    expect(await heard).toMatchObject({ type: 'google-signed-in' });
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('createAuthChannel without BroadcastChannel (storage event fallback)', () => {
  it('writes the event to localStorage and removes it at once', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const tab = channel('employer', { BroadcastChannel: undefined, storage: localStorage, target: window });
    tab.post('signed-in');
    expect(setItem).toHaveBeenCalledWith('veil-auth-employer', expect.stringContaining('"signed-in"'));
    expect(localStorage.getItem('veil-auth-employer')).toBeNull();
  });

  it('hears the storage event another tab causes, and ignores other keys and junk', () => {
    const tab = channel('employer', { BroadcastChannel: undefined, storage: localStorage, target: window });
    const listener = vi.fn();
    tab.subscribe(listener);
    const fire = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

    fire('veil-auth-employer', JSON.stringify({ type: 'signed-out', at: 1 }));
    fire('veil-auth-candidate', JSON.stringify({ type: 'signed-out', at: 2 }));
    fire('veil-auth-employer', null);
    fire('veil-auth-employer', '{broken');
    fire('veil-auth-employer', JSON.stringify({ type: 'hacked', at: 3 }));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'signed-out', at: 1 });
  });

  it('stops listening when closed', () => {
    const tab = channel('admin', { BroadcastChannel: undefined, storage: localStorage, target: window });
    const listener = vi.fn();
    tab.subscribe(listener);
    tab.close();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'veil-auth-admin',
        newValue: JSON.stringify({ type: 'signed-in', at: 1 }),
      }),
    );
    expect(listener).not.toHaveBeenCalled();
  });
});
