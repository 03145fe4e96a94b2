import type { CandidateDashboard } from '@veil/domain/contracts';
import { json } from '../../test/api-stub';

/** A dashboard without reminders or applications at 9:00 in Berlin. */
export const EMPTY_DASHBOARD: CandidateDashboard = {
  now: '2026-12-01T08:00:00.000Z',
  greeting: { partOfDay: 'morning' },
  applicationReminders: [],
  applicationAnalytics: { byStatus: [], responseDays: [], answered: 0, waiting: 0 },
};

/** The dashboard's own calls, answered: `dashboard` (empty by default) and no resume yet. */
export function dashboardRoutes(dashboard: CandidateDashboard = EMPTY_DASHBOARD) {
  return {
    'GET /api/dashboard': json(200, dashboard),
    'GET /api/resumes': json(200, { resume: null }),
  };
}
