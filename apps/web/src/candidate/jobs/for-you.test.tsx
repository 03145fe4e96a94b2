import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForYouJob } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { renderCandidateAt as renderAt } from '../candidate-app.testing';
import { CANDIDATE_JOB, listItem, pageOfJobs } from './job-fixtures';

function forYouJob(overrides: Partial<ForYouJob> = {}): ForYouJob {
  return {
    ...listItem(),
    reasons: [
      { kind: 'skills', values: ['TypeScript', 'SQL'] },
      { kind: 'industry', values: ['health_care'] },
      { kind: 'jobType', values: ['full_time'] },
      { kind: 'location', values: ['Hamburg'] },
    ],
    ...overrides,
  };
}

describe('For you', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the first tab, says why each job is shown and loads more by keyset', async () => {
    const second = forYouJob({
      id: '6c1d4d2f-9a5d-4d8b-8b62-1e4b5d2f3a21',
      jobTitle: 'Praxisanleitung Pflege',
      reasons: [{ kind: 'languages', values: [] }],
    });
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': { body: pageOfJobs([]) },
      'GET /api/jobs/for-you': (request) => {
        const lastIndex = new URL(request.url).searchParams.get('lastIndex');
        const page = lastIndex === 'c1' ? pageOfJobs([second]) : pageOfJobs([forYouJob()], 'c1');
        return json(200, { ...page, totalRecords: 2 });
      },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/jobs/list');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Für Sie', 'Entdecken', 'Gemerkt']);
    expect(screen.getByRole('tab', { name: 'Entdecken' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Für Sie' }));
    const card = await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle });
    expect(app.location()).toBe('/candidate/jobs/list?tab=for-you');
    expect(
      within(card).getByText('Gemeinsame Kenntnisse: TypeScript, SQL · Ihre Branche · Vollzeit · In Hamburg'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 Stellen · Beste Treffer zuerst')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weitere Stellen anzeigen' }));
    const next = await screen.findByRole('article', { name: 'Praxisanleitung Pflege' });
    expect(within(next).getByText('Ihre Sprachen')).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname === '/api/jobs/for-you')
      .map((url) => url.searchParams.get('lastIndex'));
    expect(asked).toEqual([null, 'c1']);
  });

  it('invites a candidate without a resume to create one', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs/for-you': apiError(404, 'resume_not_found'),
    });
    renderAt('/candidate/jobs/list?tab=for-you', 'en');
    expect(await screen.findByText('Create your profile to see jobs for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toHaveAttribute(
      'href',
      '/candidate/profile/empty',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
