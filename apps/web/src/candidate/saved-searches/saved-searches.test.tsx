import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { renderCandidateAt as renderAt } from '../candidate-app.testing';
import { listItem, pageOfJobs } from '../jobs/job-fixtures';
import { jobsHrefOf, savedFiltersOf } from './saved-search-filters';

const SEARCH: SavedSearch = {
  id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
  name: 'Pflege in Hamburg',
  filters: { keyword: 'Pflege', location: 'Hamburg', jobTypes: ['full_time'], industries: ['health_care'] },
  emailNewJobs: true,
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('saved search filters', () => {
  it('store what the list searches, and lead back to the same list', () => {
    const filters = {
      keyword: 'Pflege',
      location: '',
      salaryFrom: null,
      salaryTo: 70000,
      jobTypes: [],
      experiences: ['2_5_years' as const],
      industries: [],
      includeClosed: false,
    };
    const saved = savedFiltersOf(filters);
    expect(saved).toEqual({ keyword: 'Pflege', salaryTo: 70000, experiences: ['2_5_years'] });
    expect(jobsHrefOf(saved, '/candidate/jobs/list')).toBe(
      '/candidate/jobs/list?keyword=Pflege&salaryTo=70000&experiences=2_5_years',
    );
  });
});

describe('saved searches', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('saves the search on screen under the offered name, with e-mails on unless switched off', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': json(200, pageOfJobs([listItem()])),
      'POST /api/saved-searches': json(200, SEARCH),
    });
    const user = userEvent.setup();
    renderAt('/candidate/jobs/list?keyword=Pflege&location=Hamburg&jobTypes=full_time');
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Suche speichern' });
    expect(within(dialog).getByRole('textbox', { name: /Name der Suche/ })).toHaveValue('Pflege · Hamburg');
    await user.click(within(dialog).getByRole('switch', { name: /E-Mail bei neuen passenden Jobs/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(async () =>
      expect(await bodiesSentTo(fetchMock, 'POST /api/saved-searches')).toEqual([
        {
          name: 'Pflege · Hamburg',
          emailNewJobs: false,
          filters: { keyword: 'Pflege', location: 'Hamburg', jobTypes: ['full_time'] },
        },
      ]),
    );
    expect(await screen.findByText('Suche „Pflege in Hamburg“ gespeichert.')).toBeInTheDocument();
  });

  it('says in the dialog why a search was not saved (the limit)', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': json(200, pageOfJobs([listItem()])),
      'POST /api/saved-searches': apiError(409, 'saved_search_limit_reached', 'limit', { max: 10 }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/jobs/list?keyword=Pflege');
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Suche speichern' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sie können höchstens 10 Suchen speichern.',
    );
  });

  it('lists the searches, switches e-mails, and deletes after asking', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/saved-searches': json(200, { savedSearches: [SEARCH] }),
      [`PATCH /api/saved-searches/${SEARCH.id}`]: json(200, { ...SEARCH, emailNewJobs: false }),
      [`DELETE /api/saved-searches/${SEARCH.id}`]: json(200, { savedSearches: [] }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/saved-searches');
    const card = await screen.findByRole('article', { name: SEARCH.name });
    expect(within(card).getByRole('link', { name: /Jobs anzeigen/ })).toHaveAttribute(
      'href',
      '/candidate/jobs/list?keyword=Pflege&location=Hamburg&jobTypes=full_time&industries=health_care',
    );
    await user.click(within(card).getByRole('switch', { name: 'E-Mail bei neuen passenden Jobs' }));
    await waitFor(async () =>
      expect(await bodiesSentTo(fetchMock, `PATCH /api/saved-searches/${SEARCH.id}`)).toEqual([
        { emailNewJobs: false },
      ]),
    );
    await user.click(within(card).getByRole('button', { name: `„${SEARCH.name}“ löschen` }));
    const dialog = await screen.findByRole('dialog', { name: 'Gespeicherte Suche löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(async () =>
      expect(await bodiesSentTo(fetchMock, `DELETE /api/saved-searches/${SEARCH.id}`)).toHaveLength(1),
    );
  });
});
