import { describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from '../db/change-feed';
import { createPrincipalCache, PRINCIPAL_CACHE_CAPACITY, PRINCIPAL_CACHE_TTL_MS } from './principal-cache';
import type { SessionRecord } from './session-principal';

/** A feed the test speaks through. */
function fakeFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed = {
    listeners,
    listening: true,
    subscribe(listener: (change: Change) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    say(change: Change) {
      for (const listener of listeners) listener(change);
    },
  };
  return feed satisfies ChangeFeed;
}

const NOW = new Date('2026-11-27T10:00:00Z');
const record = (userId: string, companyId: string | null = null): SessionRecord => ({
  sessionId: `s-${userId}`,
  expiresAt: new Date(NOW.getTime() + 3_600_000),
  userId,
  email: `${userId}@example.com`,
  companyId,
  role: companyId ? 'regular_user' : null,
  block: null,
});

/** A loader that counts its calls. */
function loader(result: SessionRecord | null) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return result;
  };
  return { calls, load };
}

describe('the principal cache', () => {
  it('loads a session once and then answers from memory', async () => {
    const cache = createPrincipalCache(fakeFeed());
    const { calls, load } = loader(record('u1'));
    expect(await cache.read('candidate', 't1', NOW, load)).toEqual(record('u1'));
    expect(await cache.read('candidate', 't1', NOW, load)).toEqual(record('u1'));
    expect(calls.count).toBe(1);
    // the same token in another pool is another session
    await cache.read('admin', 't1', NOW, load);
    expect(calls.count).toBe(2);
  });

  it('keeps no answer of "no session"', async () => {
    const cache = createPrincipalCache(fakeFeed());
    const { calls, load } = loader(null);
    await cache.read('candidate', 't1', NOW, load);
    await cache.read('candidate', 't1', NOW, load);
    expect(calls.count).toBe(2);
  });

  it("drops a user's sessions when the user changes, and a company's when the company does", async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed);
    const employer = loader(record('u1', 'c1'));
    const colleague = loader(record('u2', 'c1'));
    const other = loader(record('u3', 'c2'));
    for (const [token, { load }] of [
      ['t1', employer],
      ['t2', colleague],
      ['t3', other],
    ] as const)
      await cache.read('employer', token, NOW, load);
    feed.say('user:u1');
    await cache.read('employer', 't1', NOW, employer.load);
    await cache.read('employer', 't2', NOW, colleague.load);
    expect([employer.calls.count, colleague.calls.count]).toEqual([2, 1]);
    feed.say('company:c1');
    await cache.read('employer', 't1', NOW, employer.load);
    await cache.read('employer', 't2', NOW, colleague.load);
    await cache.read('employer', 't3', NOW, other.load);
    expect([employer.calls.count, colleague.calls.count, other.calls.count]).toEqual([3, 2, 1]);
  });

  it('drops everything on "all" and when changes may have gone unheard', async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed);
    await cache.read('candidate', 't1', NOW, loader(record('u1')).load);
    await cache.read('candidate', 't2', NOW, loader(record('u2')).load);
    feed.say('all');
    expect(cache.size).toBe(0);
    await cache.read('candidate', 't1', NOW, loader(record('u1')).load);
    feed.say(null);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while no connection listens', async () => {
    const feed = fakeFeed();
    feed.listening = false;
    const cache = createPrincipalCache(feed);
    const { calls, load } = loader(record('u1'));
    await cache.read('candidate', 't1', NOW, load);
    await cache.read('candidate', 't1', NOW, load);
    expect(calls.count).toBe(2);
  });

  it('does not keep a load that a change overtook: it may hold what the change replaced', async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed);
    const { calls, load } = loader(record('u1'));
    // the user is deactivated while the session is being read
    const overtaken = async () => {
      const result = await load();
      feed.say('user:u1');
      return result;
    };
    expect(await cache.read('candidate', 't1', NOW, overtaken)).toEqual(record('u1'));
    await cache.read('candidate', 't1', NOW, load);
    expect(calls.count).toBe(2);
    await cache.read('candidate', 't1', NOW, load);
    expect(calls.count).toBe(2);
  });

  it('reads again after its time to live, and never answers with an expired session', async () => {
    let now = NOW.getTime();
    const cache = createPrincipalCache(fakeFeed(), () => now);
    const { calls, load } = loader(record('u1'));
    await cache.read('candidate', 't1', NOW, load);
    now += PRINCIPAL_CACHE_TTL_MS - 1;
    await cache.read('candidate', 't1', NOW, load);
    expect(calls.count).toBe(1);
    now += 1;
    await cache.read('candidate', 't1', NOW, load);
    expect(calls.count).toBe(2);
    // the session's own end: the record says one hour from NOW
    const later = new Date(NOW.getTime() + 3_600_000);
    const expired = loader(null);
    expect(await cache.read('candidate', 't1', later, expired.load)).toBeNull();
    expect(expired.calls.count).toBe(1);
  });

  it('holds at most its capacity, letting the oldest go', async () => {
    const cache = createPrincipalCache(fakeFeed());
    for (let i = 0; i <= PRINCIPAL_CACHE_CAPACITY; i += 1)
      await cache.read('candidate', `t${i}`, NOW, loader(record(`u${i}`)).load);
    expect(cache.size).toBe(PRINCIPAL_CACHE_CAPACITY);
    const first = loader(record('u0'));
    await cache.read('candidate', 't0', NOW, first.load);
    expect(first.calls.count).toBe(1);
    const newest = loader(record(`u${PRINCIPAL_CACHE_CAPACITY}`));
    await cache.read('candidate', `t${PRINCIPAL_CACHE_CAPACITY}`, NOW, newest.load);
    expect(newest.calls.count).toBe(0);
  });

  it('lets go of what it holds and of the feed when closed', async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed);
    await cache.read('candidate', 't1', NOW, loader(record('u1')).load);
    expect([cache.size, feed.listeners.size]).toEqual([1, 1]);
    cache.close();
    expect([cache.size, feed.listeners.size]).toEqual([0, 0]);
  });
});
