import type { App } from '../app';
import { CANDIDATES, type Entry, FORBIDDEN, notFound, OK, only, SIGNED_OUT } from './authorization';
import { call } from './http';
import type { World } from './principals';

/*
 * Saved searches in the authorisation matrix (issue 39): candidates list, save, rename and delete
 * their own; a search of candidate A does not exist for candidate B; employers and admins are told
 * the routes are not theirs.
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };

const asCandidate = (
  app: App,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
) =>
  call(app, 'candidate', method, `/api${path}`, {
    ...(cookie ? { cookie } : {}),
    ...(body ? { body: body as Record<string, unknown> } : {}),
  });

/** Both candidates' searches deleted, so that the limit never stands in a cell's way. */
async function clearSearches(app: App, w: World) {
  for (const cookie of [w.cookies.candidateA, w.cookies.candidateB]) {
    const list = (await asCandidate(app, cookie, 'GET', '/saved-searches')).json() as {
      savedSearches: { id: string }[];
    };
    for (const search of list.savedSearches)
      await asCandidate(app, cookie, 'DELETE', `/saved-searches/${search.id}`);
  }
}

/** A fresh saved search of candidate A: its id. */
async function searchOfA(app: App, w: World) {
  await clearSearches(app, w);
  const saved = await asCandidate(app, w.cookies.candidateA, 'POST', '/saved-searches', {
    name: 'Matrix',
    filters: { keyword: 'Matrix' },
  });
  if (saved.statusCode !== 200) throw new Error(`saving failed: ${saved.body}`);
  return (saved.json() as { id: string }).id;
}

export const SAVED_SEARCH_ROUTES: Record<string, Entry> = {
  'GET /saved-searches': {
    pool: 'candidate',
    request: () => ({ path: '/saved-searches' }),
    expect: CANDIDATE_ONLY,
  },
  'POST /saved-searches': {
    pool: 'candidate',
    request: async (w, app) => {
      await clearSearches(app, w);
      return { path: '/saved-searches', body: { name: 'Neu', filters: { location: 'Hamburg' } } };
    },
    expect: CANDIDATE_ONLY,
  },
  'PATCH /saved-searches/{savedSearchId}': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/saved-searches/${await searchOfA(app, w)}`,
      body: { name: 'Umbenannt', emailNewJobs: false },
    }),
    expect: { ...CANDIDATE_ONLY, candidateB: notFound('saved_search_not_found') },
  },
  'DELETE /saved-searches/{savedSearchId}': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/saved-searches/${await searchOfA(app, w)}` }),
    expect: { ...CANDIDATE_ONLY, candidateB: notFound('saved_search_not_found') },
  },
};
