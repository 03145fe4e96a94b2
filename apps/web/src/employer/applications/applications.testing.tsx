import type { BoardStatus } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import {
  type ApiRoutes,
  EMPLOYER_ME,
  EMPTY_BOARD_COUNTS,
  json,
  sessionRoutes,
  stubApi,
} from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';
import { ADA, APPLICATION_ID, JANA, TIM } from './application-fixtures';

/** What the employer application tests share: rendering the app at a page with a stubbed API, and reading what it asked. */
export const FLOATING = { hidden: true } as const;
export const DETAIL = `GET /api/company-applications/${APPLICATION_ID}`;
export const REVIEWER_ME = { ...EMPLOYER_ME, id: TIM.id, role: 'reviewer_user' as const };
export const COUNTS = 'GET /api/company-applications/status-counts';

export function renderAt(path: string, routes: ApiRoutes, me = EMPLOYER_ME) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', me),
    [COUNTS]: json(200, EMPTY_BOARD_COUNTS),
    ...routes,
  });
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<EmployerApp createRouter={createRouter} />);
  return { fetchMock, location: () => createRouter.last?.state.location };
}

export function queriesTo(fetchMock: ReturnType<typeof stubApi>, pathname: string) {
  return fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}
export const boardQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  queriesTo(fetchMock, '/api/company-applications');

/** A status tab's name with its count (jsdom lays nothing out, so no space comes between them). */
export const countTab = (label: string, count: string) =>
  new RegExp(`^${label}\\s?${count.replace(/[.+]/g, '\\$&')}$`);

/** Status counts as the API answers them, zero where `statuses` names none. */
export const counts = (statuses: Partial<Record<BoardStatus, number>>, capped: BoardStatus[] = []) =>
  json(200, { statuses: { ...EMPTY_BOARD_COUNTS.statuses, ...statuses }, capped });

/** The application page, answering every change with `after` (or the same application). */
export function renderApplication(application: EmployerApplication, me = EMPLOYER_ME, extra: ApiRoutes = {}) {
  return renderAt(
    `/employer/applications/${APPLICATION_ID}`,
    {
      [DETAIL]: json(200, application),
      'GET /api/company-applications/assignees': json(200, [JANA, TIM, ADA]),
      ...extra,
    },
    me,
  );
}
