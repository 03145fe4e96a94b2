import type { AdminMe, CandidateMe, EmployerMe } from '@veil/domain/contracts';
import { vi } from 'vitest';
import type { Area } from '../lib/areas';

/** A JSON answer, as the API sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer in the API's one shape. */
export function apiError(status: number, code: string, message = code, details?: Record<string, unknown>) {
  return json(status, { code, message, ...(details ? { details } : {}) });
}

type Answer = Response | ((request: Request) => Response | Promise<Response>) | { body: unknown };
/** Answers by `"METHOD /path"` (path below the origin, without query), e.g. `'GET /api/candidates/me'`. */
export type ApiRoutes = Record<string, Answer>;

/**
 * Replaces the global fetch with canned answers per route; an unknown route fails the test loudly.
 * Returns the mock, so tests can look at the requests (and their JSON bodies via `bodyOf`).
 */
export function stubApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (request: Request): Promise<Response> => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = routes[key];
    if (answer === undefined) throw new Error(`No stubbed answer for ${key}`);
    if (answer instanceof Response) return answer.clone();
    if (typeof answer === 'function') return answer(request);
    return json(200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one route, in order (`undefined` for requests without a body). */
export async function bodiesSentTo(fetchMock: ReturnType<typeof stubApi>, key: string): Promise<unknown[]> {
  const requests = fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return Promise.all(
    requests.map(async (request) => {
      const text = await request.clone().text();
      return text ? JSON.parse(text) : undefined;
    }),
  );
}

export const CANDIDATE_ME: CandidateMe = { id: 'cand-1', email: 'lena.berger@example.org', onboarded: true };
export const EMPLOYER_ME: EmployerMe = {
  id: 'emp-1',
  email: 'jana.roth@firma.example',
  firstName: 'Jana',
  lastName: 'Roth',
  title: null,
  role: 'power_user',
  locale: 'de',
  profilePictureUrl: null,
  companyId: '3f1c2a9e-5d4b-4c1a-9e8f-2b7d6c5a4e3f',
  companyName: 'Nordlicht GmbH',
};
export const ADMIN_ME: AdminMe = { id: 'adm-1', email: 'ops@veil.example', name: 'Ada Admin' };

const ME_PATH: Record<Area, string> = {
  candidate: 'GET /api/candidates/me',
  employer: 'GET /api/employers',
  admin: 'GET /api/admins/me',
};

/** An empty keyset page, as every list call answers when there is nothing. */
export const EMPTY_PAGE = { data: [], lastIndex: null, totalPages: 0, totalRecords: 0, totalCapped: false };

/** The board's status counts when the company has no application. */
export const EMPTY_BOARD_COUNTS = {
  statuses: {
    applied: 0,
    screening: 0,
    recording: 0,
    evaluating: 0,
    approved: 0,
    confirmed: 0,
    rejected: 0,
  },
  capped: [],
};

/** The employer's landing page (the application board) with nothing on it yet. */
export const EMPLOYER_LANDING_ROUTES: ApiRoutes = {
  'GET /api/company-applications': json(200, EMPTY_PAGE),
  'GET /api/company-applications/status-counts': json(200, EMPTY_BOARD_COUNTS),
  'GET /api/company-jobs': json(200, EMPTY_PAGE),
};

/** A candidate in no talent pool and without invitations (the applications' pages ask for both). */
export const NO_TALENT_POOLS: ApiRoutes = {
  'GET /api/talent-pool/consents': json(200, { consents: [] }),
  'GET /api/talent-pool/invitations': json(200, { invitations: [] }),
};

/** Routes that make `area` signed in as `me`, or signed out with `null`. */
export function sessionRoutes(area: Area, me: CandidateMe | EmployerMe | AdminMe | null): ApiRoutes {
  const getSession = `GET /api/auth/${area}/get-session`;
  if (!me) return { [getSession]: json(200, null) };
  return {
    [getSession]: json(200, {
      session: { id: 'sess-1', expiresAt: '2099-01-01T00:00:00.000Z' },
      user: { id: me.id, email: me.email, emailVerified: true },
    }),
    [ME_PATH[area]]: json(200, me),
    ...(area === 'candidate' ? NO_TALENT_POOLS : {}),
  };
}
